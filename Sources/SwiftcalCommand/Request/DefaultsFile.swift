// DefaultsFile: the defaults file's lines, read as options that come before the command line's.

import FileFormats

/// The defaults file (`$XDG_CONFIG_HOME/swiftcal/config`, else `~/.config/swiftcal/config`, or the file
/// `SWIFTCAL_CONFIG` names): a long option a line without its dashes, `name = value` or `name` alone, blank lines
/// and lines beginning with `#` ignored. Its options become items before the command line's, so that one parser
/// and one set of errors serve both; an option the command line gives replaces the file's (a repeatable one is
/// not added to them), as do the options that choose the same setting (`-y` the file's `three`).
///
///     holidays = JP
///     calendar = japanese
///     first-weekday = monday
package enum DefaultsFile {
  /// Whether the file applies to a run whose command line scanned as `commandLine`: not with `--no-config`; on a
  /// terminal always; on a pipe when the command asks for swiftcal's own output (`--json`, `--agenda`, `--format`
  /// other than text) or `isNamed` (`SWIFTCAL_CONFIG` named the file), so that `swiftcal 3 2026 | …` stays cal's
  /// bytes.
  package static func applies(
    to commandLine: [ArgumentItem], isTerminal: @autoclosure () -> Bool, isNamed: Bool
  ) -> Bool {
    var asksForOwnOutput = false
    // A switch on each item, not `for case`, whose match of the payload would make its tuple's type at run time.
    for item in commandLine {
      switch item {
      case .operand: continue
      case .option(let spec, let value):
        if spec.identifier == .noConfig { return false }
        if spec.identifier == .json || spec.identifier == .agenda
          || (spec.identifier == .format && value?.lowercased() != "text")
        {
          asksForOwnOutput = true
        }
      }
    }
    // The terminal is asked last, only when the command line does not settle it.
    return asksForOwnOutput || isNamed || isTerminal()
  }

  /// The options of the file `text`, read from `path`, that `commandLine` does not replace, as items to go
  /// before the command line's.
  /// - Throws: `UsageError.defaultsFile` naming the path and the line of the first line that is no option a
  ///   file may give, or whose value the option refuses.
  package static func items(fromText text: String, path: String, replacedBy commandLine: [ArgumentItem])
    throws(UsageError) -> [ArgumentItem]
  {
    // The settings the command line gives, by name (`setting(of:)`).
    var replaced: [String] = []
    for item in commandLine {
      if case .option(let spec, _) = item { replaced.append(setting(of: spec)) }
    }
    var items: [ArgumentItem] = []
    var settings = OptionSettings(firstWeekday: .sunday)
    // Lines walked in place rather than split into an array, a type start-up would have to set up on every run
    // that reads the file. A CRLF file's line ends are one character each, "\r\n".
    var rest = Substring(text)
    var number = 0
    while !rest.isEmpty {
      let end = rest.firstIndex(where: { $0 == "\n" || $0 == "\r\n" }) ?? rest.endIndex
      let content = String(rest[..<end]).trimmingSpaces()
      rest = end == rest.endIndex ? "" : rest[rest.index(after: end)...]
      number += 1
      if content.isEmpty || content.hasPrefix("#") { continue }
      func failure(_ message: String) -> UsageError { .defaultsFile(path: path, line: number, message: message) }
      let equals = content.firstIndex(of: "=")
      let name = String(content[..<(equals ?? content.endIndex)]).trimmingSpaces()
      let value = equals.map { String(content[content.index(after: $0)...]).trimmingSpaces() }
      guard let spec = optionTable.first(where: { $0.longName == name }) else {
        throw failure("unknown option '\(shown(name))': use an option's long name without dashes (holidays = JP)")
      }
      if DefaultsFile.isRefused(spec.identifier) {
        throw failure("'\(name)' cannot be a default: use it on the command line")
      }
      switch (spec.valueKind, value) {
      case (.required, nil):
        throw failure("'\(name)' needs a value: \(name) = \(spec.valueName)")
      case (.none, .some(let given)):
        throw failure("'\(name)' takes no value, but was given '\(shown(given))': write \(name) alone")
      default: break
      }
      // Each value is checked as the command line's would be, here where its line is known.
      do {
        try settings.apply(spec, value: value, decimalSeparator: { "." })
        if spec.identifier == .holidays, let value { _ = try HolidaySpecs.selections(value, option: name) }
      } catch {
        throw failure(error.description)
      }
      if replaced.contains(setting(of: spec)) { continue }
      items.append(.option(spec, value: value))
    }
    return items
  }

  /// Whether the option prints something other than a calendar or turns the file off: a file of defaults holds
  /// none. A switch rather than a set, whose type would be made at every start.
  private static func isRefused(_ identifier: OptionSpec.Identifier) -> Bool {
    switch identifier {
    case .help, .version, .generateManual, .generateCompletionScript, .easter, .orthodoxEaster, .noConfig: true
    default: false
    }
  }

  /// The name of the setting the option chooses, which the command line's options of that setting replace in
  /// the file: one for the months shown, one for the first weekday, one for the output's form; the option's
  /// own name for the others.
  private static func setting(of spec: OptionSpec) -> String {
    switch spec.identifier {
    case .one, .three, .months, .span, .year, .twelve: "months shown"
    case .sunday, .monday, .firstWeekday: "first weekday"
    case .json, .format, .interactive: "form"
    default: spec.longName
    }
  }
}
