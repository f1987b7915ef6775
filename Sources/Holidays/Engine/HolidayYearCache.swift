// HolidayYearCache: the holiday years of a selection computed lately, found again for the next month shown.

import CalendarCore
import Synchronization

/// The years of one selection's holidays computed lately: a range of months asks for the same year twelve
/// times, and each month for the years either side (for days observed across New Year). Kept by the selection
/// (`HolidaySelection.yearCache`), which every source of its holidays shares, behind a lock, as the
/// sources that hold it are shared between threads; what it keeps is computed from the selection alone, so a
/// year found again is the year computed.
final class HolidayYearCache: Sendable {
  /// One year of the selection's holidays, kept: an object, so that finding it again copies no list.
  final class Entry: Sendable {
    /// The Gregorian year.
    let year: Int
    /// Whether only the days near the year's ends were found (`HolidayYear`'s `isEdge`).
    let isEdge: Bool
    /// The days, packed (`HolidayOccurrence.packed`), in order.
    let days: [Int]

    init(year: Int, isEdge: Bool, days: [Int]) { (self.year, self.isEdge, self.days) = (year, isEdge, days) }

    /// Whether this holds `year`, as a year next to the ones shown (`isEdge`) needs it or whole.
    func holds(_ year: Int, isEdge: Bool) -> Bool { self.year == year && (isEdge || !self.isEdge) }
  }

  /// The years kept, and where the next goes: in a ring, the oldest replaced once it is full, rather than
  /// moved out of the list's front.
  private struct Ring {
    var kept: [Entry] = []
    var next = 0
  }

  /// The years kept.
  private let entries = Mutex(Ring())
  /// How many years are kept: those about a few ranges.
  private static let capacity = 12

  /// None kept yet.
  init() {}

  /// The year kept that holds `year` (`Entry.holds(_:isEdge:)`), the latest first: a range of months asks for
  /// the year of the month before again.
  private func kept(_ year: Int, isEdge: Bool) -> Entry? {
    entries.withLock { entries in
      let count = entries.kept.count
      for age in 0..<count {
        let entry = entries.kept[(entries.next - 1 - age + count) % count]
        if entry.holds(year, isEdge: isEdge) { return entry }
      }
      return nil
    }
  }

  /// The holidays of `year` for `selection` from its cache, computed (with the lunisolar years `cache` keeps) and
  /// kept there when not; with `isEdge`, those within a week of the year's ends may be all it holds.
  static func year(
    _ year: Int, of selection: HolidaySelection, isEdge: Bool = false, in cache: inout DayFactCache
  ) -> Entry {
    let yearCache = selection.yearCache
    if let kept = yearCache.kept(year, isEdge: isEdge) { return kept }
    let computed = selection.year(year, calendars: &cache.calendars, isEdge: isEdge)
    let entry = Entry(year: year, isEdge: isEdge, days: computed.days)
    yearCache.entries.withLock { entries in
      if entries.kept.count < capacity { entries.kept.append(entry) } else { entries.kept[entries.next] = entry }
      entries.next = (entries.next + 1) % capacity
    }
    return entry
  }
}
