// ThaiLunarCalendar: the Thai lunar calendar (ปฏิทินจันทรคติไทย) whose days Thailand's Buddhist holy days are.

import CalendarCore

/// The Thai lunar calendar of the years 1914 to 2157 (B.E. 2457 to 2700), as the Department of
/// Provincial Administration publishes it (circular มท 0310.1/ว4, 5 February 1996).
///
/// Its months have 29 days (the odd ones) and 30 days (the even ones), a year of twelve 354 days.
/// A year with an added day (อธิกวาร) gives the seventh month 30 days; a year with an added month
/// (อธิกมาส) repeats the eighth month (30 days) after it. Which years are which is the calendar's
/// own table, not a formula: the two lists below.
enum ThaiLunarCalendar {
  /// The Gregorian years whose lunar year the table covers.
  static let supportedYears = 1914...2157

  /// The first day of the lunar year that ends in Gregorian 1914: 28 November 1913.
  static let firstDayOf1914 = Reform.gregorian.julianDay(of: CivilDate(year: 1913, month: 11, day: 28))

  /// The years (Gregorian, of the lunar year's end) with an added day.
  static let addedDayYears: [Int] = [
    1914, 1917, 1925, 1929, 1933, 1936, 1945, 1949, 1952, 1957, 1963, 1970, 1973, 1979, 1987, 1990,
    1997, 2000, 2006, 2009, 2016, 2020, 2025, 2032, 2035, 2041, 2046, 2052, 2055, 2058, 2067, 2071,
    2076, 2083, 2086, 2092, 2097, 2103, 2109, 2111, 2117, 2121, 2126, 2133, 2136, 2142, 2147, 2153,
  ]

  /// The years (Gregorian, of the lunar year's end) with an added month.
  static let addedMonthYears: [Int] = [
    1915, 1918, 1920, 1923, 1926, 1928, 1931, 1934, 1937, 1939, 1942, 1944, 1947, 1950, 1953, 1956,
    1958, 1961, 1964, 1966, 1969, 1972, 1975, 1977, 1980, 1983, 1985, 1988, 1991, 1993, 1996, 1999,
    2002, 2004, 2007, 2010, 2012, 2015, 2018, 2021, 2023, 2026, 2029, 2031, 2034, 2037, 2040, 2043,
    2045, 2048, 2050, 2053, 2056, 2059, 2062, 2064, 2066, 2069, 2072, 2074, 2077, 2080, 2082, 2085,
    2088, 2091, 2094, 2096, 2099, 2101, 2104, 2107, 2112, 2114, 2116, 2119, 2122, 2124, 2127, 2130,
    2132, 2135, 2138, 2141, 2144, 2146, 2149, 2151, 2154, 2157,
  ]

  /// The day number of day `day` of month `month` of the lunar year ending in Gregorian `year`, as a
  /// Buddhist holy day keeps it: in a year with an added month, a day of the first eight months is kept
  /// a month later (the fourth month's full moon for the third's, the second eighth month for the
  /// eighth). `nil` outside `supportedYears`.
  static func holyDay(month: Int, day: Int, inYear year: Int) -> Int? {
    guard supportedYears.contains(year), (1...12).contains(month) else { return nil }
    let earlierYears = 1914..<year
    var first = firstDayOf1914 + 354 * (year - 1914)
    first += 30 * addedMonthYears.count(where: earlierYears.contains)
    first += addedDayYears.count(where: earlierYears.contains)
    let hasAddedDay = addedDayYears.contains(year)
    let length = { (month: Int) in month % 2 == 1 ? (month == 7 && hasAddedDay ? 30 : 29) : 30 }
    var offset = (1..<month).reduce(0) { $0 + length($1) }
    if addedMonthYears.contains(year) { offset += month <= 8 ? length(month) : 30 }
    return first + offset + day - 1
  }
}
