// CalendarDateDays: each day's date in another calendar (Hebrew, Islamic, lunisolar, Persian), as day facts.

/// Each day's date in a `CalendarSystem`: a source of day facts of kind `.calendarDate`, one a day
/// (none on a day outside the calendar's range), found a month span at a time.
///
/// A fact's number is the date itself, packed (`date(ofFact:)` unpacks it), so that views read the
/// year, month and day without parsing a label. The label names the date for people
/// (`label(ofFact:)`): `12 Tevet 5787`, `12 Rajab 1448 AH`, `21 Azar 1405 SH`, `chinese 2026-10-12`.
///
///     var cache = DayFactCache()
///     CalendarDateDays(.hebrew).forEachFact(onDaysFrom: 2_461_405, through: 2_461_405, reform: .gregorian,
///       cache: &cache) { _, fact in CalendarDateDays.date(ofFact: fact) }  // 5787-10-12
public final class CalendarDateDays: DayFactSource, Hashable {
  /// The calendar whose dates are given.
  public let calendar: CalendarSystem
  /// How the dates are named for people (`label(of:)`). Never optional: destroying an optional existential makes
  /// the runtime set up the optional's type, in every run that shows a calendar.
  public let naming: any CalendarDateNaming

  /// The dates of `calendar`, named in English.
  public init(_ calendar: CalendarSystem) {
    (self.calendar, naming) = (calendar, EnglishDateNaming())
  }

  /// The dates of `calendar`, named by `naming`.
  public init(_ calendar: CalendarSystem, naming: any CalendarDateNaming) {
    (self.calendar, self.naming) = (calendar, naming)
  }

  /// `.calendarDate`.
  public var kinds: DayFactKinds { .calendarDate }

  /// Calls `body` with each day from JDN `first` through JDN `last` that the calendar has a date for,
  /// and the date packed as a fact number, found a month span at a time (`DayFactCache.forEachMonthSpan`).
  public func forEachFact(
    onDaysFrom first: Int, through last: Int, reform: Reform, cache: inout DayFactCache,
    _ body: (_ julianDay: Int, _ fact: Int) -> Void
  ) {
    cache.forEachMonthSpan(of: calendar, coveringDaysFrom: first, through: last) { span, days in
      for day in days { body(day, CalendarDateDays.fact(of: span.date(ofJulianDay: day))) }
    }
  }

  /// `.calendarDate`: every fact of a calendar is one.
  public func kind(ofFact fact: Int) -> DayFactKind { .calendarDate }

  /// The date the fact numbered `fact` holds, named for people (see `label(of:)`).
  public func label(ofFact fact: Int) -> String { label(of: CalendarDateDays.date(ofFact: fact)) }

  /// The calendar and the date the fact numbered `fact` holds.
  public func value(ofFact fact: Int, onDay julianDay: Int) -> DayFactValue {
    .calendarDate(calendar, CalendarDateDays.date(ofFact: fact))
  }

  // MARK: - Dates as fact numbers

  /// `date` packed in a fact number: the day in bits 0-4, the leap month flag in bit 5, the month in
  /// bits 6-9 and the year, plus `yearBias`, from bit 10 on.
  static func fact(of date: CalendarSystemDate) -> Int {
    precondition(date.day >= 1 && date.day < 32 && date.month >= 1 && date.month < 16, "a date past a fact number")
    precondition(date.year + yearBias >= 0 && date.year + yearBias < 1 << 22, "a year past a fact number")
    return (date.year + yearBias) << 10 | date.month << 6 | (date.isLeapMonth ? 1 << 5 : 0) | date.day
  }

  /// The date the fact numbered `fact` holds.
  public static func date(ofFact fact: Int) -> CalendarSystemDate {
    CalendarSystemDate(
      year: (fact >> 10) - yearBias, month: fact >> 6 & 0xF, isLeapMonth: fact & 1 << 5 != 0, day: fact & 0x1F)
  }

  /// Added to a year to keep years before 1 (none of the calendars has them yet) from a negative fact number.
  private static let yearBias = 1 << 21
}

extension DayFactCache {
  /// Calls `body` with each month span of `calendar` that holds days from JDN `first` through JDN `last`, in
  /// order, and the days of the range in it; days the calendar has no date for are passed over. Each span is asked
  /// for once, and the last one is kept, where the next range (the next month shown) usually begins.
  mutating func forEachMonthSpan(
    of calendar: CalendarSystem, coveringDaysFrom first: Int, through last: Int,
    _ body: (_ span: CalendarMonthSpan, _ days: ClosedRange<Int>) -> Void
  ) {
    let supported = calendar.supportedJulianDays
    var day = max(first, supported.lowerBound)
    let end = min(last, supported.upperBound)
    while day <= end {
      let span: CalendarMonthSpan
      if let kept = monthSpans[calendar], kept.contains(day) {
        span = kept
      } else if let found = calendar.monthSpan(containing: day, cache: &calendars) {
        span = found
        monthSpans[calendar] = found
      } else {
        // A day the calendar has no date for, though in its range: nothing to say of it.
        day += 1
        continue
      }
      let spanEnd = min(span.lastJulianDay, end)
      body(span, day...spanEnd)
      day = spanEnd + 1
    }
  }
}

extension CalendarDateDays {
  /// Whether both give the dates of the same calendar: a run names them in one language, so the naming is not
  /// compared.
  public static func == (left: CalendarDateDays, right: CalendarDateDays) -> Bool { left.calendar == right.calendar }

  public func hash(into hasher: inout Hasher) { hasher.combine(calendar) }
}
