// Tests of CalendarFileError: each case's one-line message, as UsageError printed them before.

import Testing

@testable import FileFormats

@Suite("CalendarFileError")
struct CalendarFileErrorTests {
  // Columns: the error, its message word for word.
  @Test(
    "messages name the file, the line and what would be accepted",
    arguments: [
      (
        CalendarFileError.unreadableMarkFile("m\ncal", reason: "Is a directory"),
        "cannot read mark file 'm\\u{a}cal': Is a directory"
      ),
      (
        .invalidMarkLine(file: "f.cal", line: 3, text: "2026-02-30"),
        "f.cal:3: invalid date '2026-02-30': use a date that exists (YYYY-MM-DD), YYYY-MM-DD..YYYY-MM-DD, MM-DD, "
          + "MM/DD, Month DD, MM/DayNth (11/ThuFourth) or Easter±N"
      ),
      (
        .missingInclude(file: "f.cal", line: 2, name: "nowhere"),
        "f.cal:2: #include <nowhere>: no such file beside it or in /usr/share/calendar"
      ),
      (
        .includesTooDeep(file: "f.cal", line: 1, limit: 200),
        "f.cal:1: #include nested more than 200 deep: use #ifndef guards against a file including itself"
      ),
      (
        .tooManyIncludes(file: "f.cal", line: 1, limit: 10_000),
        "f.cal:1: more than 10000 #include lines obeyed in all: use #ifndef guards against files including each other"
      ),
      (
        .includedTextTooLarge(file: "f.cal", line: 2, limit: "4 MiB"),
        "f.cal:2: #include takes the mark file and its includes past 4 MiB in all"
      ),
    ])
  func messages(error: CalendarFileError, message: String) {
    #expect(error.description == message)
  }

  @Test("reading a file alone: a line in swiftcal's forms that names no day throws, with the file and line")
  func readingAlone() {
    let file = CalendarFileText(path: "f.cal", text: "12/25\tChristmas\n2026-02-30\tnone\n")
    #expect(throws: CalendarFileError.invalidMarkLine(file: "f.cal", line: 2, text: "2026-02-30")) {
      try calendarFileMarks(file, reform: .greatBritain1752, world: .isolated)
    }
  }
}
