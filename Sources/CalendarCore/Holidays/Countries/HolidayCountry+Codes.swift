// The countries whose holidays swiftcal knows, by code.

extension HolidayCountry {
  /// The codes of the countries with a page, in alphabetical order.
  public static let codes: [String] = ["AR", "AU", "BR", "CA", "JP", "MX", "NZ", "ZA"]

  /// The country with code `code` (`JP`), or `nil` for a code without a page.
  ///
  /// A `switch`, so that only the country asked for builds its page.
  public static func withCode(_ code: String) -> HolidayCountry? {
    switch code {
    case "AR": return .argentina
    case "AU": return .australia
    case "BR": return .brazil
    case "CA": return .canada
    case "JP": return .japan
    case "MX": return .mexico
    case "NZ": return .newZealand
    case "ZA": return .southAfrica
    default: return nil
    }
  }
}
