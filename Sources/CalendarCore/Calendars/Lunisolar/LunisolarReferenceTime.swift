// LunisolarReferenceTime: the clock a lunisolar calendar decides its days by, period by period.

/// The time in which a lunisolar calendar decides on which civil day a new moon falls and at which midnight the
/// sun has passed a principal term: a UTC offset in seconds (a local mean time is rarely a whole minute), by
/// period.
///
/// The periods follow the clocks the calendar's makers used: Beijing's local mean time (116°25′ E, 7 h 45 min
/// 40 s) until the Chinese calendar was reckoned in UTC+8 from 1929 (Purple Mountain Observatory); UTC+8 in Korea
/// before 1912, then UTC+9 and UTC+8:30 as Korea's standard time changed; UTC+8 in Vietnam until the North's
/// calendar of 1968 moved to UTC+7 (which is why Tết 1985 differs from the Chinese New Year); UTC+9 in Japan.
///
///     LunisolarReferenceTime.chinese.utcOffsetSeconds(onJulianDay: 2_425_613)  // 28_800, 1 January 1929
public struct LunisolarReferenceTime: Hashable, Sendable {
  /// A span of days kept on one clock: from `firstJulianDay` to the day before the next period's first day.
  public struct Period: Hashable, Sendable {
    /// The Julian Day Number of the period's first day; the first period also covers every day before it.
    public var firstJulianDay: Int
    /// How far the clock is ahead of UTC, in seconds (east positive): 27_940 for Beijing's mean time.
    public var utcOffsetSeconds: Int

    /// A period from its first day and its offset.
    public init(firstJulianDay: Int, utcOffsetSeconds: Int) {
      (self.firstJulianDay, self.utcOffsetSeconds) = (firstJulianDay, utcOffsetSeconds)
    }

    /// A period from its first day, as a Gregorian date, and its offset.
    public init(from date: CivilDate, utcOffsetSeconds: Int) {
      self.init(firstJulianDay: Reform.gregorian.julianDay(of: date), utcOffsetSeconds: utcOffsetSeconds)
    }
  }

  // Up to four periods held in the value, not in arrays: even a constant array has its type set up on first use,
  // where stored fields need nothing.
  /// The most periods a clock has: Korea's four.
  public static let maximumPeriodCount = 4
  /// The first period, which also covers every day before it.
  private let earliest: Period
  /// The later periods, in order, as many as there are.
  private let second: Period?, third: Period?, fourth: Period?

  /// A history from its periods, earliest first.
  /// - Precondition: there are one to `maximumPeriodCount` periods and their first days increase.
  public init(periods: [Period]) {
    precondition((1...LunisolarReferenceTime.maximumPeriodCount).contains(periods.count), "1 to 4 periods")
    for index in periods.indices.dropFirst() {
      precondition(periods[index - 1].firstJulianDay < periods[index].firstJulianDay, "periods out of order")
    }
    self.init(
      periods[0], periods.count > 1 ? periods[1] : nil, periods.count > 2 ? periods[2] : nil,
      periods.count > 3 ? periods[3] : nil)
  }

  /// A history from its periods, earliest first, which follow one another (the tables below; a test checks them).
  private init(_ earliest: Period, _ second: Period? = nil, _ third: Period? = nil, _ fourth: Period? = nil) {
    (self.earliest, self.second, self.third, self.fourth) = (earliest, second, third, fourth)
  }

  /// The periods, earliest first.
  public var periods: [Period] { [earliest] + [second, third, fourth].compactMap { $0 } }

  /// The UTC offset in seconds on the civil day `julianDay`.
  public func utcOffsetSeconds(onJulianDay julianDay: Int) -> Int {
    // The last period begun by that day: periods are in order, and absent ones end the list.
    guard let second, second.firstJulianDay <= julianDay else { return earliest.utcOffsetSeconds }
    guard let third, third.firstJulianDay <= julianDay else { return second.utcOffsetSeconds }
    guard let fourth, fourth.firstJulianDay <= julianDay else { return third.utcOffsetSeconds }
    return fourth.utcOffsetSeconds
  }

  /// The Julian Day (UT) at which the civil day `julianDay` begins on this clock.
  func startOfDay(_ julianDay: Int) -> Double {
    Double(julianDay) - 0.5 - Double(utcOffsetSeconds(onJulianDay: julianDay)) / 86_400
  }

  /// The civil day of the instant `universalJulianDay` (a Julian Day in UT) on this clock, and the fraction of
  /// that day gone at the instant, `0..<1`. The period is chosen by the instant's UTC date, which can only
  /// matter for an instant within hours of a change of clock.
  func civilDay(ofUniversalJulianDay universalJulianDay: Double) -> (julianDay: Int, fraction: Double) {
    let offset = utcOffsetSeconds(onJulianDay: Int((universalJulianDay + 0.5).rounded(.down)))
    let local = universalJulianDay + 0.5 + Double(offset) / 86_400
    let day = local.rounded(.down)
    return (Int(day), local - day)
  }

  // MARK: - The four calendars' clocks

  // The first days as Julian Day Numbers written out (the tests convert them back to the dates in the comments):
  // computed from dates, they would be computed on first use.

  /// Beijing's local mean time at 116°25′ E (UTC+7:45:40) before 1929, UTC+8 from 1 January 1929.
  public static let chinese = LunisolarReferenceTime(
    Period(firstJulianDay: 1_721_426, utcOffsetSeconds: 27_940),  // 1 January 1 (Gregorian)
    Period(firstJulianDay: 2_425_613, utcOffsetSeconds: 28_800))  // 1 January 1929

  /// Korea's clocks as the Korea Astronomy and Space Science Institute (KASI) computes the calendar, which
  /// korean-lunar-calendar tabulates: UTC+8 before 1912 (not Seoul's local mean time, UTC+8:27:52, nor the UTC+8:30
  /// of 1908-1911: with either, ten months of 1903-1911 would begin a day later than KASI has them), then Korea's
  /// standard time (tz database, `Asia/Seoul`, summer time aside): UTC+9 from 1912, UTC+8:30 from 21 March 1954,
  /// UTC+9 again from 10 August 1961.
  public static let korean = LunisolarReferenceTime(
    Period(firstJulianDay: 1_721_426, utcOffsetSeconds: 28_800),  // 1 January 1 (Gregorian)
    Period(firstJulianDay: 2_419_403, utcOffsetSeconds: 32_400),  // 1 January 1912
    Period(firstJulianDay: 2_434_823, utcOffsetSeconds: 30_600),  // 21 March 1954
    Period(firstJulianDay: 2_437_522, utcOffsetSeconds: 32_400))  // 10 August 1961

  /// UTC+8 before 1968, UTC+7 from 1 January 1968 (the calendar of the Democratic Republic of Vietnam, decree of
  /// 8 August 1967, which all Vietnam follows since 1976).
  public static let vietnamese = LunisolarReferenceTime(
    Period(firstJulianDay: 1_721_426, utcOffsetSeconds: 28_800),  // 1 January 1 (Gregorian)
    Period(firstJulianDay: 2_439_857, utcOffsetSeconds: 25_200))  // 1 January 1968

  /// Japan Standard Time, UTC+9, throughout (the old calendar as today's almanacs compute it).
  public static let japanese = LunisolarReferenceTime(
    Period(firstJulianDay: 1_721_426, utcOffsetSeconds: 32_400))  // 1 January 1 (Gregorian)
}
