// SummaryTable: every event's SUMMARY as UTF-8 bytes side by side, for the legend.

/// The SUMMARYs of a collection's events as one run of UTF-8 bytes, each event's beginning where the one
/// before it ends. The legend of a year of 100,000 weekly rules writes 2.3 million lines; reading each
/// line's SUMMARY from its event (a string in an allocation of its own, behind an event of hundreds of
/// bytes) missed the processor's caches on most of them and took a fifth of the run's time.
///
/// Sendable unchecked: its buffer is written in `init` alone and only read after.
final class SummaryTable: @unchecked Sendable {
  /// The bytes of every SUMMARY, in the order of the events: allocated for the table's life, so that a
  /// SUMMARY's bytes can be handed out without a closure around their use.
  private let bytes: UnsafeMutableBufferPointer<UInt8>
  /// Where each event's bytes end in `bytes`.
  private let ends: [Int]

  /// The table of `events`.
  init(_ events: [CalendarEvent]) {
    var ends: [Int] = []
    ends.reserveCapacity(events.count)
    var count = 0
    events.withUnsafeBufferPointer { events in
      // Read in place: a copy of an event retains its every string and array.
      for index in events.indices {
        count += events[index].summary.utf8.count
        ends.append(count)
      }
    }
    let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(count, 1))
    events.withUnsafeBufferPointer { events in
      var start = 0
      for index in events.indices {
        let room = UnsafeMutableBufferPointer(rebasing: bytes[start..<ends[index]])
        _ = room.initialize(from: events[index].summary.utf8)
        start = ends[index]
      }
    }
    (self.bytes, self.ends) = (bytes, ends)
  }

  deinit { bytes.deallocate() }

  /// The bytes of the SUMMARY of the event at `position`, valid while the table lives.
  func bytes(ofPosition position: Int) -> UnsafeBufferPointer<UInt8> {
    let start = position == 0 ? 0 : ends[position - 1]
    return UnsafeBufferPointer(rebasing: bytes[start..<ends[position]])
  }
}
