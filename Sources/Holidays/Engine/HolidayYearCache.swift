// HolidayYearCache: the holiday years computed lately, found again for the next month shown.

import CalendarCore

/// The years of holidays computed lately for each selection: a range of months asks for the same year
/// twelve times, and each month for the years either side (for days observed across New Year). Kept in a
/// `DayFactCache` (which CalendarCore defines without knowing holidays) as an object, copied before it
/// changes when another cache shares it, so that a copied cache behaves as a value.
final class HolidayYearCache: @unchecked Sendable {
  /// The years kept, the latest last.
  private var years: [HolidayYear] = []
  /// How many years are kept: three for each of a few selections.
  private static let capacity = 12

  private init(years: [HolidayYear]) { self.years = years }

  /// The holidays of `year` for `selection` from the cache `cache` keeps, computed and kept there when not.
  static func year(_ year: Int, of selection: HolidaySelection, in cache: inout DayFactCache) -> HolidayYear {
    if let kept = cache.holidayYears as? HolidayYearCache,
      let found = kept.years.last(where: { $0.year == year && $0.rules == selection.rules && $0.country.code == selection.country.code })
    {
      return found
    }
    let computed = selection.year(year, calendars: &cache.calendars)
    var kept = cache.holidayYears as? HolidayYearCache ?? HolidayYearCache(years: [])
    cache.holidayYears = nil
    // Unshared (the usual case), the object is changed in place; shared with a copy of the cache, copied.
    if !isKnownUniquelyReferenced(&kept) { kept = HolidayYearCache(years: kept.years) }
    if kept.years.count == capacity { kept.years.removeFirst() }
    kept.years.append(computed)
    cache.holidayYears = kept
    return computed
  }
}
