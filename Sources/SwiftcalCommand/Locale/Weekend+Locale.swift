// Weekend+Locale: the weekend of a locale, its territory's in CLDR's weekData.

import CalendarCore
import Holidays

extension Weekend {
  /// The weekend of the territory of the locale `name` (`he_IL.UTF-8`, `sr_RS@latin`): the letters after its
  /// `_`, before a `.` or `@`; Saturday and Sunday for a locale that names no territory (`C`, `POSIX`, `he`).
  package static func ofLocale(_ name: String) -> Weekend {
    let bytes = name.utf8
    guard let underscore = bytes.firstIndex(of: UInt8(ascii: "_")) else { return .saturdayAndSunday }
    let rest = bytes[bytes.index(after: underscore)...]
    let end = rest.firstIndex { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "@") } ?? rest.endIndex
    return ofTerritory(Substring(rest[..<end]))
  }
}
