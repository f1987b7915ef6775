// Tests of interactiveTerminalRefusal and terminfoHasCursorAddressing.

import Testing

@testable import SwiftcalCommand

@Suite("The browser's terminal")
struct TerminalRequirementTests {
  /// A compiled terminfo entry (term(5), 16-bit numbers) with `stringCount` strings, `cup` (string
  /// 10) present when `hasCursorAddress`.
  private func entry(stringCount: Int, hasCursorAddress: Bool) -> [UInt8] {
    func short(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)] }
    var bytes = short(0o432) + short(2) + short(1) + short(1) + short(stringCount) + short(2)
    bytes += Array("x\0".utf8) + [1] + [0]  // the name, one boolean, the padding to an even offset
    bytes += short(8)  // one number
    for index in 0..<stringCount { bytes += index == 10 && hasCursorAddress ? short(0) : short(0xFFFF) }
    return bytes + Array("a\0".utf8)
  }

  @Test("cup read from a terminfo entry: present, absent, cancelled, too few strings, not an entry")
  func cursorAddressing() {
    #expect(terminfoHasCursorAddressing(entry(stringCount: 20, hasCursorAddress: true)) == true)
    #expect(terminfoHasCursorAddressing(entry(stringCount: 20, hasCursorAddress: false)) == false)
    #expect(terminfoHasCursorAddressing(entry(stringCount: 5, hasCursorAddress: false)) == false)
    #expect(terminfoHasCursorAddressing(Array(entry(stringCount: 20, hasCursorAddress: true).prefix(30))) == nil)
    #expect(terminfoHasCursorAddressing(Array("not terminfo".utf8)) == nil)
  }

  // Columns: TERM, what its entry says of cup, refused.
  @Test(
    "TERM=dumb, no TERM, or an entry without cup: refused; an unknown entry: allowed",
    arguments: [
      ("xterm", true, false), ("dumb", nil, true), ("", nil, true), ("lpr", false, true), ("tmux-256color", nil, false),
    ] as [(String, Bool?, Bool)])
  func refusal(term: String, hasCursorAddressing: Bool?, isRefused: Bool) {
    let refusal = interactiveTerminalRefusal(term: term, hasCursorAddressing: hasCursorAddressing)
    #expect((refusal != nil) == isRefused)
    if let refusal { #expect(refusal.description.contains("TERM is '\(term)'")) }
    #expect(interactiveTerminalRefusal(term: nil) != nil)
  }
}
