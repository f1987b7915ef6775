// HolidayYearCache: the holiday years computed lately, found again for the next month shown.

import CalendarCore

/// The years of holidays computed lately for each selection: a range of months asks for the same year
/// twelve times, and each month for the years either side (for days observed across New Year). Kept in a
/// `DayFactCache` (which CalendarCore defines without knowing holidays) as an object, copied before it
/// changes when another cache shares it, so that a copied cache behaves as a value.
final class HolidayYearCache: @unchecked Sendable {
  /// The years kept, the latest last.
  private var years: [HolidayYear] = []
  /// Each kept year's key, `key(year:selection:)`, in the same order: found without copying a year out.
  private var keys: [Int] = []
  /// How many years are kept: three for each of a few selections.
  private static let capacity = 12

  private init(years: [HolidayYear], keys: [Int]) { (self.years, self.keys) = (years, keys) }

  /// The holidays of `year` for `selection` from the cache `cache` keeps, computed and kept there when not.
  static func year(_ year: Int, of selection: HolidaySelection, in cache: inout DayFactCache) -> HolidayYear {
    let key = key(year: year, selection: selection)
    if let kept = cache.holidayYears as? HolidayYearCache, let index = kept.keys.lastIndex(of: key),
      kept.years[index].year == year, kept.years[index].rules == selection.rules
    {
      return kept.years[index]
    }
    let computed = selection.year(year, calendars: &cache.calendars)
    var kept = cache.holidayYears as? HolidayYearCache ?? HolidayYearCache(years: [], keys: [])
    cache.holidayYears = nil
    // Unshared (the usual case), the object is changed in place; shared with a copy of the cache, copied.
    if !isKnownUniquelyReferenced(&kept) { kept = HolidayYearCache(years: kept.years, keys: kept.keys) }
    if kept.years.count == capacity {
      kept.years.removeFirst()
      kept.keys.removeFirst()
    }
    kept.years.append(computed)
    kept.keys.append(key)
    cache.holidayYears = kept
    return computed
  }

  /// A number for `year` of `selection`: the year and the address of the selection's rule positions, which
  /// every copy of the selection shares (a different selection with the same rules is found by `==`).
  private static func key(year: Int, selection: HolidaySelection) -> Int {
    let address = selection.rules.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    return address &* 31 &+ year
  }
}
