// The browser with --main-calendar: its months shown, the keys moving by them, each day where the text draws it.

import CalendarCore
import Testing

@testable import SwiftcalCommand

@Suite("The browser in another calendar's months (-i --main-calendar)")
struct MainCalendarBrowserTests {
  // 1 Farvardin 1405 is 21 March 2026, 1 Ordibehesht 21 April, 1 Farvardin 1406 21 March 2027; Esfand 1404 began on
  // 20 February 2026.
  @Test("month keys move by Persian months, year keys by Persian years, Home and End to the month's ends")
  func keys() throws {
    let start = BrowserState(request: try request(["--main-calendar", "persian", "-i", "1", "1405"]))
    #expect(start.selected == CivilDate(year: 2026, month: 3, day: 21))
    let next = start.handling(.character("n"))
    #expect(next.selected == CivilDate(year: 2026, month: 4, day: 21))
    let base = try request(["--main-calendar", "persian"])
    #expect(next.firstShownMainMonth.month == 2 && next.request(showing: base).mainFirstMonth.month == 2)
    #expect(start.handling(.character("p")).selected == CivilDate(year: 2026, month: 2, day: 20))
    #expect(start.handling(.character("N")).selected == CivilDate(year: 2027, month: 3, day: 21))
    #expect(start.handling(.end).selected == CivilDate(year: 2026, month: 4, day: 20))
    // A day past the month shown moves the month with it.
    let end = start.handling(.end).handling(.right)
    #expect(end.selected == CivilDate(year: 2026, month: 4, day: 21) && end.firstShownMainMonth.month == 2)
  }

  // 30 November 2026, the tests' today, is 20 Kislev 5787.
  @Test("the status line names the selected day in the calendar, then the civil day")
  func statusLine() throws {
    let shown = try request(["--main-calendar", "hebrew", "-i"])
    let state = BrowserState(request: shown)
    #expect(selectedDayTitle(state, request: shown, names: .posix) == "20 Kislev 5787 · Mon 30 November 2026")
  }

  @Test("-3 keeps the selected month in the middle after a jump; -y shows its year's 12 or 13 months")
  func shownMonths() throws {
    let three = BrowserState(request: try request(["--main-calendar", "hebrew", "-i", "-3", "7", "5787"]))
    #expect(three.firstShownMainMonth.month == 6 && three.shownCount == 3 && three.focusOffset == 1)
    let jumped = three.handling(.character("N"))
    #expect(jumped.firstShownMainMonth.month == 6 && jumped.firstShownMainMonth.year == 5787)
    let year = BrowserState(request: try request(["--main-calendar", "hebrew", "-i", "-y", "5786"]))
    #expect(year.shownCount == 12)
    let leapYear = year.handling(.character("N"))
    #expect(leapYear.shownCount == 13 && leapYear.firstShownMainMonth.month == 7)
  }

  /// Columns: the command line. The last month shown is kept, not walked to: after steps past either end, jumps and
  /// years it must still be `shownCount - 1` months after the first.
  @Test("the last month shown follows every move", arguments: [
    ["--main-calendar", "chinese", "-i", "-3"], ["--main-calendar", "hebrew", "-i", "-n", "5", "6", "5784"],
    ["--main-calendar", "islamic", "-i", "-y"], ["--main-calendar", "persian", "-i"],
  ])
  func lastShownMonth(arguments: [String]) throws {
    var state = BrowserState(request: try request(arguments))
    let keys: [BrowserKey] = [
      .character("n"), .character("n"), .character("n"), .character("p"), .character("N"), .down, .down, .down,
      .character("P"), .character("P"), .up, .character("t"), .end, .right, .home, .left, .character("n"),
    ]
    for key in keys + keys.reversed() {
      state = state.handling(key)
      #expect(state.mainMonth(state.shownCount - 1, from: state.firstShownMainMonth) == state.lastShownMainMonth)
      let selected = Reform.gregorian.julianDay(of: state.selected)
      #expect(state.firstShownMainMonth.firstJulianDay <= selected && selected <= state.lastShownMainMonth.lastJulianDay)
    }
  }

  @Test("-n 3434 shows the window's rows of months around the selected one, as civil months are cut")
  func manyMonthsCutToTheWindow() throws {
    let shown = try request(["--main-calendar", "chinese", "-i", "-n", "3434"])
    let state = BrowserState(request: shown).handling(.character("n"))
    let size = ScreenSize(rows: 24, columns: 80)
    let visible = visibleRequest(state, request: shown, names: .posix, size: size)
    // 24 / 13 + 1 = 2 rows of months at least 13 lines tall, three to a row, from the selected day's.
    #expect(visible.mainMonthCount == 6)
    let selected = Reform.gregorian.julianDay(of: state.selected)
    #expect(try #require(visible.mainDays).contains(selected))
    #expect(visible.months == MonthRange.holding(
      daysFrom: visible.mainFirstMonth.firstJulianDay, through: try #require(visible.mainDays).upperBound,
      reform: .gregorian))
    let frame = browserFrame(state, request: shown, names: .posix, style: .plain, size: size)
    #expect(frame.text.contains("[") && frame.text.contains("]"))
  }

  @Test("each day's position is where the text draws its number", arguments: [
    ["--main-calendar", "persian", "-3", "1", "1405"],
    ["--main-calendar", "hebrew", "-y", "5787", "--calendar", "chinese"],
    ["--main-calendar", "islamic", "--fill", "-n", "5", "9", "1447"],
  ])
  func positions(arguments: [String]) throws {
    let shown = try request(arguments)
    let system = try #require(shown.mainCalendar)
    var cache = CalendarCache()
    for width in [80, 30] {
      let (layout, lines) = positionsAndLines(of: shown, width: width)
      var failures: [String] = []
      for position in layout.days {
        let day = try #require(system.date(ofJulianDay: shown.reform.julianDay(of: position.date), cache: &cache)).day
        let field = columnSlice(of: lines[position.line], from: position.column, width: position.width)
        if field != (day < 10 ? " " : "") + String(day) { failures.append("\(position.date): '\(field)'") }
      }
      #expect(failures.isEmpty, "\(arguments) width \(width): \(failures.prefix(5))")
      #expect(layout.days.filter(\.isInMonth).count == shown.mainDays?.count)
      #expect(layout.height == lines.count - 1, "\(arguments)")
    }
  }
}
