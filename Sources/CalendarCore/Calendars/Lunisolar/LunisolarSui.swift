// LunisolarSui: the months from one winter month to the next, computed from the new moons and the sun.

/// A sui (歲): the months of a lunisolar calendar from the one holding a December solstice (month 11) to the one
/// before the month holding the next, the unit in which the calendar places its leap month (Reingold &
/// Dershowitz, *Calendrical Calculations*, ch. "The Chinese calendar").
///
/// The sui `year` runs from month 11 of lunar year `year − 1` (its first day between 22 November and 21 December
/// of `year − 1`) to month 10 of lunar year `year`, or its leap month 10. Twelve new moons apart its two winter
/// months are 12 months; thirteen apart, the sui has a leap month: the first of its months that holds no
/// principal term (the sun's longitude reaching a multiple of 30°) repeats the number of the month before it.
///
/// Kept small, for `CalendarCache`: the first day, the count of months, one bit a month for its length, the leap
/// month's place, and the next sui's first one or two months.
struct LunisolarSui: Sendable {
  /// The calendar.
  let system: CalendarSystem
  /// The Gregorian year of the December solstice that ends the sui; months 1 to 10 are of lunar year `year`.
  let year: Int
  /// The Julian Day Number of the first day of its first month, month 11 of lunar year `year − 1`.
  let firstJulianDay: Int
  /// 12 or 13.
  let monthCount: Int
  /// Bit `index` is set when month `index` (0 for the first month, month 11) has 30 days, not 29.
  let longMonths: UInt16
  /// The index of the leap month, or `nil` in a sui of 12 months.
  let leapIndex: Int?
  /// The next sui's first month, month 11 of lunar year `year`, which `init` finds whole: the sui answers for its
  /// days too, so that a Gregorian year, whose December ends in that month or the next, needs one sui.
  let nextWinterMonth: WinterMonth
  /// The day after the month that follows `nextWinterMonth`, when that month is surely month 12 of lunar year
  /// `year` (it holds a principal term, so it cannot be a leap month 11), else `nil`; the sui answers for its
  /// days too.
  let nextTwelfthMonthEnd: Int?

  /// The month holding a December solstice: its lunation (Meeus's k), its first day, the sun's sector at that
  /// day's midnight (`LunisolarSky.principalTermSector`) and the first day of the month after it.
  typealias WinterMonth = (lunation: Int, julianDay: Int, sector: Int, nextJulianDay: Int)

  /// The sui ending with the December solstice of `year`, computed from the sky on the clock `time`.
  /// - Parameter previous: the sui before, if at hand, whose end is this one's start.
  init(system: CalendarSystem, year: Int, time: LunisolarReferenceTime, after previous: LunisolarSui? = nil) {
    let first = previous.map { $0.nextWinterMonth } ?? Self.winterMonth(solsticeYear: year - 1, time: time)
    let next = Self.winterMonth(solsticeYear: year, time: time)
    let monthCount = next.lunation - first.lunation
    precondition(monthCount == 12 || monthCount == 13, "a sui of \(monthCount) months")
    var longMonths: UInt16 = 0
    var leapIndex: Int?
    var (start, sector) = (first.julianDay, first.sector)
    for index in 0..<monthCount {
      let nextStart = index == monthCount - 1
        ? next.julianDay : LunisolarSky.newMoonDay(lunation: first.lunation + index + 1, time: time)
      precondition(nextStart - start == 29 || nextStart - start == 30, "a month of \(nextStart - start) days")
      if nextStart - start == 30 { longMonths |= 1 << index }
      // Only a sui of 13 months looks for a month without a principal term, and only for the first one.
      if monthCount == 13 && leapIndex == nil {
        let nextSector = index == monthCount - 1
          ? next.sector : LunisolarSky.principalTermSector(atStartOf: nextStart, time: time)
        if nextSector == sector { leapIndex = index }
        sector = nextSector
      }
      start = nextStart
    }
    precondition(monthCount == 12 || leapIndex != nil, "a sui of 13 months whose every month holds a term")
    (self.system, self.year, self.firstJulianDay) = (system, year, first.julianDay)
    (self.monthCount, self.longMonths, self.leapIndex) = (monthCount, longMonths, leapIndex)
    nextWinterMonth = next
    let afterTwelfth = LunisolarSky.newMoonDay(lunation: next.lunation + 2, time: time)
    let hasTerm = LunisolarSky.principalTermSector(atStartOf: next.nextJulianDay, time: time)
      != LunisolarSky.principalTermSector(atStartOf: afterTwelfth, time: time)
    nextTwelfthMonthEnd = hasTerm ? afterTwelfth : nil
  }

  /// The day after the sui's last day: the first day of the next sui.
  var endJulianDay: Int { firstJulianDay + 29 * monthCount + longMonths.nonzeroBitCount }

  /// The day after the last day the sui answers for: that of the next sui's first month, or of its second when
  /// that is surely month 12.
  var coveredEndJulianDay: Int { nextTwelfthMonthEnd ?? nextWinterMonth.nextJulianDay }

  /// Whether the sui answers for the day `julianDay`: one of its days or of the next sui's first one or two
  /// months.
  func covers(_ julianDay: Int) -> Bool { julianDay >= firstJulianDay && julianDay < coveredEndJulianDay }

  /// The length of month `index`: 29 or 30 days.
  func dayCount(ofMonthAt index: Int) -> Int { 29 + Int((longMonths >> index) & 1) }

  /// Month `index` (0 for the first, month 11 of the year before) as a span: its number, its lunar year (months
  /// 11 and 12 and their leap months belong to lunar year `year − 1`), its days.
  func month(at index: Int, firstJulianDay: Int) -> CalendarMonthSpan {
    let isLeapMonth = index == leapIndex
    // The months before it in the count of numbered months: the leap month shares the number before it.
    let ordinal = index - (leapIndex.map { index >= $0 ? 1 : 0 } ?? 0)
    let number = (10 + ordinal) % 12 + 1  // 0 → 11, 1 → 12, 2 → 1, …, 11 → 10
    return CalendarMonthSpan(
      year: number >= 11 ? year - 1 : year, month: number, isLeapMonth: isLeapMonth, firstJulianDay: firstJulianDay,
      dayCount: dayCount(ofMonthAt: index))
  }

  /// The month holding the day `julianDay`, which the sui must cover.
  func month(containing julianDay: Int) -> CalendarMonthSpan {
    if julianDay >= nextWinterMonth.nextJulianDay, let end = nextTwelfthMonthEnd {
      let first = nextWinterMonth.nextJulianDay
      return CalendarMonthSpan(year: year, month: 12, firstJulianDay: first, dayCount: end - first)
    }
    if julianDay >= endJulianDay {
      // Month 11 of lunar year `year`, never a leap month: it holds the solstice, a principal term.
      return CalendarMonthSpan(
        year: year, month: 11, firstJulianDay: endJulianDay, dayCount: nextWinterMonth.nextJulianDay - endJulianDay)
    }
    var (index, start) = (0, firstJulianDay)
    while julianDay >= start + dayCount(ofMonthAt: index) {
      start += dayCount(ofMonthAt: index)
      index += 1
    }
    return month(at: index, firstJulianDay: start)
  }

  /// Every month of the sui, in order.
  var months: [CalendarMonthSpan] {
    var result: [CalendarMonthSpan] = []
    result.reserveCapacity(monthCount)
    var start = firstJulianDay
    for index in 0..<monthCount {
      result.append(month(at: index, firstJulianDay: start))
      start += dayCount(ofMonthAt: index)
    }
    return result
  }

  // MARK: - The winter month

  /// The month holding the December solstice of `solsticeYear`.
  ///
  /// The month holds the solstice when the sun is short of 270° at its first midnight and past it at the next
  /// month's first midnight; near December the sector says which (8 short of it, 9 or more past it). The search
  /// starts from the mean new moon before 22 December, within a day of the true one's lunation.
  static func winterMonth(solsticeYear: Int, time: LunisolarReferenceTime) -> WinterMonth {
    let december22 = Reform.gregorian.julianDay(of: CivilDate(year: solsticeYear, month: 12, day: 22))
    // 2451550.09766: Meeus's mean new moon of k = 0 (49.1); 29.530588861 days: the mean lunation.
    var lunation = Int(((Double(december22) - 2_451_550.097_66) / 29.530_588_861).rounded(.down))
    var day = LunisolarSky.newMoonDay(lunation: lunation, time: time)
    var sector = LunisolarSky.principalTermSector(atStartOf: day, time: time)
    while sector >= 9 {  // the solstice is already past at this month's start: step back
      lunation -= 1
      day = LunisolarSky.newMoonDay(lunation: lunation, time: time)
      sector = LunisolarSky.principalTermSector(atStartOf: day, time: time)
    }
    while true {
      let nextDay = LunisolarSky.newMoonDay(lunation: lunation + 1, time: time)
      let nextSector = LunisolarSky.principalTermSector(atStartOf: nextDay, time: time)
      if nextSector >= 9 { return (lunation, day, sector, nextDay) }
      (lunation, day, sector) = (lunation + 1, nextDay, nextSector)
    }
  }
}
