// Tests of BrowserState: what each key, click and go-to entry does.

import CalendarCore
import Testing

@testable import SwiftcalCommand

private func day(_ year: Int, _ month: Int, _ day: Int) -> CivilDate { CivilDate(year: year, month: month, day: day) }

@Suite("BrowserState")
struct BrowserStateTests {
  /// The selected day after each key, from `swiftcal -i ARGUMENTS` with `testToday` (30 November 2026).
  private func days(_ arguments: [String], keys: [BrowserKey]) throws -> [CivilDate] {
    var state = BrowserState(request: try request(arguments))
    return keys.map { key in
      state = state.handling(key)
      return state.selected
    }
  }

  /// Found by the fuzzer: `-3` around January of year 1 shows December of year 0, as cal does,
  /// and the browser started there, outside the years it allows.
  @Test("-3 1 1 and -y -3 1 start on 1 January of year 1, not in year 0")
  func startsInYearOne() throws {
    for arguments in [["-i", "-3", "1", "1"], ["-i", "-y", "-3", "1"], ["-i", "-3", "-y", "1"]] {
      let state = BrowserState(request: try request(arguments))
      #expect(state.selected == day(1, 1, 1), "\(arguments)")
      #expect(try days(arguments, keys: [.left, .character("p")]) == [day(1, 1, 1), day(1, 1, 1)], "\(arguments)")
    }
  }

  /// Found by the fuzzer: the browser started on the day the command line named even when the
  /// reform skipped it.
  @Test("-i 9 9 1752 starts on 1 September 1752, not on a day the reform skipped")
  func startsOnADayThatExists() throws {
    #expect(BrowserState(request: try request(["-i", "9", "9", "1752"])).selected == day(1752, 9, 1))
    #expect(BrowserState(request: try request(["-i", "14", "9", "1752"])).selected == day(1752, 9, 14))
  }

  @Test("arrows and h/j/k/l move a day and a week across month ends; l l j is 9 December")
  func dayAndWeekMoves() throws {
    let keys: [BrowserKey] = [.character("l"), .character("l"), .character("j"), .left, .up, .character("k"),
      .character("h"), .right, .down]
    let expected = [
      day(2026, 12, 1), day(2026, 12, 2), day(2026, 12, 9), day(2026, 12, 8), day(2026, 12, 1), day(2026, 11, 24),
      day(2026, 11, 23), day(2026, 11, 24), day(2026, 12, 1),
    ]
    #expect(try days(["-i"], keys: keys) == expected)
  }

  @Test("months and years: PgUp/PgDn and p/n, P/N and Shift; the day clamped; Home, End, t")
  func monthYearAndEnds() throws {
    let keys: [BrowserKey] = [.pageDown(isShifted: false), .character("n"), .character("n"), .character("p"),
      .pageUp(isShifted: false), .pageDown(isShifted: true), .character("N"), .pageUp(isShifted: true), .character("P"),
      .home, .end, .character("t")]
    let expected = [
      day(2026, 12, 30), day(2027, 1, 30), day(2027, 2, 28), day(2027, 1, 28), day(2026, 12, 28), day(2027, 12, 28),
      day(2028, 12, 28), day(2027, 12, 28), day(2026, 12, 28), day(2026, 12, 1), day(2026, 12, 31), day(2026, 11, 30),
    ]
    #expect(try days(["-i"], keys: keys) == expected)
  }

  @Test("the start: the day named, else today in the month named, else its 1st; -3 starts in the middle")
  func start() throws {
    #expect(BrowserState(request: try request(["-i"])).selected == testToday)
    #expect(BrowserState(request: try request(["-i", "-3"])).selected == testToday)
    #expect(BrowserState(request: try request(["-i", "2", "2027"])).selected == day(2027, 2, 1))
    #expect(BrowserState(request: try request(["-i", "2027-02-14"])).selected == day(2027, 2, 14))
    #expect(BrowserState(request: try request(["-i", "-y", "2025"])).selected == day(2025, 11, 1))
  }

  @Test("the months shown follow the selected day: the fewest months with -3 and -n, the year with -y")
  func shownMonthsFollow() throws {
    let three = try request(["-i", "-3"])
    var state = BrowserState(request: three)
    #expect(Array(state.shownMonths) == [month(2026, 10), month(2026, 11), month(2026, 12)])
    state = state.handling(.right)  // 1 December: still shown, nothing moves
    #expect(Array(state.shownMonths) == [month(2026, 10), month(2026, 11), month(2026, 12)])
    state = state.handling(.pageDown(isShifted: false))  // 1 January
    #expect(Array(state.request(showing: three).months) == [month(2026, 11), month(2026, 12), month(2027, 1)])
    state = state.handling(.pageUp(isShifted: true))  // 1 January 2026: a jump, January in the middle
    #expect(Array(state.shownMonths) == [month(2025, 12), month(2026, 1), month(2026, 2)])
    state = BrowserState(request: three).handling(.character("N"))  // 30 November 2027
    #expect(Array(state.shownMonths) == [month(2027, 10), month(2027, 11), month(2027, 12)])
    state = BrowserState(request: try request(["-i", "-3", "1", "2"])).handling(.character("g"))
    for character in "1 1" { state = state.handling(.character(character)) }
    state = state.handling(.enter)  // January of year 1: not in the middle, the months shown start there
    #expect(state.selected == CivilDate(year: 1, month: 1, day: 1) && state.shownMonths.first == month(1, 1))

    let year = try request(["-i", "-y"])
    state = BrowserState(request: year).handling(.down)  // 7 December
    #expect(state.shownMonths == .year(2026))
    state = state.handling(.pageDown(isShifted: false))
    let shownYear = state.request(showing: year)
    #expect(shownYear.months == .year(2027) && shownYear.yearHeader == 2027)
  }

  @Test("? shows and hides the keys; Enter chooses the day; q, Esc and Ctrl-C quit without one")
  func keysChoosingAndQuitting() throws {
    let start = BrowserState(request: try request(["-i"]))
    #expect(start.handling(.character("?")).showsKeys)
    #expect(!start.handling(.character("?")).handling(.character("?")).showsKeys)
    #expect(!start.handling(.character("?")).handling(.other).showsKeys)
    let chosen = start.handling(.right).handling(.enter)
    #expect(chosen.isFinished && chosen.chosenDate == day(2026, 12, 1))
    for key in [BrowserKey.character("q"), .escape, .interrupt] {
      #expect(start.handling(key).isFinished && start.handling(key).chosenDate == nil)
    }
    // Escape closes the list of keys or of events, as it closes the go-to prompt; a second one quits.
    for list in [BrowserKey.character("?"), .character("e")] {
      let closed = start.handling(list).handling(.escape)
      #expect(!closed.isFinished && !closed.showsKeys && !closed.showsEvents && closed.selected == start.selected)
      #expect(closed.handling(.escape).isFinished)
    }
    for key in [BrowserKey.character("x"), .other, .character("Q"), .suspend, .backspace] {
      #expect(start.handling(key) == start)
    }
  }

  @Test("moves stop at 1 January of year 1 and 31 December of the last year")
  func limits() throws {
    var first = BrowserState(request: try request(["-i", "1", "1", "1"]))
    #expect(first.selected == day(1, 1, 1))
    for key in [BrowserKey.left, .up, .pageUp(isShifted: false), .pageUp(isShifted: true)] {
      first = first.handling(key)
    }
    #expect(first.selected == day(1, 1, 1))
    var last = BrowserState(request: try request(["-i", "31", "12", "\(Limits.lastYear)"]))
    for key in [BrowserKey.right, .down, .pageDown(isShifted: false), .pageDown(isShifted: true)] {
      last = last.handling(key)
    }
    #expect(last.selected == day(Limits.lastYear, 12, 31))
  }

  @Test("across Britain's 1752 gap a day after 2 September is 14 September")
  func reformGap() throws {
    let state = BrowserState(request: try request(["-i", "1752-09-02"]))
    #expect(state.handling(.right).selected == day(1752, 9, 14))
    #expect(state.handling(.right).handling(.left).selected == day(1752, 9, 2))
  }

  @Test("mouse: a click on a day selects it, the wheel moves a month, a control does its key")
  func mouse() throws {
    let state = BrowserState(request: try request(["-i"]))
    let frame = BrowserFrame(
      text: "",
      regions: [
        .init(row: 11, columns: 30..<33, target: .day(day(2026, 11, 15))),
        .init(row: 23, columns: 0..<1, target: .key(.pageUp(isShifted: false))),
      ])
    func click(_ column: Int, _ row: Int) -> BrowserKey {
      .mouse(MouseReport(button: 0, column: column, row: row, isPress: true))
    }
    #expect(state.handling(click(31, 11), frame: frame).selected == day(2026, 11, 15))
    #expect(state.handling(click(0, 23), frame: frame).selected == day(2026, 10, 30))
    #expect(state.handling(click(40, 11), frame: frame) == state)  // nothing there
    #expect(state.handling(.mouse(MouseReport(button: 0, column: 31, row: 11, isPress: false)), frame: frame) == state)
    let wheelUp = MouseReport(button: 64, column: 5, row: 5, isPress: true)
    let wheelDown = MouseReport(button: 65, column: 5, row: 5, isPress: true)
    #expect(state.handling(.mouse(wheelUp)).selected == day(2026, 10, 30))
    #expect(state.handling(.mouse(wheelDown)).selected == day(2026, 12, 30))
  }

  @Test("g: a date typed and edited; a bad one reported on the prompt with nothing else changed")
  func goTo() throws {
    var state = BrowserState(request: try request(["-i"])).handling(.character("g"))
    #expect(state.goTo == GoToPrompt())
    for character in "2027-03-1x" { state = state.handling(.character(character)) }
    state = state.handling(.backspace).handling(.character("5"))
    #expect(state.goTo?.text == "2027-03-15")
    state = state.handling(.enter)
    #expect(state.goTo == nil && state.selected == day(2027, 3, 15) && !state.isFinished)

    var bad = BrowserState(request: try request(["-i"])).handling(.character("g"))
    for character in "2027-02-30" { bad = bad.handling(.character(character)) }
    bad = bad.handling(.enter)
    #expect(bad.selected == testToday && bad.goTo?.text == "2027-02-30")
    #expect(bad.goTo?.error?.description.contains("2027-02-30") == true)
    #expect(bad.handling(.clearLine).goTo == GoToPrompt())
    #expect(bad.handling(.escape).goTo == nil && bad.handling(.escape).selected == testToday)
    #expect(bad.handling(.interrupt).isFinished)
  }

  // Columns: what is typed at the prompt, the day gone to (from 30 November 2026), or nil when refused.
  @Test(
    "g reads dates as the command line reads its operands",
    arguments: [
      ("2027-03-15", day(2027, 3, 15)),
      ("15 3 2027", day(2027, 3, 15)),
      ("2027-03", day(2027, 3, 30)),
      ("2027-02", day(2027, 2, 28)),
      ("march 2027", day(2027, 3, 30)),
      ("Mar 2027", day(2027, 3, 30)),
      ("tomorrow", day(2026, 12, 1)),
      ("2027", day(2027, 11, 30)),
      ("2027-13", nil),
      ("-y", nil),
      ("1 2 3 4", nil),
      ("smarch", nil),
    ] as [(String, CivilDate?)])
  func goToForms(typed: String, expected: CivilDate?) throws {
    let state = BrowserState(request: try request(["-i"]))
    switch state.goToDate(typed) {
    case .success(let date): #expect(date == expected)
    case .failure(let error): #expect(expected == nil, "\(error)")
    }
  }
}
