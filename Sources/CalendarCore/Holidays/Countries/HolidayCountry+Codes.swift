// The countries whose holidays swiftcal knows, by code.

extension HolidayCountry {
  /// The codes of the countries with a page, in alphabetical order.
  public static let codes: [String] = [
    "AT", "BE", "CH", "CN", "DE", "DK", "ES", "FI", "FR", "GB", "IE", "IT", "JP", "KR", "NL", "NO", "PT", "SE", "TW",
    "US",
  ]

  /// The country with code `code` (`JP`), or `nil` for a code without a page.
  ///
  /// A `switch`, so that only the country asked for builds its page.
  public static func withCode(_ code: String) -> HolidayCountry? {
    switch code {
    case "AT": return .austria
    case "BE": return .belgium
    case "CH": return .switzerland
    case "CN": return .china
    case "DE": return .germany
    case "DK": return .denmark
    case "ES": return .spain
    case "FI": return .finland
    case "FR": return .france
    case "GB": return .unitedKingdom
    case "IE": return .ireland
    case "IT": return .italy
    case "JP": return .japan
    case "KR": return .southKorea
    case "NL": return .netherlands
    case "NO": return .norway
    case "PT": return .portugal
    case "SE": return .sweden
    case "TW": return .taiwan
    case "US": return .unitedStates
    default: return nil
    }
  }
}
