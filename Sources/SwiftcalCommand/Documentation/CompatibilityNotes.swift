// How swiftcal differs from util-linux cal and from BSD cal, for the manual page.

/// How swiftcal differs from util-linux `cal` 2.42, whose output it copies: the manual page's
/// COMPATIBILITY section (the README's list of differences says the same for readers of the code).
let utilLinuxDifferences = [
  "Plain output, without colour, is the same byte for byte, padding included. The differences are in colour, "
    + "in error messages, and in a few corners where cal does something surprising.",
  "Weekends are coloured as well as today. Today is highlighted wherever it is shown, where cal highlights it "
    + "only in the month named on the command line, and a day given as an argument is highlighted instead of "
    + "today. Reverse video covers the digits only.",
  "Error messages name the bad value and what is accepted, in swiftcal's own words.",
  "-H (--today) is swiftcal's own, for scripts and tests.",
  "--week=N without a month shows the month that holds week N, and a week the year does not have is an "
    + "error, where cal falls back to January for US week numbers.",
  "-1 after -3 goes back to one month, as later options win. -y with -3 shows the whole year.",
  "A range that would start before year 1 or end after year \(Limits.lastYear) is an error. -n takes at most "
    + "\(Limits.maximumMonthCount) months and --columns at most \(Limits.maximumColumns).",
  "Dates are YYYY-MM-DD, now, today, tomorrow or yesterday: cal's @epoch and relative times are not accepted.",
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
  "Easter (-e, -o) and the reform dates of other countries (-s, -p) are not offered. --reform chooses "
    + "between 1752, Gregorian rules for every date and Julian rules for every date.",
]
