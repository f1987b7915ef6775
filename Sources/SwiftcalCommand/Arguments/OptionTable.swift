// optionTable: every option swiftcal accepts.

import CalendarCore

/// Every option swiftcal accepts. Summaries are plain literals, which cost nothing at start-up;
/// a test checks that the limits they quote are `Limits`'s.
package let optionTable: [OptionSpec] = [
  OptionSpec(
    identifier: .one, longName: "one", shortName: "1", valueKind: .none, valueName: "", allowedValues: [],
    summary: "show only one month (the default)", group: .months,
    details: """
      Show one month. This is the default; after -3 or -n it goes back to one month, as later options win. With -y \
      it shows January under the year's heading.
      """),
  OptionSpec(
    identifier: .three, longName: "three", shortName: "3", valueKind: .none, valueName: "", allowedValues: [],
    summary: "show the month before, the month and the month after", group: .months),
  OptionSpec(
    identifier: .months, longName: "months", shortName: "n", valueKind: .required, valueName: "N",
    allowedValues: [], summary: "show N months from the month (0-3600000, default 1)",
    group: .months,
    details: """
      Show N months, from 0 to 3600000, starting with the month (or around it with -S). N is read as cal \
      reads it: white space and a + sign may come first (' 3', +5); 0 counts as not given (a year alone then \
      still shows the whole year); a number from 2147483649 to 4294967295 is negative in cal's 32-bit count \
      and shows nothing. It cannot be combined with -y or -Y.
      """),
  OptionSpec(
    identifier: .span, longName: "span", shortName: "S", valueKind: .none, valueName: "", allowedValues: [],
    summary: "centre the months shown on the month (default: start with it)", group: .months),
  OptionSpec(
    identifier: .year, longName: "year", shortName: "y", valueKind: .none, valueName: "", allowedValues: [],
    summary: "show the whole year", group: .months,
    details: """
      Show the whole year, January to December, under a heading with the year. A lone year argument does the same. \
      With -1 only January is shown, with -3 December to February; with -S the twelve months are centred on \
      January (July of the year before to June), as cal centres them.
      """),
  OptionSpec(
    identifier: .twelve, longName: "twelve", shortName: "Y", valueKind: .none, valueName: "", allowedValues: [],
    summary: "show twelve months from the month", group: .months),
  OptionSpec(
    identifier: .today, longName: "today", shortName: "H", valueKind: .required, valueName: "YYYY-MM-DD",
    allowedValues: [], summary: "take this date as today (default: the clock's date)", group: .months,
    details: """
      Take the date as today: it picks the default month and the day highlighted, and relative timestamps count \
      from it. The default is the clock's date in the local time zone (TZ). It takes every timestamp form a date \
      argument takes (tomorrow, @1700000000, +2 days); a date alone stands for noon that day. Scripts and tests \
      use it for output that does not change from day to day.
      """),
  OptionSpec(
    identifier: .sunday, longName: "sunday", shortName: "s", valueKind: .none, valueName: "", allowedValues: [],
    summary: "start weeks on Sunday (default: the locale's first day)", group: .layout,
    details: """
      Start weeks on Sunday. Without -s or -m, weeks start on the locale's first day of the week: Monday in de_DE, \
      en_GB and fr_FR, Sunday in C and en_US.
      """),
  OptionSpec(
    identifier: .monday, longName: "monday", shortName: "m", valueKind: .none, valueName: "", allowedValues: [],
    summary: "start weeks on Monday", group: .layout,
    details: "Start weeks on Monday. Week numbers (-w) are then ISO 8601 ones."),
  OptionSpec(
    identifier: .firstWeekday, longName: "first-weekday", shortName: nil, valueKind: .required, valueName: "DAY",
    allowedValues: weekdayValueNames, summary: "start weeks on DAY: any weekday, as sat or saturday",
    group: .layout,
    details: """
      Start weeks on DAY: an English weekday name or its three-letter abbreviation, in any case (sat, Saturday). \
      Like -s and -m, of which it is the general form, the last of the three given wins. Every layout follows it, \
      and the locale's weekday names are shown from it. Week numbers (-w) are ISO 8601 ones when weeks start on \
      Monday and US ones otherwise, unless --week-numbering says which.
      """),
  OptionSpec(
    identifier: .weekNumbering, longName: "week-numbering", shortName: nil, valueKind: .required,
    valueName: "iso|us", allowedValues: WeekNumbering.names,
    summary: "number weeks (-w) the ISO 8601 or the US way, whatever day weeks start on", group: .layout,
    details: """
      Number weeks (-w, --week=N, --json) the ISO 8601 way (weeks from Monday; week 1 holds the year's first \
      Thursday) or the US way (weeks from Sunday; week 1 holds January 1), whatever day the shown weeks start on. \
      The default is ISO when weeks start on Monday and US otherwise. When the shown weeks start on another day \
      than the numbering's (ISO numbers with -s, say), a shown week straddles two numbered ones, and each row \
      takes the number of the week that holds most of its days: the week of its fourth day. (Without \
      --first-weekday and --week-numbering, a locale whose week starts on neither Sunday nor Monday keeps cal's \
      numbers, for compatibility.)
      """),
  OptionSpec(
    identifier: .era, longName: "era", shortName: nil, valueKind: .none, valueName: "", allowedValues: [],
    summary: "name years by the locale's era, where it has eras (ja_JP, th_TH, zh_TW)", group: .layout,
    details: """
      Name the year in titles and in the heading of -y by the locale's era, as the C library's locale defines \
      its eras (its LC_TIME era table; glibc has one for ja_JP, th_TH, zh_TW and a few more), in the locale's \
      own script: in ja_JP 2026 is Reiwa 8, written with the era's name and the number without padding, and \
      an era's first year is gannen (Reiwa gannen for 2019 from May); th_TH counts 2569 of the Buddhist era \
      and zh_TW year 115 of the Minguo era. A month or year in which the era changes shows both years, the \
      earlier first, joined by a slash (Showa 64 and Heisei gannen for January 1989); when a month's name and \
      its era year do not fit the block's width on one line, the titles of that row of months put the year on \
      a line of its own. In a locale without an era table (C, en_US, de_DE), years print as usual.
      """),
  OptionSpec(
    identifier: .julian, longName: "julian", shortName: "j", valueKind: .none, valueName: "", allowedValues: [],
    summary: "number days by day of the year (1-366)", group: .layout,
    details: "Number each day by its day of the year, 1 to 366 (util-linux calls these Julian days)."),
  OptionSpec(
    identifier: .week, longName: "week", shortName: "w", valueKind: .optional, valueName: "N", allowedValues: [],
    summary: "show week numbers (ISO with -m, US otherwise); =N shows week N", group: .layout,
    details: """
      Show week numbers to the left of each week: ISO 8601 numbers when weeks start on Monday, US numbers (week 1 \
      holds January 1) otherwise. With =N, from 1 to 54, show the month that holds week N of the year given (or of \
      this year) and colour the week. A year without week N is an error.
      """),
  OptionSpec(
    identifier: .vertical, longName: "vertical", shortName: "v", valueKind: .none, valueName: "",
    allowedValues: [], summary: "show days in columns, weekdays down the side", group: .layout,
    details: "Show days running down the columns, with the weekdays down the left side, as BSD ncal does."),
  OptionSpec(
    identifier: .fill, longName: "fill", shortName: "f", valueKind: .none, valueName: "", allowedValues: [],
    summary: "show the adjacent months' days around each month (grey in colour)", group: .layout,
    details: """
      Fill the cells around each month with the days of the months before and after, as calendar apps do: dim grey \
      in colour, ordinary numbers in plain output. Works with every layout option; with -j the adjacent days show \
      their day of the year, and with -w a last row of next-month days gets its week number.
      """),
  OptionSpec(
    identifier: .columns, longName: "columns", shortName: "c", valueKind: .required, valueName: "N|auto",
    allowedValues: ["auto"],
    summary: "months side by side (1-100000000), or auto to fit the terminal (default: 3)",
    group: .layout,
    details: """
      Put N months side by side, from 1 to 100000000, or with auto as many as fit the terminal's width (three \
      when the output is not a terminal, as in cal). N is read as cal reads it: 0x10 and 010 (octal) work, and \
      so do suffixes (1K is 1024); 0 leaves three side by side. The default is 3, fewer when a terminal is too \
      narrow for three.
      """),
  OptionSpec(
    identifier: .reform, longName: "reform", shortName: nil, valueKind: .required, valueName: "WHEN",
    allowedValues: reformValueNames,
    summary: "the Julian-to-Gregorian switch: 1752 (default), gregorian, iso, julian, a country (IT) or list",
    group: .layout,
    details: """
      Choose when the Julian calendar gave way to the Gregorian: 1752 (the default, as in Great Britain and util-linux \
      cal: 2 September 1752 is followed by 14 September), gregorian or iso (Gregorian rules for every date), julian \
      (Julian rules for every date), or a country's code, in either case, for the day that country switched, as BSD \
      ncal -s does (IT: 4 October 1582 is followed by 15 October; RU: 31 January 1918 by 14 February). A year keeps \
      the Julian leap rule when its Julian 29 February came before the switch, and Easter follows the Julian \
      computus in years whose spring did. With list, print the countries and the last Julian day of each, and exit.
      """),
  OptionSpec(
    identifier: .iso, longName: "iso", shortName: nil, valueKind: .none, valueName: "", allowedValues: [],
    summary: "Gregorian rules for every date (--reform iso)", group: .layout),
  OptionSpec(
    identifier: .color, longName: "color", shortName: nil, valueKind: .optional, valueName: "WHEN",
    allowedValues: ColorMode.words,
    summary: "colour today, weekends and week N: auto (default), always, never", group: .color,
    details: """
      Colour today (reverse video), Sundays (red), Saturdays (blue), the week asked for with --week=N and marked \
      days (underlined). WHEN is auto (what --color alone means: colour only when standard output is a terminal \
      whose terminfo entry has colours, NO_COLOR is unset or empty and TERM is not dumb), always, or never. Without \
      --color, auto applies and, as in cal, a terminal-colors.d cal.disable file turns colour off (see ENVIRONMENT).
      """),
  OptionSpec(
    identifier: .weekend, longName: "weekend", shortName: nil, valueKind: .required, valueName: "DAYS",
    allowedValues: weekendDayNames,
    summary: "the weekend's weekdays, e.g. fri,sat (default: the locale's territory's)", group: .color,
    details: """
      The weekdays of the weekend, coloured and counted as days off in --json: English weekday names or their \
      three-letter abbreviations, in any case, separated by commas, spaces allowed (fri,sat or "Fri, Sat"), or \
      none. The weekend's day of rest takes the sunday colour and its other days the saturday colour (see \
      SWIFTCAL_COLORS): Sunday where the weekend holds it, Saturday in Israel, else Friday. Without --weekend, the \
      weekend is that of the one country whose holidays are shown (--holidays), as its law had it on each day \
      (Saudi Arabia's Thursday and Friday until 27 June 2013), else that of the locale's territory (LC_ALL, \
      LC_TIME or LANG: fri,sat for he_IL, fri for fa_IR, sun for en_IN, as CLDR has them), else sat,sun.
      """),
  OptionSpec(
    identifier: .mark, longName: "mark", shortName: nil, valueKind: .required, valueName: "DAY[=LABEL]",
    allowedValues: [], summary: "mark a day, e.g. 2026-12-25=Christmas, 11/ThuFourth, Easter+1", group: .marks,
    details: """
      Mark the days DAY names, with an optional label after =. DAY is a date (YYYY-MM-DD), a run of dates \
      (YYYY-MM-DD..YYYY-MM-DD), a day of every year (MM-DD, or as calendar(1) writes it: MM/DD, Month DD, DD Month), \
      a weekday of a month (MM/DayNth: 11/ThuFourth, 05/MonLast, 02/MonThird, with First to Fifth, Last, or +N and \
      -N), or a day counted from Easter (Easter, Easter+1, Easter-2) or Orthodox Easter (Paskha, Paskha+1). Names \
      are English, in any case. Marked days are coloured (the mark role of SWIFTCAL_COLORS, underlined by \
      default); in plain output the calendar is left as cal prints it and a legend follows: an empty line, then \
      YYYY-MM-DD and the labels of each marked day of the months shown. --json gives each cell its marks. \
      Repeatable; the labels of one day keep the order the marks were given in.
      """,
    isRepeatable: true),
  OptionSpec(
    identifier: .holidays, longName: "holidays", shortName: nil, valueKind: .required, valueName: "SPEC",
    allowedValues: holidayValueNames, summary: "colour and list the public holidays of countries: JP, US-CA, JP:public+bank (list names them)",
    group: .marks,
    details: """
      Show the holidays of the countries named, each SPEC a country code (JP), a country and one of its \
      subdivisions (US-CA, DE-BY, GB-SCT), either followed by a colon and categories joined by + (JP:public+bank, \
      TW:public+workday); public when none is named. Several SPECs are separated by commas. --holidays list names \
      every country with its subdivisions, categories and the languages of its names. A holiday's digits take the \
      holiday colour (red, as Sundays, by default); a weekend day worked in exchange for a day off (China's \
      make-up working days) takes the workday colour. In plain output the calendar stays as cal prints it and a \
      legend follows, merged with marks in date order: 2026-05-06  Substitute Holiday, with the SPEC added in \
      parentheses when several are given. Names are in the language of LC_ALL, LC_MESSAGES or LANG where the \
      country's page has it, otherwise in English. With --json each cell has "holidays" (name, country, category, \
      and subdivision when one was asked for), "workingDays" and "dayOff" (a weekend day or a public holiday, and \
      no make-up working day); with -i the status line names the selected day's holidays. The rules are the laws \
      of each country, kept as data, a page per country; SWIFTCAL_HOLIDAYS gives a default SPEC for output to a \
      terminal. Repeatable.
      """,
    isRepeatable: true),
  OptionSpec(
    identifier: .ics, longName: "ics", shortName: nil, valueKind: .required, valueName: "PATH",
    allowedValues: [], summary: "show the events of an iCalendar file, a folder of .ics files or - (standard input)",
    group: .marks,
    details: """
      Show the events of the iCalendar (RFC 5545) file PATH: - for standard input, or a folder whose *.ics files \
      are read (a vdir, as khal and vdirsyncer keep one). Events repeat by their RRULEs (every FREQ, INTERVAL, \
      COUNT, UNTIL and BY part), RDATEs and EXDATEs, and an occurrence moved by a RECURRENCE-ID is shown where it \
      was moved to; cancelled events are left out. Times in UTC or in a zone (the file's VTIMEZONE, else the zone \
      database under TZDIR or /usr/share/zoneinfo; X-WR-TIMEZONE as Google writes it) are shown on the clock of \
      TZ (the local zone when unset); floating times and all-day dates as written. A day with an event takes the \
      event colour; in plain output the calendar stays as cal prints it and the legend lists each day's events \
      in time order, one a line: 2026-12-03 09:30  Standup (an all-day event without a time, one of several days \
      on each of them). --json gives each cell "events" (summary, start, end, allDay); -i names the selected \
      day's events in the status line and e lists them whole. A file that cannot be read or is not iCalendar is \
      an error; a broken event in a good file is skipped with a warning naming the file, its line and its UID. \
      A file may hold at most 100 MiB. Repeatable.
      """,
    isRepeatable: true, valueIsFile: true),
  OptionSpec(
    identifier: .markFile, longName: "mark-file", shortName: nil, valueKind: .required, valueName: "FILE",
    allowedValues: [], summary: "mark the days of a calendar(1) file (- for standard input)", group: .marks,
    details: """
      Mark the days listed in FILE (- for standard input), read as BSD calendar(1) reads its files: a date, a tab, \
      the text (the label); lines that start with a tab continue the text; C comments; #include <file>, looked for \
      beside the including file, then in /usr/share/calendar; LANG= lines (month and weekday names in that locale \
      as well as in English); Easter= and Paskha= to rename those days. Lines whose date calendar(1) would not \
      read are skipped, as calendar(1) skips them; a line in swiftcal's own forms (YYYY-MM-DD, \
      YYYY-MM-DD..YYYY-MM-DD, MM-DD) that names no day is an error. A file must be UTF-8 text without NUL bytes, \
      of at most 4 MiB, and so must the file with all it includes, each inclusion counted; includes nest at most \
      200 deep (use #ifndef guards) and at most 10000 are obeyed. The files in /usr/share/calendar (Debian's \
      calendar package) hold the holidays of many countries. Repeatable.
      """,
    isRepeatable: true, valueIsFile: true),
  OptionSpec(
    identifier: .easter, longName: "easter", shortName: "e", valueKind: .none, valueName: "", allowedValues: [],
    summary: "print the date of Easter in the year given (default: this year)", group: .marks,
    details: """
      Print the date of Easter Sunday in the year given (this year by default) as YYYY-MM-DD, as BSD ncal -e \
      does: by the Gregorian computus, or by the Julian one (and as a Julian date) in years the reform counts as \
      Julian, so that with the default 1752 reform the dates before 1753 are Britain's.
      """),
  OptionSpec(
    identifier: .orthodoxEaster, longName: "orthodox-easter", shortName: "o", valueKind: .none, valueName: "",
    allowedValues: [], summary: "print the date of Orthodox Easter in the year given", group: .marks,
    details: """
      Print the date of Orthodox Easter (by the Julian computus) in the year given (this year by default) as \
      YYYY-MM-DD, as BSD ncal -o does, given as a date of the reform in force: Gregorian after 1752 by default.
      """),
  OptionSpec(
    identifier: .calendar, longName: "calendar", shortName: nil, valueKind: .required, valueName: "NAME",
    allowedValues: calendarValueNames,
    summary: "show each day's date in another calendar too: chinese, hebrew, persian, … (list names them)",
    group: .calendars,
    details: """
      Show under each week's days their dates in another calendar: chinese, korean, vietnamese or japanese (the \
      lunisolar calendars, computed from the sun and moon), hebrew, islamic (Umm al-Qura), islamic-civil (the \
      tabular Islamic calendar) or persian (Solar Hijri). --calendar list prints the names and what each is. \
      Given more than once, each calendar adds a row, in the order given. The row, grey in colour, holds each day's \
      day of the month in that calendar; the first day of one of its months shows the month instead: Tis, Muh, Far \
      (a short name), M10 or L6 for a lunisolar month or leap month, the number and the character for month (or \
      for leap) in a Chinese, Japanese or Korean locale; where no label fits (the last day of a week), its number, \
      1. Under each month's title a line names the calendar's months and year the month spans, as Tevet-Shevat \
      5787, Jum II-Raj 1448 AH or M10-M11 2026, in a CJK locale with the sexagenary year (bingwu for 2026) in its \
      own script, shorter when a long form does not fit. Days outside a calendar's \
      range are left blank. With -y the year's heading gains the calendar's years (5786-5787). Works with -3, -y, \
      -n, -j, -w, -f and -v (a row under each weekday's line); the othercalendar key of SWIFTCAL_COLORS sets the \
      colour.
      """,
    isRepeatable: true),
  OptionSpec(
    identifier: .mainCalendar, longName: "main-calendar", shortName: nil, valueKind: .required, valueName: "NAME",
    allowedValues: mainCalendarValueNames,
    summary: "show another calendar's months as the grid, each day's civil date under it: persian, hebrew, …",
    group: .calendars, details: OptionDetails.mainCalendar),
  OptionSpec(
    identifier: .moon, longName: "moon", shortName: nil, valueKind: .none, valueName: "", allowedValues: [],
    summary: "show the days of new moon, first quarter, full moon and last quarter", group: .calendars,
    details: OptionDetails.moon),
  OptionSpec(
    identifier: .sun, longName: "sun", shortName: nil, valueKind: .required, valueName: "LAT,LON", allowedValues: [],
    summary: "show each day's sunrise and sunset at a place, in degrees north and east (35.68,139.77)",
    group: .calendars,
    details: OptionDetails.sun),
  OptionSpec(
    identifier: .solarTerms, longName: "solar-terms", shortName: nil, valueKind: .none, valueName: "",
    allowedValues: [], summary: "show the days of the 24 solar terms of East Asian almanacs", group: .calendars,
    details: OptionDetails.solarTerms),
  OptionSpec(
    identifier: .rokuyo, longName: "rokuyo", shortName: nil, valueKind: .none, valueName: "", allowedValues: [],
    summary: "show each day's rokuyo, the six-day cycle of Japanese almanacs", group: .calendars,
    details: OptionDetails.rokuyo),
  OptionSpec(
    identifier: .digits, longName: "digits", shortName: nil, valueKind: .required, valueName: "SYSTEM",
    allowedValues: ["latin", "native"],
    summary: "digits of what swiftcal adds: native (default, the locale's) or latin", group: .calendars,
    details: OptionDetails.digits),
  OptionSpec(
    identifier: .interactive, longName: "interactive", shortName: "i", valueKind: .none, valueName: "",
    allowedValues: [], summary: "browse months full-screen, or pick a day: Enter prints it, ? lists the keys",
    group: .other,
    details: OptionDetails.interactive),
  OptionSpec(
    identifier: .json, longName: "json", shortName: nil, valueKind: .none, valueName: "", allowedValues: [],
    summary: "print the months as JSON: 42 cells each, with dates, weekdays and week numbers", group: .other,
    details: """
      Print the selected months as one JSON document for scripts: the first weekday, reform, week numbering, \
      weekend (that of the first day shown) and today, then one object per month with its year, month, name and \
      42 cells, each with date (YYYY-MM-DD), day, inMonth, weekday, weekend (by the weekend of its day), today, \
      dayOfYear, weekNumber and marks (the labels of the marks on its date, see --mark).
      """),
  OptionSpec(
    identifier: .agenda, longName: "agenda", shortName: nil, valueKind: .none, valueName: "", allowedValues: [],
    summary: "list what the days hold, a line each: today and the next six days, or the months given",
    group: .other,
    details: OptionDetails.agenda),
  OptionSpec(
    identifier: .format, longName: "format", shortName: nil, valueKind: .required, valueName: "FORM",
    allowedValues: Presentation.formatNames,
    summary: "print as text (default), json (as --json), html (a page to print), svg (an image) or ics (holidays "
      + "as iCalendar)", group: .other,
    details: """
      Print the months in another form: text (the default, as cal prints them), json (the same as --json), \
      html (one self-contained page: each month a table of its 42 days, weekends, adjacent days, today and \
      the labels of marks, holidays, events, other calendars and moon phases in the cells; a dark scheme on \
      screen; printed, -y and -Y fit one landscape page and other months take a page each) or svg (the same \
      months as one vector image, text as text) or ics (the holidays, make-up working days, marks and moon \
      phases of the months as an iCalendar file of all-day events, for a calendar application to import or \
      subscribe to: the same bytes on every run, names in the language of LC_MESSAGES, each holiday's category \
      as CATEGORIES; events read with --ics are not written again). The page's language is the locale's \
      (LC_TIME), and its fonts are the system's for the locale's script. Cannot be combined with -i, nor with \
      --json for another form.
      """),
  OptionSpec(
    identifier: .paper, longName: "paper", shortName: nil, valueKind: .required, valueName: "a4|letter",
    allowedValues: PaperSize.names,
    summary: "the paper html pages print on (default: the locale's, LC_PAPER)", group: .other,
    details: """
      The paper a page of --format html is printed on: a4 (210 x 297 mm) or letter (8.5 x 11 in). The default \
      is the paper of the locale's LC_PAPER (letter in en_US and en_CA, a4 in most others and in C).
      """),
  OptionSpec(
    identifier: .noConfig, longName: "no-config", shortName: nil, valueKind: .none, valueName: "", allowedValues: [],
    summary: "leave the defaults file unread (see SWIFTCAL_CONFIG)", group: .other,
    details: OptionDetails.noConfig),
  OptionSpec(
    identifier: .help, longName: "help", shortName: "h", valueKind: .none, valueName: "", allowedValues: [],
    summary: "print this help and exit", group: .other),
  OptionSpec(
    identifier: .version, longName: "version", shortName: "V", valueKind: .none, valueName: "", allowedValues: [],
    summary: "print the version and exit", group: .other,
    details: "Print the version, as swiftcal X.Y.Z, and exit."),
  OptionSpec(
    identifier: .generateManual, longName: "generate-manual", shortName: nil, valueKind: .none, valueName: "",
    allowedValues: [], summary: "print the manual page (mdoc) and exit", group: .other,
    details: "Print this manual page, in mdoc, and exit."),
  OptionSpec(
    identifier: .generateCompletionScript, longName: "generate-completion-script", shortName: nil,
    valueKind: .required, valueName: "SHELL", allowedValues: Shell.names,
    summary: "print the completion script for bash, zsh or fish and exit", group: .other,
    details: """
      Print the completion script for SHELL, one of bash, zsh or fish, and exit. The scripts complete options, the \
      values of --color, --reform and --columns, and month names (English ones, which swiftcal accepts in every \
      locale).
      """),
]

/// The values `--reform` takes: `ReformName.words`, the codes of `ReformCountry.all`, and `list`. Spelled
/// out as one literal, which costs nothing at start-up, where joining the lists and mapping the countries
/// would be work on every run (`TypedValuesTests` checks that they agree).
package let reformValueNames = [
  "1752", "gregorian", "iso", "julian", "AL", "AT", "AU", "BE", "BG", "CA", "CH", "CN", "CZ", "DE", "DK", "ES", "FI",
  "FR", "GB", "GR", "HU", "IS", "IT", "JP", "LI", "LU", "LV", "NL", "NO", "PL", "PT", "RO", "RU", "SE", "SI", "TR",
  "US", "YU", "list",
]
