// End to end: what swiftcal does when its output cannot be written, or is read slowly.

import SwiftcalTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ten thousand years of months, about 21 MB (the long sweep's).
private let hugeRange = ["--today=2026-11-30", "-n", "120000", "1", "2026"]
/// A thousand years, about 2 MB (the long sweep's).
private let largeRange = ["--today=2026-11-30", "-n", "12000", "1", "2026"]
/// A hundred years, about 200 kB: three times what a Linux pipe holds, and made in a tenth of a
/// second by a debug build.
private let mediumRange = ["--today=2026-11-30", "-n", "1200", "1", "2026"]

/// Whether there is a /dev/full, a device whose every write fails with ENOSPC: Linux has one,
/// macOS has none, so the full-disk tests are skipped there.
private let hasDevFull = access("/dev/full", W_OK) == 0
private let noDevFull: Comment = "no /dev/full here (Linux has one, macOS has none)"

@Suite("Output faults, end to end")
struct OutputFaultTests {
  @Test(
    "a reader that has gone away ends swiftcal quietly with status 0",
    arguments: [["--today=2026-11-30"], ["--today=2026-11-30", "-y"], mediumRange])
  func closedPipe(_ arguments: [String]) throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    close(ends[0])  // no reader at all: the first write fails with EPIPE
    let result = try SwiftcalProcess.run(arguments, output: .descriptor(ends[1]))
    close(ends[1])
    #expect(result.status == 0, "\(result)")
    #expect(result.standardError.isEmpty, "\(result)")
  }

  /// Columns: swiftcal's arguments, head's arguments, arguments whose output starts with what
  /// head prints (a long range starts as three months do), how much of it head prints.
  @Test(
    "head takes what it wants and swiftcal stays quiet",
    arguments: [
      (["--today=2026-11-30", "-y"], "-1", ["--today=2026-11-30", "-y"], -1),
      (mediumRange, "-c 100", ["--today=2026-11-30", "-n", "3", "1", "2026"], 100),
    ])
  func head(_ arguments: [String], _ headArguments: String, _ sameStart: [String], _ byteCount: Int) throws {
    try Self.checkHead(arguments, headArguments, sameStart, byteCount)
  }

  static func checkHead(_ arguments: [String], _ headArguments: String, _ sameStart: [String], _ byteCount: Int)
    throws
  {
    let swiftcal = try SwiftcalProcess.requireExecutable()
    let reference = try SwiftcalProcess.run(sameStart)
    try #require(reference.status == 0, "\(reference)")
    let expected = byteCount < 0
      ? Array(reference.standardOutput.prefix { $0 != UInt8(ascii: "\n") }) + [UInt8(ascii: "\n")]
      : Array(reference.standardOutput.prefix(byteCount))
    let script = "set -o pipefail; \"$0\" \"$@\" | head \(headArguments)"
    let child = try SwiftcalProcess.spawn(
      "/bin/bash", arguments: (["-c", script, swiftcal] + arguments).map { Array($0.utf8) },
      environment: SwiftcalProcess.baseEnvironmentList, output: .capture)
    let (output, error, _) = SwiftcalProcess.drain(child.output, child.error)
    let status = SwiftcalProcess.wait(for: child.pid)
    #expect(status == 0, "pipefail: swiftcal or head failed; stderr \(String(decoding: error, as: UTF8.self))")
    #expect(error.isEmpty, "\(String(decoding: error, as: UTF8.self))")
    #expect(output == expected)
  }

  @Test("a reader that stops after 100 bytes ends swiftcal quietly")
  func readerStops() throws {
    let path = try SwiftcalProcess.requireExecutable()
    let child = try SwiftcalProcess.spawn(
      path, arguments: mediumRange.map { Array($0.utf8) },
      environment: SwiftcalProcess.baseEnvironmentList, output: .capture)
    var first = [UInt8](repeating: 0, count: 100)
    var received = 0
    while received < first.count {
      let count = first.withUnsafeMutableBytes { read(child.output, $0.baseAddress! + received, 100 - received) }
      guard count > 0 else { break }
      received += count
    }
    close(child.output)
    let (_, error, _) = SwiftcalProcess.drain(-1, child.error)
    let status = SwiftcalProcess.wait(for: child.pid)
    #expect(received == 100)
    #expect(String(decoding: first.prefix(20), as: UTF8.self) == "    January 2026    ")
    #expect(status == 0)
    #expect(error.isEmpty, "\(String(decoding: error, as: UTF8.self))")
  }

  /// Columns: the arguments. The message is the C library's for ENOSPC in the `C` locale swiftcal
  /// runs in (not `strerror` here: other tests change this process's locale).
  @Test(
    "a full disk is reported with status 1", .enabled(if: hasDevFull, noDevFull),
    arguments: [["--today=2026-11-30"], mediumRange, ["--help"], ["--version"]])
  func fullDisk(_ arguments: [String]) throws {
    let full = open("/dev/full", O_WRONLY)
    try #require(full >= 0, "no /dev/full")
    defer { close(full) }
    let result = try SwiftcalProcess.run(arguments, output: .descriptor(full))
    #expect(result.status == 1, "\(result)")
    #expect(result.errorText == "swiftcal: write error: No space left on device\n")
  }

  @Test("a closed standard output is reported with status 1")
  func closedOutput() throws {
    let result = try SwiftcalProcess.run(["--today=2026-11-30"], output: .closed)
    #expect(result.status == 1, "\(result)")
    #expect(result.errorText == "swiftcal: write error: Bad file descriptor\n")
  }

  @Test("an error message that cannot be written still ends with status 1", .enabled(if: hasDevFull, noDevFull))
  func fullStandardError() throws {
    let swiftcal = try SwiftcalProcess.requireExecutable()
    let child = try SwiftcalProcess.spawn(
      "/bin/sh", arguments: ["-c", #""$0" 13 2026 2>/dev/full"#, swiftcal].map { Array($0.utf8) },
      environment: SwiftcalProcess.baseEnvironmentList, output: .capture)
    let (output, error, _) = SwiftcalProcess.drain(child.output, child.error)
    #expect(SwiftcalProcess.wait(for: child.pid) == 1)
    #expect(output.isEmpty)
    #expect(error.isEmpty)
  }

  /// A long range through a pipe whose reader sleeps between small reads must arrive byte for
  /// byte as it does in a file, whether the pipe blocks or not (a non-blocking pipe makes
  /// `write` fail with EAGAIN whenever it is full).
  /// Columns: the arguments, whether the pipe is non-blocking, the least output expected.
  @Test(
    "a slow reader loses nothing",
    arguments: [(mediumRange, false, 200_000), (mediumRange, true, 200_000)])
  func slowReader(_ arguments: [String], nonBlocking: Bool, leastSize: Int) throws {
    try Self.checkSlowReader(arguments, nonBlocking: nonBlocking, leastSize: leastSize)
  }

  static func checkSlowReader(_ arguments: [String], nonBlocking: Bool, leastSize: Int) throws {
    let path = try SwiftcalProcess.requireExecutable()
    var template = Array("/tmp/swiftcal-output-XXXXXX".utf8CString)
    let file = mkstemp(&template)
    try #require(file >= 0)
    defer {
      close(file)
      unlink(template)
    }
    let toFile = try SwiftcalProcess.run(arguments, output: .descriptor(file))
    try #require(toFile.status == 0, "\(toFile)")
    let fileSize = Int(lseek(file, 0, SEEK_END))
    var expected = [UInt8](repeating: 0, count: fileSize)
    #expect(pread(file, &expected, fileSize, 0) == fileSize)

    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    if nonBlocking { _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK) }
    let child = try SwiftcalProcess.spawn(
      path, arguments: arguments.map { Array($0.utf8) },
      environment: SwiftcalProcess.baseEnvironmentList, output: .descriptor(ends[1]))
    close(ends[1])
    var received: [UInt8] = []
    received.reserveCapacity(fileSize)
    var chunk = [UInt8](repeating: 0, count: 16_384)
    var reads = 0
    while true {
      let count = read(ends[0], &chunk, chunk.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      received += chunk[..<count]
      reads += 1
      if reads % 4 == 0 { usleep(1_000) }
    }
    close(ends[0])
    let (_, error, _) = SwiftcalProcess.drain(-1, child.error)
    #expect(SwiftcalProcess.wait(for: child.pid) == 0)
    #expect(error.isEmpty, "\(String(decoding: error, as: UTF8.self))")
    #expect(fileSize > leastSize, "the output is \(fileSize) bytes")
    #expect(received.count == fileSize)
    #expect(received == expected)
  }
}

/// The same faults with outputs of 2 and 21 MB, which a debug build takes seconds to make.
@Suite("Output faults with large outputs", .longSweep)
struct LongOutputFaultTests {
  @Test("head -c 100 of 120000 months: swiftcal stays quiet")
  func headOfTheLargestOutput() throws {
    try OutputFaultTests.checkHead(hugeRange, "-c 100", ["--today=2026-11-30", "-n", "3", "1", "2026"], 100)
  }

  /// Columns: the arguments, whether the pipe is non-blocking, the least output expected.
  @Test("a slow reader loses nothing", arguments: [(hugeRange, false, 20_000_000), (largeRange, true, 2_000_000)])
  func slowReader(_ arguments: [String], nonBlocking: Bool, leastSize: Int) throws {
    try OutputFaultTests.checkSlowReader(arguments, nonBlocking: nonBlocking, leastSize: leastSize)
  }

  /// Columns: the arguments.
  @Test(
    "a reader that has gone away, or a full disk, with 12000 months", .enabled(if: hasDevFull, noDevFull),
    arguments: [largeRange])
  func closedPipeAndFullDisk(_ arguments: [String]) throws {
    try OutputFaultTests().closedPipe(arguments)
    try OutputFaultTests().fullDisk(arguments)
  }
}
