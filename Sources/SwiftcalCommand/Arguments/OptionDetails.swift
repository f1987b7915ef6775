// OptionDetails: what the manual page says of the options whose description runs longest.

/// The manual page's paragraphs (`OptionSpec.details`) of the options that have the most to say, kept apart from
/// `optionTable` so that the table reads as a list of options. Literals, as the table's are: nothing is joined at
/// run time.
enum OptionDetails {
  /// `--moon`.
  static let moon = """
    Show the days of the moon's four principal phases (new moon, first quarter, full moon, last quarter) on \
    the local time zone's clocks (TZ), so that a phase near midnight falls on the day it does where you are. \
    The instants follow Meeus's Astronomical Algorithms (chapter 49), within a minute of the almanacs, for \
    the years 1 to 3000 (later, the Earth's rotation is too uncertain to say the day). On a terminal the days \
    are coloured (the moon colour, bold by default); in plain output the calendar stays as cal prints it and \
    a legend follows, as for marks: 2026-12-24  Full moon 01:28, the minute the phase falls in. With \
    --json, a phase's cell has "moon" (new, first-quarter, full or last-quarter) and "moonTime" ("01:28"); \
    with -i, the status line names the selected day's phase.
    """

  /// `--solar-terms`.
  static let solarTerms = """
    Show the days of the 24 solar terms of the Chinese, Japanese, Korean and Vietnamese almanacs (lichun, the \
    start of spring; chunfen, the March equinox; …): the instants the sun's apparent longitude reaches a multiple of 15 \
    degrees (Meeus's Astronomical Algorithms, chapter 25), on the local time zone's clocks (TZ), for the years 1 \
    to 3000. Named in the messages' language where it has names for them (Japanese, Chinese in simplified or \
    traditional characters, Korean, Vietnamese), in English otherwise. On a terminal the days take the moon \
    colour; in plain output the calendar stays as cal prints it and a legend follows: 2026-02-04  Start of Spring, \
    as wall calendars name the day. With --json, a term's cell has "solarTerm" (its Chinese name in pinyin: \
    lichun, chunfen, …), "solarTermName" and "solarTermTime", the minute the sun reaches the longitude \
    ("05:02"); pages show the name in the cell, and --agenda and -i's day list it at that minute.
    """

  /// `--digits`.
  static let digits = """
    The digits of the numbers swiftcal adds to cal's calendar: the other calendars' days and years (--calendar), \
    the times in the moon's labels, the pages' labels, day numbers, captions and titles. native, the default, writes \
    them in the locale's own numbering system as CLDR gives it (LC_ALL, LC_TIME or LANG: Persian digits for fa_IR, \
    Arabic-Indic for ar_SA and ar_EG, Latin for ar_AE), and Hebrew dates in Hebrew with Hebrew numerals (כ״א כסלו \
    תשפ״ז); latin writes ASCII digits everywhere. What cal itself prints (the grid's days, its titles) keeps cal's ASCII digits either way.
    """

  /// `--rokuyo`.
  static let rokuyo = """
    Show each day's rokuyo, the six-day cycle Japanese calendars print on every day: sensho, tomobiki, senbu, \
    butsumetsu, taian, shakku, the lunisolar month and day of the Japanese calendar \
    summed modulo 6 (each month's first day restarts the cycle), for the years the Japanese lunisolar calendar \
    covers (--calendar list). Named in kanji in Japanese, Chinese and Korean, in romaji otherwise. The text \
    calendar stays as cal prints it; with --json every cell has "rokuyo" (sensho, …) and "rokuyoName"; pages \
    show the name in each day's cell, and --agenda and -i's day list a line.
    """

  /// `--main-calendar NAME`.
  static let mainCalendar = """
    Show the months of another calendar as the grid, as its readers' calendars do: persian, islamic, \
    islamic-civil, hebrew, chinese, korean, vietnamese or japanese. Under each week's days a grey row gives their \
    civil (Gregorian) day of the month, and under each title a line names the civil months and year the month \
    spans. The operands are in that calendar: MONTH YEAR (5 1405 is Mordad 1405), YEAR alone or -y for its 12 or \
    13 months (a Hebrew year from Tishrei to Elul), a month alone for this year's, a civil date (2026-03-21) for \
    the month holding it, none for the month holding today; a lunisolar year is the civil \
    year it begins in and its leap month is written with L (6L 2025), a Hebrew month is numbered from Nisan (1) to \
    Adar II (13) or named (Tishrei, Adar I). -1, -3, -n and -S move by that calendar's months. Titles are in the \
    locale's words and digits (فروردین ۱۴۰۵ in fa_IR, Farvardin 1405 elsewhere); --json gives each month \
    "calendar", its "year", "month" and "leap", and each cell its "date" (ISO, civil) and "day" in the calendar. \
    Works with --json, --agenda, --format html and svg (each day's civil date small under its number), -i (its \
    month keys move by the calendar's months), --calendar (its rows under the civil ones) and the day facts \
    (--holidays, --moon, --ics...: their colours and legend); -j, -w, -v and --era do not show another calendar's \
    grid yet and are refused with it.
    """

  /// `--sun LAT,LON`.
  static let sun = """
    Show each day's sunrise and sunset at the place at latitude LAT and longitude LON, in decimal degrees with a \
    dot, north and east positive (35.6812,139.7671 for Tokyo, -33.45,-70.67 for Santiago), on the local time \
    zone's clocks (TZ), to the minute: when the sun's upper limb crosses a sea-level horizon through the \
    standard 34' of refraction, within a minute of the almanacs up to 65 degrees north or south, for the years 1 \
    to 3000. Nearer the poles a day may have no sunrise or no sunset, or be a polar day or night. The text \
    calendar stays as cal prints it; with --json every cell has "sunrise" and "sunset" ("06:47", or null) and, \
    on a polar day or night, "sun" (polar-day or polar-night); pages show the times in each day's cell, and \
    --agenda and -i's day list a line for each. Without a place (no comma in the next word), --sun is cal's \
    --sunday, as cal reads that abbreviation.
    """

  /// `-i`, `--interactive`.
  static let interactive = """
    Browse months full-screen on the terminal's alternate screen, a day selected. Left and Right (or h and l) \
    move a day, Up and Down (or k and j) a week, PgUp and PgDn (or p and n) a month, Shift-PgUp and Shift-PgDn \
    (or P and N) a year, Home and End to the month's first and last day, t to today; g goes to a date typed \
    as the operands are (2027-03-15, 2027-03, march 2027). A click selects a day, the wheel moves a month. \
    Enter prints the selected day as YYYY-MM-DD and ends; ? shows the keys, Ctrl-Z suspends, and q, Esc or \
    Ctrl-C quits. When standard output is not a terminal, swiftcal draws on /dev/tty and is a date picker: \
    d=$(swiftcal -i) is the day chosen, and quitting ends with status 1. The layout options apply (-3, -y, \
    -n, -v, -m, -w, -j, -f, marks, colour); the calendar is centred, or scrolls to keep the selected day on \
    screen. Under the months, when the window has room, the selected day's holidays, marks, other \
    calendars' dates, moon phase and events are listed as --agenda lists them, events with their times; e \
    lists its events whole. The terminal is restored on every way out, signals included. TERM=dumb, or a \
    terminal without cursor addressing, is refused.
    """

  /// `--agenda`.
  static let agenda = """
    Instead of the grid, a line for each thing a day holds, the days in order, empty days left out: the date \
    (YYYY-MM-DD) and the locale's abbreviated weekday, the thing's time on the day if it has one, and what it \
    is, two spaces apart: holidays with their country, marks, other calendars' new months, moon phases, \
    sunrise and sunset, and events with their times in the zone shown (09:30–10:00, 23:00–…, …–01:00). Without \
    operands or -1, -3, -n, -S, -y, -Y: today and the next six days; with them, the months they select. With \
    --json, the settings and "days", the cell objects of the days listed. Coloured as the grid on a terminal.
    """

  /// `--no-config`, and the defaults file it leaves unread.
  static let noConfig = """
    Do not read the defaults file: $XDG_CONFIG_HOME/swiftcal/config (else ~/.config/swiftcal/config), or the \
    file SWIFTCAL_CONFIG names. It holds a long option a line without its dashes, as name = value or name \
    alone (holidays = JP, calendar = japanese, moon), # comments; its options come before the command line's, \
    which replace them (-1, -3, -n, -S, -y and -Y replace one another, as do -s, -m and --first-weekday, and \
    --json, --format and -i). It applies on a terminal; on a pipe only with --json, --agenda, --format other \
    than text, or SWIFTCAL_CONFIG, so that swiftcal 3 2026 | ... prints what cal prints. help, version, \
    easter, the generators and no-config cannot be in it; a bad line is one error naming the file and line.
    """
}
