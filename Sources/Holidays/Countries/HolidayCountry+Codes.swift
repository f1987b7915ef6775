// The countries whose holidays swiftcal knows, by code.

extension HolidayCountry {
  /// The codes of the countries with a page, in alphabetical order.
  package static let codes: [String] = [
    "AE", "AR", "AT", "AU", "BE", "BR", "CA", "CH", "CN", "CZ", "DE", "DK", "EG", "ES", "FI", "FR", "GB", "HK", "HR",
    "HU", "ID", "IE", "IL", "IN", "IR", "IT", "JP", "KR", "KZ", "MX", "NL", "NO", "NZ", "PK", "PL", "PT", "RU", "SA",
    "SE", "SG", "TH", "TR", "TW", "UA", "US", "VN", "ZA",
  ]

  /// The country with code `code` (`JP`), or `nil` for a code without a page.
  ///
  /// A `switch`, so that only the country asked for builds its page.
  package static func withCode(_ code: String) -> HolidayCountry? {
    switch code {
    case "AE": return .unitedArabEmirates
    case "AR": return .argentina
    case "AT": return .austria
    case "AU": return .australia
    case "BE": return .belgium
    case "BR": return .brazil
    case "CA": return .canada
    case "CH": return .switzerland
    case "CN": return .china
    case "CZ": return .czechia
    case "DE": return .germany
    case "DK": return .denmark
    case "EG": return .egypt
    case "ES": return .spain
    case "FI": return .finland
    case "FR": return .france
    case "GB": return .unitedKingdom
    case "HK": return .hongKong
    case "HR": return .croatia
    case "HU": return .hungary
    case "ID": return .indonesia
    case "IE": return .ireland
    case "IL": return .israel
    case "IN": return .india
    case "IR": return .iran
    case "IT": return .italy
    case "JP": return .japan
    case "KR": return .southKorea
    case "KZ": return .kazakhstan
    case "MX": return .mexico
    case "NL": return .netherlands
    case "NO": return .norway
    case "NZ": return .newZealand
    case "PK": return .pakistan
    case "PL": return .poland
    case "PT": return .portugal
    case "RU": return .russia
    case "SA": return .saudiArabia
    case "SE": return .sweden
    case "SG": return .singapore
    case "TH": return .thailand
    case "TR": return .turkey
    case "TW": return .taiwan
    case "UA": return .ukraine
    case "US": return .unitedStates
    case "VN": return .vietnam
    case "ZA": return .southAfrica
    default: return nil
    }
  }
}
