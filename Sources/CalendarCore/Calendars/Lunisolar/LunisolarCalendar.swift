// LunisolarCalendar: the Chinese, Korean, Vietnamese and Japanese calendars, each year computed from the sky.

/// A lunisolar calendar of East Asia computed from the sun and moon, by the rules of the Chinese calendar since
/// the Shíxiàn reform of 1645 (Reingold & Dershowitz, *Calendrical Calculations*, ch. "The Chinese calendar"):
/// a month begins on the civil day of a new moon; the month holding the December solstice is month 11; when 13
/// months separate two months 11, the first of them without a principal term (the sun's longitude at a multiple
/// of 30°) is a leap month and repeats the number of the month before it. Month 1 begins the lunar year, whose
/// `year` is the Gregorian year it begins in. The four calendars differ only in the clock that decides the civil
/// day (`LunisolarReferenceTime`).
///
/// No table: every month from Meeus's new moons and solar longitudes (see `LunisolarSky`), kept in a
/// `CalendarCache` by sui (`LunisolarSui`): some 16 new moons and 5 solar longitudes a sui, a dozen longitudes
/// more in a sui with a leap month.
///
/// Supported: Gregorian years 1645 (the reform that brought the true sun into the calendar) to 2499. ΔT, the
/// slowing of the Earth, is measured up to now and extrapolated after; by 2500 its uncertainty reaches some
/// tens of minutes, so there a new moon that close to midnight may fall on either day.
///
///     var cache = CalendarCache()
///     LunisolarCalendar.chinese.monthSpan(containing: 2_461_089, cache: &cache)  // 2026-1, from 17 February 2026
public struct LunisolarCalendar: Hashable, Sendable {
  /// Which of the four calendars.
  public let system: CalendarSystem
  /// The clock that decides on which civil day a new moon or a midnight falls.
  public let referenceTime: LunisolarReferenceTime

  /// The calendar of `system`.
  /// - Precondition: `system` is `.chinese`, `.korean`, `.vietnamese` or `.japanese`.
  public init(_ system: CalendarSystem) {
    self.system = system
    switch system {
    case .chinese: referenceTime = .chinese
    case .korean: referenceTime = .korean
    case .vietnamese: referenceTime = .vietnamese
    case .japanese: referenceTime = .japanese
    default: preconditionFailure("\(system.name) is not a lunisolar calendar")
    }
  }

  /// The Chinese calendar, in Beijing's time.
  public static let chinese = LunisolarCalendar(.chinese)
  /// The Korean calendar, in Seoul's time.
  public static let korean = LunisolarCalendar(.korean)
  /// The Vietnamese calendar.
  public static let vietnamese = LunisolarCalendar(.vietnamese)
  /// The Japanese calendar, in UTC+9.
  public static let japanese = LunisolarCalendar(.japanese)

  /// The lunar years `julianDay(of:cache:)` and `months(ofYear:cache:)` answer for: 1645 to 2498, whose days
  /// are all in `supportedJulianDays`.
  public static let supportedYears = 1645...2498

  private static let supportedDays =
    Reform.gregorian.julianDay(of: CivilDate(year: 1645, month: 1, day: 1))...Reform.gregorian.julianDay(
      of: CivilDate(year: 2499, month: 12, day: 31))

  /// The days the calendar answers for: 1 January 1645 to 31 December 2499 (Gregorian).
  public var supportedJulianDays: ClosedRange<Int> { Self.supportedDays }

  /// The month holding the day `julianDay`, or `nil` outside `supportedJulianDays`.
  public func monthSpan(containing julianDay: Int, cache: inout CalendarCache) -> CalendarMonthSpan? {
    guard supportedJulianDays.contains(julianDay) else { return nil }
    if let month = cache.lunisolarMonth(of: system, containing: julianDay) { return month }
    // The sui ending with the solstice of the day's year covers it up to the month after that solstice's.
    let civil = Reform.gregorian.date(fromJulianDay: julianDay)
    var sui = self.sui(year: civil.year, cache: &cache)
    while julianDay < sui.firstJulianDay { sui = self.sui(year: sui.year - 1, cache: &cache) }
    while julianDay >= sui.coveredEndJulianDay { sui = self.sui(year: sui.year + 1, cache: &cache) }
    return sui.month(containing: julianDay)
  }

  /// The Julian Day Number of `date`, or `nil` if it does not exist: a year outside `supportedYears`, a month
  /// outside 1...12, a leap month the year lacks, day 30 of a 29-day month.
  public func julianDay(of date: CalendarSystemDate, cache: inout CalendarCache) -> Int? {
    guard Self.supportedYears.contains(date.year), (1...12).contains(date.month), date.day >= 1 else { return nil }
    // Months 1 to 10 (and a leap month 10) are in the sui ending in the year's December, 11 and 12 in the next.
    let sui = self.sui(year: date.month <= 10 ? date.year : date.year + 1, cache: &cache)
    var start = sui.firstJulianDay
    for index in 0..<sui.monthCount {
      let month = sui.month(at: index, firstJulianDay: start)
      if month.month == date.month && month.isLeapMonth == date.isLeapMonth {
        return date.day <= month.dayCount ? start + date.day - 1 : nil
      }
      start += month.dayCount
    }
    return nil
  }

  /// Every month of the lunar year `year`, month 1 to month 12 with its leap month in place if it has one: 12 or
  /// 13 months, or none outside `supportedYears`.
  public func months(ofYear year: Int, cache: inout CalendarCache) -> [CalendarMonthSpan] {
    guard Self.supportedYears.contains(year) else { return [] }
    let months = sui(year: year, cache: &cache).months + sui(year: year + 1, cache: &cache).months
    return months.filter { $0.year == year }
  }

  /// The sui ending with the December solstice of `year`, from `cache` or computed and kept there.
  func sui(year: Int, cache: inout CalendarCache) -> LunisolarSui {
    if let sui = cache.lunisolarSui(of: system, year: year) { return sui }
    let previous = cache.lunisolarSui(of: system, year: year - 1)
    let sui = LunisolarSui(system: system, year: year, time: referenceTime, after: previous)
    cache.keep(sui)
    return sui
  }
}
