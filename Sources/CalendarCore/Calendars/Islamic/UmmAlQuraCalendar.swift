// UmmAlQuraCalendar: Umm al-Qura dates to and from Julian Day Numbers, over the years the calendar is published.

/// The Umm al-Qura calendar, Saudi Arabia's official Islamic calendar, months numbered from Muharram = 1.
///
/// Its months are not computed from a rule here: the official calendar IS a list of month starts, published
/// year by year (since 1423 AH, 2002, a month begins after the 29th when, at sunset in Mecca that evening, the
/// new moon has come and the moon sets after the sun, as R. H. van Gent describes the rule; before that by other
/// rules, and in print with the irregularities of its day), so the calendar is kept as that list,
/// `thirtyDayMonths`, and answers only for the years the list covers, `supportedYears`, 1343 to 1500 AH
/// (1 August 1924 to 16 November 2077). A table is also the fastest answer: no astronomy at run time.
///
///     UmmAlQuraCalendar.date(fromJulianDay: 2_461_208)  // 1448-1-1, 1 Muharram 1448, Tuesday 16 June 2026
public enum UmmAlQuraCalendar {
  /// The years the calendar answers for, those of its published tables.
  public static let supportedYears = firstYear...(firstYear + thirtyDayMonths.count - 1)

  /// The Julian Day Numbers of the supported years, from 1 Muharram 1343 to the last day of Dhu al-Hijja 1500.
  public static let supportedJulianDays = firstJulianDay...(yearStarts[yearStarts.count - 1] - 1)

  /// The JDN of 1 Muharram of each supported year, in order, and of the year after the last: the sums of the
  /// month lengths, made once (on the first look at the calendar, by a run with Islamic holidays).
  static let yearStarts: [Int] = {
    var starts: [Int] = []
    starts.reserveCapacity(thirtyDayMonths.count + 1)
    var start = firstJulianDay
    starts.append(start)
    // Twelve months of 29 days, and one more for each 30-day month; then the irregular months, each of which moves
    // the start of every year after its own (one pass over them, rather than a search of them for every month).
    for mask in thirtyDayMonths {
      start += 12 * 29 + Int(mask).nonzeroBitCount
      starts.append(start)
    }
    let irregular = irregularMonths
    for index in stride(from: 0, to: irregular.count, by: 3) {
      let (year, month, length) = (irregular[index], irregular[index + 1], irregular[index + 2])
      let change = length - (29 + (Int(thirtyDayMonths[year - firstYear]) >> (12 - month) & 1))
      for later in (year - firstYear + 1)..<starts.count { starts[later] += change }
    }
    return starts
  }()

  /// The days of `year` before the first of `month` (1...13, 13 giving the whole year): 29 a month, one more for
  /// each 30-day month, corrected by the irregular months among them.
  static func daysBefore(month: Int, year: Int) -> Int {
    let mask = Int(thirtyDayMonths[year - firstYear])
    var days = 29 * (month - 1) + (mask >> (13 - month)).nonzeroBitCount
    guard year <= lastIrregularYear else { return days }
    for earlier in 1..<month {
      guard let length = irregularLength(ofMonth: earlier, year: year) else { continue }
      days += length - (29 + (mask >> (12 - earlier) & 1))
    }
    return days
  }

  /// The length the early printed calendars gave `month` of `year` where it was 28 or 31 days (`irregularMonths`),
  /// or `nil`.
  private static func irregularLength(ofMonth month: Int, year: Int) -> Int? {
    guard year <= lastIrregularYear else { return nil }
    let irregular = irregularMonths
    var index = 0
    while index < irregular.count {
      if irregular[index] == year && irregular[index + 1] == month { return irregular[index + 2] }
      index += 3
    }
    return nil
  }

  /// The length of `month` in a supported `year`, unchecked.
  static func length(ofMonth month: Int, year: Int) -> Int {
    if let length = irregularLength(ofMonth: month, year: year) { return length }
    return 29 + (Int(thirtyDayMonths[year - firstYear]) >> (12 - month) & 1)
  }

  /// The length of `year`: 354 or 355 days, but 353 in 1344, 1356 and 1401 AH and 356 in 1343 and 1349 AH.
  /// - Precondition: `year` is in `supportedYears`.
  public static func daysInYear(_ year: Int) -> Int {
    precondition(supportedYears.contains(year), "Umm al-Qura year \(year) outside \(supportedYears)")
    return yearStarts[year - firstYear + 1] - yearStarts[year - firstYear]
  }

  /// The length of `month` (1...12) in `year`: 29 or 30 days (28 or 31 for eight months of 1343-1364 AH).
  /// - Precondition: `year` is in `supportedYears` and `month` in 1...12.
  public static func daysInMonth(_ month: Int, year: Int) -> Int {
    precondition(supportedYears.contains(year), "Umm al-Qura year \(year) outside \(supportedYears)")
    precondition((1...12).contains(month), "no Islamic month \(month)")
    return length(ofMonth: month, year: year)
  }

  /// The Julian Day Number of `date`, or `nil` if it does not exist: a year outside `supportedYears`, a month
  /// outside 1...12, a day beyond the month's length, or a leap month (the calendar has none).
  public static func julianDay(of date: CalendarSystemDate) -> Int? {
    guard supportedYears.contains(date.year), (1...12).contains(date.month), !date.isLeapMonth else { return nil }
    guard date.day >= 1, date.day <= length(ofMonth: date.month, year: date.year) else { return nil }
    return yearStarts[date.year - firstYear] + daysBefore(month: date.month, year: date.year) + date.day - 1
  }

  /// The Umm al-Qura date of `julianDay`.
  /// - Precondition: `julianDay` is in `supportedJulianDays`.
  public static func date(fromJulianDay julianDay: Int) -> CalendarSystemDate {
    monthSpan(containing: julianDay).date(ofJulianDay: julianDay)
  }

  /// The month holding `julianDay`.
  /// - Precondition: `julianDay` is in `supportedJulianDays`.
  public static func monthSpan(containing julianDay: Int) -> CalendarMonthSpan {
    precondition(supportedJulianDays.contains(julianDay), "JDN \(julianDay) outside the Umm al-Qura years")
    // The year by the mean lunar year of the tabular calendar, 10,631 days in 30 years, which the published
    // months follow within a few days; the loops correct the estimate by a year at most.
    var index = min(30 * (julianDay - firstJulianDay) / 10_631, yearStarts.count - 2)
    while yearStarts[index] > julianDay { index -= 1 }
    while yearStarts[index + 1] <= julianDay { index += 1 }
    var (first, year) = (yearStarts[index], firstYear + index)
    for month in 1...12 {
      let length = length(ofMonth: month, year: year)
      if julianDay < first + length {
        return CalendarMonthSpan(year: year, month: month, firstJulianDay: first, dayCount: length)
      }
      first += length
    }
    preconditionFailure("JDN \(julianDay) beyond its year")
  }
}
