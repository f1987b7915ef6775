// Platform's locale: setlocale, nl_langinfo and the lock that keeps locale switches apart.

import CalendarCore
import SwiftcalCommand

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Platform {
  // MARK: - Locale

  /// Selects the user's locale for dates (`LC_ALL` > `LC_TIME` > `LANG`). An unknown locale leaves
  /// the `C` locale in force, silently, as `cal` does.
  ///
  /// Every name and the first weekday are LC_TIME's, and LC_TIME follows LC_ALL, LC_TIME and LANG
  /// as LC_ALL would; loading the other categories (LC_CTYPE maps large tables) is start-up time
  /// and memory for nothing.
  static func selectTimeLocaleFromEnvironment() {
    _ = setlocale(LC_TIME, "")
  }

  /// Selects the locale `name` (such as `ja_JP.UTF-8`) for the whole process; `false` when it is
  /// not installed. Call it inside `withLocaleLock` together with the reads that depend on it.
  static func selectLocale(_ name: String) -> Bool {
    setlocale(LC_ALL, name) != nil
  }

  /// Runs `body` holding the lock that every select-then-read of the locale holds. The selected
  /// locale is one per process, so two threads that each select one and read its names (the test
  /// suites run in parallel) would otherwise read each other's names. swiftcal itself is one
  /// thread; the lock costs it nothing on start-up, where the locale is read without it.
  static func withLocaleLock<Result>(_ body: () -> Result) -> Result {
    pthread_mutex_lock(localeMutex)
    defer { pthread_mutex_unlock(localeMutex) }
    return body()
  }

  /// The texts the selected locale gives a calendar, read with `nl_langinfo` as util-linux `cal`
  /// reads them. Where the C library has no stand-alone month names or first weekday (they are
  /// glibc's), those are empty and `nil`.
  static func localeTexts() -> LocaleTexts {
    var texts = LocaleTexts(
      monthNames: (0..<12).map { localeText(Int32(MON_1) + $0) },
      abbreviatedMonthNames: (0..<12).map { localeText(Int32(ABMON_1) + $0) },
      weekdayAbbreviations: (0..<7).map { localeText(Int32(ABDAY_1) + $0) })
    #if canImport(Glibc)
      texts.standAloneMonthNames = (0..<12).map { localeText(Int32(__ALTMON_1) + $0) }
      texts.abbreviatedStandAloneMonthNames = (0..<12).map { localeText(Int32(_NL_ABALTMON_1) + $0) }
      // glibc keeps the first weekday as two items, as util-linux reads them: the date of a day
      // that starts a week (`week-1stday`, a number like 19971130 stored in the pointer itself)
      // and an offset from it (`first_weekday`, 1 for that day itself).
      let stored = UInt(bitPattern: nl_langinfo(nl_item(_NL_TIME_WEEK_1STDAY)))
      texts.weekStartDate = Int(UInt32(truncatingIfNeeded: stored))
      texts.firstWeekdayOffset = nl_langinfo(nl_item(_NL_TIME_FIRST_WEEKDAY)).map {
        Int(UInt8(bitPattern: $0.pointee))
      }
    #endif
    return texts
  }

  /// The selected locale's era strings, as `nl_langinfo(ERA)` gives them; empty where the C
  /// library has no eras for the locale. Read only for `--era`.
  static func eraStrings() -> [String] {
    #if canImport(Glibc)
      // glibc keeps the eras as consecutive NUL-terminated strings and their count as a separate
      // item, stored in the pointer itself.
      let stored = UInt(bitPattern: nl_langinfo(nl_item(_NL_TIME_ERA_NUM_ENTRIES)))
      let count = Int(UInt32(truncatingIfNeeded: stored))
      guard count > 0, var pointer = nl_langinfo(nl_item(ERA)) else { return [] }
      var entries: [String] = []
      for _ in 0..<count {
        let length = strlen(pointer)
        entries.append(String(decoding: UnsafeRawBufferPointer(start: pointer, count: length), as: UTF8.self))
        pointer += length + 1
      }
      return entries
    #else
      // Elsewhere ERA is taken to be one string of segments separated by semicolons, as POSIX
      // writes them in a locale definition.
      return localeText(Int32(ERA)).split(separator: ";").map(String.init)
    #endif
  }

  private static func localeText(_ item: Int32) -> String {
    guard let pointer = nl_langinfo(nl_item(item)) else { return "" }
    return String(decoding: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)), as: UTF8.self)
  }

  /// The month and weekday names of the installed locale `name` (such as `de_DE.UTF-8`): each
  /// month's full, abbreviated (and with glibc, stand-alone) names, January first, and each
  /// weekday's full and abbreviated names, Sunday first; `nil` when the locale is not installed.
  ///
  /// The locale is selected for LC_TIME while the names are read, and the one in force before is
  /// put back: `newlocale` fails in the fully static release build, where `setlocale` works.
  static func timeNames(ofLocale name: String) -> (months: [[String]], weekdays: [[String]])? {
    withLocaleLock { timeNamesHoldingLock(ofLocale: name) }
  }

  private static func timeNamesHoldingLock(ofLocale name: String) -> (months: [[String]], weekdays: [[String]])? {
    let previous = setlocale(LC_TIME, nil).map { String(cString: $0) } ?? "C"
    guard setlocale(LC_TIME, name) != nil else { return nil }
    defer { _ = setlocale(LC_TIME, previous) }
    var months = (0..<12).map { [localeText(Int32(MON_1) + $0), localeText(Int32(ABMON_1) + $0)] }
    #if canImport(Glibc)
      for index in 0..<12 { months[index].append(localeText(Int32(__ALTMON_1) + Int32(index))) }
    #endif
    return (months, (0..<7).map { [localeText(Int32(DAY_1) + $0), localeText(Int32(ABDAY_1) + $0)] })
  }

  /// The decimal separator of the user's numbers (`LC_NUMERIC`): `.`, or `,` in de_DE and fr_FR.
  static func decimalSeparator() -> String {
    withLocaleLock {
      _ = setlocale(LC_NUMERIC, "")
      defer { _ = setlocale(LC_NUMERIC, "C") }
      guard let pointer = nl_langinfo(nl_item(RADIXCHAR)) else { return "." }
      let separator = String(cString: pointer)
      return separator.isEmpty ? "." : separator
    }
  }
}

/// The lock of `Platform.withLocaleLock`, made once and never freed (a `static let` of a
/// `pthread_mutex_t` would have no stable address).
nonisolated(unsafe) private let localeMutex: UnsafeMutablePointer<pthread_mutex_t> = {
  let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  pthread_mutex_init(mutex, nil)
  return mutex
}()
