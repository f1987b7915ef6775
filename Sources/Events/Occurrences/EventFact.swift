// EventFact: an event's fact on a day as one number: when on the day it starts, and which event it is.

/// The number of the fact that event `position` touches a day: bits 21 and up hold 0 when it is
/// all-day or continues from an earlier day there, else 1 + the minute its first occurrence starting
/// there starts at; bits 0...20 hold the position. Sorted, a day's facts run all-day ones first, then
/// by start time, then in the order of the file.
struct EventFact: Hashable, Sendable {
  /// How many events facts can tell apart.
  static let positionLimit = 1 << 21

  /// The position of the event.
  var position: Int
  /// The minute of the day its first occurrence starting that day starts at, or `nil`.
  var startMinute: Int?

  /// The fact of event `position` starting at `startMinute` (or all-day, or continuing).
  init(position: Int, startMinute: Int?) { (self.position, self.startMinute) = (position, startMinute) }

  /// The fact numbered `number`.
  init(number: Int) {
    position = number & (EventFact.positionLimit - 1)
    let minute = number >> 21
    startMinute = minute == 0 ? nil : minute - 1
  }

  /// Its number.
  var number: Int { (startMinute.map { $0 + 1 } ?? 0) << 21 | position }
}
