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

  // Two arrays of Int rather than one of `Period`: the standard library has the storage of [Int] ready made,
  // while an array of a new type costs some thousands of instructions to set up on its first use, more than
  // computing a month of the calendar.
  /// The periods' first days, increasing.
  private let firstJulianDays: [Int]
  /// The periods' offsets in seconds.
  private let utcOffsetsSeconds: [Int]

  /// A history from its periods, earliest first.
  /// - Precondition: there is at least one period and their first days increase.
  public init(periods: [Period]) {
    self.init(firstJulianDays: periods.map(\.firstJulianDay), utcOffsetsSeconds: periods.map(\.utcOffsetSeconds))
  }

  private init(firstJulianDays: [Int], utcOffsetsSeconds: [Int]) {
    precondition(!firstJulianDays.isEmpty && firstJulianDays.count == utcOffsetsSeconds.count, "no periods")
    for index in firstJulianDays.indices.dropFirst() {
      precondition(firstJulianDays[index - 1] < firstJulianDays[index], "periods out of order")
    }
    (self.firstJulianDays, self.utcOffsetsSeconds) = (firstJulianDays, utcOffsetsSeconds)
  }

  /// The periods, earliest first.
  public var periods: [Period] {
    zip(firstJulianDays, utcOffsetsSeconds).map { Period(firstJulianDay: $0, utcOffsetSeconds: $1) }
  }

  /// The UTC offset in seconds on the civil day `julianDay`.
  public func utcOffsetSeconds(onJulianDay julianDay: Int) -> Int {
    var index = 0
    while index + 1 < firstJulianDays.count && firstJulianDays[index + 1] <= julianDay { index += 1 }
    return utcOffsetsSeconds[index]
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
  // an array of literals is laid out at compile time, where one computed from dates is built on first use.

  /// Beijing's local mean time at 116°25′ E (UTC+7:45:40) before 1929, UTC+8 from 1 January 1929.
  public static let chinese = LunisolarReferenceTime(
    firstJulianDays: [1_721_426, 2_425_613],  // 1 January 1 and 1929 (Gregorian)
    utcOffsetsSeconds: [27_940, 28_800])

  /// Korea's clocks as the Korea Astronomy and Space Science Institute (KASI) computes the calendar, which
  /// korean-lunar-calendar tabulates: UTC+8 before 1912 (not Seoul's local mean time, UTC+8:27:52, nor the UTC+8:30
  /// of 1908-1911: with either, ten months of 1903-1911 would begin a day later than KASI has them), then Korea's
  /// standard time (tz database, `Asia/Seoul`, summer time aside): UTC+9 from 1912, UTC+8:30 from 21 March 1954,
  /// UTC+9 again from 10 August 1961.
  public static let korean = LunisolarReferenceTime(
    // 1 January 1, 1 January 1912, 21 March 1954, 10 August 1961 (Gregorian).
    firstJulianDays: [1_721_426, 2_419_403, 2_434_823, 2_437_522],
    utcOffsetsSeconds: [28_800, 32_400, 30_600, 32_400])

  /// UTC+8 before 1968, UTC+7 from 1 January 1968 (the calendar of the Democratic Republic of Vietnam, decree of
  /// 8 August 1967, which all Vietnam follows since 1976).
  public static let vietnamese = LunisolarReferenceTime(
    firstJulianDays: [1_721_426, 2_439_857],  // 1 January 1 and 1968 (Gregorian)
    utcOffsetsSeconds: [28_800, 25_200])

  /// Japan Standard Time, UTC+9, throughout (the old calendar as today's almanacs compute it).
  public static let japanese = LunisolarReferenceTime(
    firstJulianDays: [1_721_426],  // 1 January 1 (Gregorian)
    utcOffsetsSeconds: [32_400])
}
