// Singapore: the Holidays Act 1998 (Cap. 126, and its Schedule; the Holidays Ordinance before it), the
// Ministry of Manpower's yearly lists of public holidays, and the polling days and the SG50 holiday
// declared under section 4 of the Act.

import CalendarCore

extension HolidayCountry {
  /// Singapore's public holidays.
  ///
  /// A holiday on a Sunday gives the next day that is no holiday (section 4(2), from 1998): one day for
  /// all the holidays of that Sunday. The days of
  /// the Lunar New Year, Vesak Day and the two Hari Raya follow the Chinese and Islamic (Umm al-Qura)
  /// calendars; the Ministry announces them each year, so the years it has not announced (before 2001,
  /// after 2027) are named as estimates. Deepavali, from the Hindu calendar, is the list of its announced
  /// and estimated days.
  package static let singapore = HolidayCountry(
    code: "SG", name: "Singapore", languages: ["en_SG", "en_US"], firstYear: 1901,
    rules: [
      HolidayRule("New Year's Day", .fixed(month: 1, day: 1), observance: 0),
      HolidayRule(
        "Chinese New Year (estimated)", .calendar(.chinese, month: 1, day: 1), years: 1901...2000, observance: 1),
      HolidayRule(
        "Chinese New Year (estimated)", .calendar(.chinese, month: 1, day: 1), offset: 1, years: 1901...2000,
        observance: 1),
      HolidayRule("Chinese New Year", .calendar(.chinese, month: 1, day: 1), years: 2001...2005, observance: 0),
      HolidayRule(
        "Chinese New Year", .calendar(.chinese, month: 1, day: 1), offset: 1, years: 2001...2005, observance: 0),
      // 2006 and 2007: the first day fell on a Sunday, and the Ministry gave the two days after it.
      HolidayRule("Chinese New Year", .dates([2006_01_30, 2006_01_31, 2007_02_19, 2007_02_20]), observance: 0),
      HolidayRule("Chinese New Year", .calendar(.chinese, month: 1, day: 1), years: 2008...2027, observance: 0),
      HolidayRule(
        "Chinese New Year", .calendar(.chinese, month: 1, day: 1), offset: 1, years: 2008...2027, observance: 0),
      HolidayRule(
        "Chinese New Year (estimated)", .calendar(.chinese, month: 1, day: 1), years: 2028...9999, observance: 1),
      HolidayRule(
        "Chinese New Year (estimated)", .calendar(.chinese, month: 1, day: 1), offset: 1, years: 2028...9999,
        observance: 1),
      // The two Hari Raya: the days the Ministry announced (2001-2027), and python-holidays' estimates of
      // the others by the MABIMS criterion; they often differ by a day from the Umm al-Qura calendar, so
      // they are lists.
      HolidayRule(
        HolidayName("Hari Raya Puasa (estimated)", "Eid al-Fitr (estimated)"),
        .dates([
          1924_05_05, 1925_04_24, 1926_04_14, 1927_04_03, 1928_03_23, 1929_03_13, 1930_03_02, 1931_02_19,
          1932_02_08, 1933_01_27, 1934_01_17, 1935_01_07, 1935_12_27, 1936_12_15, 1937_12_04, 1938_11_23,
          1939_11_13, 1940_11_01, 1941_10_22, 1942_10_11, 1943_10_01, 1944_09_19, 1945_09_08, 1946_08_28,
          1947_08_18, 1948_08_06, 1949_07_27, 1950_07_16, 1951_07_06, 1952_06_24, 1953_06_13, 1954_06_03,
          1955_05_23, 1956_05_12, 1957_05_01, 1958_04_21, 1959_04_10, 1960_03_29, 1961_03_18, 1962_03_08,
          1963_02_25, 1964_02_15, 1965_02_03, 1966_01_23, 1967_01_12, 1968_01_01, 1968_12_21, 1969_12_11,
          1970_11_30, 1971_11_20, 1972_11_08, 1973_10_28, 1974_10_17, 1975_10_07, 1976_09_25, 1977_09_15,
          1978_09_04, 1979_08_24, 1980_08_12, 1981_08_01, 1982_07_22, 1983_07_12, 1984_06_30, 1985_06_20,
          1986_06_09, 1987_05_29, 1988_05_17, 1989_05_07, 1990_04_27, 1991_04_16, 1992_04_05, 1993_03_25,
          1994_03_14, 1995_03_03, 1996_02_20, 1997_02_09, 1998_01_30, 1999_01_19, 2000_01_08, 2000_12_27,
          2028_02_27, 2029_02_15, 2030_02_04, 2031_01_25, 2032_01_14, 2033_01_03, 2033_12_23, 2034_12_12,
          2035_12_01, 2036_11_19, 2037_11_09, 2038_10_30, 2039_10_19, 2040_10_08, 2041_09_27, 2042_09_16,
          2043_09_05, 2044_08_25, 2045_08_14, 2046_08_04, 2047_07_24, 2048_07_13, 2049_07_02, 2050_06_21,
          2051_06_10, 2052_05_30, 2053_05_20, 2054_05_09, 2055_04_28, 2056_04_16, 2057_04_05, 2058_03_26,
          2059_03_15, 2060_03_04, 2061_02_22, 2062_02_11, 2063_01_31, 2064_01_20, 2065_01_08, 2065_12_29,
          2066_12_19, 2067_12_08, 2068_11_26, 2069_11_16, 2070_11_05, 2071_10_25, 2072_10_13, 2073_10_03,
          2074_09_22, 2075_09_12, 2076_08_31, 2077_08_20,
        ]), observance: 2),
      HolidayRule(
        HolidayName("Second Day of Hari Raya Puasa (estimated)", "Second Day of Eid al-Fitr (estimated)"),
        .dates([
          1924_05_05, 1925_04_24, 1926_04_14, 1927_04_03, 1928_03_23, 1929_03_13, 1930_03_02, 1931_02_19,
          1932_02_08, 1933_01_27, 1934_01_17, 1935_01_07, 1935_12_27, 1936_12_15, 1937_12_04, 1938_11_23,
          1939_11_13, 1940_11_01, 1941_10_22, 1942_10_11, 1943_10_01, 1944_09_19, 1945_09_08, 1946_08_28,
          1947_08_18, 1948_08_06, 1949_07_27, 1950_07_16, 1951_07_06, 1952_06_24, 1953_06_13, 1954_06_03,
          1955_05_23, 1956_05_12, 1957_05_01, 1958_04_21, 1959_04_10, 1960_03_29, 1961_03_18, 1962_03_08,
          1963_02_25, 1964_02_15, 1965_02_03, 1966_01_23, 1967_01_12, 1968_01_01, 1968_12_21,
        ]), offset: 1, years: 1901...1968),
      HolidayRule(
        HolidayName("Hari Raya Puasa", "Eid al-Fitr"),
        .dates([
          2001_12_16, 2002_12_06, 2003_11_25, 2004_11_14, 2005_11_03, 2006_10_24, 2007_10_13, 2008_10_01,
          2009_09_20, 2010_09_10, 2011_08_30, 2012_08_19, 2013_08_08, 2014_07_28, 2015_07_17, 2016_07_06,
          2017_06_25, 2018_06_15, 2019_06_05, 2020_05_24, 2021_05_13, 2022_05_03, 2023_04_22, 2024_04_10,
          2025_03_31, 2026_03_21, 2027_03_10,
        ]), observance: 0),
      HolidayRule(
        HolidayName("Hari Raya Haji (estimated)", "Eid al-Adha (estimated)"),
        .dates([
          1924_07_13, 1925_07_02, 1926_06_21, 1927_06_10, 1928_05_30, 1929_05_20, 1930_05_09, 1931_04_28,
          1932_04_17, 1933_04_06, 1934_03_26, 1935_03_16, 1936_03_04, 1937_02_22, 1938_02_11, 1939_01_31,
          1940_01_20, 1941_01_08, 1941_12_29, 1942_12_18, 1943_12_08, 1944_11_26, 1945_11_15, 1946_11_04,
          1947_10_25, 1948_10_13, 1949_10_03, 1950_09_22, 1951_09_12, 1952_08_31, 1953_08_20, 1954_08_09,
          1955_07_30, 1956_07_19, 1957_07_08, 1958_06_28, 1959_06_17, 1960_06_05, 1961_05_25, 1962_05_14,
          1963_05_04, 1964_04_23, 1965_04_12, 1966_04_01, 1967_03_21, 1968_03_10, 1969_02_27, 1970_02_17,
          1971_02_06, 1972_01_27, 1973_01_15, 1974_01_04, 1974_12_24, 1975_12_13, 1976_12_02, 1977_11_22,
          1978_11_11, 1979_10_31, 1980_10_19, 1981_10_08, 1982_09_28, 1983_09_17, 1984_09_06, 1985_08_27,
          1986_08_16, 1987_08_05, 1988_07_24, 1989_07_14, 1990_07_03, 1991_06_23, 1992_06_12, 1993_06_01,
          1994_05_21, 1995_05_10, 1996_04_28, 1997_04_18, 1998_04_07, 1999_03_28, 2000_03_16, 2028_05_05,
          2029_04_25, 2030_04_14, 2031_04_03, 2032_03_22, 2033_03_12, 2034_03_01, 2035_02_19, 2036_02_08,
          2037_01_27, 2038_01_16, 2039_01_06, 2039_12_26, 2040_12_15, 2041_12_04, 2042_11_23, 2043_11_12,
          2044_11_01, 2045_10_21, 2046_10_11, 2047_09_30, 2048_09_19, 2049_09_08, 2050_08_28, 2051_08_17,
          2052_08_06, 2053_07_26, 2054_07_16, 2055_07_06, 2056_06_24, 2057_06_13, 2058_06_02, 2059_05_22,
          2060_05_11, 2061_05_01, 2062_04_20, 2063_04_10, 2064_03_29, 2065_03_18, 2066_03_07, 2067_02_24,
          2068_02_14, 2069_02_03, 2070_01_23, 2071_01_12, 2072_01_01, 2072_12_20, 2073_12_10, 2074_11_29,
          2075_11_19, 2076_11_07, 2077_10_28,
        ]), observance: 3),
      HolidayRule(
        HolidayName("Hari Raya Haji", "Eid al-Adha"),
        .dates([
          2001_03_06, 2002_02_23, 2003_02_12, 2004_02_01, 2005_01_21, 2006_01_10, 2006_12_31, 2007_12_20,
          2008_12_08, 2009_11_27, 2010_11_17, 2011_11_06, 2012_10_26, 2013_10_15, 2014_10_05, 2015_09_24,
          2016_09_12, 2017_09_01, 2018_08_22, 2019_08_11, 2020_07_31, 2021_07_20, 2022_07_10, 2023_06_29,
          2024_06_17, 2025_06_07, 2026_05_27, 2027_05_17,
        ]), observance: 0),
      HolidayRule("Good Friday", .easter(-2)),
      HolidayRule("Holy Saturday", .easter(-1), years: 1901...1968),
      HolidayRule("Easter Monday", .easter(1), years: 1901...1968),
      HolidayRule(HolidayName("Labour Day", "Labor Day"), .fixed(month: 5, day: 1), observance: 0),
      // Vesak Day: the full moon of the fourth Chinese month.
      HolidayRule("Vesak Day (estimated)", .calendar(.chinese, month: 4, day: 15), years: 1901...2000, observance: 4),
      HolidayRule("Vesak Day", .calendar(.chinese, month: 4, day: 15), years: 2001...2027, observance: 0),
      HolidayRule("Vesak Day (estimated)", .calendar(.chinese, month: 4, day: 15), years: 2028...9999, observance: 4),
      HolidayRule("National Day", .fixed(month: 8, day: 9), observance: 0),
      // Deepavali: the days the Ministry announced (2001-2027) and python-holidays' estimates of the
      // others, from the Hindu calendar.
      HolidayRule(
        HolidayName("Deepavali", "Diwali"),
        .dates([
          1901_11_10, 1902_10_30, 1903_11_18, 1904_11_06, 1905_10_27, 1906_11_15, 1907_11_05, 1908_10_24, 1909_11_12,
          1910_11_01, 1911_11_20, 1912_11_08, 1913_10_28, 1914_11_17, 1915_11_06, 1916_10_26, 1917_11_14, 1918_11_03,
          1919_11_21, 1920_11_10, 1921_10_30, 1922_11_18, 1923_11_07, 1924_10_27, 1925_11_15, 1926_11_04, 1927_10_24,
          1928_11_11, 1929_10_31, 1930_11_19, 1931_11_09, 1932_10_28, 1933_11_17, 1934_11_06, 1935_10_26, 1936_11_13,
          1937_11_02, 1938_11_21, 1939_11_10, 1940_10_30, 1941_11_18, 1942_11_07, 1943_10_28, 1944_11_15, 1945_11_04,
          1946_10_24, 1947_11_12, 1948_10_31, 1949_11_19, 1950_11_09, 1951_10_29, 1952_11_16, 1953_11_06, 1954_10_26,
          1955_11_13, 1956_11_02, 1957_11_21, 1958_11_10, 1959_10_31, 1960_11_18, 1961_11_07, 1962_10_27, 1963_11_15,
          1964_11_03, 1965_10_23, 1966_11_11, 1967_11_01, 1968_11_19, 1969_11_09, 1970_10_29, 1971_11_17, 1972_11_05,
          1973_10_25, 1974_11_13, 1975_11_02, 1976_11_20, 1977_11_10, 1978_10_31, 1979_11_19, 1980_11_07, 1981_10_27,
          1982_11_14, 1983_11_04, 1984_10_23, 1985_11_11, 1986_11_01, 1987_11_20, 1988_11_08, 1989_10_28, 1990_11_16,
          1991_11_05, 1992_10_25, 1993_11_13, 1994_11_02, 1995_11_21, 1996_11_10, 1997_10_30, 1998_11_18, 1999_11_07,
          2000_10_26, 2001_11_14, 2002_11_03, 2003_10_23, 2004_11_11, 2005_11_01, 2006_10_21, 2007_11_08, 2008_10_27,
          2009_11_15, 2010_11_05, 2011_10_26, 2012_11_13, 2013_11_02, 2014_10_22, 2015_11_10, 2016_10_29, 2017_10_18,
          2018_11_06, 2019_10_27, 2020_11_14, 2021_11_04, 2022_10_24, 2023_11_12, 2024_10_31, 2025_10_20, 2026_11_08,
          2027_10_28, 2028_11_15, 2029_11_05, 2030_10_26, 2031_11_14, 2032_11_02, 2033_10_22, 2034_11_10, 2035_10_30,
          2036_11_17, 2037_11_06, 2038_10_27, 2039_11_15, 2040_11_04, 2041_10_24, 2042_11_12, 2043_11_01, 2044_11_18,
          2045_11_08, 2046_10_28, 2047_11_16, 2048_11_05, 2049_10_26, 2050_11_13, 2051_11_02, 2052_11_20, 2053_11_09,
          2054_10_30, 2055_11_18, 2056_11_06, 2057_10_27, 2058_11_15, 2059_11_04, 2060_10_23, 2061_11_11, 2062_10_31,
          2063_11_19, 2064_11_08, 2065_10_28, 2066_11_16, 2067_11_06, 2068_10_25, 2069_11_13, 2070_11_02, 2071_11_21,
          2072_11_09, 2073_10_30, 2074_11_18, 2075_11_07, 2076_10_27, 2077_11_15, 2078_11_04, 2079_10_24, 2080_11_10,
          2081_10_31, 2082_11_19, 2083_11_09, 2084_10_28, 2085_11_16, 2086_11_05, 2087_10_25, 2088_11_12, 2089_11_01,
          2090_11_20, 2091_11_10, 2092_10_30, 2093_11_18, 2094_11_07, 2095_10_27, 2096_11_14, 2097_11_03, 2098_10_23,
          2099_11_11, 2100_11_01,
        ]), observance: 0),
      HolidayRule("Christmas Day", .fixed(month: 12, day: 25), observance: 0),
      HolidayRule("Boxing Day", .fixed(month: 12, day: 26), years: 1901...1968),
      // Days declared under section 4 of the Act.
      HolidayRule(
        "Polling Day", .dates([2001_11_03, 2006_05_06, 2011_05_07, 2015_09_11, 2020_07_10, 2023_09_01, 2025_05_03])),
      HolidayRule("SG50 Public Holiday", .dates([2015_08_07])),
      // Hari Raya Haji on Sunday 31 December 2006, given on 2 January 2007.
      HolidayRule(HolidayName("Hari Raya Haji (observed)", "Eid al-Adha (observed)"), .dates([2007_01_02])),
    ],
    observances: [
      // Section 4(2): a holiday on a Sunday gives the next day that is not itself a public holiday.
      HolidayObservance(
        name: "%s (observed)", years: 1998...9999, moves: HolidayMoves(sunday: .nextWorkingDay), sharesDay: true),
      HolidayObservance(
        name: "Chinese New Year (observed, estimated)", years: 1998...9999,
        moves: HolidayMoves(sunday: .nextWorkingDay), sharesDay: true),
      HolidayObservance(
        name: HolidayName("Hari Raya Puasa (observed, estimated)", "Eid al-Fitr (observed, estimated)"),
        years: 1998...9999,
        moves: HolidayMoves(sunday: .nextWorkingDay), sharesDay: true),
      HolidayObservance(
        name: HolidayName("Hari Raya Haji (observed, estimated)", "Eid al-Adha (observed, estimated)"),
        years: 1998...9999,
        moves: HolidayMoves(sunday: .nextWorkingDay), sharesDay: true),
      HolidayObservance(
        name: "Vesak Day (observed, estimated)", years: 1998...9999, moves: HolidayMoves(sunday: .nextWorkingDay),
        sharesDay: true),
    ]
  )
}
