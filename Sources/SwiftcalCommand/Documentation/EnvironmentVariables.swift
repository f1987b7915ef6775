// environmentVariables: the variables swiftcal reads, for --help and the manual page.

/// An environment variable that changes what swiftcal prints, as `--help` and the manual page
/// describe it. Both are made from `environmentVariables`, so they list the same ones.
package struct EnvironmentVariable: Hashable, Sendable {
  /// The variable's names, several when they do one job in turn (`LC_ALL`, `LC_TIME`, `LANG`).
  package let names: [String]
  /// One line for `--help`.
  package let summary: String
  /// What the manual page says: whole sentences, plain text.
  package let details: String
}

/// The environment variables swiftcal reads.
package let environmentVariables: [EnvironmentVariable] = [
  EnvironmentVariable(
    names: ["LC_ALL", "LC_TIME", "LANG"],
    summary: "the locale of month and weekday names and of the first weekday (the first one set wins)",
    details: "The locale whose month names, weekday names and first day of the week swiftcal uses; the first of "
      + "these that is set wins, as setlocale(3) reads them. Month names given as arguments are read in the same "
      + "locale, and in English. An unknown locale falls back to C (English names, weeks starting on Sunday) "
      + "without a message."),
  EnvironmentVariable(
    names: ["NO_COLOR"],
    summary: "set and not empty: no colour unless --color=always",
    details: "When set and not empty, no colour unless --color=always is given."),
  EnvironmentVariable(
    names: ["SWIFTCAL_COLORS"],
    summary: "colours as key=SGR pairs, such as today=7:sunday=31:saturday=34",
    details: "The colours of the calendar's parts, in the style of GREP_COLORS: key=value pairs separated by "
      + "colons, the keys today, sunday, saturday, weekend (both), header, adjacent, weeknumber and mark (marked "
      + "days, 4 by default), the values SGR parameters such as 7 (reverse video), 1 (bold), 4 (underlined), 31 (red) "
      + "or 34 (blue), or empty for no colour. Unknown "
      + "keys and bad values are ignored."),
  EnvironmentVariable(
    names: ["COLUMNS"],
    summary: "the width --columns auto fits when no terminal size is known (default 80)",
    details: "The output's width in columns when it is not a terminal whose size can be read; --columns auto fits "
      + "the months into it. The default is 80."),
  EnvironmentVariable(
    names: ["TERM"],
    summary: "dumb: no colour unless --color=always",
    details: "When it is dumb, no colour unless --color=always is given."),
]
