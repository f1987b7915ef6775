// usageExamples: command lines and what they show, for --help and the manual page.

/// A command line and what it shows, for `--help` and the manual page's EXAMPLES.
package struct UsageExample: Hashable, Sendable {
  /// The command, as typed at a shell prompt.
  package let command: String
  /// What it shows.
  package let meaning: String
  /// Whether `--help` shows it too; the manual page shows every example.
  package let isInHelp: Bool
}

/// The examples, the ones for `--help` first.
package let usageExamples: [UsageExample] = [
  UsageExample(command: "swiftcal -3", meaning: "last month, this month and next month", isInHelp: true),
  UsageExample(
    command: "swiftcal -m -w 2027", meaning: "2027 with weeks from Monday and ISO week numbers", isInHelp: true),
  UsageExample(
    command: "swiftcal --color=always 2026-12-25 | less -R",
    meaning: "December 2026 in colour through a pager, the 25th highlighted", isInHelp: true),
  UsageExample(
    command: "swiftcal -3 --mark-file /usr/share/calendar/de_DE/calendar.feiertag",
    meaning: "three months with Germany's holidays marked and listed below", isInHelp: true),
  UsageExample(command: "swiftcal feb 2028", meaning: "February 2028", isInHelp: false),
  UsageExample(
    command: "swiftcal --mark 2026-12-25=Christmas --mark 'Easter+1=Easter Monday' -y 2026",
    meaning: "2026 with two days marked, and a legend naming them", isInHelp: false),
  UsageExample(command: "swiftcal -e 2027", meaning: "the date of Easter Sunday 2027: 2027-03-28", isInHelp: false),
  UsageExample(
    command: "swiftcal -n 6 -S 6 2026", meaning: "six months around June 2026", isInHelp: false),
  UsageExample(
    command: "swiftcal --reform julian 10 1582", meaning: "October 1582 in the Julian calendar", isInHelp: false),
  UsageExample(
    command: "LC_ALL=de_DE.UTF-8 swiftcal", meaning: "this month with German names, weeks from Monday",
    isInHelp: false),
  UsageExample(
    command: "swiftcal -f -3 -m", meaning: "three months, the adjacent months' days filling their grids",
    isInHelp: false),
  UsageExample(command: "swiftcal -i -3", meaning: "browse months three at a time", isInHelp: false),
  UsageExample(
    command: "swiftcal --json | jq -r '.months[0].cells[] | select(.today) | .date'",
    meaning: "today's date, read from the JSON form", isInHelp: false),
  UsageExample(
    command: "SWIFTCAL_COLORS='today=1;4:adjacent=2' swiftcal -f --weekend fri,sat",
    meaning: "today bold and underlined, adjacent days dim, Fridays and Saturdays as the weekend", isInHelp: false),
]
