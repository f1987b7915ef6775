// expectSameLines: golden text compared line by line, the first differing line reported visibly.

import Testing

/// Expects `actual` to equal `expected` line by line, reporting the first line that differs with
/// escape codes and trailing spaces made visible (`ESC[7m` as `⟦7m⟧`, spaces at the end as `·`).
package func expectSameLines(
  _ actual: String, _ expected: String, _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation
) {
  guard actual != expected else { return }
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  for index in 0..<max(actualLines.count, expectedLines.count) {
    let got = index < actualLines.count ? visible(actualLines[index]) : "(no line)"
    let want = index < expectedLines.count ? visible(expectedLines[index]) : "(no line)"
    if got != want {
      Issue.record(
        "\(context) line \(index + 1) differs:\n  got:  \(got)\n  want: \(want)", sourceLocation: sourceLocation)
      return
    }
  }
  Issue.record("\(context) outputs differ", sourceLocation: sourceLocation)
}

/// `line` with escape sequences and trailing spaces shown.
package func visible(_ line: some StringProtocol) -> String {
  var text = String(line).replacingEscapes()
  var trailing = 0
  while text.hasSuffix(" ") {
    text.removeLast()
    trailing += 1
  }
  return text + String(repeating: "·", count: trailing)
}
