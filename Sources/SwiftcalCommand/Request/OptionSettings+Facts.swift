// OptionSettings' marks: the --mark rules and --mark-file files as the facts a request shows.

import CalendarCore

extension OptionSettings {
  /// The `--mark` and `--mark-file` options as sources, each `--mark` rule read under `reform`.
  func markSources() throws(UsageError) -> [MarkSource] {
    var sources: [MarkSource] = []
    for (text, isFile) in markTexts {
      if isFile {
        guard !text.isEmpty else {
          throw .invalidValue(option: OptionSpec.Identifier.markFile.longOption, value: text, expected: "a file or -")
        }
        sources.append(.file(path: text))
        continue
      }
      // The label follows the first `=`: `Easter+1=Easter Monday`.
      let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let rule = DateRule(String(parts[0]), reform: reform) else { throw .invalidMark(String(parts[0])) }
      sources.append(.rule(rule, label: parts.count > 1 ? markLabel(parts[1]) : ""))
    }
    return sources
  }

  /// The facts the request shows: the marks of `--mark` and `--mark-file` in the order given, files
  /// read through `sources`.
  func facts(reading sources: SourceReader) throws(UsageError) -> DayFacts {
    var facts = DayFacts()
    if !markTexts.isEmpty {
      facts.add(try markedDays(from: markSources(), reform: reform, world: sources.files), named: "marks")
    }
    return facts
  }
}
