// India: the Negotiable Instruments Act, 1881, section 25 and the Ministry of Home Affairs' notification
// of 1968 (the three national holidays: Republic Day, Independence Day, Gandhi Jayanti); the Department of
// Personnel and Training's yearly office memoranda listing the gazetted holidays of the Central Government
// offices, whose Hindu, Sikh, Jain, Buddhist and Islamic days are announced year by year.

import CalendarCore

extension HolidayCountry {
  /// India's gazetted holidays of the Central Government (`public`), the country as a whole.
  ///
  /// The festivals of the Hindu and other lunar calendars are the days the memoranda list (2001-2035, as
  /// python-holidays has them). The Islamic days are the listed ones for 2001-2026; for other years they
  /// are estimated as the day after the Umm al-Qura calendar's, India's sighting usually falling a day later.
  package static let india = HolidayCountry(
    code: "IN", name: "India", languages: ["en_IN", "en_US"], firstYear: 1948,
    rules: [
      HolidayRule("Republic Day", .fixed(month: 1, day: 26), years: 1950...9999),
      HolidayRule("Good Friday", .easter(-2)),
      HolidayRule(
        HolidayName("Dr. B. R. Ambedkar's Jayanti", "Dr. B. R. Ambedkar's Birthday"), .fixed(month: 4, day: 14)),
      HolidayRule("Independence Day", .fixed(month: 8, day: 15)),
      HolidayRule(HolidayName("Mahatma Gandhi's Jayanti", "Mahatma Gandhi's Birthday"), .fixed(month: 10, day: 2)),
      HolidayRule("Christmas", .fixed(month: 12, day: 25)),
      HolidayRule("Dussehra (Mahanavami)", .dates([2002_10_14])),
      // The festivals the memoranda list, 2001-2035.
      HolidayRule(
        HolidayName("Maha Shivaratri", "Maha Shivaratri"),
        .dates([
          2001_02_21, 2002_03_12, 2004_02_18, 2005_03_08, 2006_02_26, 2007_02_16, 2008_03_06, 2011_03_02, 2012_02_20,
          2017_02_24, 2018_02_13, 2019_03_04, 2022_03_01, 2025_02_26, 2027_03_06, 2028_02_23, 2029_02_11, 2030_03_02,
          2031_02_20, 2032_03_10, 2033_02_27, 2034_02_17, 2035_03_08,
        ])),
      HolidayRule(
        HolidayName("Holi", "Holi"),
        .dates([
          2001_03_10, 2003_03_18, 2004_03_07, 2005_03_26, 2006_03_15, 2007_03_04, 2008_03_22, 2009_03_11, 2010_03_01,
          2012_03_08, 2013_03_27, 2014_03_17, 2015_03_06, 2016_03_24, 2017_03_13, 2018_03_02, 2019_03_21, 2020_03_10,
          2021_03_29, 2022_03_18, 2023_03_08, 2024_03_25, 2025_03_14, 2026_03_04, 2027_03_22, 2028_03_11, 2029_03_01,
          2030_03_20, 2031_03_09, 2032_03_27, 2033_03_16, 2034_03_05, 2035_03_24,
        ])),
      HolidayRule(
        HolidayName("Ram Navami", "Ram Navami"),
        .dates([
          2001_04_02, 2003_04_11, 2004_03_30, 2005_04_18, 2006_04_06, 2007_03_26, 2008_04_14, 2009_04_03, 2010_03_24,
          2011_04_12, 2013_04_19, 2014_04_08, 2015_03_28, 2016_04_15, 2017_04_04, 2019_04_13, 2020_04_02, 2021_04_21,
          2023_03_30, 2024_04_17, 2026_03_26, 2027_04_15, 2028_04_03, 2030_04_12, 2031_04_01, 2032_04_19, 2033_04_07,
          2034_03_28, 2035_04_16,
        ])),
      HolidayRule(
        HolidayName("Mahavir Jayanti", "Mahavira's Birthday"),
        .dates([
          2001_04_06, 2002_04_25, 2003_04_15, 2004_04_03, 2005_04_22, 2006_04_11, 2007_03_31, 2008_04_18, 2009_04_07,
          2010_04_28, 2011_04_16, 2012_04_05, 2013_04_24, 2014_04_13, 2015_04_02, 2016_04_20, 2017_04_09, 2018_03_29,
          2019_04_17, 2020_04_06, 2021_04_25, 2022_04_14, 2023_04_04, 2024_04_21, 2025_04_10, 2026_03_31, 2027_04_18,
          2028_04_07, 2029_04_26, 2030_04_16, 2031_04_05, 2032_04_23, 2033_04_12, 2034_04_01, 2035_04_20,
        ])),
      HolidayRule(
        HolidayName("Buddha Purnima", "Buddha Purnima"),
        .dates([
          2001_04_30, 2002_05_19, 2003_05_08, 2004_05_26, 2005_05_23, 2006_05_13, 2007_05_02, 2008_05_20, 2009_05_08,
          2010_05_27, 2011_05_17, 2012_05_06, 2013_05_25, 2014_05_14, 2015_05_04, 2016_05_21, 2017_05_10, 2018_04_30,
          2019_05_18, 2020_05_07, 2021_05_26, 2022_05_16, 2023_05_05, 2024_05_23, 2025_05_12, 2026_05_01, 2027_05_20,
          2028_05_08, 2029_05_27, 2030_05_17, 2031_05_07, 2032_05_25, 2033_05_14, 2034_05_03, 2035_05_22,
        ])),
      HolidayRule(
        HolidayName("Janmashtami (Vaishnava)", "Janmashtami (Vaishnava)"),
        .dates([
          2001_08_12, 2002_08_31, 2003_08_20, 2004_09_07, 2005_08_27, 2006_08_16, 2007_09_04, 2009_08_14, 2010_09_02,
          2011_08_22, 2012_08_10, 2013_08_28, 2014_08_18, 2015_09_05, 2016_08_25, 2018_09_03, 2019_08_24, 2020_08_12,
          2021_08_30, 2022_08_19, 2023_09_07, 2024_08_26, 2025_08_16, 2026_09_04, 2027_08_25, 2028_08_13, 2029_09_01,
          2030_08_21, 2031_08_10, 2032_08_28, 2033_08_17, 2034_09_06, 2035_08_26,
        ])),
      HolidayRule(
        HolidayName("Dussehra", "Dussehra"),
        .dates([
          2001_10_26, 2002_10_15, 2003_10_05, 2004_10_22, 2005_10_12, 2006_10_02, 2007_10_21, 2008_10_09, 2009_09_28,
          2010_10_17, 2011_10_06, 2012_10_24, 2013_10_13, 2014_10_03, 2015_10_22, 2016_10_11, 2017_09_30, 2018_10_19,
          2019_10_08, 2020_10_25, 2021_10_15, 2022_10_05, 2023_10_24, 2024_10_12, 2025_10_02, 2026_10_20, 2027_10_09,
          2028_09_27, 2029_10_16, 2030_10_06, 2031_10_25, 2032_10_14, 2033_10_03, 2034_10_22, 2035_10_11,
        ])),
      HolidayRule(
        HolidayName("Diwali (Deepavali)", "Diwali"),
        .dates([
          2001_11_14, 2002_11_04, 2003_10_25, 2004_11_12, 2005_11_01, 2006_10_21, 2007_11_09, 2008_10_28, 2009_10_17,
          2010_11_05, 2011_10_26, 2012_11_13, 2013_11_03, 2014_10_23, 2015_11_11, 2016_10_30, 2017_10_19, 2018_11_07,
          2019_10_27, 2020_11_14, 2021_11_04, 2022_10_24, 2023_11_12, 2024_10_31, 2025_10_20, 2026_11_08, 2027_10_29,
          2028_10_17, 2029_11_05, 2030_10_26, 2031_11_14, 2032_11_02, 2033_10_22, 2034_11_10, 2035_10_30,
        ])),
      HolidayRule(
        HolidayName("Guru Nanak's Jayanti", "Guru Nanak's Birthday"),
        .dates([
          2001_11_30, 2002_11_19, 2003_11_08, 2004_11_26, 2005_11_15, 2006_11_05, 2007_11_24, 2008_11_13, 2009_11_02,
          2010_11_21, 2011_11_10, 2012_11_28, 2013_11_17, 2014_11_06, 2015_11_25, 2016_11_14, 2017_11_04, 2018_11_23,
          2019_11_12, 2020_11_30, 2021_11_19, 2022_11_08, 2023_11_27, 2024_11_15, 2025_11_05, 2026_11_24, 2027_11_14,
          2028_11_02, 2029_11_21, 2030_11_10, 2031_11_28, 2032_11_17, 2033_11_06, 2034_11_25, 2035_11_15,
        ])),
      // The Islamic days the memoranda list, 2001-2026.
      HolidayRule(
        HolidayName("Id-ul-Zuha (Bakrid)", "Eid al-Adha"),
        .dates([
          2001_03_06, 2002_02_23, 2003_02_12, 2004_02_02, 2005_01_21, 2006_01_11, 2007_01_01, 2007_12_21, 2008_12_09,
          2009_11_28, 2010_11_17, 2011_11_07, 2012_10_27, 2013_10_16, 2014_10_06, 2015_09_25, 2016_09_12, 2017_09_02,
          2018_08_22, 2019_08_12, 2020_08_01, 2021_07_21, 2022_07_10, 2023_06_29, 2024_06_17, 2025_06_07, 2026_05_27,
        ])),
      HolidayRule(
        HolidayName("Muharram", "Ashura"),
        .dates([
          2001_04_05, 2002_03_25, 2003_03_14, 2004_03_02, 2005_02_20, 2006_02_09, 2007_01_30, 2008_01_19, 2009_01_08,
          2009_12_28, 2010_12_17, 2011_12_06, 2012_11_25, 2013_11_14, 2014_11_04, 2015_10_24, 2016_10_12, 2017_10_01,
          2018_09_21, 2019_09_10, 2020_08_30, 2021_08_19, 2022_08_09, 2023_07_29, 2024_07_17, 2025_07_06, 2026_06_26,
        ])),
      HolidayRule(
        HolidayName("Milad-un-Nabi", "Prophet's Birthday"),
        .dates([
          2001_06_05, 2002_05_25, 2003_05_14, 2004_05_02, 2005_04_22, 2006_04_11, 2007_04_01, 2008_03_21, 2009_03_10,
          2010_02_27, 2011_02_16, 2012_02_05, 2013_01_25, 2014_01_14, 2015_01_04, 2015_12_24, 2016_12_13, 2017_12_02,
          2018_11_21, 2019_11_10, 2020_10_30, 2021_10_19, 2022_10_09, 2023_09_28, 2024_09_16, 2025_09_05, 2026_08_26,
        ])),
      HolidayRule(
        HolidayName("Id-ul-Fitr", "Eid al-Fitr"),
        .dates([
          2001_12_17, 2002_12_06, 2003_11_26, 2004_11_15, 2005_11_04, 2006_10_25, 2007_10_14, 2008_10_02, 2009_09_21,
          2010_09_11, 2011_08_31, 2012_08_20, 2013_08_09, 2014_07_29, 2015_07_18, 2016_07_06, 2017_06_26, 2018_06_16,
          2019_06_05, 2020_05_25, 2021_05_14, 2022_05_03, 2023_04_22, 2024_04_11, 2025_03_31, 2026_03_21,
        ])),
      // The Islamic days estimated: the day after the Umm al-Qura calendar's.
      HolidayRule(
        HolidayName("Muharram (estimated)", "Ashura (estimated)"), .calendar(.islamic, month: 1, day: 10), offset: 1,
        years: 1948...2000),
      HolidayRule(
        HolidayName("Muharram (estimated)", "Ashura (estimated)"), .calendar(.islamic, month: 1, day: 10), offset: 1,
        years: 2027...9999),
      HolidayRule(
        HolidayName("Milad-un-Nabi (estimated)", "Prophet's Birthday (estimated)"),
        .calendar(.islamic, month: 3, day: 12), offset: 1, years: 1948...2000),
      HolidayRule(
        HolidayName("Milad-un-Nabi (estimated)", "Prophet's Birthday (estimated)"),
        .calendar(.islamic, month: 3, day: 12), offset: 1, years: 2027...9999),
      HolidayRule(
        HolidayName("Id-ul-Fitr (estimated)", "Eid al-Fitr (estimated)"), .calendar(.islamic, month: 10, day: 1),
        offset: 1, years: 1948...2000),
      HolidayRule(
        HolidayName("Id-ul-Fitr (estimated)", "Eid al-Fitr (estimated)"), .calendar(.islamic, month: 10, day: 1),
        offset: 1, years: 2027...9999),
      HolidayRule(
        HolidayName("Id-ul-Zuha (Bakrid) (estimated)", "Eid al-Adha (estimated)"),
        .calendar(.islamic, month: 12, day: 10), offset: 1, years: 1948...2000),
      HolidayRule(
        HolidayName("Id-ul-Zuha (Bakrid) (estimated)", "Eid al-Adha (estimated)"),
        .calendar(.islamic, month: 12, day: 10), offset: 1, years: 2027...9999),
    ]
  )
}
