// The edge's listing of a directory (terminal-colors.d): every name whole, however the entries
// fall in readdir's buffer.

import Testing

@testable import SwiftcalSystem

@Suite("Directory listing")
struct DirectoryListingTests {
  /// Enough entries with names of every length to fill readdir's buffer several times, so that
  /// some entry ends the buffer: reading past it is what AddressSanitizer (`.ci/sanitize`) reports.
  @Test("every file name is listed whole, the last of each of readdir's buffers too")
  func listsEveryName() throws {
    let scratch = try ScratchDirectory()
    var expected: Set<String> = []
    for index in 0..<600 {
      let name = "\(index)-" + String(repeating: "x", count: index % 200)
      try scratch.write(name, "")
      expected.insert(name)
    }
    let listed = try #require(Platform.fileNames(inDirectory: scratch.path))
    #expect(Set(listed) == expected)
    #expect(listed.count == expected.count)
  }
}
