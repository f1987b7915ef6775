// EventSummaries: the SUMMARYs of a calendar's events, read by fact for the legend.

/// The SUMMARYs of the events of an `EventDays`, read by fact: one reference, where reading them through
/// the `EventDays` copies its zone's arrays for every line of the legend.
package struct EventSummaries: Sendable {
  /// The SUMMARYs side by side.
  let table: SummaryTable

  init(collection: EventCollection) { table = collection.summaryTable }

  /// The UTF-8 bytes of the SUMMARY of the event of the fact numbered `fact`, valid while these
  /// `EventSummaries` (or a copy) live: keep them alive across the use (`withExtendedLifetime`).
  package func summaryBytes(ofFact fact: Int) -> UnsafeBufferPointer<UInt8> {
    table.bytes(ofPosition: EventFact(number: fact).position)
  }
}
