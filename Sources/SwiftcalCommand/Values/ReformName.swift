// ReformName: the words --reform accepts and the reform each one names, spelled here only.

import CalendarCore

/// A word `--reform` accepts. The option table offers these words, the parser reads them, its
/// message lists them and `--json` reports a reform by the first word for it.
package enum ReformName: String, CaseIterable, Sendable {
  /// Great Britain's reform, as util-linux `cal`: 2 September 1752 is followed by 14 September.
  case greatBritain1752 = "1752"
  /// Gregorian rules for every date.
  case gregorian
  /// Gregorian rules for every date, as util-linux also calls them.
  case iso
  /// Julian rules for every date.
  case julian

  /// The reform the word names.
  package var reform: Reform {
    switch self {
    case .greatBritain1752: return .greatBritain1752
    case .gregorian, .iso: return .gregorian
    case .julian: return .julian
    }
  }

  /// The first word that names `reform`.
  package init(_ reform: Reform) {
    switch reform {
    case .greatBritain1752: self = .greatBritain1752
    case .gregorian: self = .gregorian
    case .julian: self = .julian
    }
  }

  /// The words, in the order help and messages list them. Listed case by case rather than mapped
  /// from `allCases`: the option table is built on every run, and an array of a new element type
  /// costs the runtime a metadata lookup at start-up.
  package static var words: [String] { [greatBritain1752.rawValue, gregorian.rawValue, iso.rawValue, julian.rawValue] }
}
