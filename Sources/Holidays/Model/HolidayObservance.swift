// HolidayObservance: where a holiday that falls on a given weekday is observed, and what that day is called.

import CalendarCore

/// What a country's law does with a holiday that falls on a weekend (or another day): observe it on
/// another day as well, as the United States observes a Saturday holiday on the Friday before, or drop it.
///
///     // Saturday to the Friday before, Sunday to the Monday after, from 1971:
///     HolidayObservance(name: "%s (observed)", years: 1971...9999,
///                       moves: HolidayMoves(sunday: .days(1), saturday: .days(-1)))
package final class HolidayObservance: Sendable {
  /// Where a holiday on one weekday goes.
  package enum Move: Hashable, Sendable {
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
  package let name: HolidayName
  /// The name when the observed day comes before the holiday; `name` when `nil`.
  package let nameBefore: HolidayName?
  /// The years the law observes holidays so.
  package let years: ClosedRange<Int>
  /// The first holiday the law observes so, YYYYMMDD, when it came into force within its first year.
  package let firstDate: Int
  /// The move for each weekday.
  package let moves: HolidayMoves
  /// Whether the holiday's own day stops being one when it is observed elsewhere.
  package let movesHoliday: Bool
  /// The position in the country's `observances` of the observance this one replaced, which observes
  /// the holidays before `years` and `firstDate` (a law that added Saturday's holidays to Sunday's).
  package let replaces: Int?
  /// Whether holidays on the same day share one observed day, as a law that moves the day off (not each
  /// holiday) says: Ukraine's Easter and Labour Day on one Sunday give one Monday off.
  package let sharesDay: Bool
  /// The weekend a search for a working day skips, when the observance's law names another than the country's
  /// weekend of the day searched (`HolidayCountry.weekend`, which holds the changes of the country's weekend);
  /// the country's when `nil`.
  package let weekend: WeekdaySet?

  /// Holidays on the weekdays of `moves` observed as they say in `years`, named by the template `name`
  /// (`nameBefore` when the day comes earlier), from the holiday on `firstDate` (YYYYMMDD) on; with
  /// `movesHoliday`, the holiday leaves its own day; with `sharesDay`, holidays on one day are observed on
  /// one day; a working day is found outside `weekend` (the country's when `nil`). Holidays before `years`
  /// and `firstDate` are observed by the observance at position `replaces`, when one is given.
  package init(
    name: HolidayName, nameBefore: HolidayName? = nil, years: ClosedRange<Int> = 1...9999, firstDate: Int = 0,
    moves: HolidayMoves, movesHoliday: Bool = false, replaces: Int? = nil, sharesDay: Bool = false,
    weekend: WeekdaySet? = nil
  ) {
    self.name = name
    self.nameBefore = nameBefore
    self.years = years
    self.firstDate = firstDate
    self.moves = moves
    self.movesHoliday = movesHoliday
    self.replaces = replaces
    self.sharesDay = sharesDay
    self.weekend = weekend
  }

  /// The move of a holiday on `weekday`, or `nil` where it stays.
  package func move(on weekday: Weekday) -> Move? { moves.move(on: weekday) }

  /// Whether the observance holds for a holiday of `year` on the day `julianDay`.
  func isInForce(year: Int, julianDay: Int) -> Bool {
    years.contains(year) && (firstDate == 0 || julianDay >= HolidayDate.julianDay(ofNumber: firstDate))
  }
}

/// An observance's move for each weekday, `nil` where a holiday stays: seven fields rather than a
/// dictionary, whose type every page that uses one would have to set up.
package struct HolidayMoves: Hashable, Sendable {
  package let sunday, monday, tuesday, wednesday, thursday, friday, saturday: HolidayObservance.Move?

  /// The moves of the weekdays given; the others stay.
  package init(
    sunday: HolidayObservance.Move? = nil, monday: HolidayObservance.Move? = nil,
    tuesday: HolidayObservance.Move? = nil, wednesday: HolidayObservance.Move? = nil,
    thursday: HolidayObservance.Move? = nil, friday: HolidayObservance.Move? = nil,
    saturday: HolidayObservance.Move? = nil
  ) {
    (self.sunday, self.monday, self.tuesday, self.wednesday) = (sunday, monday, tuesday, wednesday)
    (self.thursday, self.friday, self.saturday) = (thursday, friday, saturday)
  }

  /// The move of a holiday on `weekday`, or `nil` where it stays.
  package func move(on weekday: Weekday) -> HolidayObservance.Move? {
    switch weekday {
    case .sunday: return sunday
    case .monday: return monday
    case .tuesday: return tuesday
    case .wednesday: return wednesday
    case .thursday: return thursday
    case .friday: return friday
    case .saturday: return saturday
    }
  }
}
