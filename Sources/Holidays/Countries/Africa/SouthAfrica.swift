// South Africa: the Public Holidays Act (No. 36 of 1994), in force from 1995, and before it the Public
// Holidays Act (No. 3 of 1910) and its amendments (1952, 1961, 1980); the days the President declared
// under section 2A (elections, and days after a holiday).

import CalendarCore

extension HolidayCountry {
  /// South Africa's public holidays.
  ///
  /// From 1995 a holiday on a Sunday gives the Monday after as well (section 2(1)).
  package static let southAfrica = HolidayCountry(
    code: "ZA", name: "South Africa", languages: ["en_US"], firstYear: 1911,
    rules: [
      HolidayRule("New Year's Day", .fixed(month: 1, day: 1), observance: 0),
      HolidayRule("Van Riebeeck's Day", .fixed(month: 4, day: 6), years: 1952...1973),
      HolidayRule("Founder's Day", .fixed(month: 4, day: 6), years: 1980...1994),
      HolidayRule("Good Friday", .easter(-2)),
      HolidayRule("Easter Monday", .easter(1), years: 1...1979),
      HolidayRule("Family Day", .easter(1), years: 1980...9999),
      HolidayRule("Family Day", .fixed(month: 7, day: 10), years: 1961...1973),
      HolidayRule("Workers' Day", .weekday(.friday, ordinal: 1, month: 5), years: 1987...1989),
      HolidayRule("Workers' Day", .fixed(month: 5, day: 1), years: 1995...9999, observance: 0),
      HolidayRule("Human Rights Day", .fixed(month: 3, day: 21), years: 1995...9999, observance: 0),
      HolidayRule("Freedom Day", .fixed(month: 4, day: 27), years: 1995...9999, observance: 0),
      HolidayRule("Youth Day", .fixed(month: 6, day: 16), years: 1995...9999, observance: 0),
      HolidayRule("National Women's Day", .fixed(month: 8, day: 9), years: 1995...9999, observance: 0),
      HolidayRule("Heritage Day", .fixed(month: 9, day: 24), years: 1995...9999, observance: 0),
      // The holidays of the Act of 1910 as amended, to 1993.
      HolidayRule("Union Day", .fixed(month: 5, day: 31), years: 1...1960),
      HolidayRule("Republic Day", .fixed(month: 5, day: 31), years: 1961...1993),
      HolidayRule("Ascension Day", .easter(39), years: 1...1993),
      HolidayRule("Kruger Day", .fixed(month: 10, day: 10), years: 1952...1993),
      HolidayRule("Empire Day", .fixed(month: 5, day: 24), years: 1...1951),
      HolidayRule("King's Birthday", .weekday(.monday, ordinal: 1, month: 8), years: 1...1951),
      HolidayRule("Queen's Birthday", .weekday(.monday, ordinal: 2, month: 7), years: 1952...1960),
      HolidayRule("Settlers' Day", .weekday(.monday, ordinal: 1, month: 9), years: 1952...1979),
      HolidayRule("Dingaan's Day", .fixed(month: 12, day: 16), years: 1...1951),
      HolidayRule("Day of the Covenant", .fixed(month: 12, day: 16), years: 1952...1979),
      HolidayRule("Day of the Vow", .fixed(month: 12, day: 16), years: 1980...1994),
      HolidayRule("Day of Reconciliation", .fixed(month: 12, day: 16), years: 1995...9999, observance: 0),
      HolidayRule("Christmas Day", .fixed(month: 12, day: 25)),
      HolidayRule("Boxing Day", .fixed(month: 12, day: 26), years: 1...1979),
      HolidayRule("Day of Goodwill", .fixed(month: 12, day: 26), years: 1980...9999, observance: 0),
      // Days declared one by one: election days and others.
      HolidayRule(
        "National and Provincial Government Elections",
        .dates([1999_06_02, 2004_04_14, 2009_04_22, 2014_05_07, 2019_05_08, 2024_05_29])),
      HolidayRule("Local Government Elections", .dates([2006_03_01, 2011_05_18, 2016_08_03, 2026_11_04])),
      HolidayRule("Municipal elections", .dates([2021_11_01])),
      HolidayRule(
        "Public Holiday by Presidential Decree", .dates([2008_05_02, 2011_12_27, 2016_12_27, 2022_12_27, 2023_12_15])),
      HolidayRule("Y2K Changeover", .dates([1999_12_31, 2000_01_02]), observance: 0),
    ],
    observances: [
      HolidayObservance(name: "%s (observed)", years: 1995...9999, moves: HolidayMoves(sunday: .days(1)))
    ]
  )
}
