// CalendarNames: the month, weekday and feast names a calendar(1) date may use, matched as calendar(1) matches them.

import CalendarCore

/// The names a calendar(1) line's date may use: the English ones always, a `LANG=` line's
/// locale's too, and new names for Easter and Paskha (`Easter=Pasen`).
struct CalendarNames {
  /// Each month's spellings in the `LANG=` locale, lower case, January first.
  var localeMonths: [[String]] = []
  /// Each weekday's spellings in the `LANG=` locale, lower case, Sunday first.
  var localeWeekdays: [[String]] = []
  /// Other names for the special days, lower case.
  var renames: [String: Easter] = [:]

  init() {}

  init(locale: CalendarFileNames?) {
    localeMonths = locale?.months.map { $0.map { $0.lowercased() } } ?? []
    localeWeekdays = locale?.weekdays.map { $0.map { $0.lowercased() } } ?? []
  }

  /// The month `token` starts with (1-12): a locale spelling, or the first three letters of
  /// an English name, in any case (calendar(1) compares prefixes: `Marathon` is March).
  func month(startingWith token: ArraySlice<Unicode.Scalar>) -> Int? {
    if let index = localeNameIndex(token, localeMonths) { return index + 1 }
    return englishMonthNames.firstIndex { startsWithASCII(token, $0.utf8.prefix(3)) }.map { $0 + 1 }
  }

  /// The weekday `token` starts with, Sunday 1 to Saturday 7.
  func weekday(startingWith token: ArraySlice<Unicode.Scalar>) -> Int? {
    if let index = localeNameIndex(token, localeWeekdays) { return index + 1 }
    return englishWeekdayNames.firstIndex { startsWithASCII(token, $0.utf8.prefix(3)) }.map { $0 + 1 }
  }

  /// The index of the first of `spellings` (lower case) that `token` starts with, in any case.
  private func localeNameIndex(_ token: ArraySlice<Unicode.Scalar>, _ spellings: [[String]]) -> Int? {
    if spellings.isEmpty { return nil }
    let lower = String(String.UnicodeScalarView(token)).lowercased()
    return spellings.firstIndex { $0.contains { !$0.isEmpty && lower.hasPrefix($0) } }
  }

  /// calendar(1)'s special days by their English names.
  static let specialDays = [
    ("pesach", SpecialDay.passover), ("easter", .easter(.western)), ("paskha", .easter(.orthodox)),
  ]

  /// The special day `token` starts with, and the length of its name.
  func specialDay(startingWith token: ArraySlice<Unicode.Scalar>) -> (kind: SpecialDay, nameLength: Int)? {
    // calendar(1) tries Pesach, Easter and Paskha in that order, each by name then by its rename.
    for (name, kind) in CalendarNames.specialDays {
      if startsWithASCII(token, name.utf8) { return (kind, name.utf8.count) }
      if case .easter(let easter) = kind, !renames.isEmpty {
        let lower = String(String.UnicodeScalarView(token)).lowercased()
        for (rename, renamed) in renames where renamed == easter && !rename.isEmpty && lower.hasPrefix(rename) {
          return (kind, rename.unicodeScalars.count)
        }
      }
    }
    return nil
  }
}

/// Whether `token` starts with `prefix` (lower-case ASCII), ASCII letters compared in any case.
func startsWithASCII(_ token: some Collection<Unicode.Scalar>, _ prefix: some Collection<UInt8>) -> Bool {
  guard token.count >= prefix.count else { return false }
  return zip(token, prefix).allSatisfy { scalar, byte in
    let value = scalar.value
    return (value >= 0x41 && value <= 0x5A ? value + 0x20 : value) == UInt32(byte)
  }
}

/// The English month names, lower case, January first: calendar(1) reads them in every locale.
let englishMonthNames = [
  "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
  "december",
]

/// The English weekday names, lower case, Sunday first (`Weekday.rawValue - 1`).
let englishWeekdayNames = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
