// swiftcal — MIT licence.

/// One command-line option: the single description from which the parser, `--help`, the manual
/// page and the shell completions are all made, so they cannot disagree.
public struct OptionSpec: Hashable, Sendable {
  /// Whether the option takes a value, as getopt distinguishes them.
  public enum ValueKind: Hashable, Sendable {
    /// A flag (`-y`).
    case none
    /// A value in the same word or the next one (`-n 5`, `-n5`, `--months 5`, `--months=5`).
    case required
    /// A value only after `=` in the long form (`--week=40`); the short form takes none.
    case optional
  }

  /// The section of `--help` and the manual the option is listed in.
  public enum Group: String, CaseIterable, Sendable {
    case months = "What to show"
    case layout = "Layout"
    case color = "Colour"
    case other = "Other"
  }

  /// What the option means to the parser.
  public enum Identifier: Hashable, Sendable {
    case one, three, months, span, sunday, monday, julian, reform, iso, year, twelve, week, vertical
    case columns, color, today, help, version
    case fill, interactive, json, weekend
  }

  public let identifier: Identifier
  /// The long name, without the dashes.
  public let longName: String
  /// The short letter, if any.
  public let shortName: Character?
  public let valueKind: ValueKind
  /// What the value is called in help (`N`, `WHEN`).
  public let valueName: String
  /// The values the option accepts when they are a fixed list (for help and completion).
  public let allowedValues: [String]
  /// One line for `--help`.
  public let summary: String
  public let group: Group

  /// The option as help shows it: `-n, --months N`.
  public var synopsis: String {
    let short = shortName.map { "-\($0), " } ?? "    "
    switch valueKind {
    case .none: return "\(short)--\(longName)"
    case .required: return "\(short)--\(longName) \(valueName)"
    case .optional: return "\(short)--\(longName)[=\(valueName)]"
    }
  }
}

/// Every option swiftcal accepts.
public let optionTable: [OptionSpec] = [
  OptionSpec(
    identifier: .one, longName: "one", shortName: "1", valueKind: .none, valueName: "", allowedValues: [],
    summary: "show only one month (the default)", group: .months),
  OptionSpec(
    identifier: .three, longName: "three", shortName: "3", valueKind: .none, valueName: "", allowedValues: [],
    summary: "show the month before, the month and the month after", group: .months),
  OptionSpec(
    identifier: .months, longName: "months", shortName: "n", valueKind: .required, valueName: "N",
    allowedValues: [], summary: "show N months from the month (1-\(Limits.maximumMonthCount))", group: .months),
  OptionSpec(
    identifier: .span, longName: "span", shortName: "S", valueKind: .none, valueName: "", allowedValues: [],
    summary: "centre the months shown on the month", group: .months),
  OptionSpec(
    identifier: .year, longName: "year", shortName: "y", valueKind: .none, valueName: "", allowedValues: [],
    summary: "show the whole year", group: .months),
  OptionSpec(
    identifier: .twelve, longName: "twelve", shortName: "Y", valueKind: .none, valueName: "", allowedValues: [],
    summary: "show twelve months from the month", group: .months),
  OptionSpec(
    identifier: .today, longName: "today", shortName: "H", valueKind: .required, valueName: "YYYY-MM-DD",
    allowedValues: [], summary: "take this date as today (default: the clock)", group: .months),
  OptionSpec(
    identifier: .sunday, longName: "sunday", shortName: "s", valueKind: .none, valueName: "", allowedValues: [],
    summary: "start weeks on Sunday (default: the locale's first day)", group: .layout),
  OptionSpec(
    identifier: .monday, longName: "monday", shortName: "m", valueKind: .none, valueName: "", allowedValues: [],
    summary: "start weeks on Monday", group: .layout),
  OptionSpec(
    identifier: .julian, longName: "julian", shortName: "j", valueKind: .none, valueName: "", allowedValues: [],
    summary: "number days by day of the year (1-366)", group: .layout),
  OptionSpec(
    identifier: .week, longName: "week", shortName: "w", valueKind: .optional, valueName: "N", allowedValues: [],
    summary: "show week numbers (ISO with -m, US otherwise); =N shows week N", group: .layout),
  OptionSpec(
    identifier: .vertical, longName: "vertical", shortName: "v", valueKind: .none, valueName: "",
    allowedValues: [], summary: "show days in columns, weekdays down the side", group: .layout),
  OptionSpec(
    identifier: .fill, longName: "fill", shortName: "f", valueKind: .none, valueName: "", allowedValues: [],
    summary: "show the adjacent months' days around each month (grey in colour)", group: .layout),
  OptionSpec(
    identifier: .columns, longName: "columns", shortName: "c", valueKind: .required, valueName: "N|auto",
    allowedValues: ["auto"], summary: "months side by side (1-\(Limits.maximumColumns)), or fit the terminal",
    group: .layout),
  OptionSpec(
    identifier: .reform, longName: "reform", shortName: nil, valueKind: .required, valueName: "WHEN",
    allowedValues: ["1752", "gregorian", "iso", "julian"],
    summary: "the Julian-to-Gregorian switch: 1752 (default), gregorian, iso or julian", group: .layout),
  OptionSpec(
    identifier: .iso, longName: "iso", shortName: nil, valueKind: .none, valueName: "", allowedValues: [],
    summary: "Gregorian rules for every date (--reform iso)", group: .layout),
  OptionSpec(
    identifier: .color, longName: "color", shortName: nil, valueKind: .optional, valueName: "WHEN",
    allowedValues: ["auto", "always", "never"],
    summary: "colour today, weekends and week N: auto (default), always, never", group: .color),
  OptionSpec(
    identifier: .weekend, longName: "weekend", shortName: nil, valueKind: .required, valueName: "DAYS",
    allowedValues: weekendDayNames,
    summary: "weekend days, e.g. fri,sat; SWIFTCAL_COLORS=ROLE=SGR:... colours today, sunday, saturday, "
      + "header, adjacent, weeknumber (e.g. today=7:adjacent=90)",
    group: .color),
  OptionSpec(
    identifier: .interactive, longName: "interactive", shortName: "i", valueKind: .none, valueName: "",
    allowedValues: [], summary: "browse months full-screen: arrows or h/l/k/j move, t today, ? keys, q quits",
    group: .other),
  OptionSpec(
    identifier: .json, longName: "json", shortName: nil, valueKind: .none, valueName: "", allowedValues: [],
    summary: "print the months as JSON: 42 cells each, with dates, weekdays and week numbers", group: .other),
  OptionSpec(
    identifier: .help, longName: "help", shortName: "h", valueKind: .none, valueName: "", allowedValues: [],
    summary: "print this help and exit", group: .other),
  OptionSpec(
    identifier: .version, longName: "version", shortName: "V", valueKind: .none, valueName: "", allowedValues: [],
    summary: "print the version and exit", group: .other),
]
