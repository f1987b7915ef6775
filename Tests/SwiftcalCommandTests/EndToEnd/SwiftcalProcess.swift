// Runs the built swiftcal executable as a child process, for the end-to-end tests. posix_spawn
// rather than Foundation's Process, because arguments must be able to hold bytes that are not
// UTF-8 and standard output must be able to be any file descriptor (a closed pipe, /dev/full).

import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How one run of swiftcal ended.
struct ProcessResult: CustomStringConvertible {
  /// The exit status, or 128 + the signal number when a signal ended the process (as shells say).
  var status: Int32
  var standardOutput: [UInt8]
  var standardError: [UInt8]

  var outputText: String { String(decoding: standardOutput, as: UTF8.self) }
  var errorText: String { String(decoding: standardError, as: UTF8.self) }

  var description: String {
    "status \(status), \(standardOutput.count) bytes out, stderr \(errorText.debugDescription)"
  }
}

/// Where the child's standard output goes.
enum OutputTarget {
  /// A pipe read to the end (the default).
  case capture
  /// An already open descriptor, such as /dev/full or the write end of a pipe someone else reads.
  case descriptor(Int32)
  /// No standard output at all (`swiftcal >&-`).
  case closed
}

enum SwiftcalProcess {
  /// The swiftcal executable built next to the test bundle (`swift build` and `swift test` put
  /// both in the same directory), or `nil` when there is none.
  static let executablePath: String? = {
    guard let testBinary = testBinaryPath() else { return nil }
    var directory = testBinary
    // The bundle is `…/debug/swiftcalPackageTests.xctest`, a file on Linux, a directory on macOS.
    while let slash = directory.lastIndex(of: "/") {
      directory = String(directory[..<slash])
      let candidate = directory + "/swiftcal"
      if access(candidate, X_OK) == 0 { return candidate }
      if directory.hasSuffix("/.build") || directory.isEmpty { break }
    }
    return nil
  }()

  /// The file these tests run from: /proc/self/exe where there is one (Linux); on macOS, which has
  /// no /proc, the image that holds this code as the dynamic loader names it (the bundle's binary,
  /// `…/debug/swiftcalPackageTests.xctest/Contents/MacOS/swiftcalPackageTests`), since the process
  /// there is a test runner of SwiftPM's or Xcode's, not the bundle.
  private static func testBinaryPath() -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if length > 0 { return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
    #if canImport(Darwin)
      var image = Dl_info()
      guard dladdr(#dsohandle, &image) != 0, let name = image.dli_fname else { return nil }
      return String(cString: name)
    #else
      return nil
    #endif
  }

  /// The executable, or a failed test saying how to build it.
  static func requireExecutable(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    try #require(
      executablePath, "no swiftcal executable next to the test bundle: run `swift build` before `swift test`",
      sourceLocation: sourceLocation)
  }

  /// A fixed environment, so that the user's locale, time zone and terminal never leak in.
  static let baseEnvironment = ["LC_ALL": "C", "TZ": "UTC", "PATH": "/usr/bin:/bin"]

  /// `baseEnvironment` as `posix_spawn` takes it.
  static var baseEnvironmentList: [String] { baseEnvironment.map { "\($0.key)=\($0.value)" } }

  /// Runs swiftcal with `arguments` (bytes, any encoding) in `baseEnvironment` changed by
  /// `environment` (a `nil` value removes the variable), with standard input empty.
  static func run(
    bytes arguments: [[UInt8]], environment: [String: String?] = [:], output: OutputTarget = .capture,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ProcessResult {
    let path = try requireExecutable(sourceLocation: sourceLocation)
    var variables: [String: String] = baseEnvironment
    for (name, value) in environment { variables[name] = value }
    let child = try spawn(
      path, arguments: arguments, environment: variables.map { "\($0.key)=\($0.value)" }, output: output)
    var result = ProcessResult(status: 0, standardOutput: [], standardError: [])
    (result.standardOutput, result.standardError, _) = drain(child.output, child.error)
    result.status = wait(for: child.pid)
    return result
  }

  /// Runs swiftcal with `arguments` given as text.
  static func run(
    _ arguments: [String], environment: [String: String?] = [:], output: OutputTarget = .capture,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ProcessResult {
    try run(
      bytes: arguments.map { Array($0.utf8) }, environment: environment, output: output,
      sourceLocation: sourceLocation)
  }

  /// A started child: its pid and the read ends of its standard output (-1 when not captured)
  /// and standard error.
  struct Child {
    var pid: pid_t
    var output: Int32
    var error: Int32
  }

  /// Starts `path` with standard input from /dev/null, standard output as `output` says and
  /// standard error into a pipe.
  static func spawn(_ path: String, arguments: [[UInt8]], environment: [String], output: OutputTarget) throws
    -> Child
  {
    var errorPipe: [Int32] = [-1, -1]
    var outputPipe: [Int32] = [-1, -1]
    try #require(pipe(&errorPipe) == 0, "pipe: \(errno)")
    // Close-on-exec, so that children other tests start meanwhile do not hold this child's pipes
    // open (dup2 gives the child's own 1 and 2 without the flag).
    for descriptor in errorPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    switch output {
    case .capture:
      try #require(pipe(&outputPipe) == 0, "pipe: \(errno)")
      for descriptor in outputPipe { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
      posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
    case .descriptor(let descriptor):
      posix_spawn_file_actions_adddup2(&actions, descriptor, 1)
    case .closed:
      posix_spawn_file_actions_addclose(&actions, 1)
    }
    posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
    for descriptor in outputPipe + errorPipe where descriptor > 2 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }

    let words = [Array(path.utf8)] + arguments
    let argv = words.map { word in strdup(word.map { CChar(bitPattern: $0) } + [0]) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    // The child starts as a shell would start it: no signal blocked and SIGPIPE's default action.
    // posix_spawn otherwise hands on the calling thread's mask, and the test runner's worker
    // threads block nearly every signal (a child left so could not be stopped by SIGTERM).
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var defaultSignals = sigset_t()
    sigemptyset(&defaultSignals)
    sigaddset(&defaultSignals, SIGPIPE)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid = pid_t()
    let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    close(errorPipe[1])
    if outputPipe[1] >= 0 { close(outputPipe[1]) }
    try #require(spawned == 0, "posix_spawn \(path): error \(spawned)")
    return Child(pid: pid, output: outputPipe[0], error: errorPipe[0])
  }

  /// Reads both descriptors to their ends at once (a child blocked on a full stderr pipe must not
  /// deadlock with a parent waiting on stdout), then closes them. -1 stands for no descriptor.
  /// With `secondsLeft`, stops when it reaches 0 and reports that it ran out (`expired`).
  static func drain(
    _ first: Int32, _ second: Int32, secondsLeft: (() -> Double)? = nil
  ) -> (first: [UInt8], second: [UInt8], expired: Bool) {
    var collected: [[UInt8]] = [[], []]
    var open = [first, second]
    var chunk = [UInt8](repeating: 0, count: 65_536)
    var expired = false
    while open.contains(where: { $0 >= 0 }) {
      var timeout: Int32 = -1
      if let secondsLeft {
        let left = secondsLeft()
        guard left > 0 else {
          expired = true
          break
        }
        timeout = Int32(left * 1000) + 1
      }
      var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      guard poll(&polled, nfds_t(polled.count), timeout) >= 0 else {
        if errno == EINTR { continue }
        break
      }
      for index in open.indices where open[index] >= 0 && polled[index].revents != 0 {
        let count = read(open[index], &chunk, chunk.count)
        if count > 0 {
          collected[index] += chunk[..<count]
        } else if count == 0 || errno != EINTR {
          close(open[index])
          open[index] = -1
        }
      }
    }
    for descriptor in open where descriptor >= 0 { close(descriptor) }
    return (collected[0], collected[1], expired)
  }

  /// Waits for `pid` and returns its status as a shell reports it.
  static func wait(for pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }
}
