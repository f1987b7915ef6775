// Moving through another calendar's months and years: the month after, before, named, and a year's months.

extension CalendarSystem {
  /// The years the calendar has whole months for, in its own count: a year outside them is refused, not shown
  /// empty.
  public var supportedYears: ClosedRange<Int> {
    switch self {
    case .chinese, .korean, .vietnamese, .japanese: LunisolarCalendar.supportedYears
    case .hebrew: HebrewCalendar.supportedYears
    case .islamic: UmmAlQuraCalendar.supportedYears
    case .islamicCivil: IslamicCivilCalendar.supportedYears
    case .persian: PersianCalendar.supportedYears
    }
  }

  /// The month a year of the calendar begins with: Tishrei (7, as months are numbered from Nisan) for the Hebrew
  /// calendar, whose years change at Rosh Hashanah, month 1 for the others.
  public var firstMonthOfYear: Int { self == .hebrew ? 7 : 1 }

  /// The month after `span`, or `nil` past the calendar's range.
  public func monthSpan(after span: CalendarMonthSpan, cache: inout CalendarCache) -> CalendarMonthSpan? {
    monthSpan(containing: span.lastJulianDay + 1, cache: &cache)
  }

  /// The month before `span`, or `nil` before the calendar's range.
  public func monthSpan(before span: CalendarMonthSpan, cache: inout CalendarCache) -> CalendarMonthSpan? {
    monthSpan(containing: span.firstJulianDay - 1, cache: &cache)
  }

  /// Month `month` of `year` (its leap month when `isLeapMonth`), or `nil` when the year lacks it or is outside
  /// `supportedYears`.
  public func monthSpan(year: Int, month: Int, isLeapMonth: Bool = false, cache: inout CalendarCache)
    -> CalendarMonthSpan?
  {
    guard supportedYears.contains(year) else { return nil }
    let first = CalendarSystemDate(year: year, month: month, isLeapMonth: isLeapMonth, day: 1)
    guard let julianDay = julianDay(of: first, cache: &cache) else { return nil }
    return monthSpan(containing: julianDay, cache: &cache)
  }

  /// The months of `year` in the order they pass, from `firstMonthOfYear` (a lunisolar year's leap month after the
  /// month it repeats; a Hebrew year from Tishrei to Elul): 12 or 13, none outside `supportedYears`.
  public func monthSpans(ofYear year: Int, cache: inout CalendarCache) -> [CalendarMonthSpan] {
    guard var span = monthSpan(year: year, month: firstMonthOfYear, cache: &cache) else { return [] }
    var spans = [span]
    while let next = monthSpan(after: span, cache: &cache), next.year == year {
      spans.append(next)
      span = next
    }
    return spans
  }
}
