// HolidayYearCache: the holiday years computed lately, found again for the next month shown.

/// The years of holidays computed lately for each selection: a range of months asks for the same year
/// twelve times, and each month for the years either side (for days observed across New Year).
public struct HolidayYearCache: Sendable {
  /// The years kept, the latest last.
  private var years: [HolidayYear] = []
  /// The selections they were computed for, in the same order.
  private var selections: [HolidaySelection] = []
  /// How many years are kept: three for each of a few selections.
  private static let capacity = 12

  /// Nothing kept yet.
  public init() {}

  /// The holidays of `year` for `selection`, computed once while kept.
  mutating func year(_ year: Int, of selection: HolidaySelection, calendars: inout CalendarCache) -> HolidayYear {
    if let index = years.indices.last(where: { years[$0].year == year && selections[$0] == selection }) {
      return years[index]
    }
    let computed = selection.year(year, calendars: &calendars)
    if years.count == HolidayYearCache.capacity {
      years.removeFirst()
      selections.removeFirst()
    }
    years.append(computed)
    selections.append(selection)
    return computed
  }
}
