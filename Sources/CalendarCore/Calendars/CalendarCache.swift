// CalendarCache: the lunisolar years a walk over days computed lately.

/// What `CalendarSystem` keeps between look-ups: a lunisolar year takes some fifteen new moons and as many solar
/// longitudes to compute, far more than the rest of a month, and a grid or a range asks for the same year again
/// and again.
///
/// The lunisolar calendars keep whole sui (`LunisolarSui`, month 11 to month 10), the last `lunisolarCapacity`
/// computed, for any of the four calendars: a Gregorian year overlaps two sui, and a view may show two
/// lunisolar calendars side by side.
public struct CalendarCache: Sendable {
  /// Nothing kept yet.
  public init() {}

  /// How many sui are kept: two calendars over a year and its neighbours' edges.
  static let lunisolarCapacity = 6

  /// The sui kept, the oldest replaced first.
  private var lunisolarSuis: [LunisolarSui] = []
  /// Where the next sui goes once `lunisolarSuis` is full.
  private var nextLunisolarSlot = 0

  /// The kept sui of `system` that holds the day `julianDay`, if any.
  func lunisolarSui(of system: CalendarSystem, containing julianDay: Int) -> LunisolarSui? {
    for sui in lunisolarSuis where sui.system == system && sui.contains(julianDay) { return sui }
    return nil
  }

  /// The kept sui `year` of `system`, if any.
  func lunisolarSui(of system: CalendarSystem, year: Int) -> LunisolarSui? {
    for sui in lunisolarSuis where sui.system == system && sui.year == year { return sui }
    return nil
  }

  /// Keeps `sui`, in place of the oldest one kept when full.
  mutating func keep(_ sui: LunisolarSui) {
    if lunisolarSuis.count < Self.lunisolarCapacity {
      lunisolarSuis.append(sui)
    } else {
      lunisolarSuis[nextLunisolarSlot] = sui
      nextLunisolarSlot = (nextLunisolarSlot + 1) % Self.lunisolarCapacity
    }
  }
}
