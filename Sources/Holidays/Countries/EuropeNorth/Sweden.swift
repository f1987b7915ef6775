// Sweden: Lag (1989:253) om allmänna helgdagar, as amended in 2004 (National Day for Whit Monday from
// 2005), and before it Lag (1952:48) om allmänna helgdagar (Midsummer Day and All Saints' Day on
// Saturdays from 1953); Semesterlag (1977:480), 7 §, for the eves counted as Sundays.

import CalendarCore

extension HolidayCountry {
  /// Sweden's public holidays (`public`; the Sundays, each a holiday by the law too, are not listed), and
  /// the eves the Annual Leave Act counts as Sundays (`de_facto`).
  ///
  /// No holiday moves when it falls on a weekend. The Feast of the Annunciation, until 1989, is a
  /// Sunday found by a rule of its own: `completeSwedishYear`.
  package static let sweden = HolidayCountry(
    code: "SE", name: "Sweden", languages: ["sv", "en_US"], categories: ["public", "de_facto"], firstYear: 1953,
    rules: [
      HolidayRule(HolidayName("Nyårsdagen", "New Year's Day"), .fixed(month: 1, day: 1)),
      HolidayRule(HolidayName("Trettondedag jul", "Epiphany"), .fixed(month: 1, day: 6)),
      // The Sunday from 22 to 28 March, or the Sunday before Palm Sunday when that is Palm Sunday or
      // Easter Day (Lag 1952:48): `completeSwedishYear`.
      HolidayRule(HolidayName("Marie bebådelsedag", "Feast of the Annunciation"), .derived, years: 1953...1989),
      HolidayRule(HolidayName("Långfredagen", "Good Friday"), .easter(-2)),
      HolidayRule(HolidayName("Påskdagen", "Easter Sunday"), .easter(0)),
      HolidayRule(HolidayName("Annandag påsk", "Easter Monday"), .easter(1)),
      HolidayRule(HolidayName("Första maj", "May Day"), .fixed(month: 5, day: 1)),
      HolidayRule(HolidayName("Kristi himmelsfärdsdag", "Ascension Day"), .easter(39)),
      HolidayRule(HolidayName("Nationaldagen", "National Day"), .fixed(month: 6, day: 6), years: 2005...9999),
      HolidayRule(HolidayName("Pingstdagen", "Pentecost"), .easter(49)),
      HolidayRule(HolidayName("Annandag pingst", "Pentecost Monday"), .easter(50), years: 1953...2004),
      HolidayRule(HolidayName("Midsommardagen", "Midsummer Day"), .weekdayOnOrAfter(.saturday, month: 6, day: 20)),
      HolidayRule(HolidayName("Alla helgons dag", "All Saints' Day"), .weekdayOnOrAfter(.saturday, month: 10, day: 31)),
      HolidayRule(HolidayName("Juldagen", "Christmas Day"), .fixed(month: 12, day: 25)),
      HolidayRule(HolidayName("Annandag jul", "Second Day of Christmas"), .fixed(month: 12, day: 26)),
      HolidayRule(
        HolidayName("Midsommarafton", "Midsummer Eve"), .weekdayOnOrAfter(.friday, month: 6, day: 19),
        category: "de_facto"),
      HolidayRule(HolidayName("Julafton", "Christmas Eve"), .fixed(month: 12, day: 24), category: "de_facto"),
      HolidayRule(HolidayName("Nyårsafton", "New Year's Eve"), .fixed(month: 12, day: 31), category: "de_facto"),
    ],
    completeYear: completeSwedishYear
  )

  /// Adds the Feast of the Annunciation: the Sunday from 22 to 28 March, or, when that Sunday is Palm
  /// Sunday or Easter Day, the Sunday before Palm Sunday.
  @Sendable private static func completeSwedishYear(_ year: inout HolidayYear) {
    let rules = HolidayCountry.sweden.rules
    guard let rule = year.rules.first(where: { rules[$0].date == .derived }), rules[rule].years.contains(year.year)
    else { return }
    let gregorian = Reform.gregorian
    let march22 = gregorian.julianDay(of: CivilDate(year: year.year, month: 3, day: 22))
    let sunday = march22 + Weekday.sunday.offset(from: Weekday.ofJulianDay(march22))
    let easter = Easter.western.julianDay(inYear: year.year, reform: gregorian)
    let day = sunday == easter || sunday == easter - 7 ? easter - 14 : sunday
    year.add(HolidayOccurrence(julianDay: day, rule: rule))
  }
}
