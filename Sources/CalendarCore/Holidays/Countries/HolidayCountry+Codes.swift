// The countries whose holidays swiftcal knows, by code.

extension HolidayCountry {
  /// The codes of the countries with a page, in alphabetical order.
  public static let codes: [String] = [
    "AT", "CH", "CN", "DE", "GB", "IE", "JP", "KR", "TW", "US",
  ]

  /// The country with code `code` (`JP`), or `nil` for a code without a page.
  ///
  /// A `switch`, so that only the country asked for builds its page.
  public static func withCode(_ code: String) -> HolidayCountry? {
    switch code {
    case "AT": return .austria
    case "CH": return .switzerland
    case "CN": return .china
    case "DE": return .germany
    case "GB": return .unitedKingdom
    case "IE": return .ireland
    case "JP": return .japan
    case "KR": return .southKorea
    case "TW": return .taiwan
    case "US": return .unitedStates
    default: return nil
    }
  }
}
