// ShellRunner: runs real tools on generated scripts and pages.

import Foundation

/// Runs programs for the tests that check generated scripts and pages with real tools. Scripts and
/// pages go to the tools on standard input, so that the tests leave no files behind.
enum ShellRunner {
  /// The absolute path of `program` on `PATH` (or in /usr/bin, /bin), or `nil` when it is not installed.
  static func find(_ program: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let directories = path.split(separator: ":").map(String.init) + ["/usr/bin", "/bin"]
    return directories.map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// What a run printed and how it ended.
  struct Result {
    var status: Int32
    var output: String
    var errors: String
  }

  /// Runs `program` with `arguments`, `input` on its standard input, and waits for it.
  static func run(_ program: String, _ arguments: [String], input: String = "") throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let inputPipe = Pipe()
    let outputPipe = Pipe()
    let errorPipe = Pipe()
    process.standardInput = inputPipe
    process.standardOutput = outputPipe
    process.standardError = errorPipe
    try process.run()
    inputPipe.fileHandleForWriting.write(Data(input.utf8))
    try inputPipe.fileHandleForWriting.close()
    // Read the pipes before waiting, so a full pipe cannot stall the child; the tools run here
    // write little on standard error, so reading it second cannot stall either.
    let output = outputPipe.fileHandleForReading.readDataToEndOfFile()
    let errors = errorPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self))
  }
}
