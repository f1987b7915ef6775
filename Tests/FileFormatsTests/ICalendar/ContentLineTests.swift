// Tests of content lines: line breaks, unfolding, the BOM, parameters, names, line numbers, bad bytes.

import Events
import Testing

@testable import FileFormats

@Suite("iCalendar content lines")
struct ContentLineTests {
  private func properties(_ bytes: [UInt8]) -> (properties: [ICalendarProperty], warnings: [ICalendarWarning]) {
    var log = ICalendarWarningLog()
    var result: [ICalendarProperty] = []
    ContentLineReader.read(bytes, log: &log) { property, _ in result.append(property) }
    return (result, log.all)
  }

  @Test("CRLF, LF and a lone CR each end a line, and lines are numbered by the physical line")
  func lineBreaks() {
    let read = properties(Array("A:1\r\nB:2\nC:3\rD:4".utf8))
    #expect(read.properties.map(\.name) == ["A", "B", "C", "D"])
    #expect(read.properties.map(\.line) == [1, 2, 3, 4])
    #expect(read.properties.map(\.value) == ["1", "2", "3", "4"])
  }

  @Test("a line starting with a space or a tab continues the one before, less that one character")
  func unfolding() {
    let read = properties(Array("SUMMARY:Long\r\n  meeting\r\n\tabout\r\n  things\r\nUID:x\r\n".utf8))
    #expect(read.properties.map(\.value) == ["Long meetingabout things", "x"])
    #expect(read.properties.map(\.line) == [1, 5])
  }

  @Test("a fold inside a UTF-8 character joins its bytes again")
  func foldInsideCharacter() {
    let bytes: [UInt8] = Array("SUMMARY:caf".utf8) + [0xC3, 0x0D, 0x0A, 0x20, 0xA9]
    let read = properties(bytes)
    #expect(read.properties.first?.value == "café")
    #expect(read.warnings.isEmpty)
  }

  @Test("white space that continues nothing (at the start, after an empty line) is dropped, lines of it too")
  func leadingWhiteSpace() {
    let read = properties(Array("\r\n  \r\n \t BEGIN:VCALENDAR\r\nVERSION:2.0\r\n\r\n   END:VCALENDAR\r\n".utf8))
    #expect(read.properties.map(\.name) == ["BEGIN", "VERSION", "END"])
    #expect(read.properties.map(\.line) == [3, 4, 6])
    #expect(read.warnings.isEmpty)
  }

  @Test("a UTF-8 byte order mark before the first line is dropped")
  func byteOrderMark() {
    let read = properties([0xEF, 0xBB, 0xBF] + Array("BEGIN:VCALENDAR\r\n".utf8))
    #expect(read.properties.map(\.name) == ["BEGIN"])
  }

  @Test("names are upper-cased; parameter values keep their case, quotes removed, commas splitting values")
  func parameters() {
    let line = #"dtStart;tzid="America/New_York";x-List=a,"b, c",d;CN="Doe: ^'J^' ^^^n":20261203T093000"#
    let read = properties(Array(line.utf8))
    let property = read.properties[0]
    #expect(property.name == "DTSTART")
    #expect(property.parameter("TZID") == "America/New_York")
    #expect(property.parameters[1] == ICalendarParameter(name: "X-LIST", values: ["a", "b, c", "d"]))
    #expect(property.parameter("CN") == "Doe: \"J\" ^\n")
    #expect(property.value == "20261203T093000")
  }

  @Test("the value begins at the first colon outside quotes and keeps the colons after it")
  func valueWithColons() {
    let read = properties(Array(#"ATTENDEE;CN="a:b":mailto:a@example.com"#.utf8))
    #expect(read.properties.first?.value == "mailto:a@example.com")
  }

  // Columns: the line, what the warning says.
  @Test(
    "a line that is not a content line is skipped with a warning naming its line",
    arguments: [
      ("no colon here", "no ':' before the value"),
      (":value", "no name before ':'"),
      ("SUM MARY:x", "a name holds a character other than letters, digits and '-'"),
      (#"X;P="open:x"#, "a parameter's quote is not closed"),
    ])
  func notContentLines(line: String, reason: String) {
    let read = properties(Array("A:1\n\(line)\nB:2\n".utf8))
    #expect(read.properties.map(\.name) == ["A", "B"])
    #expect(read.warnings == [ICalendarWarning(line: 2, message: "not a content line (\(reason)): skipped")])
  }

  @Test("invalid UTF-8 is read as U+FFFD with a warning for its line, and the line is kept")
  func invalidUTF8() {
    let bytes = Array("A:1\nSUMMARY:a".utf8) + [0xFF, 0xC0] + Array("b\n".utf8)
    let read = properties(bytes)
    #expect(read.properties.last?.value == "a\u{FFFD}\u{FFFD}b")
    #expect(read.warnings == [ICalendarWarning(line: 2, message: "not valid UTF-8: the bad bytes read as U+FFFD")])
  }

  @Test("a 1 MB line folded every 75 bytes is read whole, in linear time")
  func longFoldedLine() throws {
    var text = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20260101\r\nSUMMARY:"
    let piece = String(repeating: "x", count: 74)
    for _ in 0..<14_000 { text += piece + "\r\n " }
    text += "end\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    let clock = ContinuousClock()
    let started = clock.now
    let (events, _) = try parsedEvents(Array(text.utf8))
    let elapsed = clock.now - started
    #expect(events.first?.summary.utf8.count == 74 * 14_000 + 3)
    #expect(elapsed < .seconds(1))
  }

  @Test("more warnings than the limit end with one saying how many were left out")
  func warningLimit() {
    let lines = String(repeating: "broken\n", count: ICalendarWarningLog.limit + 5)
    let read = properties(Array(lines.utf8))
    #expect(read.warnings.count == ICalendarWarningLog.limit + 1)
    #expect(read.warnings.last?.message == "5 more warnings not shown")
  }
}
