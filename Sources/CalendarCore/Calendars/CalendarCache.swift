// CalendarCache: the lunisolar years and the Persian year a walk over days computed lately.

/// What `CalendarSystem` keeps between look-ups: a lunisolar year takes some fifteen new moons and as many solar
/// longitudes to compute, far more than the rest of a month, and a grid or a range asks for the same year again
/// and again.
///
/// The lunisolar calendars keep whole sui (`LunisolarSui`, month 11 to month 10), the last four computed, of any
/// of the four calendars: a Gregorian year overlaps two sui, and a view may show two lunisolar calendars side by
/// side. Four stored slots rather than an array: an array of a new type is one more type a run would have to set
/// up on first use.
public struct CalendarCache: Sendable {
  /// Nothing kept yet.
  public init() {}

  private var lunisolarSlot0: LunisolarSui?
  private var lunisolarSlot1: LunisolarSui?
  private var lunisolarSlot2: LunisolarSui?
  private var lunisolarSlot3: LunisolarSui?
  /// The slot the next sui replaces: the oldest kept.
  private var nextLunisolarSlot = 0
  /// The Persian year found last: its number and the Julian Day Numbers of its Nowruz and the next one (both 0
  /// before any), as each takes an equinox to find.
  var persianYear = PersianYearBounds(year: 0, newYearJulianDay: 0, nextNewYearJulianDay: 0)

  /// The month of `system` holding the day `julianDay`, if a kept sui covers it (`LunisolarSui.covers(_:)`).
  ///
  /// A walk day by day asks this for every day, so it reads the slots in place: `mutating` although it changes
  /// nothing, because a non-mutating call on an `inout` cache first copies all four slots (some 400 bytes, a
  /// quarter of the cost of a look-up).
  mutating func lunisolarMonth(of system: CalendarSystem, containing julianDay: Int) -> CalendarMonthSpan? {
    if lunisolarSlot0?.system == system, lunisolarSlot0?.covers(julianDay) == true {
      return lunisolarSlot0?.month(containing: julianDay)
    }
    if lunisolarSlot1?.system == system, lunisolarSlot1?.covers(julianDay) == true {
      return lunisolarSlot1?.month(containing: julianDay)
    }
    if lunisolarSlot2?.system == system, lunisolarSlot2?.covers(julianDay) == true {
      return lunisolarSlot2?.month(containing: julianDay)
    }
    if lunisolarSlot3?.system == system, lunisolarSlot3?.covers(julianDay) == true {
      return lunisolarSlot3?.month(containing: julianDay)
    }
    return nil
  }

  /// The kept sui `year` of `system`, if any.
  func lunisolarSui(of system: CalendarSystem, year: Int) -> LunisolarSui? {
    firstLunisolarSui { $0.system == system && $0.year == year }
  }

  /// Keeps `sui`, in place of the oldest one kept.
  mutating func keep(_ sui: LunisolarSui) {
    switch nextLunisolarSlot {
    case 0: lunisolarSlot0 = sui
    case 1: lunisolarSlot1 = sui
    case 2: lunisolarSlot2 = sui
    default: lunisolarSlot3 = sui
    }
    nextLunisolarSlot = (nextLunisolarSlot + 1) % 4
  }

  private func firstLunisolarSui(where matches: (LunisolarSui) -> Bool) -> LunisolarSui? {
    if let sui = lunisolarSlot0, matches(sui) { return sui }
    if let sui = lunisolarSlot1, matches(sui) { return sui }
    if let sui = lunisolarSlot2, matches(sui) { return sui }
    if let sui = lunisolarSlot3, matches(sui) { return sui }
    return nil
  }
}
