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
package let usageExamples: [UsageExample] =
  helpExamples.map { UsageExample(command: $0.command, meaning: $0.meaning, isInHelp: true) }
  + manualExamples.map { UsageExample(command: $0.command, meaning: $0.meaning, isInHelp: false) }

/// The examples `--help` shows, as (command, meaning).
private let helpExamples: [(command: String, meaning: String)] = [
  ("swiftcal -3", "last month, this month and next month"),
  ("swiftcal -m -w 2027", "2027 with weeks from Monday and ISO week numbers"),
  ("swiftcal --color=always 2026-12-25 | less -R", "December 2026 in colour through a pager, the 25th highlighted"),
  (
    "swiftcal -3 --mark-file /usr/share/calendar/de_DE/calendar.feiertag",
    "three months with Germany's holidays marked and listed below"
  ),
]

/// The examples only the manual page shows, as (command, meaning).
private let manualExamples: [(command: String, meaning: String)] = [
  ("swiftcal feb 2028", "February 2028"),
  (
    "swiftcal --mark 2026-12-25=Christmas --mark 'Easter+1=Easter Monday' -y 2026",
    "2026 with two days marked, and a legend naming them"
  ),
  ("swiftcal -e 2027", "the date of Easter Sunday 2027: 2027-03-28"),
  ("swiftcal -n 6 -S 6 2026", "six months around June 2026"),
  ("swiftcal --reform julian 10 1582", "October 1582 in the Julian calendar"),
  ("LC_ALL=de_DE.UTF-8 swiftcal", "this month with German names, weeks from Monday"),
  ("swiftcal -f -3 -m", "three months, the adjacent months' days filling their grids"),
  ("swiftcal -i -3", "browse months three at a time"),
  ("swiftcal --json | jq -r '.months[0].cells[] | select(.today) | .date'", "today's date, read from the JSON form"),
  ("swiftcal --format html -y 2027 > 2027.html", "2027 as a page to print: the whole year on one landscape sheet"),
  ("swiftcal --format ics --holidays DE -y 2027 > de.ics", "Germany's holidays of 2027 as an iCalendar file"),
  (
    "SWIFTCAL_COLORS='today=1;4:adjacent=2' swiftcal -f --weekend fri,sat",
    "today bold and underlined, adjacent days dim, Fridays and Saturdays as the weekend"
  ),
]
