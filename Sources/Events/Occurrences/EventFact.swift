// EventFact: an event's fact on a day as one number: how it lies on the day, and which event it is.

/// The number of a fact that event `position` holds on a day: bits 21 and up hold its code, bits 0...20 the
/// position. The code tells the event's occurrences on a day apart as a list of them shows them: 0 for one
/// that is all-day there or fills the whole day (it began before and ends after), 1 for one that began on an
/// earlier day and ends on this one, 2 + the minute for one that starts on the day at that minute. Sorted, a
/// day's facts run whole-day ones first, then those ending on it, then by start time, then in the order of the
/// file. An event's occurrences that lie alike on a day are one fact: the whole-day ones, the ending ones, those
/// starting at one minute; of an event repeating within a day (`FREQ=HOURLY`), whose days are found from a few
/// starts of each, the earliest start of a day stands for the others.
struct EventFact: Hashable, Sendable {
  /// How many events facts can tell apart.
  static let positionLimit = 1 << 21

  /// The position of the event.
  var position: Int
  /// How its occurrence lies on the day: 0 whole, 1 ending there, 2 + the minute it starts at.
  var code: Int

  /// The fact of event `position` lying on its day as `code` says.
  init(position: Int, code: Int) { (self.position, self.code) = (position, code) }

  /// The fact numbered `number`.
  init(number: Int) {
    position = number & (EventFact.positionLimit - 1)
    code = number >> 21
  }

  /// Its number.
  var number: Int { code << 21 | position }

  /// The minute of the day its occurrence starts at, or `nil` when it is all-day or began on an earlier day.
  var startMinute: Int? { code >= 2 ? code - 2 : nil }
}
