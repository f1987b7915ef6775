// How swiftcal differs from util-linux cal and from BSD cal, for the manual page.

/// How swiftcal differs from util-linux `cal` 2.42, whose output it copies: the manual page's
/// COMPATIBILITY section (the README's list of differences says the same for readers of the code).
let utilLinuxDifferences = [
  "Plain output, without colour, is the same byte for byte, padding included, for every command line cal "
    + "accepts (a differential test runs both on thousands of random ones), except in the corners below, where "
    + "cal's output is wrong. The other differences are in colour and in error messages.",
  "Weekends are coloured as well as today. Today is highlighted wherever it is shown, where cal highlights it "
    + "only in the month named on the command line, and a day given as an argument is highlighted instead of "
    + "today. Reverse video covers the digits only.",
  "Error messages name the bad value and what is accepted, in swiftcal's own words.",
  "-H (--today) is swiftcal's own, for scripts and tests.",
  "An abbreviation cal takes keeps cal's meaning beside swiftcal's own long options (--j is --julian beside "
    + "--json, --w --week beside --weekend); --sun is swiftcal's only with a place (--sun 35.68,139.77, a comma "
    + "in it), and otherwise cal's --sunday.",
  "Month names are read in English in every locale, beside the locale's own (LC_ALL=fr_FR.UTF-8 swiftcal feb "
    + "2026); cal reads the locale's names alone and refuses the others.",
  "A date before 1970 given as one word (1969-07-20, 0438-03-03, or a relative time reaching back that far) "
    + "shows its month. cal counts such a date in unsigned microseconds since 1970, which wrap: it shows a "
    + "month some 584,000 years ahead, or refuses 23:59:59 on 31 December 1969.",
  "A written date whose day its month lacks (2026-02-30, 2026-04-31) is an error naming the days the month "
    + "has; cal rolls it over into the next month.",
  "-S with -n N, when the first month is a December at least a year back (-S -n 30 3 2026), starts with that "
    + "December; cal prints an empty month titled (null) instead and goes on a year too early.",
  "A range that would end after December 2147483647 or start before January 0000 is an error; cal wraps "
    + "round to year -2147483648 at one end and prints negative years on wrong weekdays at the other.",
  "January and February 0000 start on the right weekdays (the Julian rules swiftcal uses for every other early "
    + "month); cal puts them a day late, and it numbers the ISO weeks at the start of year 0001 from that, 52 "
    + "where swiftcal says 53 (so -m --week=53 1 shows January 0001, where cal refuses).",
  "-n takes at most \(Limits.maximumMonthCount) months, which swiftcal prints in seconds; cal takes up to "
    + "2147483647 and prints them for hours. --columns takes at most \(Limits.maximumColumns) with more than "
    + "one month; cal runs out of memory somewhere above that.",
]

/// How swiftcal differs from BSD `cal` and `ncal` (FreeBSD, macOS, Debian's ncal package): it
/// reads options as util-linux does, so some BSD letters mean something else.
let bsdDifferences = [
  "-m is Monday, not a month: give the month as an argument (swiftcal july, swiftcal 7 2026).",
  "-h is help. BSD's -h turns highlighting off, which is --color=never here.",
  "-S is --span here. ncal's -S (weeks from Sunday) and -M (weeks from Monday) are -s and -m.",
  "-A N and -B N (months after and before) have no letters of their own: use -n N with -S, or -3.",
  "-H YYYY-MM-DD takes the date as today, as ncal's -H does. ncal's -d YYYY-MM has no counterpart.",
  "ncal's layout, days running down the columns, is -v. ncal's -J (the Julian calendar) is --reform julian.",
  "ncal's -s CC (a country's reform) is --reform CC, with ncal's countries and dates, and -p (the list of them) "
    + "is --reform list. The day-of-year numbers of -j keep the numbers a reform skipped, as cal's do; ncal's "
    + "run on across the gap.",
]
