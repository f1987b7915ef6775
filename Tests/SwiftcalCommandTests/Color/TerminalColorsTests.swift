// terminal-colors.d and terminfo, read as cal reads them: file choice, schemes, colour counts.

import Testing

@testable import SwiftcalCommand

@Suite("terminal-colors.d")
struct TerminalColorsTests {
  // Columns: file names in the directory, TERM, disable score, enable score, the scheme chosen.
  @Test(arguments: [
    ([], "xterm", 0, 0, nil),
    (["cal.disable"], "xterm", 21, 0, nil),
    (["disable"], "xterm", 1, 0, nil),
    (["disable", "cal.enable"], "xterm", 1, 21, nil),
    (["cal.disable", "cal@xterm.enable"], "xterm", 21, 31, nil),
    (["cal.disable", "cal@vt100.enable"], "xterm", 21, 0, nil),
    (["@xterm.disable", "cal.enable"], "xterm", 11, 21, nil),
    (["lsblk.disable", "cal.scheme"], "xterm", 0, 0, "cal.scheme"),
    (["scheme", "cal.scheme", "cal@xterm.scheme", "@xterm.scheme"], "xterm", 0, 0, "cal@xterm.scheme"),
    (["cal@xterm.scheme"], nil, 0, 0, nil),
    ([".cal.disable", "cal.disabled", "cal.scheme~"], "xterm", 0, 0, nil),
  ] as [([String], String?, Int, Int, String?)])
  func selection(files: [String], term: String?, disable: Int, enable: Int, scheme: String?) {
    let chosen = TerminalColorsSelection(fileNames: files, program: "cal", term: term)
    #expect(chosen.scores[.disable, default: 0] == disable)
    #expect(chosen.scores[.enable, default: 0] == enable)
    #expect(chosen.schemeFileName == scheme)
    #expect(chosen.disablesColor == (disable > enable))
  }

  @Test("directories: XDG_CONFIG_HOME, else HOME/.config, then /etc")
  func directories() {
    #expect(
      terminalColorsDirectories(xdgConfigHome: "/x", home: "/h") == ["/x/terminal-colors.d", "/etc/terminal-colors.d"])
    #expect(
      terminalColorsDirectories(xdgConfigHome: nil, home: "/h")
        == ["/h/.config/terminal-colors.d", "/etc/terminal-colors.d"])
    #expect(terminalColorsDirectories(xdgConfigHome: nil, home: nil) == ["/etc/terminal-colors.d"])
  }

  @Test("a scheme: names, SGR numbers and escapes; comments, junk and other escapes skipped")
  func scheme() {
    let text = """
      # util-linux's test scheme, and more
      workday yellow
      weekend red
      today \\e[48;5;160m\\e[38;5;221m
      header 1;35
        weeks   green
      weeknumber blue
      bogus
      workday lightgreen
      header \\e]0;title\\a
      today-ish blink
      """
    let roles = terminalColorsScheme(text)
    #expect(roles["workday"] == "1;32")
    #expect(roles["weekend"] == "31")
    #expect(roles["today"] == "48;5;160;38;5;221")
    #expect(roles["header"] == "1;35")
    #expect(roles["weeks"] == "32")
    #expect(roles["weeknumber"] == "34")
    #expect(roles["bogus"] == nil)
    let theme = Theme(terminalColorsScheme: roles)
    #expect(theme.today == "48;5;160;38;5;221")
    #expect(theme.sunday == "31" && theme.saturday == "31")
    #expect(theme.workday == "1;32" && theme.weeks == "32" && theme.weekNumber == "34" && theme.header == "1;35")
    #expect(Theme(terminalColorsScheme: ["today": "34"]).today == "34")
    #expect(Theme(terminalColorsScheme: [:]) == .standard)
  }

  @Test("colour with today blue: today's digits in ESC[34m")
  func todayBlue() throws {
    let command = try Invocation.parse(["--today", "2026-11-30"], today: testToday, names: .posix)
    guard case .show(let request) = command else { throw UsageError.commandLine(.unknownOption("(test)")) }
    let theme = Theme(terminalColorsScheme: terminalColorsScheme("today blue\n"))
    let output = renderCalendar(request, names: .posix, style: Style(isEnabled: true, theme: theme)).text
    #expect(output.contains("\u{1B}[34m30\u{1B}[0m"))
  }
}

@Suite("terminfo")
struct TerminfoTests {
  /// A compiled entry: the header, names, booleans, padding and numbers, `colors` (number 13) set.
  func entry(colors: Int?, wide: Bool = false, names: String = "xterm|test") -> [UInt8] {
    func short(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)] }
    let nameBytes = Array(names.utf8) + [0]
    let booleans: [UInt8] = [1, 0, 1]
    var bytes = short(wide ? 0o1036 : 0o432) + short(nameBytes.count) + short(booleans.count) + short(15)
      + short(0) + short(0) + nameBytes + booleans
    if bytes.count % 2 == 1 { bytes.append(0) }
    for index in 0..<15 {
      let value = index == 13 ? (colors ?? -1) : (index == 0 ? 80 : -1)
      bytes += wide ? (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } : short(value)
    }
    return bytes
  }

  @Test func colorCounts() {
    #expect(terminfoColorCount(entry(colors: 256)) == 256)
    #expect(terminfoColorCount(entry(colors: 8, names: "xterm-c")) == 8)
    #expect(terminfoColorCount(entry(colors: 16_777_216, wide: true)) == 16_777_216)
    #expect(terminfoColorCount(entry(colors: nil)) == nil)
    #expect(terminfoColorCount(entry(colors: nil, wide: true)) == nil)
    #expect(terminfoColorCount([]) == nil)
    #expect(terminfoColorCount(Array("not a terminfo entry".utf8)) == nil)
    #expect(terminfoColorCount(Array(entry(colors: 256).prefix(30))) == nil)
  }

  @Test func paths() {
    let found = terminfoPaths(term: "xterm", terminfo: "/t", home: "/h", terminfoDirectories: "/d::/e")
    #expect(found.prefix(4) == ["/t/x/xterm", "/t/78/xterm", "/h/.terminfo/x/xterm", "/h/.terminfo/78/xterm"])
    #expect(found.contains("/d/x/xterm") && found.contains("/e/x/xterm") && found.contains("/lib/terminfo/x/xterm"))
    #expect(found.last == "/usr/share/terminfo/78/xterm")
    #expect(terminfoPaths(term: "", terminfo: nil, home: nil, terminfoDirectories: nil).isEmpty)
    #expect(terminfoPaths(term: "../x", terminfo: nil, home: nil, terminfoDirectories: nil).isEmpty)
  }
}

@Suite("Colour from the environment and the colour files")
struct StyleFromFilesTests {
  /// Colour files that record what was read: a 256-colour terminal and one directory's files.
  final class Reads: @unchecked Sendable {
    var names: [String] = []
  }

  func files(_ fileNames: [String], scheme: String, colors: Int? = 256, reads: Reads) -> ColorFiles {
    ColorFiles(
      terminalColorCount: { _ in reads.names.append("terminfo"); return colors },
      selection: { term in
        reads.names.append("directory")
        return TerminalColorsSelection(fileNames: fileNames, program: "cal", term: term)
      },
      scheme: { _ in reads.names.append("scheme"); return terminalColorsScheme(scheme) })
  }

  func environment(_ values: [String: String]) -> (String) -> String? { { values[$0] } }

  @Test("a pipe reads no file and no variable but SWIFTCAL_COLORS is not even asked")
  func pipe() {
    let reads = Reads()
    let style = Style(
      mode: .unspecified, isTerminal: false, environment: environment(["TERM": "xterm"]),
      colorFiles: files(["cal.scheme"], scheme: "today blue", reads: reads))
    #expect(!style.isEnabled)
    #expect(reads.names.isEmpty)
  }

  @Test("cal.disable turns colour off without --color, not with it")
  func disable() {
    let reads = Reads()
    let off = Style(
      mode: .unspecified, isTerminal: true, environment: environment(["TERM": "xterm"]),
      colorFiles: files(["cal.disable"], scheme: "", reads: reads))
    #expect(!off.isEnabled)
    let on = Style(
      mode: .auto, isTerminal: true, environment: environment(["TERM": "xterm"]),
      colorFiles: files(["cal.disable"], scheme: "", reads: reads))
    #expect(on.isEnabled)
  }

  @Test("the scheme colours the roles; SWIFTCAL_COLORS, when set, wins")
  func scheme() {
    let reads = Reads()
    let schemed = Style(
      mode: .unspecified, isTerminal: true, environment: environment(["TERM": "xterm"]),
      colorFiles: files(["cal.scheme"], scheme: "today blue\nweekend green\n", reads: reads))
    #expect(schemed.isEnabled && schemed.theme.today == "34" && schemed.theme.saturday == "32")
    let overridden = Style(
      mode: .unspecified, isTerminal: true, environment: environment(["TERM": "xterm", "SWIFTCAL_COLORS": "today=1"]),
      colorFiles: files(["cal.scheme"], scheme: "today blue\n", reads: reads))
    #expect(overridden.theme.today == "1" && overridden.theme.saturday == "34")
  }

  @Test("a terminal without colours (vt100) gets none, --color=always still does")
  func monochrome() {
    let reads = Reads()
    let none = Style(
      mode: .auto, isTerminal: true, environment: environment(["TERM": "vt100"]),
      colorFiles: files([], scheme: "", colors: nil, reads: reads))
    #expect(!none.isEnabled)
    let always = Style(
      mode: .always, isTerminal: true, environment: environment(["TERM": "vt100"]),
      colorFiles: files([], scheme: "", colors: nil, reads: reads))
    #expect(always.isEnabled)
  }
}
