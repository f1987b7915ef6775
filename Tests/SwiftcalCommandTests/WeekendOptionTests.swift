// swiftcal — MIT licence.

import CalendarCore
import SwiftcalCommand
import Testing

@Suite("--weekend")
struct WeekendOptionTests {
  // Columns: --weekend value, the weekdays it names.
  @Test(
    arguments: [
      ("fri,sat", [Weekday.friday, .saturday]),
      ("FRIDAY,Sat", [.friday, .saturday]),
      ("sun", [.sunday]),
      ("thu,fri,fri", [.thursday, .friday]),
      ("none", []),
      ("sunday,monday,tuesday,wednesday,thursday,friday,saturday", Weekday.allCases),
    ])
  func parsing(value: String, weekdays: [Weekday]) throws {
    #expect(try parsedRequest(["--weekend", value]).weekend == Set(weekdays))
  }

  @Test("the default is Saturday and Sunday")
  func defaultWeekend() throws {
    #expect(try parsedRequest([]).weekend == [.saturday, .sunday])
  }

  @Test("bad values are one error naming the value and the valid ones", arguments: ["", "fri,", "xyz", "fri;sat", "fr"])
  func badValues(value: String) throws {
    #expect(throws: UsageError.invalidWeekend(value)) { try parsedRequest(["--weekend", value]) }
    let message = UsageError.invalidWeekend(value).description
    #expect(message.contains("'\(value)'") && message.contains("sun, mon, tue, wed, thu, fri, sat"))
    #expect(!message.contains("\n"))
  }

  @Test("a missing value names what it needs")
  func missingValue() {
    #expect(throws: UsageError.missingValue(option: "--weekend", expected: "sun, mon, tue, wed, thu, fri, sat")) {
      try parsedRequest(["--weekend"])
    }
  }

  @Test("fri,sat colours Friday as Sunday is coloured, Saturday blue, and Sunday not at all")
  func escapeCodes() throws {
    let lines = escapesMadeVisible(try renderedText(["--weekend", "fri,sat", "-f"], colored: true))
      .split(separator: "\n").map(String.init)
    #expect(lines[1] == "Su Mo Tu We Th ⟦31⟧Fr⟦0⟧ ⟦34⟧Sa⟦0⟧")
    #expect(lines[2] == " 1  2  3  4  5  ⟦31⟧6⟦0⟧  ⟦34⟧7⟦0⟧")
    #expect(lines[3] == " 8  9 10 11 12 ⟦31⟧13⟦0⟧ ⟦34⟧14⟦0⟧")
    let none = try renderedText(["--weekend", "none", "1", "2027"], colored: true)
    #expect(!none.contains("\u{1B}"))
  }

  @Test("vertical layout colours the weekend rows' names")
  func vertical() throws {
    let lines = escapesMadeVisible(try renderedText(["-v", "--weekend", "thu,fri"], colored: true))
      .split(separator: "\n").map(String.init)
    #expect(lines[5].hasPrefix("⟦31⟧Th⟦0⟧  ⟦31⟧5⟦0⟧"))
    #expect(lines[7].hasPrefix("Sa  7 14"))
  }
}
