// Hungary: a munka törvénykönyvéről szóló 2012. évi I. törvény 102. § (the Labour Code's days of rest,
// as amended: Good Friday from 2017), its predecessors of 1950, 1953, 1989, 1991 and 1999 for the earlier
// years, and the minister's yearly decrees (munkarendi rendeletek) that move working days.

import CalendarCore

extension HolidayCountry {
  /// Hungary's days of rest (`public`), and the days off the yearly decrees move onto a Saturday worked.
  package static let hungary = HolidayCountry(
    code: "HU", name: "Hungary", languages: ["hu", "en_US"], firstYear: 1945,
    rules: [
      HolidayRule(HolidayName("Újév", "New Year's Day"), .fixed(month: 1, day: 1)),
      HolidayRule(HolidayName("Nemzeti ünnep", "National Day"), .fixed(month: 3, day: 15), years: 1945...1950),
      HolidayRule(HolidayName("Nemzeti ünnep", "National Day"), .fixed(month: 3, day: 15), years: 1989...9999),
      HolidayRule(
        HolidayName("A Tanácsköztársaság kikiáltásának ünnepe", "Proclamation of Soviet Republic Day"),
        .fixed(month: 3, day: 21), years: 1950...1989),
      HolidayRule(
        HolidayName("A felszabadulás ünnepe", "Liberation Day"), .fixed(month: 4, day: 4), years: 1950...1989),
      HolidayRule(HolidayName("Nagypéntek", "Good Friday"), .easter(-2), years: 2017...9999),
      HolidayRule(HolidayName("Húsvét", "Easter"), .easter(0)),
      // 1955 kept neither Easter Monday nor the second day of Christmas.
      HolidayRule(HolidayName("Húsvét Hétfő", "Easter Monday"), .easter(1), years: 1945...1954),
      HolidayRule(HolidayName("Húsvét Hétfő", "Easter Monday"), .easter(1), years: 1956...9999),
      HolidayRule(HolidayName("A Munka ünnepe", "Labor Day"), .fixed(month: 5, day: 1), years: 1946...9999),
      HolidayRule(HolidayName("A Munka ünnepe", "Labor Day"), .fixed(month: 5, day: 2), years: 1950...1953),
      HolidayRule(HolidayName("Pünkösd", "Pentecost"), .easter(49)),
      HolidayRule(HolidayName("Pünkösdhétfő", "Pentecost Monday"), .easter(50), years: 1945...1952),
      HolidayRule(HolidayName("Pünkösdhétfő", "Pentecost Monday"), .easter(50), years: 1992...9999),
      HolidayRule(
        HolidayName("Az államalapítás ünnepe", "State Foundation Day"), .fixed(month: 8, day: 20), years: 1945...1949),
      HolidayRule(HolidayName("A kenyér ünnepe", "Bread Day"), .fixed(month: 8, day: 20), years: 1950...1989),
      HolidayRule(
        HolidayName("Az államalapítás ünnepe", "State Foundation Day"), .fixed(month: 8, day: 20), years: 1990...9999),
      HolidayRule(HolidayName("Nemzeti ünnep", "National Day"), .fixed(month: 10, day: 23), years: 1991...9999),
      HolidayRule(HolidayName("Mindenszentek", "All Saints' Day"), .fixed(month: 11, day: 1), years: 1999...9999),
      // Not in 1956 (the revolution) nor in 1989.
      HolidayRule(
        HolidayName("A nagy októberi szocialista forradalom ünnepe", "Great October Socialist Revolution Day"),
        .fixed(month: 11, day: 7), years: 1950...1955),
      HolidayRule(
        HolidayName("A nagy októberi szocialista forradalom ünnepe", "Great October Socialist Revolution Day"),
        .fixed(month: 11, day: 7), years: 1957...1988),
      HolidayRule(HolidayName("Karácsony", "Christmas Day"), .fixed(month: 12, day: 25)),
      HolidayRule(
        HolidayName("Karácsony másnapja", "Second Day of Christmas"), .fixed(month: 12, day: 26), years: 1945...1954),
      HolidayRule(
        HolidayName("Karácsony másnapja", "Second Day of Christmas"), .fixed(month: 12, day: 26), years: 1956...9999),
      // The yearly decrees: a working day between a holiday and a weekend given off, a Saturday worked for it.
      HolidayRule(
        "Day off",
        .substitutedDays([
          HolidaySubstitution(1991_08_19, for: 1991_08_17), HolidaySubstitution(1992_08_21, for: 1992_08_29),
          HolidaySubstitution(1992_12_24, for: 1992_12_19), HolidaySubstitution(1993_12_24, for: 1993_12_18),
          HolidaySubstitution(1994_03_14, for: 1994_03_12), HolidaySubstitution(1997_05_02, for: 1997_04_26),
          HolidaySubstitution(1997_10_24, for: 1997_10_18), HolidaySubstitution(1997_12_24, for: 1997_12_20),
          HolidaySubstitution(1998_01_02, for: 1998_01_10), HolidaySubstitution(1998_08_21, for: 1998_08_15),
          HolidaySubstitution(1998_12_24, for: 1998_12_19), HolidaySubstitution(1999_12_24, for: 1999_12_18),
          HolidaySubstitution(2001_03_16, for: 2001_03_10), HolidaySubstitution(2001_04_30, for: 2001_04_28),
          HolidaySubstitution(2001_10_22, for: 2001_10_20), HolidaySubstitution(2001_11_02, for: 2001_10_27),
          HolidaySubstitution(2001_12_24, for: 2001_12_22), HolidaySubstitution(2001_12_31, for: 2001_12_29),
          HolidaySubstitution(2002_08_19, for: 2002_08_10), HolidaySubstitution(2002_12_24, for: 2002_12_28),
          HolidaySubstitution(2003_05_02, for: 2003_04_26), HolidaySubstitution(2003_10_24, for: 2003_10_18),
          HolidaySubstitution(2003_12_24, for: 2003_12_13), HolidaySubstitution(2004_01_02, for: 2004_01_10),
          HolidaySubstitution(2004_12_24, for: 2004_12_18), HolidaySubstitution(2005_03_14, for: 2005_03_19),
          HolidaySubstitution(2005_10_31, for: 2005_11_05), HolidaySubstitution(2007_03_16, for: 2007_03_10),
          HolidaySubstitution(2007_04_30, for: 2007_04_21), HolidaySubstitution(2007_10_22, for: 2007_10_20),
          HolidaySubstitution(2007_11_02, for: 2007_10_27), HolidaySubstitution(2007_12_24, for: 2007_12_22),
          HolidaySubstitution(2007_12_31, for: 2007_12_29), HolidaySubstitution(2008_05_02, for: 2008_04_26),
          HolidaySubstitution(2008_10_24, for: 2008_10_18), HolidaySubstitution(2008_12_24, for: 2008_12_20),
          HolidaySubstitution(2009_01_02, for: 2009_03_28), HolidaySubstitution(2009_08_21, for: 2009_08_29),
          HolidaySubstitution(2009_12_24, for: 2009_12_19), HolidaySubstitution(2010_12_24, for: 2010_12_11),
          HolidaySubstitution(2011_03_14, for: 2011_03_19), HolidaySubstitution(2011_10_31, for: 2011_11_05),
          HolidaySubstitution(2012_03_16, for: 2012_03_24), HolidaySubstitution(2012_04_30, for: 2012_04_21),
          HolidaySubstitution(2012_10_22, for: 2012_10_27), HolidaySubstitution(2012_11_02, for: 2012_11_10),
          HolidaySubstitution(2012_12_24, for: 2012_12_15), HolidaySubstitution(2012_12_31, for: 2012_12_01),
          HolidaySubstitution(2013_08_19, for: 2013_08_24), HolidaySubstitution(2013_12_24, for: 2013_12_07),
          HolidaySubstitution(2013_12_27, for: 2013_12_21), HolidaySubstitution(2014_05_02, for: 2014_05_10),
          HolidaySubstitution(2014_10_24, for: 2014_10_18), HolidaySubstitution(2014_12_24, for: 2014_12_13),
          HolidaySubstitution(2015_01_02, for: 2015_01_10), HolidaySubstitution(2015_08_21, for: 2015_08_08),
          HolidaySubstitution(2015_12_24, for: 2015_12_12), HolidaySubstitution(2016_03_14, for: 2016_03_05),
          HolidaySubstitution(2016_10_31, for: 2016_10_15), HolidaySubstitution(2018_03_16, for: 2018_03_10),
          HolidaySubstitution(2018_04_30, for: 2018_04_21), HolidaySubstitution(2018_10_22, for: 2018_10_13),
          HolidaySubstitution(2018_11_02, for: 2018_11_10), HolidaySubstitution(2018_12_24, for: 2018_12_01),
          HolidaySubstitution(2018_12_31, for: 2018_12_15), HolidaySubstitution(2019_08_19, for: 2019_08_10),
          HolidaySubstitution(2019_12_24, for: 2019_12_07), HolidaySubstitution(2019_12_27, for: 2019_12_14),
          HolidaySubstitution(2020_08_21, for: 2020_08_29), HolidaySubstitution(2020_12_24, for: 2020_12_12),
          HolidaySubstitution(2021_12_24, for: 2021_12_11), HolidaySubstitution(2022_03_14, for: 2022_03_26),
          HolidaySubstitution(2022_10_31, for: 2022_10_15), HolidaySubstitution(2024_08_19, for: 2024_08_03),
          HolidaySubstitution(2024_12_24, for: 2024_12_07), HolidaySubstitution(2024_12_27, for: 2024_12_14),
          HolidaySubstitution(2025_05_02, for: 2025_05_17), HolidaySubstitution(2025_10_24, for: 2025_10_18),
          HolidaySubstitution(2025_12_24, for: 2025_12_13), HolidaySubstitution(2026_01_02, for: 2026_01_10),
          HolidaySubstitution(2026_08_21, for: 2026_08_08), HolidaySubstitution(2026_12_24, for: 2026_12_12),
        ])),
    ],
    substitutedDayName: HolidayName("Pihenőnap (%s-től helyettesítve)", "Day off (substituted from %s)"),
    substitutedDateFormat: HolidayName("%Y. %m. %d.", "%m/%d/%Y")
  )
}
