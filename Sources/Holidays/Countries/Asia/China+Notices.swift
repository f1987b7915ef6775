// China's yearly notices: the General Office of the State Council's 关于某年部分节假日安排的通知, each
// moving days off next to the holidays in exchange for weekend days worked (调休), 2001 to 2026, and
// the days the State Council gave once.

import CalendarCore

extension HolidayCountry {
  /// The notices' days: the law itself is a list, published each year (python-holidays' table, checked
  /// by its authors against the notices).
  static let chineseNotices: [HolidayRule] = [
    // Each pair: the day off, and the weekend day worked for it.
    HolidayRule(
      HolidayName("休息日", "Day off"),
      .substitutedDays([
        // 2001
        HolidaySubstitution(2001_01_29, for: 2001_01_20), HolidaySubstitution(2001_01_30, for: 2001_01_21),
        HolidaySubstitution(2001_05_04, for: 2001_04_28), HolidaySubstitution(2001_05_07, for: 2001_04_29),
        HolidaySubstitution(2001_10_04, for: 2001_09_29), HolidaySubstitution(2001_10_05, for: 2001_09_30),
        // 2002
        HolidaySubstitution(2002_01_02, for: 2001_12_29), HolidaySubstitution(2002_01_03, for: 2001_12_30),
        HolidaySubstitution(2002_02_15, for: 2002_02_09), HolidaySubstitution(2002_02_18, for: 2002_02_10),
        HolidaySubstitution(2002_05_06, for: 2002_04_27), HolidaySubstitution(2002_05_07, for: 2002_04_28),
        HolidaySubstitution(2002_10_04, for: 2002_09_28), HolidaySubstitution(2002_10_07, for: 2002_09_29),
        // 2003
        HolidaySubstitution(2003_02_06, for: 2003_02_08), HolidaySubstitution(2003_02_07, for: 2003_02_09),
        HolidaySubstitution(2003_05_06, for: 2003_04_26), HolidaySubstitution(2003_05_07, for: 2003_04_27),
        HolidaySubstitution(2003_10_06, for: 2003_09_27), HolidaySubstitution(2003_10_07, for: 2003_09_28),
        // 2004
        HolidaySubstitution(2004_01_27, for: 2004_01_17), HolidaySubstitution(2004_01_28, for: 2004_01_18),
        HolidaySubstitution(2004_05_06, for: 2004_05_08), HolidaySubstitution(2004_05_07, for: 2004_05_09),
        HolidaySubstitution(2004_10_06, for: 2004_10_09), HolidaySubstitution(2004_10_07, for: 2004_10_10),
        // 2005
        HolidaySubstitution(2005_02_14, for: 2005_02_05), HolidaySubstitution(2005_02_15, for: 2005_02_06),
        HolidaySubstitution(2005_05_05, for: 2005_04_30), HolidaySubstitution(2005_05_06, for: 2005_05_08),
        HolidaySubstitution(2005_10_06, for: 2005_10_08), HolidaySubstitution(2005_10_07, for: 2005_10_09),
        // 2006
        HolidaySubstitution(2006_01_03, for: 2005_12_31), HolidaySubstitution(2006_02_02, for: 2006_01_28),
        HolidaySubstitution(2006_02_03, for: 2006_02_05), HolidaySubstitution(2006_05_04, for: 2006_04_29),
        HolidaySubstitution(2006_05_05, for: 2006_04_30), HolidaySubstitution(2006_10_05, for: 2006_09_30),
        HolidaySubstitution(2006_10_06, for: 2006_10_08),
        // 2007
        HolidaySubstitution(2007_01_02, for: 2006_12_30), HolidaySubstitution(2007_01_03, for: 2006_12_31),
        HolidaySubstitution(2007_02_22, for: 2007_02_17), HolidaySubstitution(2007_02_23, for: 2007_02_25),
        HolidaySubstitution(2007_05_04, for: 2007_04_28), HolidaySubstitution(2007_05_07, for: 2007_04_29),
        HolidaySubstitution(2007_10_04, for: 2007_09_29), HolidaySubstitution(2007_10_05, for: 2007_09_30),
        HolidaySubstitution(2007_12_31, for: 2007_12_29),
        // 2008
        HolidaySubstitution(2008_02_11, for: 2008_02_02), HolidaySubstitution(2008_02_12, for: 2008_02_03),
        HolidaySubstitution(2008_05_02, for: 2008_05_04), HolidaySubstitution(2008_09_29, for: 2008_09_27),
        HolidaySubstitution(2008_09_30, for: 2008_09_28),
        // 2009
        HolidaySubstitution(2009_01_02, for: 2009_01_04), HolidaySubstitution(2009_01_29, for: 2009_01_24),
        HolidaySubstitution(2009_01_30, for: 2009_02_01), HolidaySubstitution(2009_05_29, for: 2009_05_31),
        HolidaySubstitution(2009_10_07, for: 2009_09_27), HolidaySubstitution(2009_10_08, for: 2009_10_10),
        // 2010
        HolidaySubstitution(2010_02_18, for: 2010_02_20), HolidaySubstitution(2010_02_19, for: 2010_02_21),
        HolidaySubstitution(2010_06_14, for: 2010_06_12), HolidaySubstitution(2010_06_15, for: 2010_06_13),
        HolidaySubstitution(2010_09_23, for: 2010_09_19), HolidaySubstitution(2010_09_24, for: 2010_09_25),
        HolidaySubstitution(2010_10_06, for: 2010_09_26), HolidaySubstitution(2010_10_07, for: 2010_10_09),
        // 2011
        HolidaySubstitution(2011_02_07, for: 2011_01_30), HolidaySubstitution(2011_02_08, for: 2011_02_12),
        HolidaySubstitution(2011_04_04, for: 2011_04_02), HolidaySubstitution(2011_10_06, for: 2011_10_08),
        HolidaySubstitution(2011_10_07, for: 2011_10_09),
        // 2012
        HolidaySubstitution(2012_01_03, for: 2011_12_31), HolidaySubstitution(2012_01_26, for: 2012_01_21),
        HolidaySubstitution(2012_01_27, for: 2012_01_29), HolidaySubstitution(2012_04_02, for: 2012_03_31),
        HolidaySubstitution(2012_04_03, for: 2012_04_01), HolidaySubstitution(2012_04_30, for: 2012_04_28),
        HolidaySubstitution(2012_10_05, for: 2012_09_29),
        // 2013
        HolidaySubstitution(2013_01_02, for: 2013_01_05), HolidaySubstitution(2013_01_03, for: 2013_01_06),
        HolidaySubstitution(2013_02_14, for: 2013_02_16), HolidaySubstitution(2013_02_15, for: 2013_02_17),
        HolidaySubstitution(2013_04_05, for: 2013_04_07), HolidaySubstitution(2013_04_29, for: 2013_04_27),
        HolidaySubstitution(2013_04_30, for: 2013_04_28), HolidaySubstitution(2013_06_10, for: 2013_06_08),
        HolidaySubstitution(2013_06_11, for: 2013_06_09), HolidaySubstitution(2013_09_20, for: 2013_09_22),
        HolidaySubstitution(2013_10_04, for: 2013_09_29), HolidaySubstitution(2013_10_07, for: 2013_10_12),
        // 2014
        HolidaySubstitution(2014_02_05, for: 2014_01_26), HolidaySubstitution(2014_02_06, for: 2014_02_08),
        HolidaySubstitution(2014_05_02, for: 2014_05_04), HolidaySubstitution(2014_10_06, for: 2014_09_28),
        HolidaySubstitution(2014_10_07, for: 2014_10_11),
        // 2015
        HolidaySubstitution(2015_01_02, for: 2015_01_04), HolidaySubstitution(2015_02_18, for: 2015_02_15),
        HolidaySubstitution(2015_02_24, for: 2015_02_28), HolidaySubstitution(2015_09_04, for: 2015_09_06),
        HolidaySubstitution(2015_10_07, for: 2015_10_10),
        // 2016
        HolidaySubstitution(2016_02_11, for: 2016_02_06), HolidaySubstitution(2016_02_12, for: 2016_02_14),
        HolidaySubstitution(2016_06_10, for: 2016_06_12), HolidaySubstitution(2016_09_16, for: 2016_09_18),
        HolidaySubstitution(2016_10_06, for: 2016_10_08), HolidaySubstitution(2016_10_07, for: 2016_10_09),
        // 2017
        HolidaySubstitution(2017_01_27, for: 2017_01_22), HolidaySubstitution(2017_02_02, for: 2017_02_04),
        HolidaySubstitution(2017_04_03, for: 2017_04_01), HolidaySubstitution(2017_05_29, for: 2017_05_27),
        HolidaySubstitution(2017_10_06, for: 2017_09_30),
        // 2018
        HolidaySubstitution(2018_02_15, for: 2018_02_11), HolidaySubstitution(2018_02_21, for: 2018_02_24),
        HolidaySubstitution(2018_04_06, for: 2018_04_08), HolidaySubstitution(2018_04_30, for: 2018_04_28),
        HolidaySubstitution(2018_10_04, for: 2018_09_29), HolidaySubstitution(2018_10_05, for: 2018_09_30),
        HolidaySubstitution(2018_12_31, for: 2018_12_29),
        // 2019
        HolidaySubstitution(2019_02_04, for: 2019_02_02), HolidaySubstitution(2019_02_08, for: 2019_02_03),
        HolidaySubstitution(2019_05_02, for: 2019_04_28), HolidaySubstitution(2019_05_03, for: 2019_05_05),
        HolidaySubstitution(2019_10_04, for: 2019_09_29), HolidaySubstitution(2019_10_07, for: 2019_10_12),
        // 2020
        HolidaySubstitution(2020_01_24, for: 2020_01_19), HolidaySubstitution(2020_05_04, for: 2020_04_26),
        HolidaySubstitution(2020_05_05, for: 2020_05_09), HolidaySubstitution(2020_06_26, for: 2020_06_28),
        HolidaySubstitution(2020_10_07, for: 2020_09_27), HolidaySubstitution(2020_10_08, for: 2020_10_10),
        // 2021
        HolidaySubstitution(2021_02_11, for: 2021_02_07), HolidaySubstitution(2021_02_17, for: 2021_02_20),
        HolidaySubstitution(2021_05_04, for: 2021_04_25), HolidaySubstitution(2021_05_05, for: 2021_05_08),
        HolidaySubstitution(2021_09_20, for: 2021_09_18), HolidaySubstitution(2021_10_06, for: 2021_09_26),
        HolidaySubstitution(2021_10_07, for: 2021_10_09),
        // 2022
        HolidaySubstitution(2022_01_31, for: 2022_01_29), HolidaySubstitution(2022_02_04, for: 2022_01_30),
        HolidaySubstitution(2022_04_04, for: 2022_04_02), HolidaySubstitution(2022_05_03, for: 2022_04_24),
        HolidaySubstitution(2022_05_04, for: 2022_05_07), HolidaySubstitution(2022_10_06, for: 2022_10_08),
        HolidaySubstitution(2022_10_07, for: 2022_10_09),
        // 2023
        HolidaySubstitution(2023_01_26, for: 2023_01_28), HolidaySubstitution(2023_01_27, for: 2023_01_29),
        HolidaySubstitution(2023_05_02, for: 2023_04_23), HolidaySubstitution(2023_05_03, for: 2023_05_06),
        HolidaySubstitution(2023_06_23, for: 2023_06_25), HolidaySubstitution(2023_10_05, for: 2023_10_07),
        HolidaySubstitution(2023_10_06, for: 2023_10_08),
        // 2024
        HolidaySubstitution(2024_02_15, for: 2024_02_04), HolidaySubstitution(2024_02_16, for: 2024_02_18),
        HolidaySubstitution(2024_04_05, for: 2024_04_07), HolidaySubstitution(2024_05_02, for: 2024_04_28),
        HolidaySubstitution(2024_05_03, for: 2024_05_11), HolidaySubstitution(2024_09_16, for: 2024_09_14),
        HolidaySubstitution(2024_10_04, for: 2024_09_29), HolidaySubstitution(2024_10_07, for: 2024_10_12),
        // 2025
        HolidaySubstitution(2025_02_03, for: 2025_01_26), HolidaySubstitution(2025_02_04, for: 2025_02_08),
        HolidaySubstitution(2025_05_05, for: 2025_04_27), HolidaySubstitution(2025_10_07, for: 2025_09_28),
        HolidaySubstitution(2025_10_08, for: 2025_10_11),
        // 2026
        HolidaySubstitution(2026_01_02, for: 2026_01_04), HolidaySubstitution(2026_02_20, for: 2026_02_14),
        HolidaySubstitution(2026_02_23, for: 2026_02_28), HolidaySubstitution(2026_05_05, for: 2026_05_09),
        HolidaySubstitution(2026_10_06, for: 2026_09_20), HolidaySubstitution(2026_10_07, for: 2026_10_10),
      ])),
    HolidayRule(
      HolidayName(
        "中国人民抗日战争暨世界反法西斯战争胜利70周年纪念日",
        "70th Anniversary of the Victory of the Chinese People's War of Resistance against Japanese Aggression"
          + " and the World Anti-Fascist War"),
      .dates([2015_09_03])),
    // The Spring Festival of 2020 lengthened against Covid-19 (State Council notice of 26 January 2020).
    HolidayRule(
      HolidayName("春节延长假期", "Chinese New Year Extended Holiday"), .dates([2020_01_31, 2020_02_01, 2020_02_02])),
    HolidayRule(HolidayName("春节（补假）", "Chinese New Year (Spring Festival) (observed)"), .dates([2020_01_30])),
    // Days given for a festival on a weekend, which the notices placed themselves.
    HolidayRule(HolidayName("端午节（补假）", "Dragon Boat Festival (observed)"), .dates([2012_06_22])),
    HolidayRule(HolidayName("中秋节（补假）", "Mid-Autumn Festival (observed)"), .dates([2015_10_06, 2020_10_06])),
  ]
}
