// HolidayOccurrence: one holiday (or make-up working day) on one day, as a rule of a country gave it.

import CalendarCore

/// A day a rule of a country gives: the holiday itself, its observed day, a day off moved in exchange
/// for a weekend day, or that weekend day worked. Kept as numbers; the country names it in a language.
package struct HolidayOccurrence: Hashable, Sendable {
  /// What the day is to the rule, which decides its name.
  package enum Role: Hashable, Sendable {
    /// The holiday's own day: the rule's name.
    case holiday
    /// The day the observance at this position of the country's `observances` gives it (`isBefore` when
    /// it comes before the holiday's own day).
    case observed(observance: Int, isBefore: Bool)
    /// A day off given in exchange for a weekend day worked: the substitution at this position of the
    /// rule's `substitutedDays`.
    case dayOff(substitution: Int)
    /// The weekend day worked for a day off: the substitution at this position of the rule's list.
    case workingDay(substitution: Int)
  }

  /// The day's number.
  package var julianDay: Int
  /// The position of the rule in the country's `rules`.
  package var rule: Int
  /// What the day is to the rule.
  package var role: Role

  /// The day `julianDay` given by the rule at position `rule`, as `role`.
  package init(julianDay: Int, rule: Int, role: Role = .holiday) {
    (self.julianDay, self.rule, self.role) = (julianDay, rule, role)
  }

  /// Whether the day is a make-up working day rather than a holiday.
  package var isWorkingDay: Bool {
    if case .workingDay = role { return true }
    return false
  }

  /// The occurrence as one number (rule: 16 bits, role: 3 bits, flag: 1 bit, position: 12 bits), which a
  /// day-fact index keeps; `init(fact:julianDay:)` reads it back.
  var fact: Int {
    switch role {
    case .holiday: return rule
    case .observed(let observance, let isBefore): return rule | 1 << 16 | (isBefore ? 1 << 19 : 0) | observance << 20
    case .dayOff(let substitution): return rule | 2 << 16 | substitution << 20
    case .workingDay(let substitution): return rule | 3 << 16 | substitution << 20
    }
  }

  /// The occurrence `fact` (as `fact` wrote it) on the day `julianDay`.
  init(fact: Int, julianDay: Int) {
    let position = fact >> 20 & 0xFFF
    let role: Role
    switch fact >> 16 & 7 {
    case 1: role = .observed(observance: position, isBefore: fact >> 19 & 1 == 1)
    case 2: role = .dayOff(substitution: position)
    case 3: role = .workingDay(substitution: position)
    default: role = .holiday
    }
    self.init(julianDay: julianDay, rule: fact & 0xFFFF, role: role)
  }

  /// The occurrence and its day as one number, `julianDay` above `fact`'s 32 bits, which a `HolidayYear`
  /// keeps: a list of numbers costs no type of its own to make at run time, where a list of occurrences does.
  var packed: Int { julianDay << 32 | fact }

  /// The occurrence `packed` (as `packed` wrote it).
  init(packed: Int) { self.init(fact: packed & 0xFFFF_FFFF, julianDay: packed >> 32) }
}

extension HolidayOccurrence {
  /// The day of the occurrence packed as `packed`, without reading the rest.
  static func julianDay(ofPacked packed: Int) -> Int { packed >> 32 }

  /// The fact number (`fact`) of the occurrence packed as `packed`.
  static func fact(ofPacked packed: Int) -> Int { packed & 0xFFFF_FFFF }

  /// Whether the occurrence packed as `packed` is a make-up working day.
  static func isWorkingDay(packed: Int) -> Bool { packed >> 16 & 7 == 3 }

  /// Whether the occurrence packed as `packed` is a holiday's own day (not observed, moved or worked).
  static func isOwnDay(packed: Int) -> Bool { packed >> 16 & 7 == 0 }

  /// The position of the rule of the occurrence packed as `packed`.
  static func rule(ofPacked packed: Int) -> Int { packed & 0xFFFF }
}
