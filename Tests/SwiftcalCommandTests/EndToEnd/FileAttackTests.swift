// End to end: the built swiftcal given hostile files (include cycles, /dev/zero, a directory, huge
// and binary files, a random terminfo entry, a pipe) ends at once, with status 0 or one line and status 1.

import Foundation
import SwiftcalTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A directory of its own under `TMPDIR` for one test's files, removed when the test ends.
final class ScratchDirectory {
  let path: String

  init() throws {
    let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((base + "/swiftcal-attack-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    path = try #require(made.map { String(cString: $0) }, "mkdtemp in \(base): \(errno)")
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// Writes `bytes` to `name` (folders made as needed) and returns its path.
  @discardableResult
  func write(_ name: String, _ bytes: [UInt8]) throws -> String {
    let file = path + "/" + name
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    return file
  }

  @discardableResult
  func write(_ name: String, _ text: String) throws -> String { try write(name, Array(text.utf8)) }
}

/// How a run under a deadline ended, and how long it took.
struct TimedResult: CustomStringConvertible {
  var result: ProcessResult
  var seconds: Double
  var hung: Bool

  var description: String { "\(result), \(String(format: "%.3f", seconds)) s\(hung ? ", killed: hung" : "")" }
}

enum TimedProcess {
  /// Whether this process (and so the swiftcal built beside it) is instrumented by AddressSanitizer
  /// (`.ci/sanitize`), which makes code ten to fifty times slower: then only hangs are caught.
  static let isUnderAddressSanitizer: Bool = {
    guard let program = dlopen(nil, RTLD_NOW) else { return false }
    defer { dlclose(program) }
    return dlsym(program, "__asan_init") != nil
  }()
  /// A run that takes longer than this is a hang: the child is killed and the test fails.
  static let hangSeconds = isUnderAddressSanitizer ? 60.0 : 10.0
  /// What "ends within a second" allows on a busy machine running the suites in parallel with a
  /// debug build (docs/robustness.md gives the release build's times).
  static let allowedSeconds = isUnderAddressSanitizer ? hangSeconds : 3.0

  /// Runs `path` with `arguments` in swiftcal's test environment changed by `environment`,
  /// standard output into a pipe or `output`, killed after `hangSeconds`.
  static func run(
    _ path: String, _ arguments: [String], environment: [String: String] = [:], output: OutputTarget = .capture
  ) throws -> TimedResult {
    var variables = SwiftcalProcess.baseEnvironment
    for (name, value) in environment { variables[name] = value }
    let start = monotonicSeconds()
    let child = try SwiftcalProcess.spawn(
      path, arguments: arguments.map { Array($0.utf8) }, environment: variables.map { "\($0.key)=\($0.value)" },
      output: output)
    let drained = SwiftcalProcess.drain(child.output, child.error) { hangSeconds - (monotonicSeconds() - start) }
    if drained.expired { kill(child.pid, SIGKILL) }
    let status = SwiftcalProcess.wait(for: child.pid)
    let result = ProcessResult(status: status, standardOutput: drained.first, standardError: drained.second)
    return TimedResult(result: result, seconds: monotonicSeconds() - start, hung: drained.expired)
  }

  static func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }
}

/// The checks every attack shares: no hang, no signal, within the time allowed, and either
/// success or one line on standard error with status 1 and nothing on standard output.
private func expectHandled(_ run: TimedResult, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(!run.hung, "hung: \(run)", sourceLocation: sourceLocation)
  #expect(run.seconds < TimedProcess.allowedSeconds, "slow: \(run)", sourceLocation: sourceLocation)
  let result = run.result
  #expect(
    result.status == 0 || result.status == 1, "ended by a signal or a trap: \(run)", sourceLocation: sourceLocation)
  if result.status == 1 {
    #expect(result.standardOutput.isEmpty, "output on failure: \(run)", sourceLocation: sourceLocation)
    let lines = result.errorText.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2 && lines[1].isEmpty, "not one line: \(run)", sourceLocation: sourceLocation)
  }
}

@Suite("Attacks through files, end to end")
struct FileAttackTests {
  /// Runs swiftcal with `arguments` (after `--today 2026-11-30`) and the shared checks.
  func attack(
    _ arguments: [String], environment: [String: String] = [:], output: OutputTarget = .capture,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ProcessResult {
    let path = try SwiftcalProcess.requireExecutable(sourceLocation: sourceLocation)
    let run = try TimedProcess.run(
      path, ["--today", "2026-11-30"] + arguments, environment: environment, output: output)
    expectHandled(run, sourceLocation: sourceLocation)
    return run.result
  }

  /// Expects failure with exactly `message` after `swiftcal: `.
  func expectRefused(_ result: ProcessResult, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(result.status == 1, "\(result)", sourceLocation: sourceLocation)
    #expect(result.errorText == "swiftcal: \(message)\n", sourceLocation: sourceLocation)
  }

  @Test("an #include cycle and a self-include stop at cpp's depth of 200")
  func includeCycles() throws {
    let scratch = try ScratchDirectory()
    let one = try scratch.write("one.cal", "#include <two.cal>\n12/24\tEve\n")
    try scratch.write("two.cal", "#include \"one.cal\"\n")
    let own = try scratch.write("self.cal", "01/01\tNew Year\n#include <self.cal>\n")
    let nested = "nested more than 200 deep: use #ifndef guards against a file including itself"
    expectRefused(try attack(["--mark-file", one]), "\(one):1: #include \(nested)")
    expectRefused(try attack(["--mark-file", own]), "\(own):2: #include \(nested)")
    // Guarded, as calendar.all is, a file may include itself.
    let guarded = try scratch.write("guarded.cal", "#ifndef G\n#define G\n#include <guarded.cal>\n12/25\tDay\n#endif\n")
    let result = try attack(["--mark-file", guarded, "12", "2026"])
    #expect(result.status == 0 && result.outputText.hasSuffix("\n2026-12-25  Day\n"), "\(result)")
  }

  @Test("an include chain 100 deep is read whole")
  func includeChain() throws {
    let scratch = try ScratchDirectory()
    for depth in 0..<100 {
      try scratch.write("chain/\(depth).cal", depth == 99 ? "12/25\tBottom\n" : "#include <\(depth + 1).cal>\n")
    }
    let result = try attack(["--mark-file", scratch.path + "/chain/0.cal", "12", "2026"])
    #expect(result.status == 0 && result.outputText.hasSuffix("\n\n2026-12-25  Bottom\n"), "\(result)")
  }

  @Test("includes that multiply (each file including the next twice) stop at 10,000 includes")
  func multiplyingIncludes() throws {
    let scratch = try ScratchDirectory()
    for depth in 0..<40 {
      try scratch.write("\(depth).cal", depth == 39 ? "" : "#include <\(depth + 1).cal>\n#include <\(depth + 1).cal>\n")
    }
    let result = try attack(["--mark-file", scratch.path + "/0.cal"])
    #expect(result.status == 1, "\(result)")
    #expect(result.errorText.hasSuffix(": more than 10000 #include lines obeyed in all: "
      + "use #ifndef guards against files including each other\n"), "\(result)")
  }

  @Test("a missing include names the file, the line and where it looked")
  func missingInclude() throws {
    let scratch = try ScratchDirectory()
    let file = try scratch.write("a.cal", "12/25\tDay\n#include <nowhere.cal>\n")
    expectRefused(
      try attack(["--mark-file", file]),
      "\(file):2: #include <nowhere.cal>: no such file beside it or in /usr/share/calendar")
  }

  @Test("/dev/zero is read no further than the limit of 4 MiB")
  func devZero() throws {
    expectRefused(
      try attack(["--mark-file", "/dev/zero"]), "cannot read mark file '/dev/zero': larger than the limit of 4 MiB")
  }

  @Test("a directory as --mark-file")
  func directory() throws {
    let scratch = try ScratchDirectory()
    expectRefused(try attack(["--mark-file", scratch.path]), "cannot read mark file '\(scratch.path)': Is a directory")
  }

  /// A line of a big calendar file, and the text of `byteCount` bytes of such lines.
  static let bigFileLine = "12/25\tChristmas, said again and again\n"
  static func bigFileText(byteCount: Int) -> String {
    String(repeating: bigFileLine, count: byteCount / bigFileLine.utf8.count)
  }

  @Test("a 10 MB calendar file is refused at the limit of 4 MiB")
  func hugeFile() throws {
    let scratch = try ScratchDirectory()
    let huge = try scratch.write("huge.cal", Self.bigFileText(byteCount: 10_000_000))
    expectRefused(try attack(["--mark-file", huge]), "cannot read mark file '\(huge)': larger than the limit of 4 MiB")
  }

  @Test("a file of one 1 MB line")
  func longLine() throws {
    let scratch = try ScratchDirectory()
    let label = String(repeating: "Holiday ", count: 125_000)
    let file = try scratch.write("line.cal", "12/25\t" + label)
    let result = try attack(["--mark-file", file, "12", "2026"])
    #expect(result.status == 0, "\(result)")
    #expect(result.outputText.hasSuffix("\n2026-12-25  \(label.dropLast())\n"), "\(result.outputText.suffix(80))")
    let noDate = try scratch.write("nodate.cal", String(repeating: "x", count: 1_000_000))
    #expect(try attack(["--mark-file", noDate, "12", "2026"]).status == 0)
  }

  @Test("files with NUL bytes or invalid UTF-8 are not text")
  func binaryFiles() throws {
    let scratch = try ScratchDirectory()
    let withNul = try scratch.write("nul.cal", Array("12/25\tDay\n".utf8) + [0, 0] + Array("\n01/01\tx\n".utf8))
    let notUTF8 = try scratch.write("latin1.cal", Array("12/25\tNo".utf8) + [0xEB, 0x6C] + Array("\n".utf8))
    for file in [withNul, notUTF8] {
      expectRefused(try attack(["--mark-file", file]), "cannot read mark file '\(file)': not UTF-8 text")
    }
    let included = try scratch.write("includes-nul.cal", "#include <nul.cal>\n")
    expectRefused(
      try attack(["--mark-file", included]), "cannot read mark file '\(withNul)': not UTF-8 text")
  }

  @Test("a scheme file that is a directory, /dev/zero or a FIFO is passed over")
  func schemeDirectory() throws {
    let scratch = try ScratchDirectory()
    try FileManager.default.createDirectory(
      atPath: scratch.path + "/terminal-colors.d/cal.scheme", withIntermediateDirectories: true)
    let result = try attack(["--color=always", "1", "2026"], environment: ["XDG_CONFIG_HOME": scratch.path])
    #expect(result.status == 0 && result.outputText.contains("\u{1B}["), "\(result)")
    // A scheme that is a link to /dev/zero or to a FIFO no one writes to is passed over too, unread.
    for target in ["/dev/zero", "fifo"] {
      let linked = try ScratchDirectory()
      try FileManager.default.createDirectory(
        atPath: linked.path + "/terminal-colors.d", withIntermediateDirectories: true)
      #expect(mkfifo(linked.path + "/fifo", 0o600) == 0)
      let destination = target == "fifo" ? linked.path + "/fifo" : target
      #expect(symlink(destination, linked.path + "/terminal-colors.d/cal.scheme") == 0)
      let colored = try attack(["--color=always", "1", "2026"], environment: ["XDG_CONFIG_HOME": linked.path])
      #expect(colored.status == 0 && colored.outputText == result.outputText, "\(target): \(colored)")
    }
  }

  @Test("a terminfo entry of random bytes (TERMINFO, and TERM naming it) on a terminal; /dev/zero; a FIFO")
  func randomTerminfo() throws {
    let scratch = try ScratchDirectory()
    var generator = SplitMix(seed: 16)
    // Random bytes; then random bytes after each magic number; then a header of huge counts.
    var entries = (0..<3).map { _ in (0..<4096).map { _ in UInt8.random(in: .min ... .max, using: &generator) } }
    entries[1][0...1] = [0x1A, 0x01]  // 0o432, little-endian
    entries[2][0...1] = [0x1E, 0x02]  // 0o1036
    entries.append([0x1A, 0x01, 0xFF, 0x7F, 0xFF, 0x7F, 0xFF, 0x7F, 0xFF, 0x7F, 0xFF, 0x7F])
    // And an entry that is /dev/zero and one that is a FIFO no one writes to: neither is read.
    entries += [[], [0]]
    for (index, entry) in entries.enumerated() {
      if entry == [] {
        #expect(symlink("/dev/zero", scratch.path + "/terminfo/r/random\(index)") == 0)
      } else if entry == [0] {
        #expect(mkfifo(scratch.path + "/terminfo/r/random\(index)", 0o600) == 0)
      } else {
        try scratch.write("terminfo/r/random\(index)", entry)
      }
      for arguments in [["1", "2026"], ["--color=auto", "-y"]] {
        let terminal = try PseudoTerminal()
        let result = try attack(
          arguments, environment: ["TERMINFO": scratch.path + "/terminfo", "TERM": "random\(index)"],
          output: .descriptor(terminal.follower))
        #expect(result.status == 0, "entry \(index) \(arguments): \(result)")
        #expect(try terminal.readAll().count > 100, "entry \(index) \(arguments): no calendar on the terminal")
      }
    }
  }

  @Test("a pipe as --mark-file: bash's <(...) and a FIFO")
  func pipes() throws {
    let path = try SwiftcalProcess.requireExecutable()
    let substituted = try TimedProcess.run(
      "/bin/bash", ["-c", #""$0" --today 2026-11-30 --mark-file <(printf '12/25\tX\n') 12 2026"#, path])
    expectHandled(substituted)
    #expect(substituted.result.status == 0 && substituted.result.outputText.hasSuffix("\n\n2026-12-25  X\n"))
    let scratch = try ScratchDirectory()
    let fifo = scratch.path + "/fifo"
    try #require(mkfifo(fifo, 0o600) == 0)
    let throughFIFO = try TimedProcess.run(
      "/bin/bash",
      ["-c", #"printf '12/24\tY\n' >"$1" & exec "$0" --today 2026-11-30 --mark-file "$1" 12 2026"#, path, fifo])
    expectHandled(throughFIFO)
    #expect(throughFIFO.result.status == 0 && throughFIFO.result.outputText.hasSuffix("\n\n2026-12-24  Y\n"))
  }
}

@Suite("Attacks through files, the slow ones", .longSweep)
struct FileAttackLongSweepTests {
  @Test("a calendar file just under the limit of 4 MiB, 110,000 marks on one day, is read whole")
  func fileAtLimit() throws {
    let scratch = try ScratchDirectory()
    let atLimit = try scratch.write("limit.cal", FileAttackTests.bigFileText(byteCount: 4 << 20))
    let result = try FileAttackTests().attack(["--mark-file", atLimit, "12", "2026"])
    #expect(result.status == 0 && result.outputText.hasSuffix("\n2026-12-25  Christmas, said again and again\n"))
  }
}

/// A pseudo-terminal whose follower end is swiftcal's standard output, read from the leader end.
final class PseudoTerminal {
  let leader: Int32
  let follower: Int32

  init() throws {
    // glibc declares these only for _XOPEN_SOURCE, which the Glibc module is not built with.
    let library = try #require(dlopen(nil, RTLD_NOW), "dlopen: no handle on the program")
    defer { dlclose(library) }
    typealias OpenLeader = @convention(c) (Int32) -> Int32
    typealias LeaderCall = @convention(c) (Int32) -> Int32
    typealias FollowerName = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
    func symbol<Function>(_ name: String, as type: Function.Type) throws -> Function {
      guard let address = dlsym(library, name) else { throw MissingFunction(name: name) }
      return unsafeBitCast(address, to: type)
    }
    leader = try symbol("posix_openpt", as: OpenLeader.self)(O_RDWR | O_NOCTTY)
    try #require(leader >= 0, "posix_openpt: \(errno)")
    try #require(try symbol("grantpt", as: LeaderCall.self)(leader) == 0, "grantpt: \(errno)")
    try #require(try symbol("unlockpt", as: LeaderCall.self)(leader) == 0, "unlockpt: \(errno)")
    let name = try #require(symbol("ptsname", as: FollowerName.self)(leader).map { String(cString: $0) })
    follower = open(name, O_RDWR | O_NOCTTY)
    try #require(follower >= 0, "open \(name): \(errno)")
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(follower, UInt(TIOCSWINSZ), &size)
  }

  deinit {
    close(leader)
    close(follower)
  }

  /// What has been written to the terminal so far (the child has ended).
  func readAll() throws -> [UInt8] {
    _ = fcntl(leader, F_SETFL, fcntl(leader, F_GETFL) | O_NONBLOCK)
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while case let count = read(leader, &chunk, chunk.count), count > 0 { bytes += chunk[..<count] }
    return bytes
  }
}

/// A function the C library does not have.
struct MissingFunction: Error {
  var name: String
}
