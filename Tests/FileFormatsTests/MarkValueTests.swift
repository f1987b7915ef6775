// Tests of --mark values read by calendar(1)'s date reader: its names, and what a whole value must be.

import CalendarCore
import Testing

@testable import FileFormats

@Suite("--mark values through calendar(1)'s reader")
struct MarkValueTests {
  // Columns: a calendar(1) date, the rule a file's line with it reads as. Checked against BSD calendar
  // 12.1 ("Marathon 3<TAB>x" lists 3 March, "Monkey<TAB>x" every Monday).
  @Test(
    "names in a file's line match as calendar(1) matches them: the first three letters, and anything after",
    arguments: [
      ("Marathon 3", DateRule.yearly(month: 3, day: 3)), ("Marathon", .yearly(month: 3, day: 1)),
      ("Decimal 10", .yearly(month: 12, day: 10)), ("Sept 25", .yearly(month: 9, day: 25)),
      ("11/Thurfourth", .weekdayInMonth(month: 11, weekday: .thursday, ordinal: 4)),
      ("Monkey", .weekly(.monday)), ("Easterly", .easter(.western, offsetInDays: 0)),
    ] as [(String, DateRule)])
  func fileLineNames(date: String, rule: DateRule) {
    #expect(calendarDateRule(Array((date + "\tx").unicodeScalars), names: CalendarNames()) == rule)
  }

  // Columns: a --mark value, the rule it reads as: calendar(1)'s forms, names whole or by three letters.
  @Test(
    "a --mark value spells a name whole or by its first three letters",
    arguments: [
      ("June", DateRule.yearly(month: 6, day: 1)), ("Fri", .weekly(.friday)), ("friday", .weekly(.friday)),
      ("* 15", .monthly(day: 15)), ("Dec, 25", .yearly(month: 12, day: 25)), ("5/May", .yearly(month: 5, day: 5)),
      ("december 25", .yearly(month: 12, day: 25)), ("SEP 25", .yearly(month: 9, day: 25)),
      ("May Sun+2", .weekdayInMonth(month: 5, weekday: .sunday, ordinal: 2)),
      ("11/ThursdayFourth", .weekdayInMonth(month: 11, weekday: .thursday, ordinal: 4)),
      ("Easter+1", .easter(.western, offsetInDays: 1)),
    ] as [(String, DateRule)])
  func markValueNames(value: String, rule: DateRule) {
    #expect(DateRule(value) == rule)
  }

  // Columns: a --mark value that names no day, though calendar(1) reads a day in it (in brackets).
  @Test(
    "a value is read whole, and in the forms the messages list",
    arguments: [
      "12",  // [1 December] a number alone
      "13/01",  // [13 January] two numbers are MM/DD
      "11/ThuSixth", "11/Thursday",  // [the first Thursday] a weekday in a month needs its ordinal
      "-12-25", "/12/25",  // [25 December] the value starts with its date
      "12/25 junk", "Easter 5", "Easter+1x",  // [the date before] nothing follows the date
      "Easterly+2",  // [Easter] calendar(1) passes over an offset after more letters than the name
      "Easter+",  // [Easter] a sign needs its digits
      "12/0",  // [1 December] a 0 is no day
      "05/Sun+6", "05/Sun+0",  // [the first Sunday] ordinals are 1 to 5
      "Marathon", "Marathon 3", "Decimal 10", "Sept 25", "11/Thurfourth", "Monkey",  // [by three letters] names
      "Easterly",  // [Easter] whole or by three letters; Easter's name whole
    ])
  func refusals(value: String) {
    #expect(DateRule(value) == nil)
  }

  // Columns: a calendar(1) date, as a file's line and as a --mark value.
  @Test(
    "one reader: a file's line and a --mark value read the same rule",
    arguments: [
      "12/25", "Dec 25", "25 Dec", "Dec. 25", "december 25", "11/ThuFourth", "05/MonLast",
      "02/MonThird", "11/Wed+4", "06/Sat-2", "May SundaySecond", "Easter", "easter+1", "Easter-47", "Paskha+49",
      "Fri", "June", "* 15", "03/SundayLast",
    ])
  func sameAsFileLine(value: String) throws {
    let fileRule = calendarDateRule(Array((value + "\tlabel").unicodeScalars), names: CalendarNames())
    #expect(fileRule != nil)
    #expect(DateRule(value) == fileRule)
  }

  // Columns: a --mark value, its rule, the rule of the same date in a file's line (calendar(1)'s reading).
  @Test(
    "a --mark value's ordinal may be Fifth or ±5, and its offset any number of digits",
    arguments: [
      (
        "08/SunFifth", DateRule.weekdayInMonth(month: 8, weekday: .sunday, ordinal: 5),
        DateRule?.some(.weekdayInMonth(month: 8, weekday: .sunday, ordinal: 1))
      ),
      (
        "05/Sat-5", .weekdayInMonth(month: 5, weekday: .saturday, ordinal: -5),
        .weekdayInMonth(month: 5, weekday: .saturday, ordinal: 1)
      ),
      ("Easter+00001", .easter(.western, offsetInDays: 1), nil),
    ] as [(String, DateRule, DateRule?)])
  func markOnlyForms(value: String, rule: DateRule, fileRule: DateRule?) {
    #expect(DateRule(value) == rule)
    #expect(calendarDateRule(Array((value + "\tx").unicodeScalars), names: CalendarNames()) == fileRule)
  }
}
