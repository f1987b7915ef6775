// Tests of --weekend.

import CalendarCore
@testable import SwiftcalCommand
import SwiftcalTestSupport
import Testing

@Suite("--weekend")
struct WeekendOptionTests {
  // Columns: --weekend value, the weekdays it names.
  @Test(
    arguments: [
      ("fri,sat", [Weekday.friday, .saturday]),
      ("FRIDAY,Sat", [.friday, .saturday]),
      ("Fri, Sat", [.friday, .saturday]),
      (" fri ,\tsat ", [.friday, .saturday]),
      (" None ", []),
      ("sun", [.sunday]),
      ("thu,fri,fri", [.thursday, .friday]),
      ("none", []),
      ("sunday,monday,tuesday,wednesday,thursday,friday,saturday", Weekday.allCases),
    ])
  func parsing(value: String, weekdays: [Weekday]) throws {
    #expect(try request(["--weekend", value]).weekend.current == WeekdaySet(weekdays))
  }

  @Test("the default is Saturday and Sunday")
  func defaultWeekend() throws {
    #expect(try request([]).weekend == [.saturday, .sunday])
  }

  @Test("bad values are one error naming the value and the valid ones", arguments: ["", "fri,", "xyz", "fri;sat", "fr"])
  func badValues(value: String) throws {
    #expect(throws: UsageError.commandLine(.invalidWeekend(value))) { try request(["--weekend", value]) }
    let message = UsageError.commandLine(.invalidWeekend(value)).description
    #expect(message.contains("'\(value)'") && message.contains("sun, mon, tue, wed, thu, fri, sat"))
    #expect(!message.contains("\n"))
  }

  @Test("a missing value names what it needs")
  func missingValue() {
    #expect(throws: UsageError.commandLine(.missingValue(option: "--weekend", expected: "sun, mon, tue, wed, thu, fri, sat"))) {
      try request(["--weekend"])
    }
  }

  @Test("fri,sat colours Friday as Sunday is coloured, Saturday blue, and Sunday not at all")
  func escapeCodes() throws {
    let lines = try renderedText(["--weekend", "fri,sat", "-f"], colored: true).replacingEscapes()
      .split(separator: "\n").map(String.init)
    #expect(lines[1] == "Su Mo Tu We Th ⟦31m⟧Fr⟦0m⟧ ⟦34m⟧Sa⟦0m⟧")
    #expect(lines[2] == " 1  2  3  4  5  ⟦31m⟧6⟦0m⟧  ⟦34m⟧7⟦0m⟧")
    #expect(lines[3] == " 8  9 10 11 12 ⟦31m⟧13⟦0m⟧ ⟦34m⟧14⟦0m⟧")
    let none = try renderedText(["--weekend", "none", "1", "2027"], colored: true)
    #expect(!none.contains("\u{1B}"))
  }

  @Test("vertical layout colours the weekend rows' names: Friday, the day of rest, as Sunday, Thursday as Saturday")
  func vertical() throws {
    let lines = try renderedText(["-v", "--weekend", "thu,fri"], colored: true).replacingEscapes()
      .split(separator: "\n").map(String.init)
    #expect(lines[5].hasPrefix("⟦34m⟧Th⟦0m⟧  ⟦34m⟧5⟦0m⟧"))
    #expect(lines[6].hasPrefix("⟦31m⟧Fr⟦0m⟧  ⟦31m⟧6⟦0m⟧"))
    #expect(lines[7].hasPrefix("Sa  7 14"))
  }
}
