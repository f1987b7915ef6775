// The bounds on reading mark files, in memory: sizes, include depth and count, where includes look.

import CalendarCore
import FileFormats
import Testing

@testable import SwiftcalCommand

@Suite("Mark file limits")
struct CalendarFileLimitsTests {
  func marks(_ files: [String: String], reading path: String) throws(CalendarFileError) -> MarkedDays {
    let world = CalendarFileWorld(files: files.mapValues { Array($0.utf8) })
    return try markedDays(from: [.file(path: path)], reform: .greatBritain1752, world: world)
  }

  @Test("what a read found becomes text or a one-line refusal naming the limit")
  func fileText() throws {
    let limit = "cannot read mark file 'f': larger than the limit of 4 MiB"
    #expect(throws: CalendarFileError.unreadableMarkFile("f", reason: "larger than the limit of 4 MiB")) {
      try calendarFileText(.tooLarge, path: "f")
    }
    #expect(CalendarFileError.unreadableMarkFile("f", reason: "larger than the limit of 4 MiB").description == limit)
    #expect(throws: CalendarFileError.unreadableMarkFile("f", reason: "larger than the limit of 4 MiB")) {
      try calendarFileText(.bytes(Array(repeating: 0x20, count: CalendarFileLimits.maximumBytes + 1)), path: "f")
    }
    #expect(throws: CalendarFileError.unreadableMarkFile("f", reason: "No such file or directory")) {
      try calendarFileText(.missing, path: "f")
    }
    #expect(throws: CalendarFileError.unreadableMarkFile("f", reason: "Is a directory")) {
      try calendarFileText(.unreadable("Is a directory"), path: "f")
    }
    for bytes: [UInt8] in [[0x31, 0, 0x32], [0xC3], [0xED, 0xA0, 0x80]] {
      #expect(throws: CalendarFileError.unreadableMarkFile("f", reason: "not UTF-8 text")) {
        try calendarFileText(.bytes(bytes), path: "f")
      }
    }
    #expect(try calendarFileText(.bytes(Array("12/25\tx\n".utf8)), path: "f").text == "12/25\tx\n")
  }

  // Columns: the name in `#include`, the including file's path, the paths tried in order.
  @Test(
    "includes look beside the including file, then in /usr/share/calendar",
    arguments: [
      ("b.cal", "a.cal", ["./b.cal", "/usr/share/calendar/b.cal"]),
      ("b.cal", "dir/a.cal", ["dir/b.cal", "/usr/share/calendar/b.cal"]),
      ("b.cal", "/a.cal", ["/b.cal", "/usr/share/calendar/b.cal"]),
      ("sub/b.cal", "-", ["./sub/b.cal", "/usr/share/calendar/sub/b.cal"]),
      ("/etc/b.cal", "dir/a.cal", ["/etc/b.cal"]),
    ])
  func candidates(_ name: String, _ includingPath: String, _ expected: [String]) {
    #expect(includeCandidates(name, includingPath: includingPath) == expected)
  }

  @Test("a chain of 100 includes is read; a cycle and a self-include stop at depth 200")
  func depth() throws {
    var chain: [String: String] = ["c0": "#include <c1>\n"]
    for depth in 1..<100 { chain["./c\(depth)"] = depth == 99 ? "12/25\tBottom\n" : "#include <c\(depth + 1)>\n" }
    #expect(try marks(chain, reading: "c0").marks.map(\.label) == ["Bottom"])
    #expect(throws: CalendarFileError.includesTooDeep(file: "./a", line: 1, limit: 200)) {
      try marks(["a": "#include <b>\n", "./a": "#include <b>\n", "./b": "#include <a>\n"], reading: "a")
    }
    #expect(throws: CalendarFileError.includesTooDeep(file: "./s", line: 2, limit: 200)) {
      try marks(["s": "\n#include <s>\n", "./s": "\n#include <s>\n"], reading: "s")
    }
  }

  @Test("includes that multiply stop at 10,000; text included past 4 MiB in all is refused")
  func budgets() throws {
    var doubling: [String: String] = ["d0": "#include <d1>\n#include <d1>\n"]
    for depth in 1..<40 { doubling["./d\(depth)"] = "#include <d\(depth + 1)>\n#include <d\(depth + 1)>\n" }
    doubling["./d40"] = ""
    #expect(throws: CalendarFileError.tooManyIncludes(file: "./d39", line: 1, limit: 10_000)) {
      try marks(doubling, reading: "d0")
    }
    // Under the limit alone, over it with the file that includes it (refused before it is read).
    let big = String(repeating: "x", count: CalendarFileLimits.maximumBytes - 10)
    let files = ["top": "\n#include <big>\n", "./big": big]
    #expect(throws: CalendarFileError.includedTextTooLarge(file: "top", line: 2, limit: "4 MiB")) {
      try marks(files, reading: "top")
    }
    #expect(
      CalendarFileError.includedTextTooLarge(file: "top", line: 2, limit: "4 MiB").description
        == "top:2: #include takes the mark file and its includes past 4 MiB in all")
  }
}
