// Weekend: a place's weekend through time, the weekdays of each law from the day it came into force, and its day
// of rest.

/// The weekend of a place through time: the weekdays it rests on, as each law gave them from the day it came into
/// force, and the day of rest among them (the one a calendar colours as Sunday is coloured where Sunday is it).
///
/// Most places have had one weekend as far as a calendar needs to know, written as a set of weekdays; a place whose
/// law changed it is written from the oldest weekend on, each change with its first day:
///
///     let sunday: Weekend = [.sunday]
///     // Saudi Arabia: Thursday and Friday, then Friday and Saturday from 28 June 2013 (Royal Decree A/150).
///     let saudiArabia = Weekend([.thursday, .friday])
///       .changed(on: CivilDate(year: 2013, month: 6, day: 28), to: [.friday, .saturday])
///     saudiArabia.days(onJulianDay: Reform.gregorian.julianDay(of: CivilDate(year: 2013, month: 6, day: 27)))
///     // [.thursday, .friday]
///
/// The changes are kept in two numbers, each change the first day (a day number) of the weekend after it and the
/// weekdays before it in 32 bits: up to four changes, and a weekend stays a plain value, copied without counting
/// references, as a month grid or a request copies it.
public struct Weekend: Hashable, Sendable, ExpressibleByArrayLiteral {
  /// The weekdays of the weekend in force from the last change on (always, when there is none).
  public let current: WeekdaySet
  /// The day of rest the place names where its weekend holds it (Saturday, the Sabbath, in Israel); `nil` where
  /// `restDay(among:)`'s rule gives it.
  public let preferredRestDay: Weekday?
  /// The first two changes and the next two, oldest first in the low 32 bits, each the day number of the first
  /// day of the weekend after it shifted left by 8 bits, above the bits of the weekdays before it; 0 for none.
  @usableFromInline let firstChanges: Int, laterChanges: Int

  /// The weekend `days`, with no change, its day of rest `restDay` where it holds it.
  @inlinable
  public init(_ days: WeekdaySet, restDay: Weekday? = nil) {
    (current, preferredRestDay, firstChanges, laterChanges) = (days, restDay, 0, 0)
  }

  /// The weekend of the weekdays listed: `[.friday, .saturday]`.
  @inlinable
  public init(arrayLiteral weekdays: Weekday...) {
    var days = WeekdaySet()
    for weekday in weekdays { days.insert(weekday) }
    self.init(days)
  }

  @inlinable
  init(current: WeekdaySet, preferredRestDay: Weekday?, firstChanges: Int, laterChanges: Int) {
    (self.current, self.preferredRestDay) = (current, preferredRestDay)
    (self.firstChanges, self.laterChanges) = (firstChanges, laterChanges)
  }

  /// Saturday and Sunday, the world's weekend in CLDR's data and the one `cal` users know.
  @inlinable public static var saturdayAndSunday: Weekend { Weekend(.saturdayAndSunday) }

  /// This weekend until the day before `date` (a Gregorian date), and `days` from `date` on.
  /// - Precondition: `date` is later than the last change's, and the weekend has changed fewer than four times.
  public func changed(on date: CivilDate, to days: WeekdaySet) -> Weekend {
    let firstDay = Reform.gregorian.julianDay(of: date)
    precondition(firstDay > 0 && firstDay < 1 << 24, "a weekend's change out of the days it can keep")
    var count = 0
    while count < 4 && change(at: count) != 0 { count += 1 }
    precondition(count < 4, "a weekend changed more than four times")
    precondition(count == 0 || change(at: count - 1) >> 8 < firstDay, "a weekend's changes out of order")
    let entry = firstDay << 8 | Int(current.bits)
    return Weekend(
      current: days, preferredRestDay: preferredRestDay,
      firstChanges: count < 2 ? firstChanges | entry << (32 * count) : firstChanges,
      laterChanges: count < 2 ? laterChanges : laterChanges | entry << (32 * (count - 2)))
  }

  /// This weekend with `restDay` its day of rest where it holds it.
  public func withRestDay(_ restDay: Weekday?) -> Weekend {
    Weekend(current: current, preferredRestDay: restDay, firstChanges: firstChanges, laterChanges: laterChanges)
  }

  /// The change at `position` (0...3) as kept, 0 when there is none.
  @inlinable
  func change(at position: Int) -> Int {
    (position < 2 ? firstChanges : laterChanges) >> (32 * (position & 1)) & 0xFFFF_FFFF
  }

  /// Whether the weekend ever changed.
  @inlinable public var hasChanges: Bool { firstChanges != 0 }

  /// The weekdays of the weekend in force on the day `julianDay`.
  @inlinable
  public func days(onJulianDay julianDay: Int) -> WeekdaySet {
    // Most weekends never changed; the others changed a few times.
    guard hasChanges else { return current }
    for position in 0..<4 {
      let entry = change(at: position)
      if entry == 0 { break }
      if julianDay < entry >> 8 { return WeekdaySet(bits: UInt8(truncatingIfNeeded: entry)) }
    }
    return current
  }

  /// The first day (a day number) after `julianDay` on which another weekend is in force, or `nil` when none is.
  @inlinable
  public func nextChange(afterJulianDay julianDay: Int) -> Int? {
    guard hasChanges else { return nil }
    for position in 0..<4 {
      let entry = change(at: position)
      if entry == 0 { break }
      if julianDay < entry >> 8 { return entry >> 8 }
    }
    return nil
  }

  /// The day of rest among `days`: the place's own (`preferredRestDay`) where `days` holds it; else Sunday, the
  /// Christian day of rest; else Friday, the Muslim day of prayer; else the weekend's last day (`nil` for none).
  @inlinable
  public func restDay(among days: WeekdaySet) -> Weekday? {
    if let preferredRestDay, days.contains(preferredRestDay) { return preferredRestDay }
    if days.contains(.sunday) { return .sunday }
    if days.contains(.friday) { return .friday }
    // A weekend of other days (Saturday alone) is ended by its last day, in the week from Sunday.
    var last: Weekday?
    for weekday in days { last = weekday }
    return last
  }
}
