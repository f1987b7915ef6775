// Ireland: the Bank Holidays Act 1871, the Bank Holiday (Ireland) Act 1903 (St Patrick's Day), the Holidays
// (Employees) Act 1973 and the Organisation of Working Time Act 1997, Schedule 2, as amended (S.I. No. 50 of
// 2022: St Brigid's Day from 2023 and the Day of Remembrance and Recognition); the one-off days the
// Government declared.

import CalendarCore

extension HolidayCountry {
  /// Ireland's public holidays (`public`), and Good Friday, a day many employers give (`optional`).
  ///
  /// Holidays are not moved when they fall on a weekend (the Act gives an employee a day off in lieu, on
  /// no day it fixes).
  package static let ireland = HolidayCountry(
    code: "IE", name: "Ireland", languages: ["en_IE", "en_US", "ga"], categories: ["public", "optional"],
    firstYear: 1872,
    rules: [
      HolidayRule(
        HolidayName("New Year's Day", "New Year's Day", "Lá Caille"), .fixed(month: 1, day: 1), years: 1975...9999),
      // 1 February when it is a Friday, else the first Monday of February.
      HolidayRule(
        HolidayName("Saint Brigid's Day", "Saint Brigid's Day", "Lá Fhéile Bríde"), .fixed(month: 2, day: 1),
        years: 2023...9999, observance: 0),
      HolidayRule(
        HolidayName("Saint Patrick's Day", "Saint Patrick's Day", "Lá Fhéile Pádraig"), .fixed(month: 3, day: 17),
        years: 1903...9999),
      HolidayRule(HolidayName("Good Friday", "Good Friday", "Aoine an Chéasta"), .easter(-2), category: "optional"),
      HolidayRule(HolidayName("Easter Monday", "Easter Monday", "Luan Cásca"), .easter(1)),
      // The May bank holiday, moved to VE Day's 50th anniversary in 1995.
      HolidayRule(
        HolidayName("May Bank Holiday", "May Bank Holiday", "Lá Saoire Bainc na Bealtaine"),
        .weekday(.monday, ordinal: 1, month: 5), years: 1994...1994),
      HolidayRule(
        HolidayName("May Bank Holiday", "May Bank Holiday", "Lá Saoire Bainc na Bealtaine"), .dates([1995_05_08])),
      HolidayRule(
        HolidayName("May Bank Holiday", "May Bank Holiday", "Lá Saoire Bainc na Bealtaine"),
        .weekday(.monday, ordinal: 1, month: 5), years: 1996...9999),
      HolidayRule(HolidayName("Whit Monday", "Pentecost Monday", "Luan Cincíse"), .easter(50), years: 1872...1972),
      HolidayRule(
        HolidayName("June Bank Holiday", "June Bank Holiday", "Lá Saoire Bainc an Mheithimh"),
        .weekday(.monday, ordinal: 1, month: 6), years: 1973...9999),
      HolidayRule(
        HolidayName("August Bank Holiday", "August Bank Holiday", "Lá Saoire Bainc Lúnasa"),
        .weekday(.monday, ordinal: 1, month: 8)),
      HolidayRule(
        HolidayName("October Bank Holiday", "October Bank Holiday", "Lá Saoire Bainc Dheireadh Fómhair"),
        .weekday(.monday, ordinal: -1, month: 10), years: 1977...9999),
      HolidayRule(HolidayName("Christmas Day", "Christmas Day", "Lá Nollag"), .fixed(month: 12, day: 25)),
      HolidayRule(
        HolidayName("Saint Stephen's Day", "Saint Stephen's Day", "Lá Fhéile Stiofáin"), .fixed(month: 12, day: 26)),
      // One-off days: the millennium's eve; the day of mourning for the victims of the attacks of 11 September
      // 2001, Friday 14 September 2001; the day of remembrance of those who died in the Covid-19 pandemic and of
      // recognition of those who worked through it.
      HolidayRule(
        HolidayName("Millennium Celebrations", "Millennium Celebrations", "Ceiliúradh na Mílaoise"),
        .dates([1999_12_31])),
      HolidayRule(
        HolidayName("National Day of Mourning", "National Day of Mourning", "Lá Náisiúnta Mairgní"),
        .dates([2001_09_14])),
      HolidayRule(
        HolidayName(
          "Day of Remembrance and Recognition", "Day of Remembrance and Recognition",
          "Lá Cuimhneacháin agus Aitheantais"),
        .dates([2022_03_18])),
    ],
    observances: [
      // St Brigid's Day: a Saturday to Thursday gives the next Monday (the day itself stays only on a Friday or
      // a Monday).
      HolidayObservance(
        name: "%s", years: 2023...9999,
        moves: HolidayMoves(
          sunday: .days(1), tuesday: .days(6), wednesday: .days(5), thursday: .days(4), saturday: .days(2)),
        movesHoliday: true)
    ]
  )
}
