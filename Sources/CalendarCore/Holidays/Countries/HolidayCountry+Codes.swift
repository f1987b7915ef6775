// The countries whose holidays swiftcal knows, by code.

extension HolidayCountry {
  /// The codes of the countries with a page, in alphabetical order.
  public static let codes: [String] = ["BE", "DK", "ES", "FI", "FR", "IT", "JP", "NL", "NO", "PT", "SE"]

  /// The country with code `code` (`JP`), or `nil` for a code without a page.
  ///
  /// A `switch`, so that only the country asked for builds its page.
  public static func withCode(_ code: String) -> HolidayCountry? {
    switch code {
    case "BE": return .belgium
    case "DK": return .denmark
    case "ES": return .spain
    case "FI": return .finland
    case "FR": return .france
    case "IT": return .italy
    case "JP": return .japan
    case "NL": return .netherlands
    case "NO": return .norway
    case "PT": return .portugal
    case "SE": return .sweden
    default: return nil
    }
  }
}
