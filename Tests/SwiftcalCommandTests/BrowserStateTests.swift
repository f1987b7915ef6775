// Tests of BrowserState: what each key does.

import CalendarCore
import Testing

@testable import SwiftcalCommand

@Suite("BrowserState")
struct BrowserStateTests {
  /// The state after each key, from `swiftcal -i ARGUMENTS` with `testToday`.
  private func months(_ arguments: [String], keys: [BrowserKey]) throws -> [YearMonth] {
    var state = BrowserState(request: try request(arguments))
    return keys.map { key in
      state = state.handling(key)
      return state.month
    }
  }

  @Test("arrows and h/l move a month, k/j a year, t back to today's month")
  func moves() throws {
    let keys: [BrowserKey] = [.right, .right, .left, .character("l"), .character("h"), .down, .character("j"),
      .up, .character("k"), .character("t"), .character("h"), .character("t")]
    let expected = [
      month(2026, 12), month(2027, 1), month(2026, 12), month(2027, 1), month(2026, 12), month(2027, 12),
      month(2028, 12), month(2027, 12), month(2026, 12), month(2026, 11), month(2026, 10), month(2026, 11),
    ]
    #expect(try months(["-i"], keys: keys) == expected)
  }

  @Test("the start: the month named (the middle of -3); shown months move with the current one")
  func startAndShownMonths() throws {
    let three = try request(["-i", "-3"])
    var state = BrowserState(request: three)
    #expect(state.month == month(2026, 11))
    state = state.handling(.right)
    #expect(Array(state.request(showing: three).months) == [month(2026, 11), month(2026, 12), month(2027, 1)])

    let dated = try request(["-i", "2", "2027"])
    #expect(BrowserState(request: dated).month == month(2027, 2))
    let year = try request(["-i", "-y", "2025"])
    state = BrowserState(request: year)
    #expect(state.month == month(2025, 11))  // a year alone keeps this month
    state = state.handling(.up).handling(.character("t"))
    #expect(state.month == month(2026, 11))
    let shownYear = state.request(showing: year)
    #expect(shownYear.months == MonthRange.year(2026) && shownYear.yearHeader == 2026)
  }

  @Test("? shows and hides the keys, any other key hides them; q, Esc and Ctrl-C quit")
  func keysAndQuitting() throws {
    let start = BrowserState(request: try request(["-i"]))
    #expect(start.handling(.character("?")).showsKeys)
    #expect(!start.handling(.character("?")).handling(.character("?")).showsKeys)
    #expect(!start.handling(.character("?")).handling(.other).showsKeys)
    for key in [BrowserKey.character("q"), .escape, .interrupt] {
      #expect(start.handling(key).isFinished)
    }
    // Ctrl-Z stops the process (TerminalBrowser's work); the browser is where it was after it.
    for key in [BrowserKey.character("x"), .other, .character("Q"), .suspend] {
      #expect(start.handling(key) == start)
    }
  }

  @Test("moves stop at January of year 1 and December of the last year")
  func limits() throws {
    var first = BrowserState(request: try request(["-i", "-3", "2", "1"]))
    #expect(first.month == month(1, 2))
    first = first.handling(.left).handling(.left).handling(.up)
    #expect(first.month == month(1, 2))
    var last = BrowserState(request: try request(["-i", "12", "\(Limits.lastYear)"]))
    last = last.handling(.right).handling(.down)
    #expect(last.month == month(Limits.lastYear, 12))
    last = last.handling(.character("k"))
    #expect(last.month == month(Limits.lastYear - 1, 12))
  }
}
