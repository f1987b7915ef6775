// Moment: an instant as a Julian Day in Universal Time, and its civil date at a UTC offset.

/// An instant of time, as a Julian Day (days and fractions since noon UT, 1 January 4713 BC of the
/// proleptic Julian calendar) in Universal Time.
///
/// The astronomy of `CalendarCore` computes in Terrestrial Time, the uniform time scale of ephemerides, and
/// hands back `Moment`s in UT; `DeltaT` converts between the two. A `Double` of Julian Day resolves about
/// 40 microseconds today, far finer than the minute the calendars need.
///
///     let moment = Moment(julianDayNumber: Reform.gregorian.julianDay(of: CivilDate(year: 2026, month: 12, day: 1)))
///     moment.julianDay                              // 2461375.5, midnight UT
///     moment.date(utcOffsetMinutes: -300)           // 2026-11-30, in New York
public struct Moment: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The Julian Day in Universal Time: 2451545.0 is noon UT on 1 January 2000.
  public var julianDay: Double

  /// The instant with Julian Day `julianDay` in Universal Time.
  public init(julianDay: Double) {
    self.julianDay = julianDay
  }

  /// The instant `secondsSinceMidnight` after the start of the civil day whose Julian Day Number is
  /// `julianDayNumber`, on clocks `utcOffsetMinutes` ahead of UTC (east positive: 60 for Paris in winter).
  ///
  /// A Julian Day Number names the day whose noon UT begins Julian Day `julianDayNumber`, so that day's
  /// midnight UT is `julianDayNumber - 0.5`; `Reform.julianDay(of:)` gives the number of a civil date.
  public init(julianDayNumber: Int, secondsSinceMidnight: Double = 0, utcOffsetMinutes: Int = 0) {
    julianDay = Double(julianDayNumber) - 0.5 + (secondsSinceMidnight - Double(utcOffsetMinutes) * 60) / 86_400
  }

  /// The instant whose Julian Ephemeris Day (a Julian Day in Terrestrial Time) is `julianEphemerisDay`.
  public init(julianEphemerisDay: Double) {
    julianDay = julianEphemerisDay - DeltaT.seconds(atYear: Moment.decimalYear(julianDay: julianEphemerisDay)) / 86_400
  }

  /// The instant as a Julian Ephemeris Day: the Julian Day in Terrestrial Time, `julianDay` plus ΔT.
  public var julianEphemerisDay: Double {
    julianDay + DeltaT.seconds(atYear: decimalYear) / 86_400
  }

  /// The year as a decimal number (2000.0 at the start of 2000), close enough for ΔT: Julian years of
  /// 365.25 days from 1 January 2000, 0h, which keeps within a day of the Gregorian year for millennia.
  public var decimalYear: Double { Moment.decimalYear(julianDay: julianDay) }

  static func decimalYear(julianDay: Double) -> Double {
    2000 + (julianDay - 2_451_544.5) / 365.25  // 2451544.5: 1 January 2000, 0h
  }

  /// The Julian Day Number of the civil day this instant falls in, on clocks `utcOffsetMinutes` ahead of UTC.
  public func julianDayNumber(utcOffsetMinutes: Int = 0) -> Int {
    Int((julianDay + 0.5 + Double(utcOffsetMinutes) / 1_440).rounded(.down))
  }

  /// The civil date this instant falls on, on clocks `utcOffsetMinutes` ahead of UTC, under `reform`.
  public func date(utcOffsetMinutes: Int = 0, reform: Reform = .gregorian) -> CivilDate {
    reform.date(fromJulianDay: julianDayNumber(utcOffsetMinutes: utcOffsetMinutes))
  }

  /// The seconds from the start of the civil day to this instant, on clocks `utcOffsetMinutes` ahead of UTC:
  /// `0..<86400`.
  public func secondsSinceMidnight(utcOffsetMinutes: Int = 0) -> Double {
    let days = julianDay + 0.5 + Double(utcOffsetMinutes) / 1_440
    return (days - days.rounded(.down)) * 86_400
  }

  /// The instant `days` days (of 86,400 seconds) later, or earlier when `days` is negative.
  public func advanced(byDays days: Double) -> Moment { Moment(julianDay: julianDay + days) }

  /// Whether `left` comes before `right`.
  public static func < (left: Moment, right: Moment) -> Bool { left.julianDay < right.julianDay }

  /// The UTC date and time to the second, `YYYY-MM-DD HH:MM:SS` (proleptic Gregorian), for messages.
  public var description: String {
    let rounded = Moment(julianDay: julianDay + 0.5 / 86_400)  // to the nearest second
    let seconds = Int(rounded.secondsSinceMidnight().rounded(.down))
    return "\(rounded.date()) \(zeroPadded(seconds / 3600, width: 2)):\(zeroPadded(seconds / 60 % 60, width: 2))"
      + ":\(zeroPadded(seconds % 60, width: 2))"
  }
}
