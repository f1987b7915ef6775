// The countries whose holidays swiftcal knows, by code.

extension HolidayCountry {
  /// The codes of the countries with a page, in alphabetical order.
  public static let codes: [String] = ["CZ", "HR", "HU", "IL", "IN", "JP", "KZ", "PL", "RU", "SA", "TR", "UA"]

  /// The country with code `code` (`JP`), or `nil` for a code without a page.
  ///
  /// A `switch`, so that only the country asked for builds its page.
  public static func withCode(_ code: String) -> HolidayCountry? {
    switch code {
    case "CZ": return .czechia
    case "HR": return .croatia
    case "HU": return .hungary
    case "IL": return .israel
    case "IN": return .india
    case "JP": return .japan
    case "KZ": return .kazakhstan
    case "PL": return .poland
    case "RU": return .russia
    case "SA": return .saudiArabia
    case "TR": return .turkey
    case "UA": return .ukraine
    default: return nil
    }
  }
}
