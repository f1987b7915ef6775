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
    names: ["SWIFTCAL_CONFIG", "XDG_CONFIG_HOME", "HOME"],
    summary: "the defaults file: SWIFTCAL_CONFIG's, else $XDG_CONFIG_HOME/swiftcal/config or ~/.config/swiftcal/config",
    details: "The file of defaults swiftcal reads (see --no-config): the file SWIFTCAL_CONFIG names, which must "
      + "exist and applies on a pipe too; else $XDG_CONFIG_HOME/swiftcal/config when XDG_CONFIG_HOME is an "
      + "absolute path, else $HOME/.config/swiftcal/config, which apply on a terminal, or on a pipe with --json, "
      + "--agenda or --format other than text. A file that is not there is no error."),
  EnvironmentVariable(
    names: ["NO_COLOR"],
    summary: "set and not empty: no colour unless --color=always",
    details: "When set and not empty, no colour unless --color=always is given."),
  EnvironmentVariable(
    names: ["SWIFTCAL_COLORS"],
    summary: "colours as key=SGR pairs, such as today=7:sunday=31:saturday=34",
    details: "The colours of the calendar's parts, in the style of GREP_COLORS: key=value pairs separated by "
      + "colons, the keys today, sunday (the weekend's day of rest: Sunday, Saturday in Israel, Friday where the "
      + "weekend has Friday and no Sunday), saturday (the weekend's other days), weekend (both), workday, header, "
      + "adjacent, weeknumber, weeks "
      + "(the other week numbers), mark (marked days, 4 by default), moon (--moon's phase days, 1 by default), "
      + "holiday (--holidays' days, 31 by default; a make-up working day takes workday's colour), event (--ics' days, 4 by default) and othercalendar (--calendar's rows and titles, 90 by default), the values SGR parameters such as 7 "
      + "(reverse video), 1 (bold), 4 (underlined), 31 (red) or 34 (blue), or empty for no colour. Unknown keys and "
      + "bad values are ignored. When set, it replaces cal's terminal-colors.d scheme."),
  EnvironmentVariable(
    names: ["SWIFTCAL_HOLIDAYS"],
    summary: "holidays to show when writing to a terminal, as --holidays takes them (JP, US-CA)",
    details: "The holidays shown when standard output is a terminal and --holidays is not given, written as "
      + "--holidays' value (JP, US-CA, DE-BY,AT). In a pipe only --holidays adds holidays, so that scripts that "
      + "read cal's output get cal's bytes."),
  EnvironmentVariable(
    names: ["TZ", "TZDIR"],
    summary: "the zone of today's date and of --ics' events; where the zone files are (/usr/share/zoneinfo)",
    details: "TZ is the time zone today's date is read in (by the C library) and --ics' events are shown in: unset, "
      + "/etc/localtime; a name such as Asia/Tokyo (or :Asia/Tokyo), a file of the zone database; an absolute path, "
      + "that TZif file; otherwise a POSIX rule such as EST5EDT,M3.2.0,M11.1.0; UTC when none can be read, as glibc "
      + "falls back to it. swiftcal reads the TZif files itself, from TZDIR when it is set and not empty, else "
      + "from /usr/share/zoneinfo; an event's TZID that no VTIMEZONE of its file defines is looked for there."),
  EnvironmentVariable(
    names: ["XDG_CONFIG_HOME", "HOME"],
    summary: "where cal's terminal-colors.d is: cal.disable, cal.enable, cal.scheme (else /etc)",
    details: "util-linux's colour files are read from $XDG_CONFIG_HOME/terminal-colors.d (or "
      + "$HOME/.config/terminal-colors.d), or from /etc/terminal-colors.d when that directory cannot be read, as "
      + "cal reads them, and only when standard output is a terminal with colours. Files are named "
      + "[cal][@TERM].disable, .enable or .scheme; the most specific wins. Without --color, a disable file that "
      + "outranks every enable file turns colour off. A scheme file holds lines of a role and a colour: the roles "
      + "today, weekend, workday, header, weeknumber (the week asked for) and weeks (the other week numbers); the "
      + "colours names (blue, lightred, reverse), SGR parameters (1;34) or \\e[...m sequences."),
  EnvironmentVariable(
    names: ["COLUMNS"],
    summary: "the terminal's width when its size cannot be read (default 80)",
    details: "The terminal's width in columns when its size cannot be read; --columns auto and the default of "
      + "three months side by side fit the months into it. When the output is not a terminal, it is not read: "
      + "three months go side by side, as in cal. The default is 80."),
  EnvironmentVariable(
    names: ["TERM", "TERMINFO", "TERMINFO_DIRS"],
    summary: "no colour for dumb or a terminal whose terminfo entry has no colours",
    details: "The terminal's type, whose compiled terminfo entry (looked up in $TERMINFO, ~/.terminfo, "
      + "$TERMINFO_DIRS, /etc/terminfo, /lib/terminfo and /usr/share/terminfo) must declare colours for auto to "
      + "colour, as in cal: vt100, an unknown type, an empty or unset TERM, or dumb mean no colour unless "
      + "--color=always is given."),
]
