// EventSummaries: the SUMMARYs of a calendar's events, read by fact for the legend.

import CalendarCore

/// The SUMMARYs of the events of an `EventDays`, read by fact: its `titles`. One reference, where reading
/// them through the `EventDays` copies its zone's arrays for every line of the legend.
package struct EventSummaries: DayFactTitles {
  /// The SUMMARYs side by side.
  let table: SummaryTable

  init(collection: EventCollection) { table = collection.summaryTable }

  /// The UTF-8 bytes of the SUMMARY of the event of the fact numbered `fact`, valid while these
  /// `EventSummaries` (or a copy) live: keep them alive across the use (`withExtendedLifetime`).
  package func titleBytes(ofFact fact: Int) -> UnsafeBufferPointer<UInt8> {
    table.bytes(ofPosition: EventFact(number: fact).position)
  }
}
