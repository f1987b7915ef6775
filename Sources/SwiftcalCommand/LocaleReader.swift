// swiftcal — MIT licence.

import CalendarCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads `LocaleNames` from the C library, as util-linux `cal` does: `setlocale`, then
/// `nl_langinfo`. This is I/O at the edge; only `main` calls it.
public enum LocaleReader {
  /// Selects the user's locale (`LC_ALL` > `LC_TIME` > `LANG`) and reads its names. An unknown
  /// locale leaves the `C` locale in force, silently, as `cal` does.
  public static func current() -> LocaleNames {
    // Every name and the first weekday are LC_TIME's, and LC_TIME follows LC_ALL, LC_TIME and
    // LANG as LC_ALL would; loading the other categories (LC_CTYPE alone maps 350 KB) is start-up
    // time and memory for nothing.
    _ = setlocale(LC_TIME, "")
    return namesOfSelectedLocale()
  }

  /// Selects the locale `name` (such as `ja_JP.UTF-8`) for the whole process and reads its names,
  /// or returns `nil` when it is not installed. For tests and tools that compare locales.
  public static func names(ofLocale name: String) -> LocaleNames? {
    guard setlocale(LC_ALL, name) != nil else { return nil }
    return namesOfSelectedLocale()
  }

  /// The selected locale's era strings (`nl_langinfo(ERA)`), parsed; empty where the C library
  /// has no eras for the locale. Read only for `--era`, after `current()` selected the locale.
  public static func eras() -> EraTable {
    #if canImport(Glibc)
      // glibc keeps the eras as consecutive NUL-terminated strings and their count as a separate
      // item, stored in the pointer itself.
      let count = Int(UInt32(truncatingIfNeeded: UInt(bitPattern: nl_langinfo(nl_item(_NL_TIME_ERA_NUM_ENTRIES)))))
      guard count > 0, var pointer = nl_langinfo(nl_item(ERA)) else { return .none }
      var entries: [String] = []
      for _ in 0..<count {
        let length = strlen(pointer)
        entries.append(String(decoding: UnsafeRawBufferPointer(start: pointer, count: length), as: UTF8.self))
        pointer += length + 1
      }
      return EraTable(entries: entries)
    #else
      // Elsewhere ERA is taken to be one string of segments separated by semicolons, as POSIX
      // writes them in a locale definition.
      guard let pointer = nl_langinfo(nl_item(ERA)) else { return .none }
      return EraTable(entries: String(cString: pointer).split(separator: ";").map(String.init))
    #endif
  }

  private static func namesOfSelectedLocale() -> LocaleNames {
    let full = (0..<12).map { text(Int32(MON_1) + $0) }
    let abbreviated = (0..<12).map { text(Int32(ABMON_1) + $0) }
    var standAlone = full
    var alternatives: [(String, Int)] = []
    #if canImport(Glibc)
      // glibc's stand-alone month names (nominative case), which util-linux shows in titles.
      standAlone = (0..<12).map { text(Int32(__ALTMON_1) + $0) }.enumerated().map { index, name in
        name.isEmpty ? full[index] : name
      }
      for (index, name) in full.enumerated() where name != standAlone[index] {
        alternatives.append((name, index + 1))
      }
      for index in 0..<12 {
        let name = text(Int32(_NL_ABALTMON_1) + Int32(index))
        if !name.isEmpty && name != abbreviated[index] { alternatives.append((name, index + 1)) }
      }
    #endif
    return LocaleNames(
      monthNames: standAlone,
      abbreviatedMonthNames: abbreviated,
      alternativeMonthNames: alternatives,
      weekdayAbbreviations: (0..<7).map { text(Int32(ABDAY_1) + $0) },
      firstWeekday: firstWeekday()
    )
  }

  private static func text(_ item: Int32) -> String {
    guard let pointer = nl_langinfo(nl_item(item)) else { return "" }
    return String(decoding: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)), as: UTF8.self)
  }

  /// The locale's first weekday. glibc keeps it as two items, as util-linux reads them: the date
  /// of a day that starts a week (`week-1stday`, a number like 19971130 stored in the pointer
  /// itself) and an offset from it (`first_weekday`, 1 for that day itself).
  private static func firstWeekday() -> Weekday {
    #if canImport(Glibc)
      let stored = UInt(bitPattern: nl_langinfo(nl_item(_NL_TIME_WEEK_1STDAY)))
      let weekStartDate = Int(UInt32(truncatingIfNeeded: stored))
      guard let offsetPointer = nl_langinfo(nl_item(_NL_TIME_FIRST_WEEKDAY)) else { return .sunday }
      let offset = Int(UInt8(bitPattern: offsetPointer.pointee))
      let date = CivilDate(year: weekStartDate / 10_000, month: weekStartDate / 100 % 100, day: weekStartDate % 100)
      guard Reform.gregorian.isValid(date), (1...7).contains(offset) else { return .sunday }
      return Reform.gregorian.weekday(of: date).advanced(by: offset - 1)
    #else
      return .sunday
    #endif
  }
}
