// The browser's hold on the terminal: every way out writes the restore sequence and sets the saved modes back.

import Testing

@testable import SwiftcalCommand

@Suite("TerminalScreenSession")
struct TerminalScreenSessionTests {
  typealias Step = TerminalScreenSession.Step
  static let take: [Step] = [.setRawModes, .write(TerminalScreenSession.enterSequence)]
  static let giveBack: [Step] = [.write(TerminalScreenSession.restoreSequence), .setSavedModes]

  @Test("start takes the terminal, end gives it back once")
  func startAndEnd() {
    var session = TerminalScreenSession()
    #expect(session.start() == Self.take)
    #expect(session.start() == [])
    #expect(session.end() == Self.giveBack)
    #expect(session.end() == [])
    #expect(session.start() == [], "an ended session never takes the terminal again")
    #expect(!session.isActive && session.hasEnded)
  }

  @Test("a stop gives the terminal back and the continue takes it again; an end while stopped still restores")
  func suspendAndResume() {
    var session = TerminalScreenSession()
    _ = session.start()
    #expect(session.suspend() == Self.giveBack)
    #expect(session.suspend() == [], "given back once")
    #expect(session.resume() == Self.take)
    #expect(session.resume() == Self.take, "a continue after a stop the browser did not ask for sets raw mode again")
    _ = session.suspend()
    #expect(session.end() == Self.giveBack)
  }

  @Test("nothing before start: no restore sequence for a terminal never taken")
  func beforeStart() {
    var session = TerminalScreenSession()
    #expect(session.suspend() == [] && session.resume() == [] && session.end() == [])
  }

  /// Every sequence of up to six calls after a start: the last steps written are the restore
  /// sequence and the saved modes once `end()` is called.
  @Test("every path out, six calls deep, ends with the restore sequence and the saved modes")
  func everyPath() {
    let calls: [(inout TerminalScreenSession) -> [Step]] = [
      { $0.suspend() }, { $0.resume() }, { $0.start() }, { $0.end() },
    ]
    var failures: [String] = []
    for length in 0...6 {
      for path in 0..<(1 << (2 * length)) {
        var session = TerminalScreenSession()
        var steps = session.start()
        for position in 0..<length { steps += calls[(path >> (2 * position)) & 3](&session) }
        steps += session.end()
        if Array(steps.suffix(2)) != Self.giveBack || steps.prefix(2) != Self.take[...] {
          failures.append("path \(path) of \(length): \(steps)")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }
}
