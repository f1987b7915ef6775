// readFixture: a fixture file's text, read without Foundation.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The text of the file at `path`; a missing fixture fails loudly rather than comparing with "".
package func readFixture(_ path: String) -> String {
  guard let bytes = readFileBytes(path) else { fatalError("fixture missing: \(path)") }
  return String(decoding: bytes, as: UTF8.self)
}

/// The bytes of the file at `path`, or `nil` when it cannot be opened.
package func readFileBytes(_ path: String) -> [UInt8]? {
  guard let file = fopen(path, "rb") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = fread(&chunk, 1, chunk.count, file)
    if count <= 0 { break }
    bytes += chunk[0..<count]
  }
  return bytes
}

/// The folder that holds the test file `filePath` (the caller's, by default), or the folder `levelsUp` levels above
/// it: where a test finds the fixtures beside it.
package func testFolder(of filePath: String = #filePath, levelsUp: Int = 0) -> String {
  var folder = filePath[..<filePath.lastIndex(of: "/")!]
  for _ in 0..<levelsUp { folder = folder[..<folder.lastIndex(of: "/")!] }
  return String(folder)
}

/// The lines of the fixture `name` in the `Fixtures` folder beside the test file `filePath` (the caller's, by
/// default), or beside the folder `levelsUp` levels above it; comment lines (`#…`) and blank lines left out.
package func fixtureLines(_ name: String, besideFile filePath: String = #filePath, levelsUp: Int = 0) -> [Substring] {
  readFixture(testFolder(of: filePath, levelsUp: levelsUp) + "/Fixtures/" + name).split(separator: "\n")
    .filter { !$0.hasPrefix("#") }
}
