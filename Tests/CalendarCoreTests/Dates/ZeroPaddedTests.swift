// Tests of zeroPadded.

@testable import CalendarCore
import Testing

@Suite("zeroPadded")
struct ZeroPaddedTests {
  // columns: value, width, expected
  @Test(arguments: [
    (0, 4, "0000"), (89, 4, "0089"), (2026, 4, "2026"), (2_147_483_646, 4, "2147483646"), (7, 2, "07"),
    (12, 2, "12"), (5, 0, "5"), (0, 0, "0"), (-5, 4, "00-5"), (Int.max, 1, String(Int.max)),
  ])
  func pads(value: Int, width: Int, expected: String) {
    #expect(zeroPadded(value, width: width) == expected)
  }
}
