// Denmark: Helligdagsreformen af 1770 (in force from 16 October 1770) and the Lov om helligdagsfred
// (Helligdagsloven); Lov nr. 214 af 6. marts 2023 (Store bededag abolished from 2024).

import CalendarCore

extension HolidayCountry {
  /// Denmark's public holidays (`public`), and the days many agreements give off besides (`optional`).
  ///
  /// No holiday moves when it falls on a weekend.
  package static let denmark = HolidayCountry(
    code: "DK", name: "Denmark", languages: ["da", "en_US"], categories: ["public", "optional"], firstYear: 1771,
    rules: [
      HolidayRule(HolidayName("Nytårsdag", "New Year's Day"), .fixed(month: 1, day: 1)),
      HolidayRule(HolidayName("Skærtorsdag", "Maundy Thursday"), .easter(-3)),
      HolidayRule(HolidayName("Langfredag", "Good Friday"), .easter(-2)),
      HolidayRule(HolidayName("Påskedag", "Easter Sunday"), .easter(0)),
      HolidayRule(HolidayName("Anden påskedag", "Easter Monday"), .easter(1)),
      // The fourth Friday after Easter.
      HolidayRule(HolidayName("Store bededag", "Great Prayer Day"), .easter(26), years: 1771...2023),
      HolidayRule(HolidayName("Kristi himmelfartsdag", "Ascension Day"), .easter(39)),
      HolidayRule(HolidayName("Pinsedag", "Pentecost"), .easter(49)),
      HolidayRule(HolidayName("Anden pinsedag", "Pentecost Monday"), .easter(50)),
      HolidayRule(HolidayName("Juledag", "Christmas Day"), .fixed(month: 12, day: 25)),
      HolidayRule(HolidayName("Anden juledag", "Second Day of Christmas"), .fixed(month: 12, day: 26)),
      // Days off by custom and collective agreement, not by the law of holidays.
      HolidayRule(
        HolidayName("Arbejdernes kampdag", "Workers' Day"), .fixed(month: 5, day: 1), years: 1890...9999,
        category: "optional"),
      HolidayRule(
        HolidayName("Grundlovsdag", "Constitution Day"), .fixed(month: 6, day: 5), years: 1891...9999,
        category: "optional"),
      HolidayRule(HolidayName("Juleaftensdag", "Christmas Eve"), .fixed(month: 12, day: 24), category: "optional"),
      HolidayRule(HolidayName("Nytårsaften", "New Year's Eve"), .fixed(month: 12, day: 31), category: "optional"),
    ]
  )
}
