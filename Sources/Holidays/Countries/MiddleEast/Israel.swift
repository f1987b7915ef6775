// Israel: חוק שעות עבודה ומנוחה, התשי"א-1951 and פקודת סדרי השלטון והמשפט (תיקון מס' 14), התשי"ט-1948 (the
// days of rest: the festivals of the Hebrew calendar); חוק יום העצמאות, התש"ט-1949 and its amendments
// (Independence Day moved off Friday and Saturday to the Thursday before, and from 2004 off Monday to the
// Tuesday after, so that Memorial Day before it does not follow a Sabbath's end).

import CalendarCore

extension HolidayCountry {
  /// Israel's days of rest (`public`): the festivals by the Hebrew calendar (months counted from Nisan),
  /// and Independence Day, 5 Iyar, on the day the law moves it to.
  package static let israel = HolidayCountry(
    code: "IL", name: "Israel", languages: ["he", "en_US"], firstYear: 1948, weekend: [.friday, .saturday],
    rules: [
      HolidayRule(HolidayName("ראש השנה", "Rosh Hashanah"), .calendar(.hebrew, month: 7, day: 1)),
      HolidayRule(HolidayName("ראש השנה", "Rosh Hashanah"), .calendar(.hebrew, month: 7, day: 2)),
      HolidayRule(HolidayName("יום כיפור", "Yom Kippur"), .calendar(.hebrew, month: 7, day: 10)),
      HolidayRule(HolidayName("סוכות", "Sukkot"), .calendar(.hebrew, month: 7, day: 15)),
      HolidayRule(
        HolidayName("שמחת תורה/שמיני עצרת", "Simchat Torah / Shemini Atzeret"), .calendar(.hebrew, month: 7, day: 22)),
      HolidayRule(HolidayName("פסח", "Pesach"), .calendar(.hebrew, month: 1, day: 15)),
      HolidayRule(HolidayName("שביעי של פסח", "Seventh day of Pesach"), .calendar(.hebrew, month: 1, day: 21)),
      HolidayRule(
        HolidayName("יום העצמאות", "Independence Day"),
        .calendar(.hebrew, month: 2, day: 5), years: 1948...2003, observance: 0),
      HolidayRule(
        HolidayName("יום העצמאות", "Independence Day"),
        .calendar(.hebrew, month: 2, day: 5), years: 2004...9999, observance: 1),
      HolidayRule(HolidayName("שבועות", "Shavuot"), .calendar(.hebrew, month: 3, day: 6)),
    ],
    observances: [
      // Independence Day on a Friday or Saturday is kept on the Thursday before.
      HolidayObservance(
        name: HolidayName("%s (נצפה)", "%s (observed)"), moves: HolidayMoves(friday: .days(-1), saturday: .days(-2)),
        movesHoliday: true),
      // From 2004 (the amendment of 2004), on a Monday it is kept on the Tuesday after.
      HolidayObservance(
        name: HolidayName("%s (נצפה)", "%s (observed)"),
        moves: HolidayMoves(monday: .days(1), friday: .days(-1), saturday: .days(-2)), movesHoliday: true),
    ]
  )
}
