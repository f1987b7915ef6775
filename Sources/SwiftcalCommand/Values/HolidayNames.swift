// holidayValueNames: the country codes --holidays completes.

/// The words completion offers for `--holidays`: the codes of the countries with a page
/// (`HolidayCountry.codes`) and `list`. Spelled out as one literal for the reason `reformValueNames` gives (the
/// option table is built on every run); `HolidayOptionTests` checks that the two agree.
package let holidayValueNames = [
  "AR", "AT", "AU", "BE", "BR", "CA", "CH", "CN", "CZ", "DE", "DK", "ES", "FI", "FR", "GB", "HK", "HR", "HU", "ID",
  "IE", "IL", "IN", "IT", "JP", "KR", "KZ", "MX", "NL", "NO", "NZ", "PL", "PT", "RU", "SA", "SE", "SG", "TH", "TR",
  "TW", "UA", "US", "VN", "ZA", "list",
]
