// HolidayYearCache: the holiday years computed lately, found again for the next month shown.

import CalendarCore

/// The years of holidays computed lately for each selection: a range of months asks for the same year
/// twelve times, and each month for the years either side (for days observed across New Year). Kept in a
/// `DayFactCache` (which CalendarCore defines without knowing holidays) as an object, copied before it
/// changes when another cache shares it, so that a copied cache behaves as a value.
final class HolidayYearCache: @unchecked Sendable {
  /// One year of one selection's holidays, kept: an object, so that finding it again copies no list.
  final class Entry {
    /// The selection, compared by identity: every source and cache holds the one the command made.
    let selection: HolidaySelection
    /// The Gregorian year.
    let year: Int
    /// Whether only the days near the year's ends were found (`HolidayYear`'s `isEdge`).
    let isEdge: Bool
    /// The days, packed (`HolidayOccurrence.packed`), in order.
    let days: [Int]

    init(selection: HolidaySelection, year: Int, isEdge: Bool, days: [Int]) {
      (self.selection, self.year, self.isEdge, self.days) = (selection, year, isEdge, days)
    }

    /// Whether this holds `year` of `selection`, as a year next to the ones shown (`isEdge`) needs it or whole.
    func holds(_ year: Int, of selection: HolidaySelection, isEdge: Bool) -> Bool {
      self.year == year && self.selection === selection && (isEdge || !self.isEdge)
    }
  }

  /// The years kept, the latest last.
  private var entries: [Entry]
  /// How many years are kept: three for each of a few selections.
  private static let capacity = 12

  private init(entries: [Entry]) { self.entries = entries }

  /// The days (packed, in order) of `year` for `selection`, as `year(_:of:isEdge:in:keeps:)` finds them with
  /// `keeps` `false`, without an entry made to hold them: a walk through a thousand years keeps its own.
  static func days(_ year: Int, of selection: HolidaySelection, isEdge: Bool, in cache: inout DayFactCache) -> [Int] {
    if let kept = cache.holidayYears as? HolidayYearCache {
      var index = kept.entries.count - 1
      while index >= 0 {
        if kept.entries[index].holds(year, of: selection, isEdge: isEdge) { return kept.entries[index].days }
        index -= 1
      }
    }
    return selection.year(year, calendars: &cache.calendars, isEdge: isEdge).days
  }

  /// The holidays of `year` for `selection` from the cache `cache` keeps, computed and kept there when not
  /// (unless `keeps` is `false`: a walk forward through years, which keeps its own, would only push the years
  /// others ask for out of the cache); with `isEdge`, those within a week of the year's ends may be all it holds.
  static func year(
    _ year: Int, of selection: HolidaySelection, isEdge: Bool = false, in cache: inout DayFactCache,
    keeps: Bool = true
  ) -> Entry {
    if let kept = cache.holidayYears as? HolidayYearCache {
      // The latest first: a range of months asks for the year of the month before again.
      var index = kept.entries.count - 1
      while index >= 0 {
        if kept.entries[index].holds(year, of: selection, isEdge: isEdge) { return kept.entries[index] }
        index -= 1
      }
    }
    let computed = selection.year(year, calendars: &cache.calendars, isEdge: isEdge)
    let entry = Entry(selection: selection, year: year, isEdge: isEdge, days: computed.days)
    if !keeps { return entry }
    var kept = cache.holidayYears as? HolidayYearCache ?? HolidayYearCache(entries: [])
    cache.holidayYears = nil
    // Unshared (the usual case), the object is changed in place; shared with a copy of the cache, copied.
    if !isKnownUniquelyReferenced(&kept) { kept = HolidayYearCache(entries: kept.entries) }
    if kept.entries.count == capacity { kept.entries.removeFirst() }
    kept.entries.append(entry)
    cache.holidayYears = kept
    return entry
  }
}
