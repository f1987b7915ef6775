// HolidayObservance: where a holiday that falls on a given weekday is observed, and what that day is called.

/// What a country's law does with a holiday that falls on a weekend (or another day): observe it on
/// another day as well, as the United States observes a Saturday holiday on the Friday before, or drop it.
///
///     // Saturday to the Friday before, Sunday to the Monday after, from 1971:
///     HolidayObservance(name: "%s (observed)", years: 1971...9999,
///                       moves: [.saturday: .days(-1), .sunday: .days(1)])
public struct HolidayObservance: Hashable, Sendable {
  /// Where a holiday on one weekday goes.
  public enum Move: Hashable, Sendable {
    /// `count` days later (earlier when negative).
    case days(Int)
    /// The first day after that is neither a weekend day of the country nor a holiday, in the same year.
    case nextWorkingDay
    /// The last day before that is neither a weekend day of the country nor a holiday, in the same year.
    case previousWorkingDay
    /// The first day after that is not a holiday, whatever its weekday (Japan's substitute holiday).
    case nextNonHoliday
    /// No holiday that year: the law does not give it on this weekday.
    case dropped
  }

  /// The observed day's name: a template, `%s` the holiday's name.
  public let name: HolidayName
  /// The name when the observed day comes before the holiday; `name` when `nil`.
  public let nameBefore: HolidayName?
  /// The years the law observes holidays so.
  public let years: ClosedRange<Int>
  /// The first holiday the law observes so, YYYYMMDD, when it came into force within its first year.
  public let firstDate: Int
  /// The move for each weekday, Sunday first; `nil` where the holiday stays.
  public let movesByWeekday: [Move?]
  /// Whether the day's holidays are all observed on the one day found for the first of them (Singapore:
  /// a Sunday gives "the day next following", one day however many holidays it holds).
  public let isSharedByTheDay: Bool
  /// Whether the holiday's own day stops being one when it is observed elsewhere.
  public let movesHoliday: Bool

  /// Holidays on the weekdays of `moves` observed as they say in `years`, named by the template `name`
  /// (`nameBefore` when the day comes earlier), from the holiday on `firstDate` (YYYYMMDD) on; with `movesHoliday`, the holiday leaves its own day;
  /// with `isSharedByTheDay`, the holidays of one day share one observed day.
  public init(
    name: HolidayName, nameBefore: HolidayName? = nil, years: ClosedRange<Int> = 1...9999, firstDate: Int = 0,
    moves: [Weekday: Move], movesHoliday: Bool = false, isSharedByTheDay: Bool = false
  ) {
    self.isSharedByTheDay = isSharedByTheDay
    self.firstDate = firstDate
    self.name = name
    self.nameBefore = nameBefore
    self.years = years
    var movesByWeekday = [Move?](repeating: nil, count: 7)
    for (weekday, move) in moves { movesByWeekday[weekday.rawValue - 1] = move }
    self.movesByWeekday = movesByWeekday
    self.movesHoliday = movesHoliday
  }

  /// The move of a holiday on `weekday`, or `nil` where it stays.
  public func move(on weekday: Weekday) -> Move? { movesByWeekday[weekday.rawValue - 1] }
}
