// OptionSpec: one command-line option, described once for the parser, help, manual and completions.

/// One command-line option: the single description from which the parser, `--help`, the manual
/// page and the shell completions are all made, so they cannot disagree.
package struct OptionSpec: Hashable, Sendable {
  /// Whether the option takes a value, as getopt distinguishes them.
  package enum ValueKind: Hashable, Sendable {
    /// A flag (`-y`).
    case none
    /// A value in the same word or the next one (`-n 5`, `-n5`, `--months 5`, `--months=5`).
    case required
    /// A value only after `=` in the long form (`--week=40`); the short form takes none.
    case optional
  }

  /// The section of `--help` and the manual the option is listed in.
  package enum Group: String, CaseIterable, Sendable {
    case months = "What to show"
    case layout = "Layout"
    case color = "Colour"
    case marks = "Marked days"
    case calendars = "Other calendars, the moon and the sun"
    case other = "Other"
  }

  /// What the option means to the parser.
  package enum Identifier: Hashable, Sendable {
    /// Print the manual page or a shell's completion script instead of a calendar.
    case generateManual, generateCompletionScript
    case one, three, months, span, sunday, monday, julian, reform, iso, year, twelve, week, vertical
    case columns, color, today, help, version
    case fill, interactive, json, weekend
    /// Marked days (`--mark`, `--mark-file`) and the date of Easter (`-e`, `-o`).
    case mark, markFile, easter, orthodoxEaster
    /// Holidays of countries (`--holidays`).
    case holidays
    /// The user's own calendars, iCalendar files or folders of them (`--ics`).
    case ics
    case firstWeekday, weekNumbering, era
    /// Another calendar under each day (`--calendar`), the moon's phases (`--moon`), sunrise and sunset (`--sun`).
    case calendar, moon, sun
    /// Another calendar's months as the grid (`--main-calendar`).
    case mainCalendar
    /// The 24 solar terms (`--solar-terms`) and the rokuyō (`--rokuyo`) of East Asian almanacs.
    case solarTerms, rokuyo
    /// The digits of what swiftcal adds (`--digits`).
    case digits
    /// The output's form (`--format`) and the paper its pages are printed on (`--paper`).
    case format, paper
    /// Leave the defaults file unread (`--no-config`).
    case noConfig
    /// A line for each thing the days hold instead of the grid (`--agenda`).
    case agenda
  }

  package let identifier: Identifier
  /// The long name, without the dashes.
  package let longName: String
  /// The short letter, if any.
  package let shortName: Character?
  package let valueKind: ValueKind
  /// What the value is called in help (`N`, `WHEN`).
  package let valueName: String
  /// The values the option accepts when they are a fixed list (for help and completion).
  package let allowedValues: [String]
  /// One line for `--help`.
  package let summary: String
  package let group: Group
  /// What the manual page says of the option, when it has more to say than `summary`: whole
  /// sentences, plain text (the manual generator escapes it). Write it as one literal, a multi-line
  /// one with `\` line ends when long: the table is built on every run, and `+` would join at run time.
  package var details: String = ""
  /// Whether the option may be given more than once, each adding to the others (`--mark`).
  package var isRepeatable = false
  /// Whether the value is a file's path, which completion offers file names for.
  package var valueIsFile = false

  /// The option as help shows it: `-n, --months N`.
  package var synopsis: String {
    let short = shortName.map { "-\($0), " } ?? "    "
    switch valueKind {
    case .none: return "\(short)--\(longName)"
    case .required: return "\(short)--\(longName) \(valueName)"
    case .optional: return "\(short)--\(longName)[=\(valueName)]"
    }
  }
}

extension OptionSpec.Identifier {
  /// Whether util-linux `cal` 2.42 has the option: an abbreviation that is one of cal's and also begins one of
  /// swiftcal's own options means cal's, as cal reads it.
  package var isCalOption: Bool {
    switch self {
    case .one, .three, .months, .span, .sunday, .monday, .julian, .reform, .iso, .year, .twelve, .week, .vertical,
      .columns, .color, .help, .version:
      true
    default: false
    }
  }
}
