// Platform: the process and the clock; Platform+*.swift, the rest. These are the only files that import the C library.

import CalendarCore
import SwiftcalCommand

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The operating system as swiftcal uses it: the command line, the environment, the clock, the
/// locale, the terminal, signals, reads and writes. Thin wrappers that turn C values into Swift
/// ones; what to do with them is decided elsewhere, in pure code.
enum Platform {
  /// The descriptors swiftcal reads keys from and writes its output and its messages to.
  static let standardInput: Int32 = 0
  static let standardOutput: Int32 = 1
  static let standardError: Int32 = 2

  // MARK: - Process

  /// The command line's words after the program's name, as bytes. `CommandLine.arguments` would
  /// silently repair words that are not UTF-8 to U+FFFD, a value the user never typed.
  static func argumentBytes() -> [[UInt8]] {
    (1..<max(Int(CommandLine.argc), 1)).map { index in
      CommandLine.unsafeArgv[index].map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) } ?? []
    }
  }

  /// The value of the environment variable `name`, or `nil` when it is not set.
  static func environmentValue(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Ends the process with `status`.
  static func exit(_ status: Int32) -> Never {
    #if canImport(Glibc)
      Glibc.exit(status)
    #elseif canImport(Musl)
      Musl.exit(status)
    #else
      Darwin.exit(status)
    #endif
  }

  /// The text of the last failed call's error (`errno`), as `strerror` gives it.
  static func lastErrorDescription() -> String { String(cString: strerror(errno)) }

  // MARK: - Clock

  /// The system clock, in seconds since the epoch.
  static func now() -> Int { Int(time(nil)) }

  /// The local time zone (`TZ`): `localtime_r` and `mktime`.
  static let localZone = TimeZoneRules(
    localTime: { seconds in
      var instant = time_t(seconds)
      var broken = tm()
      guard localtime_r(&instant, &broken) != nil else { return TimeZoneRules.utc.localTime(seconds) }
      return BrokenDownTime(
        year: Int(broken.tm_year) + 1900, month: Int(broken.tm_mon) + 1, day: Int(broken.tm_mday),
        hour: Int(broken.tm_hour), minute: Int(broken.tm_min), second: Int(broken.tm_sec))
    },
    epochSeconds: { time in
      guard let year = Int32(exactly: time.year - 1900), let month = Int32(exactly: time.month - 1),
        let day = Int32(exactly: time.day)
      else { return nil }
      var broken = tm()
      (broken.tm_year, broken.tm_mon, broken.tm_mday) = (year, month, day)
      (broken.tm_hour, broken.tm_min, broken.tm_sec) = (Int32(time.hour), Int32(time.minute), Int32(time.second))
      broken.tm_isdst = -1
      let seconds = mktime(&broken)
      // mktime answers -1 for a time it cannot represent, and for 23:59:59 on 31 December 1969 in UTC.
      return seconds == -1 ? TimeZoneRules.utc.epochSeconds(time) : Int(seconds)
    },
    secondsAheadOfUTC: localOffset)

  /// The local zone's offset at `seconds` since the epoch, as `localtime_r` gives it in `tm_gmtoff` (glibc and
  /// Darwin); elsewhere, `nil`, and the offset is worked out from the local time.
  private static var localOffset: (@Sendable (Int) -> Int)? {
    #if canImport(Glibc) || canImport(Darwin)
      return { seconds in
        var instant = time_t(seconds)
        var broken = tm()
        guard localtime_r(&instant, &broken) != nil else { return 0 }
        return Int(broken.tm_gmtoff)
      }
    #else
      return nil
    #endif
  }
}
