// The Netherlands: Algemene termijnenwet (1964, in force 1 April 1965), article 3 (the feasts that count
// as Sundays), as amended by the law of 5 January 1982 (Liberation Day); the royal decrees that set
// Queen's Day (on the Saturday before when 30 April is a Sunday, from 1980) and King's Day (from 2014).

import CalendarCore

extension HolidayCountry {
  /// The Netherlands' public holidays (`public`), and Liberation Day every year (`optional`).
  ///
  /// Queen's Day (King's Day from 2014) on a Sunday moves to the Monday after until 1979, to the Saturday
  /// before from 1980. Liberation Day is a day off every fifth year (2025, 2030, …), as the collective
  /// labour agreements give it: `completeDutchYear`.
  package static let netherlands = HolidayCountry(
    code: "NL", name: "Netherlands", languages: ["nl", "en_US", "fy"], categories: ["public", "optional"],
    firstYear: 1966,
    rules: [
      HolidayRule(HolidayName("Nieuwjaarsdag", "New Year's Day", "Nijjiersdei"), .fixed(month: 1, day: 1)),
      HolidayRule(HolidayName("Goede vrijdag", "Good Friday", "Goedfreed"), .easter(-2)),
      HolidayRule(HolidayName("Eerste paasdag", "Easter Sunday", "Peaskesnein"), .easter(0)),
      HolidayRule(HolidayName("Tweede paasdag", "Easter Monday", "Peaskemoandei"), .easter(1)),
      HolidayRule(
        HolidayName("Koninginnedag", "Queen's Day", "Keninginnedei"), .fixed(month: 4, day: 30), years: 1966...1979,
        observance: 0),
      HolidayRule(
        HolidayName("Koninginnedag", "Queen's Day", "Keninginnedei"), .fixed(month: 4, day: 30), years: 1980...2013,
        observance: 1),
      HolidayRule(
        HolidayName("Koningsdag", "King's Day", "Keningsdei"), .fixed(month: 4, day: 27), years: 2014...9999,
        observance: 1),
      // Every fifth year: `completeDutchYear`.
      HolidayRule(HolidayName("Bevrijdingsdag", "Liberation Day", "Befrijingsdei"), .derived),
      HolidayRule(HolidayName("Hemelvaartsdag", "Ascension Day", "Himelfeartsdei"), .easter(39)),
      HolidayRule(HolidayName("Eerste pinksterdag", "Pentecost", "Pinkstersnein"), .easter(49)),
      HolidayRule(HolidayName("Tweede pinksterdag", "Pentecost Monday", "Pinkstermoandei"), .easter(50)),
      HolidayRule(HolidayName("Eerste kerstdag", "Christmas Day", "Eerste Krystdei"), .fixed(month: 12, day: 25)),
      HolidayRule(
        HolidayName("Tweede kerstdag", "Second Day of Christmas", "Twadde Krystdei"), .fixed(month: 12, day: 26)),
      HolidayRule(
        HolidayName("Bevrijdingsdag", "Liberation Day", "Befrijingsdei"), .fixed(month: 5, day: 5), years: 1982...9999,
        category: "optional"),
    ],
    observances: [
      HolidayObservance(name: "%s", moves: HolidayMoves(sunday: .days(1)), movesHoliday: true),
      HolidayObservance(name: "%s", moves: HolidayMoves(sunday: .days(-1)), movesHoliday: true),
    ],
    completeYear: completeDutchYear
  )

  /// Adds Liberation Day, 5 May, in the years divisible by five.
  @Sendable private static func completeDutchYear(_ year: inout HolidayYear) {
    let rules = HolidayCountry.netherlands.rules
    guard year.year % 5 == 0, let rule = year.rules.first(where: { rules[$0].date == .derived }) else { return }
    let day = Reform.gregorian.julianDay(of: CivilDate(year: year.year, month: 5, day: 5))
    year.add(HolidayOccurrence(julianDay: day, rule: rule))
  }
}
