// CalendarSystemList: the calendars `--calendar` asks for, in order, packed in one number.

import CalendarCore

/// The calendars shown beside the civil one (`--calendar`), in the order asked for, each at most once.
///
/// Packed four bits a calendar in one number rather than kept in an array of a type of its own, which a run would
/// have to set up on first use; docs/performance.md has the measurements.
///
///     var calendars = CalendarSystemList()
///     calendars.append(.hebrew)
///     calendars.append(.chinese)
///     Array(calendars)  // [.hebrew, .chinese]
package struct CalendarSystemList: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
  /// The calendars' codes (`code(of:)`), four bits each from the lowest, as many as `count`.
  private var codes: UInt64 = 0
  /// How many calendars there are.
  package private(set) var count = 0

  /// No calendars.
  package init() {}

  /// The calendars `systems`, in order, each once.
  package init(arrayLiteral systems: CalendarSystem...) {
    for system in systems where !contains(system) { append(system) }
  }

  /// The first calendar's position, 0.
  package var startIndex: Int { 0 }
  /// The position after the last calendar, `count`.
  package var endIndex: Int { count }

  /// The calendar at `position`.
  package subscript(position: Int) -> CalendarSystem {
    precondition(position >= 0 && position < count, "no calendar at \(position)")
    return CalendarSystemList.system(code: Int(truncatingIfNeeded: codes >> (4 * UInt64(position))) & 15)
  }

  /// Adds `system` after the others.
  /// - Precondition: it is not in the list (there are eight calendars: the list holds sixteen).
  package mutating func append(_ system: CalendarSystem) {
    precondition(!contains(system), "\(system.name) is in the list already")
    codes |= UInt64(CalendarSystemList.code(of: system)) << (4 * UInt64(count))
    count += 1
  }

  /// A number under 16 for each calendar.
  private static func code(of system: CalendarSystem) -> Int {
    switch system {
    case .chinese: 0
    case .korean: 1
    case .vietnamese: 2
    case .japanese: 3
    case .hebrew: 4
    case .islamic: 5
    case .islamicCivil: 6
    case .persian: 7
    }
  }

  /// The calendar of `code(of:)`'s number `code`.
  private static func system(code: Int) -> CalendarSystem {
    switch code {
    case 0: .chinese
    case 1: .korean
    case 2: .vietnamese
    case 3: .japanese
    case 4: .hebrew
    case 5: .islamic
    case 6: .islamicCivil
    default: .persian
    }
  }
}
