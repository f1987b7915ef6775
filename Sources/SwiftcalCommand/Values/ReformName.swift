// ReformName: the words --reform accepts and the reform each one names, spelled here only.

import CalendarCore

/// A word `--reform` accepts besides a country's code and `list`. The option table offers these
/// words, the parser reads them, its message lists them and `--json` reports a reform by the first
/// word for it.
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

  /// The first word that names `reform`, or `nil` for a reform only a country's code names.
  package init?(_ reform: Reform) {
    if reform == .greatBritain1752 {
      self = .greatBritain1752
    } else if reform == .gregorian {
      self = .gregorian
    } else if reform == .julian {
      self = .julian
    } else {
      return nil
    }
  }

  /// The words, in the order help and messages list them. Listed case by case rather than mapped
  /// from `allCases`: the option table is built on every run, so that a run pays nothing at
  /// start-up for a mapping it does not need.
  package static var words: [String] { [greatBritain1752.rawValue, gregorian.rawValue, iso.rawValue, julian.rawValue] }

  /// What `--reform` is given to list the countries (`--reform list`).
  package static let listWord = "list"

  /// The valid values of `--reform`, as its error message lists them.
  package static let validForms = "1752, gregorian, iso, julian, a country code such as IT, or list"
}

/// The word `--json` reports `reform` by: the first of `ReformName`'s words for it, else its last
/// Julian day as YYYY-MM-DD, which names a country's reform without choosing between the countries
/// that share it (Italy, Spain, Poland and Portugal: 1582-10-04).
package func reformWord(of reform: Reform) -> String {
  if let name = ReformName(reform) { return name.rawValue }
  return reform.lastJulianDay.map { "\($0)" } ?? ""
}
