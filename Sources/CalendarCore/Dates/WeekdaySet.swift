// WeekdaySet: a set of weekdays kept as seven bits.

/// A set of weekdays, such as the days a calendar marks as weekend, kept as seven bits.
///
/// It reads and is written like a `Set<Weekday>` (`[.saturday, .sunday]`, `contains`, `insert`,
/// `union`), but needs no hashing and no allocation, so a `MonthGrid` that carries one stays a
/// plain value that is cheap to build and to copy. Iteration runs from Sunday to Saturday.
///
///     var weekend: WeekdaySet = [.friday, .saturday]
///     weekend.contains(.saturday)  // true
public struct WeekdaySet: SetAlgebra, Sequence, Hashable, Sendable {
  /// The set holds weekdays.
  public typealias Element = Weekday
  /// An array literal of weekdays makes a set: `[.friday, .saturday]`.
  public typealias ArrayLiteralElement = Weekday

  /// Bit `rawValue - 1` of `bits` is set for each weekday in the set (Sunday is bit 0).
  @usableFromInline var bits: UInt8

  @inlinable init(bits: UInt8) { self.bits = bits }

  /// The empty set.
  @inlinable public init() { bits = 0 }

  /// The set of the given weekdays.
  @inlinable public init(arrayLiteral weekdays: Weekday...) {
    self.init()
    for weekday in weekdays { bits |= WeekdaySet.bit(weekday) }
  }

  /// Saturday and Sunday, the weekend `cal` colours and `MonthGrid` flags by default.
  @inlinable public static var saturdayAndSunday: WeekdaySet { WeekdaySet(bits: 0b100_0001) }

  @inlinable static func bit(_ weekday: Weekday) -> UInt8 { 1 << UInt8(weekday.rawValue - 1) }

  /// The set whose weekdays are the bits of `bitPattern`, Sunday's the lowest (the eighth bit is ignored).
  @inlinable public init(bitPattern: UInt8) { bits = bitPattern & 0x7F }

  /// The set's weekdays as bits, Sunday's the lowest: what a packed value keeps of it.
  @inlinable public var bitPattern: UInt8 { bits }

  /// Whether the set holds no weekday.
  @inlinable public var isEmpty: Bool { bits == 0 }

  /// How many weekdays the set holds.
  @inlinable public var count: Int { bits.nonzeroBitCount }

  /// Whether `weekday` is in the set.
  @inlinable public func contains(_ weekday: Weekday) -> Bool { bits & WeekdaySet.bit(weekday) != 0 }

  /// The weekdays in either set.
  @inlinable public func union(_ other: WeekdaySet) -> WeekdaySet { WeekdaySet(bits: bits | other.bits) }

  /// The weekdays in both sets.
  @inlinable public func intersection(_ other: WeekdaySet) -> WeekdaySet { WeekdaySet(bits: bits & other.bits) }

  /// The weekdays in one set but not both.
  @inlinable public func symmetricDifference(_ other: WeekdaySet) -> WeekdaySet {
    WeekdaySet(bits: bits ^ other.bits)
  }

  /// Adds `weekday`; returns whether it was new, and the weekday.
  @inlinable @discardableResult
  public mutating func insert(_ weekday: Weekday) -> (inserted: Bool, memberAfterInsert: Weekday) {
    let wasMember = contains(weekday)
    bits |= WeekdaySet.bit(weekday)
    return (!wasMember, weekday)
  }

  /// Removes `weekday`; returns it when it was in the set.
  @inlinable @discardableResult
  public mutating func remove(_ weekday: Weekday) -> Weekday? {
    guard contains(weekday) else { return nil }
    bits &= ~WeekdaySet.bit(weekday)
    return weekday
  }

  /// Adds `weekday`; returns it when it was already in the set.
  @inlinable @discardableResult
  public mutating func update(with weekday: Weekday) -> Weekday? {
    let wasMember = contains(weekday)
    bits |= WeekdaySet.bit(weekday)
    return wasMember ? weekday : nil
  }

  /// Adds the weekdays of `other`.
  @inlinable public mutating func formUnion(_ other: WeekdaySet) { bits |= other.bits }

  /// Keeps only the weekdays also in `other`.
  @inlinable public mutating func formIntersection(_ other: WeekdaySet) { bits &= other.bits }

  /// Keeps the weekdays in one set but not both.
  @inlinable public mutating func formSymmetricDifference(_ other: WeekdaySet) { bits ^= other.bits }

  /// The weekdays in the set, Sunday first.
  public struct Iterator: IteratorProtocol {
    @usableFromInline var remaining: UInt8

    @inlinable init(remaining: UInt8) { self.remaining = remaining }

    /// The next weekday in the set, or `nil` after the last.
    @inlinable public mutating func next() -> Weekday? {
      guard remaining != 0 else { return nil }
      let index = remaining.trailingZeroBitCount
      remaining &= remaining - 1
      return Weekday(rawValue: index + 1)
    }
  }

  /// An iterator over the weekdays in the set, Sunday first.
  @inlinable public func makeIterator() -> Iterator { Iterator(remaining: bits) }
}
