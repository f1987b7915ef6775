// OptionSettings' marks: the --mark rules and --mark-file files as the facts a request shows.

import CalendarCore
import FileFormats

extension OptionSettings {
  /// The `--mark` and `--mark-file` options as sources, each `--mark` rule read under `reform`.
  func markSources() throws(UsageError) -> [MarkSource] {
    var sources: [MarkSource] = []
    for (text, isFile) in markTexts {
      if isFile {
        guard !text.isEmpty else {
          let option = OptionSpec.Identifier.markFile.longOption
          throw .commandLine(.invalidValue(option: option, value: text, expected: "a file or -"))
        }
        sources.append(.file(path: text))
        continue
      }
      // The label follows the first `=`: `Easter+1=Easter Monday`.
      let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let rule = DateRule(String(parts[0]), reform: reform) else {
        throw .commandLine(.invalidMark(String(parts[0])))
      }
      sources.append(.rule(rule, label: parts.count > 1 ? markLabel(parts[1]) : ""))
    }
    return sources
  }

  /// The facts the request shows: the marks of `--mark` and `--mark-file` in the order given, files
  /// read through `sources`.
  func facts(reading sources: SourceReader) throws(UsageError) -> DayFacts {
    var facts = DayFacts()
    if !markTexts.isEmpty {
      let sourcesGiven = try markSources()
      do {
        facts.add(try markedDays(from: sourcesGiven, reform: reform, world: sources.files), named: "marks")
      } catch {
        throw .markFile(error)
      }
    }
    return facts
  }
}
