// New Zealand: the Holidays Act 2003 (and the Holidays Act 1981 before it), the Waitangi Day Act 1976
// (the New Zealand Day Act 1973), the Anzac Day Act 1966, the Sovereign's Birthday Observance Act 1952,
// the Labour Day Act 1899 (the fourth Monday of October from 1910), Te Kāhui o Matariki Public Holiday
// Act 2022 (whose schedule lists Matariki's days to 2052), and the Queen Elizabeth II Memorial Day Act 2022.

import CalendarCore

extension HolidayCountry {
  /// New Zealand's national public holidays, and each region's anniversary day.
  ///
  /// New Year's Day, the day after it, Christmas and Boxing Day on a weekend are kept on the next
  /// working days as well (Holidays Act 2003, s 45); Waitangi Day and Anzac Day on a weekend are kept on
  /// the Monday from 2014 (Holidays (Full Recognition of Waitangi Day and ANZAC Day) Amendment Act 2013).
  package static let newZealand = HolidayCountry(
    code: "NZ", name: "New Zealand", languages: ["en_US"],
    subdivisions: [
      ("AUK", "Auckland"), ("BOP", "Bay of Plenty"), ("CAN", "Canterbury"), ("CIT", "Chatham Islands Territory"),
      ("GIS", "Gisborne"), ("HKB", "Hawke's Bay"), ("MBH", "Marlborough"), ("MWT", "Manawatū-Whanganui"),
      ("NSN", "Nelson"),
      ("NTL", "Northland"), ("OTA", "Otago"), ("STL", "Southland"), ("TAS", "Tasman"), ("TKI", "Taranaki"),
      ("WGN", "Greater Wellington"), ("WKO", "Waikato"), ("WTC", "West Coast"),
      ("South Canterbury", "South Canterbury"),
    ],
    firstYear: 1894,
    rules: [
      HolidayRule("New Year's Day", .fixed(month: 1, day: 1), observance: 0),
      HolidayRule("Day after New Year's Day", .fixed(month: 1, day: 2), observance: 0),
      HolidayRule("New Zealand Day", .fixed(month: 2, day: 6), years: 1974...1976),
      HolidayRule("Waitangi Day", .fixed(month: 2, day: 6), years: 1977...2013),
      HolidayRule("Waitangi Day", .fixed(month: 2, day: 6), years: 2014...9999, observance: 1),
      HolidayRule("Anzac Day", .fixed(month: 4, day: 25), years: 1921...2013),
      HolidayRule("Anzac Day", .fixed(month: 4, day: 25), years: 2014...9999, observance: 1),
      HolidayRule("Good Friday", .easter(-2)),
      HolidayRule("Easter Monday", .easter(1)),
      // The Sovereign's Birthday: the sovereign's own day until 1937, the first Monday of June from 1938.
      HolidayRule("King's Birthday", .fixed(month: 11, day: 9), years: 1902...1911),
      HolidayRule("King's Birthday", .fixed(month: 6, day: 3), years: 1912...1935),
      HolidayRule("King's Birthday", .dates([1936_06_23, 1937_06_09])),
      HolidayRule("King's Birthday", .weekday(.monday, ordinal: 1, month: 6), years: 1938...1951),
      HolidayRule("Queen's Birthday", .dates([1952_06_02])),
      HolidayRule("Queen's Birthday", .weekday(.monday, ordinal: 1, month: 6), years: 1953...2022),
      HolidayRule("King's Birthday", .weekday(.monday, ordinal: 1, month: 6), years: 2023...9999),
      // Matariki: the days the Act's schedule lists, set by the Matariki Advisory Group from the rising
      // of the Matariki cluster (there is no rule in the law beyond 2052).
      HolidayRule(
        "Matariki",
        .dates([
          2022_06_24, 2023_07_14, 2024_06_28, 2025_06_20, 2026_07_10, 2027_06_25, 2028_07_14, 2029_07_06,
          2030_06_21, 2031_07_11, 2032_07_02, 2033_06_24, 2034_07_07, 2035_06_29, 2036_07_18, 2037_07_10,
          2038_06_25, 2039_07_15, 2040_07_06, 2041_07_19, 2042_07_11, 2043_07_03, 2044_06_24, 2045_07_07,
          2046_06_29, 2047_07_19, 2048_07_03, 2049_06_25, 2050_07_15, 2051_06_30, 2052_06_21,
        ])),
      HolidayRule("Queen Elizabeth II Memorial Day", .dates([2022_09_26])),
      HolidayRule("Labour Day", .weekday(.wednesday, ordinal: 2, month: 10), years: 1900...1909),
      HolidayRule("Labour Day", .weekday(.monday, ordinal: 4, month: 10), years: 1910...9999),
      HolidayRule("Christmas Day", .fixed(month: 12, day: 25), observance: 0),
      HolidayRule("Boxing Day", .fixed(month: 12, day: 26), observance: 0),
      // The provincial anniversary days (Holidays Act 2003, s 44(1)(j)), as each region keeps its own.
      HolidayRule("Auckland Anniversary Day", .fixed(month: 1, day: 29), in: ["AUK"], observance: 2),
      HolidayRule("Auckland Anniversary Day", .fixed(month: 1, day: 29), years: 1...1963, in: ["NTL"], observance: 2),
      HolidayRule("Waitangi Day", .fixed(month: 2, day: 6), years: 1964...1973, in: ["NTL"], observance: 2),
      HolidayRule(
        "Auckland Anniversary Day", .fixed(month: 1, day: 29), years: 1974...9999, in: ["NTL"], observance: 2),
      HolidayRule("Canterbury Anniversary Day", .weekday(.tuesday, ordinal: 1, month: 11), offset: 10, in: ["CAN"]),
      HolidayRule("Chatham Islands Anniversary Day", .fixed(month: 11, day: 30), in: ["CIT"], observance: 2),
      HolidayRule("Hawke's Bay Anniversary Day", .weekday(.monday, ordinal: 4, month: 10), offset: -3, in: ["HKB"]),
      HolidayRule("Marlborough Anniversary Day", .weekday(.monday, ordinal: 4, month: 10), offset: 7, in: ["MBH"]),
      HolidayRule("Nelson Anniversary Day", .fixed(month: 2, day: 1), in: ["NSN"], observance: 2),
      // Otago's day: the Monday nearest 23 March, the Tuesday after when that is Easter Monday
      // (`completeNewZealandYear`).
      HolidayRule(otagoAnniversaryDay, .fixed(month: 3, day: 23), in: ["OTA"], observance: 2),
      HolidayRule(
        "South Canterbury Anniversary Day", .weekday(.monday, ordinal: 4, month: 9), in: ["South Canterbury"]),
      HolidayRule(
        "Southland Anniversary Day", .fixed(month: 1, day: 17), years: 1...2011, in: ["STL"], observance: 2),
      HolidayRule("Southland Anniversary Day", .easter(2), years: 2012...9999, in: ["STL"]),
      HolidayRule("Taranaki Anniversary Day", .weekday(.monday, ordinal: 2, month: 3), in: ["TKI"]),
      HolidayRule("Wellington Anniversary Day", .fixed(month: 1, day: 22), in: ["WGN"], observance: 2),
      HolidayRule(
        "West Coast Anniversary Day", .fixed(month: 12, day: 1), years: 1...2004, in: ["WTC"], observance: 2),
      HolidayRule("West Coast Anniversary Day", .dates([2005_12_05]), in: ["WTC"]),
      HolidayRule(
        "West Coast Anniversary Day", .fixed(month: 12, day: 1), years: 2006...9999, in: ["WTC"], observance: 2),
    ],
    observances: [
      // From a Saturday to the Monday, from a Sunday to the Tuesday (the Monday goes to the other day).
      HolidayObservance(name: "%s (observed)", moves: HolidayMoves(sunday: .days(2), saturday: .days(2))),
      HolidayObservance(name: "%s (observed)", moves: HolidayMoves(sunday: .days(1), saturday: .days(2))),
      // An anniversary day kept on the nearest Monday instead.
      HolidayObservance(
        name: "%s",
        moves: HolidayMoves(
          sunday: .days(1), tuesday: .days(-1), wednesday: .days(-2), thursday: .days(-3), friday: .days(3),
          saturday: .days(2)),
        movesHoliday: true),
    ],
    completeYear: completeNewZealandYear
  )

  /// The name of Otago's anniversary day.
  private static let otagoAnniversaryDay: HolidayName = "Otago Anniversary Day"

  /// Moves Otago's anniversary day to the Tuesday when its Monday is Easter Monday.
  @Sendable private static func completeNewZealandYear(_ year: inout HolidayYear) {
    let rules = HolidayCountry.newZealand.rules
    let easterMondays = Set(year.occurrences.filter { rules[$0.rule].date == .easter(1) }.map(\.julianDay))
    let clashes = year.occurrences.filter {
      rules[$0.rule].name == otagoAnniversaryDay && easterMondays.contains($0.julianDay)
    }
    guard !clashes.isEmpty else { return }
    year.removeAll { clashes.contains($0) }
    for var occurrence in clashes {
      occurrence.julianDay += 1
      year.add(occurrence)
    }
  }
}
