// The number forms of cal's options and arguments: strtol's, strtoul's and parse_size's.

import Testing

@testable import SwiftcalCommand

@Suite("Number forms as cal reads them")
struct NumberFormsTests {
  // Columns: text, as a signed 32-bit number (years, months, days, --week).
  @Test(arguments: [
    ("2026", NumberReading.value(2026)), (" 2026", .value(2026)), ("\t7", .value(7)), ("+3", .value(3)),
    ("03", .value(3)), ("-0", .value(0)), ("-5", .value(-5)), ("2147483647", .value(2_147_483_647)),
    ("2147483648", .outOfRange), ("99999999999999999999", .outOfRange), ("2026 ", .invalid), ("3x", .invalid),
    ("", .invalid), ("+", .invalid), ("0x10", .invalid), ("１", .invalid),
  ])
  func signed(text: String, expected: NumberReading) {
    #expect(readSigned32(text) == expected)
  }

  // Columns: text, as an unsigned 32-bit number (-n).
  @Test(arguments: [
    ("5", NumberReading.value(5)), ("+5", .value(5)), (" 3", .value(3)), ("010", .value(10)), ("-0", .value(0)),
    ("4294967295", .value(4_294_967_295)), ("4294967296", .outOfRange), ("-1", .outOfRange), (" -1", .outOfRange),
    ("3 ", .invalid), ("0x10", .invalid), ("1e3", .invalid), ("", .invalid),
  ])
  func unsigned(text: String, expected: NumberReading) {
    #expect(readUnsigned32(text) == expected)
  }

  // Columns: text, as parse_size reads it (--columns), with "." as the decimal separator.
  @Test(arguments: [
    ("3", NumberReading.value(3)), ("+2", .value(2)), (" 3", .value(3)), ("010", .value(8)), ("0x2", .value(2)),
    ("0X1f", .value(31)), ("0", .value(0)), ("1K", .value(1024)), ("1k", .value(1024)), ("1KiB", .value(1024)),
    ("1KB", .value(1000)), ("1.5K", .value(1536)), ("1.K", .value(1024)), ("0.5K", .value(512)),
    ("1.05K", .value(1075)), ("2M", .value(2_097_152)), ("4294967297", .value(4_294_967_297)),
    ("99999999999999999999", .outOfRange), ("20E", .outOfRange),
    ("-1", .invalid), (" -1", .invalid), ("1.5", .invalid), ("1e3", .invalid), ("0x", .invalid), ("09", .invalid),
    ("2b", .invalid), ("1K5", .invalid), ("1.5Ki", .invalid), (" 2 ", .invalid), ("", .invalid), ("auto", .invalid),
  ])
  func size(text: String, expected: NumberReading) {
    #expect(readSize(text) == expected)
  }

  @Test("a fraction takes the locale's decimal separator")
  func decimalSeparator() {
    #expect(readSize("1,5K", decimalSeparator: { "," }) == .value(1536))
    #expect(readSize("1.5K", decimalSeparator: { "," }) == .invalid)
  }
}
