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
  public typealias Element = Weekday
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

  @inlinable public var isEmpty: Bool { bits == 0 }

  /// How many weekdays the set holds.
  @inlinable public var count: Int { bits.nonzeroBitCount }

  @inlinable public func contains(_ weekday: Weekday) -> Bool { bits & WeekdaySet.bit(weekday) != 0 }

  @inlinable public func union(_ other: WeekdaySet) -> WeekdaySet { WeekdaySet(bits: bits | other.bits) }

  @inlinable public func intersection(_ other: WeekdaySet) -> WeekdaySet { WeekdaySet(bits: bits & other.bits) }

  @inlinable public func symmetricDifference(_ other: WeekdaySet) -> WeekdaySet {
    WeekdaySet(bits: bits ^ other.bits)
  }

  @inlinable @discardableResult
  public mutating func insert(_ weekday: Weekday) -> (inserted: Bool, memberAfterInsert: Weekday) {
    let wasMember = contains(weekday)
    bits |= WeekdaySet.bit(weekday)
    return (!wasMember, weekday)
  }

  @inlinable @discardableResult
  public mutating func remove(_ weekday: Weekday) -> Weekday? {
    guard contains(weekday) else { return nil }
    bits &= ~WeekdaySet.bit(weekday)
    return weekday
  }

  @inlinable @discardableResult
  public mutating func update(with weekday: Weekday) -> Weekday? {
    let wasMember = contains(weekday)
    bits |= WeekdaySet.bit(weekday)
    return wasMember ? weekday : nil
  }

  @inlinable public mutating func formUnion(_ other: WeekdaySet) { bits |= other.bits }

  @inlinable public mutating func formIntersection(_ other: WeekdaySet) { bits &= other.bits }

  @inlinable public mutating func formSymmetricDifference(_ other: WeekdaySet) { bits ^= other.bits }

  /// The weekdays in the set, Sunday first.
  public struct Iterator: IteratorProtocol {
    @usableFromInline var remaining: UInt8

    @inlinable init(remaining: UInt8) { self.remaining = remaining }

    @inlinable public mutating func next() -> Weekday? {
      guard remaining != 0 else { return nil }
      let index = remaining.trailingZeroBitCount
      remaining &= remaining - 1
      return Weekday(rawValue: index + 1)
    }
  }

  @inlinable public func makeIterator() -> Iterator { Iterator(remaining: bits) }
}
