// EventCollection+Grouping: a calendar's events grouped by UID, and the lone single events found apart.

/// The positions of the events grouped by UID without an array for each UID: the first position of each
/// group in the order of the file, and after each position the next of its UID. An event without UID is
/// a group of its own, as recurring-ical-events keeps it.
struct UIDGroups {
  /// The first position of each group, ascending.
  var firstPositions: [Int32] = []
  /// The next position of the same UID after each position, -1 after a group's last.
  var nextPosition: [Int32]

  /// The groups of `events`.
  init(_ events: [CalendarEvent]) {
    nextPosition = [Int32](repeating: -1, count: events.count)
    firstPositions.reserveCapacity(events.count)
    // The latest position of each UID seen, in a table of open addressing: 1 + the position in each slot taken,
    // with room for all at once (at most half the slots taken). A dictionary keyed by UID cost the runtime a type
    // of its own to set up in every run with events, and a UID's hash and string beside each position.
    var slotCount = 16
    while slotCount < 2 * events.count { slotCount *= 2 }
    var latestOfUID = [Int32](repeating: 0, count: slotCount)
    events.withUnsafeBufferPointer { events in
      for position in events.indices {
        let current = Int32(position)
        let uid = events[position].uid
        if uid.isEmpty {
          firstPositions.append(current)
          continue
        }
        var slot = uid.hashValue & (slotCount - 1)
        while latestOfUID[slot] != 0 && events[Int(latestOfUID[slot]) - 1].uid != uid {
          slot = (slot + 1) & (slotCount - 1)
        }
        if latestOfUID[slot] != 0 {
          nextPosition[Int(latestOfUID[slot]) - 1] = current
        } else {
          firstPositions.append(current)
        }
        latestOfUID[slot] = current + 1
      }
    }
  }
}

extension EventCollection {
  /// Whether the event `event` points to, alone of its UID, has one occurrence that nothing changes: no
  /// RECURRENCE-ID, RRULE, RDATE or EXDATE. Its series would give `EventShape.loneOccurrence` alone (unless
  /// cancelled).
  static func isLoneSingle(_ event: UnsafePointer<CalendarEvent>) -> Bool {
    guard event.pointee.rules.isEmpty && event.pointee.extraDates.isEmpty && event.pointee.exceptionDates.isEmpty
    else { return false }
    if case .none = event.pointee.recurrenceID { return true }
    return false
  }

  /// `spans` in the order of their first days, of one day in the order given: sorted as numbers (the day
  /// and the position in `spans`), which costs a fraction of sorting the spans themselves.
  static func sortedByFirstDay(_ spans: [EventSpan]) -> [EventSpan] {
    guard spans.count > 1 else { return spans }
    var least = Int.max
    var isSorted = true
    var previous = Int.min
    for span in spans {
      let day = span.firstDay
      least = min(least, day)
      if day < previous { isSorted = false }
      previous = day
    }
    if isSorted { return spans }
    var keys = [UInt64](repeating: 0, count: spans.count)
    for index in spans.indices { keys[index] = UInt64(spans[index].firstDay - least) << 32 | UInt64(index) }
    keys.sort()
    return keys.map { spans[Int($0 & 0xFFFF_FFFF)] }
  }

  /// The occurrence of the event at `position` when it is a lone single event (`isLoneSingle`), or `nil`
  /// when it is cancelled.
  func loneOccurrence(ofPosition position: Int, displayZone: ZoneRules) -> EventSpan? {
    let shape = EventShape(events[position], position: position)
    return shape.isCancelled ? nil : shape.loneOccurrence(displayZone: displayZone)
  }
}

extension EventShape {
  /// Its one occurrence, as a series of it alone gives it when it does not repeat.
  func loneOccurrence(displayZone: ZoneRules) -> EventSpan {
    var span = occurrence(startingAt: start, length: length, displayZone: displayZone)
    span.isAllDay = isAllDay
    return span
  }
}
