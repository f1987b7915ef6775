// The defaults file: its lines as options before the command line's, which replaces them; bad lines named.

import Testing

@testable import SwiftcalCommand

@Suite("The defaults file: its lines as options, replaced by the command line's, bad lines named")
struct DefaultsFileTests {
  static let path = "/home/u/.config/swiftcal/config"

  /// The file's options that `commandLine` leaves, written back as words (`--holidays=JP`).
  static func words(_ text: String, _ commandLine: [String] = []) throws -> [String] {
    try DefaultsFile.items(fromText: text, path: path, replacedBy: scanArguments(commandLine)).map { item in
      guard case .option(let spec, let value) = item else { return "operand" }
      return value.map { "--\(spec.longName)=\($0)" } ?? "--\(spec.longName)"
    }
  }

  static func applies(_ commandLine: [String], isTerminal: Bool, isNamed: Bool) throws -> Bool {
    DefaultsFile.applies(to: try scanArguments(commandLine), isTerminal: isTerminal, isNamed: isNamed)
  }

  @Test("name = value and name alone, with comments, blank lines, spaces and CRLF line ends")
  func lines() throws {
    let text = "# mine\r\nholidays = JP\r\n\r\n  calendar=japanese  \r\nmoon\r\n\tfirst-weekday = monday\r\n"
    #expect(
      try DefaultsFileTests.words(text)
        == ["--holidays=JP", "--calendar=japanese", "--moon", "--first-weekday=monday"])
    #expect(try DefaultsFileTests.words("") == [])
  }

  @Test("the command line replaces an option and the options of its setting, repeatable ones too")
  func replaced() throws {
    let text = "holidays = JP\nmark = 12-25=Christmas\nthree\nfirst-weekday = monday\nformat = html\n"
    #expect(
      try DefaultsFileTests.words(text, ["--holidays", "US", "-y", "--sunday", "--json"])
        == ["--mark=12-25=Christmas"])
    #expect(try DefaultsFileTests.words(text, ["--mark=1-1", "-n", "5", "-m", "-i"]) == ["--holidays=JP"])
  }

  // Columns: the file, the line named, what the message says.
  @Test(arguments: [
    ("moon\nholiday = JP\n", 2, "unknown option 'holiday'"),
    ("# defaults\nhelp\n", 2, "'help' cannot be a default"),
    ("holidays\n", 1, "'holidays' needs a value"),
    ("moon = yes\n", 1, "'moon' takes no value"),
    ("\n\nfirst-weekday = funday\n", 3, "first-weekday"),
    ("holidays = XX\n", 1, "XX"),
    ("no-config\n", 1, "'no-config' cannot be a default"),
    ("--holidays = JP\n", 1, "unknown option '--holidays'"),
  ])
  func badLines(text: String, line: Int, saying: String) {
    do throws(UsageError) {
      _ = try DefaultsFile.items(fromText: text, path: DefaultsFileTests.path, replacedBy: [])
      Issue.record("\(text.debugDescription) was taken")
    } catch {
      guard case .defaultsFile(let path, let number, let message) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(path == DefaultsFileTests.path && number == line)
      #expect(message.contains(saying), "\(message)")
      #expect(error.description.hasPrefix("\(DefaultsFileTests.path):\(line): "))
      #expect(!error.description.contains("\n"))
    }
  }

  @Test("it applies on a terminal; on a pipe only for swiftcal's own output or a file named; never with --no-config")
  func applies() throws {
    #expect(try DefaultsFileTests.applies(["3", "2026"], isTerminal: true, isNamed: false))
    #expect(!(try DefaultsFileTests.applies(["3", "2026"], isTerminal: false, isNamed: false)))
    #expect(try DefaultsFileTests.applies(["--json"], isTerminal: false, isNamed: false))
    #expect(try DefaultsFileTests.applies(["--format=ics"], isTerminal: false, isNamed: false))
    #expect(!(try DefaultsFileTests.applies(["--format", "text"], isTerminal: false, isNamed: false)))
    #expect(try DefaultsFileTests.applies(["-y"], isTerminal: false, isNamed: true))
    #expect(!(try DefaultsFileTests.applies(["--no-config"], isTerminal: true, isNamed: true)))
    #expect(!(try DefaultsFileTests.applies(["--no-c", "--json"], isTerminal: false, isNamed: false)))
    // A command line the scanner refuses never reaches the file: its own error is the one reported.
    #expect(throws: UsageError.self) { try scanArguments(["--bogus"]) }
  }
}
