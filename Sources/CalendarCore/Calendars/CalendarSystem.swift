// CalendarSystem: the calendars shown beside the civil one, each answering which of its months holds a day.

/// A calendar that `CalendarCore` can show beside the Julian and Gregorian ones: its date of any day in its
/// supported range, found through the month that holds the day, as Reingold & Dershowitz convert every calendar
/// through a day number.
///
/// A view walks a grid's days from one month span to the next (`monthSpan(containing:cache:)`), so that a month
/// costs one or two look-ups, not one per day; the lunisolar calendars keep the years they computed in `cache`.
///
///     var cache = CalendarCache()
///     CalendarSystem.hebrew.date(ofJulianDay: 2_461_296, cache: &cache)  // 5787-7-1, 1 Tishri 5787
public enum CalendarSystem: String, CaseIterable, Hashable, Sendable {
  /// The Chinese lunisolar calendar, in Beijing's time (local mean time before 1929, UTC+8 from 1929).
  case chinese
  /// The Korean lunisolar calendar, on Korea's clocks of each period (UTC+8 before 1912, then UTC+9, UTC+8:30 in
  /// 1954-1961), as the Korea Astronomy and Space Science Institute computes it.
  case korean
  /// The Vietnamese lunisolar calendar (UTC+8 before 1968, UTC+7 from 1968).
  case vietnamese
  /// The old Japanese lunisolar calendar as almanacs print it, in UTC+9.
  case japanese
  /// The arithmetic Hebrew calendar, months numbered from Nisan = 1.
  case hebrew
  /// The Umm al-Qura calendar of Saudi Arabia, over the years it is published.
  case islamic
  /// The tabular Islamic calendar.
  case islamicCivil = "islamic-civil"
  /// The Solar Hijri calendar of Iran: the year begins on the day of the March equinox before noon in Tehran.
  case persian

  /// The calendar's name on the command line and in JSON: `chinese`, `islamic-civil`, ….
  public var name: String { rawValue }

  /// The calendar named `name` (`name`), or `nil` for no calendar's name.
  ///
  /// A `switch` rather than `init(rawValue:)`, whose synthesized body builds an array of the names to search,
  /// a type of its own, which a run would have to set up on first use.
  public init?(name: String) {
    switch name {
    case "chinese": self = .chinese
    case "korean": self = .korean
    case "vietnamese": self = .vietnamese
    case "japanese": self = .japanese
    case "hebrew": self = .hebrew
    case "islamic": self = .islamic
    case "islamic-civil": self = .islamicCivil
    case "persian": self = .persian
    default: return nil
    }
  }

  /// The days (Julian Day Numbers) the calendar answers for.
  public var supportedJulianDays: ClosedRange<Int> {
    switch self {
    case .chinese, .korean, .vietnamese, .japanese: return LunisolarCalendar(self).supportedJulianDays
    case .hebrew: return HebrewCalendar.supportedJulianDays
    case .islamic: return UmmAlQuraCalendar.supportedJulianDays
    case .islamicCivil: return IslamicCivilCalendar.supportedJulianDays
    case .persian: return PersianCalendar.supportedJulianDays
    }
  }

  /// The month of this calendar that holds the day `julianDay`, or `nil` outside `supportedJulianDays`.
  public func monthSpan(containing julianDay: Int, cache: inout CalendarCache) -> CalendarMonthSpan? {
    guard supportedJulianDays.contains(julianDay) else { return nil }
    switch self {
    case .chinese, .korean, .vietnamese, .japanese:
      return LunisolarCalendar(self).monthSpan(containing: julianDay, cache: &cache)
    case .hebrew: return HebrewCalendar.monthSpan(containing: julianDay)
    case .islamic: return UmmAlQuraCalendar.monthSpan(containing: julianDay)
    case .islamicCivil: return IslamicCivilCalendar.monthSpan(containing: julianDay)
    case .persian: return PersianCalendar.monthSpan(containing: julianDay, cache: &cache)
    }
  }

  /// The date of the day `julianDay` in this calendar, or `nil` outside `supportedJulianDays`.
  public func date(ofJulianDay julianDay: Int, cache: inout CalendarCache) -> CalendarSystemDate? {
    monthSpan(containing: julianDay, cache: &cache)?.date(ofJulianDay: julianDay)
  }

  /// The Julian Day Number of `date` in this calendar, or `nil` if no such day exists in its supported years (a
  /// month the year lacks, a day past the month's end, a leap month where the calendar has none).
  public func julianDay(of date: CalendarSystemDate, cache: inout CalendarCache) -> Int? {
    switch self {
    case .chinese, .korean, .vietnamese, .japanese:
      return LunisolarCalendar(self).julianDay(of: date, cache: &cache)
    case .hebrew:
      guard !date.isLeapMonth else { return nil }
      return HebrewCalendar.julianDay(of: HebrewDate(year: date.year, month: date.month, day: date.day))
    case .islamic: return date.isLeapMonth ? nil : UmmAlQuraCalendar.julianDay(of: date)
    case .islamicCivil:
      guard !date.isLeapMonth else { return nil }
      return IslamicCivilCalendar.julianDay(of: IslamicCivilDate(year: date.year, month: date.month, day: date.day))
    case .persian: return date.isLeapMonth ? nil : PersianCalendar.julianDay(of: date)
    }
  }
}
