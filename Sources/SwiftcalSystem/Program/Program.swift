// Program: the edge that gathers the world into values, runs the pure stages, and writes once.

import SwiftcalCommand

/// The command's edge: reads the arguments, the locale, the clock, the environment and the
/// terminal, hands them to SwiftcalCommand's pure stages as values, and writes the result once.
package enum Program {
  /// Runs swiftcal on the process's command line and exits with its status: on `argumentBytes`,
  /// the words after the program's name when the caller has them already, else on those the Swift
  /// runtime gives (`CommandLine`).
  package static func main(argumentBytes: [[UInt8]]? = nil) -> Never {
    Platform.exit(run(argumentBytes: argumentBytes ?? Platform.argumentBytes()))
  }

  /// Runs swiftcal on the command line's words as bytes (without the program name) and returns
  /// its exit status: 0 on success, 1 on a usage or write error. Words that are not UTF-8 are
  /// refused before anything else is read.
  static func run(argumentBytes: [[UInt8]]) -> Int32 {
    let arguments: [String]
    do {
      arguments = try decodeArguments(argumentBytes)
    } catch {
      return reportFailure(error.description)
    }
    let names = LocaleReader.current()
    let command: Command
    do {
      command = try Invocation.parse(
        items: withDefaults(scanArguments(arguments)), now: Platform.now(), zone: Platform.localZone, names: names,
        decimalSeparator: Platform.decimalSeparator, sources: sourceReader)
    } catch {
      return reportFailure(error.description)
    }
    if case .show(let request) = command {
      reportWarnings(request.warnings)
    }
    let output: TextBuffer
    switch command {
    case .help: output = TextBuffer(helpText())
    case .version: output = TextBuffer(versionText())
    case .manual: output = TextBuffer(manualPage())
    case .completionScript(let shell): output = TextBuffer(completionScript(for: shell))
    case .date(let date): output = TextBuffer("\(date)\n")
    case .calendarList: output = TextBuffer(calendarListText())
    case .reformCountryList: output = TextBuffer(reformCountryListText())
    case .holidayList: output = TextBuffer(holidayCountryListText())
    case .show(let request):
      let terminal = currentTerminal()
      let style = Style(
        mode: request.colorMode, isTerminal: terminal.isTerminal, environment: Platform.environmentValue,
        colorFiles: ColorFileReader.files)
      switch request.presentation {
      case .text:
        // Written as it is made, 128 KiB at a time, so that `-n 3000000` is never held whole.
        Platform.ignoreBrokenPipe()
        var result = Platform.WriteResult.written
        let write = { (part: TextBuffer) -> Bool in
          result = part.withBytes { Platform.writeAll($0, to: Platform.standardOutput) }
          return result == .written
        }
        output =
          request.agendaDays == nil
          ? renderCalendar(request, names: names, style: style, terminal: terminal, emit: write)
          : renderAgenda(request, names: names, style: style, emit: write)
        if result != .written { return exitStatus(after: result) }
      case .json:
        Platform.ignoreBrokenPipe()
        let status = writeJSON(request, names: names)
        reportWarnings(eventWarnings(of: request))
        return status
      case .html, .svg:
        Platform.ignoreBrokenPipe()
        let status = writePage(request, names: names)
        reportWarnings(eventWarnings(of: request))
        return status
      case .ics:
        Platform.ignoreBrokenPipe()
        return writeICalendar(request)
      case .interactive: return TerminalBrowser.run(request, names: names)
      }
    }
    Platform.ignoreBrokenPipe()
    let status = exitStatus(after: output.withBytes { Platform.writeAll($0, to: Platform.standardOutput) })
    if case .show(let request) = command { reportWarnings(eventWarnings(of: request)) }
    return status
  }

  /// Prints each of `warnings` on standard error as `swiftcal: warning: …`.
  static func reportWarnings(_ warnings: [String]) {
    for warning in warnings {
      _ = Platform.writeAll(Array("swiftcal: warning: \(warning)\n".utf8), to: Platform.standardError)
    }
  }

  /// How the request reads the files and locale data its options name: from the system.
  static let sourceReader = SourceReader(
    files: MarkFileLoader.world, eras: LocaleReader.eras, holidays: holidayEnvironment, events: EventFileLoader.world)

  /// `SWIFTCAL_HOLIDAYS` when standard output is a terminal, and the messages' locale, as the C library's
  /// `setlocale` would choose it: `LC_ALL`, else `LC_MESSAGES`, else `LANG`, each when set and not empty.
  @Sendable static func holidayEnvironment() -> HolidayEnvironment {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { Platform.environmentValue($0) }
      .first { !$0.isEmpty }
    // Read on every run: the terminal is asked only when the variable is set, which it mostly is not.
    let spec = Platform.environmentValue("SWIFTCAL_HOLIDAYS")
    let defaultSpec = spec != nil && Platform.isTerminal(Platform.standardOutput) ? spec : nil
    return HolidayEnvironment(defaultSpec: defaultSpec, messagesLocale: locale ?? "C")
  }

  /// Standard output's terminal, if it is one, and its width.
  static func currentTerminal() -> TerminalInfo {
    let isTerminal = Platform.isTerminal(Platform.standardOutput)
    return TerminalInfo(
      isTerminal: isTerminal,
      windowColumns: isTerminal ? Platform.windowSize(of: Platform.standardOutput)?.columns : nil,
      columnsVariable: Platform.environmentValue("COLUMNS"))
  }

  /// The exit status after writing the output: success when it was all written or its reader
  /// went away early (as `cal | head -1` ends quietly), else the failure, reported.
  static func exitStatus(after result: Platform.WriteResult) -> Int32 {
    switch result {
    case .written, .readerGone: return 0
    case .failed(let error): return reportFailure("write error: \(error)")
    }
  }

  /// Prints `swiftcal: message` on standard error and returns the failure status.
  static func reportFailure(_ message: String) -> Int32 {
    _ = Platform.writeAll(Array("swiftcal: \(message)\n".utf8), to: Platform.standardError)
    return 1
  }
}
