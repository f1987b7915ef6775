// DayFactTitles: the titles of a source's facts as bytes, for a writer of many lines that copies bytes.

/// The titles of a source's facts as UTF-8 bytes, read by fact number: what a legend of millions of lines
/// (a year of a calendar file of many repeating events) copies in place of `label(ofFact:)`, which makes a
/// string for each fact and, for an event, puts its time before the title. A source that has them gives
/// them as `DayFactSource.titles`.
public protocol DayFactTitles: Sendable {
  /// The UTF-8 bytes of the title of the fact numbered `fact` (an event's SUMMARY), valid while these
  /// titles (or a copy) live: keep them alive across the use (`withExtendedLifetime`).
  func titleBytes(ofFact fact: Int) -> UnsafeBufferPointer<UInt8>
}
