// Thailand's holidays of some only: the armed forces (Ministry of Defence), banks (Bank of Thailand
// notices), government offices (the Royal Ploughing Ceremony, its day fixed each year by the court
// astrologers), schools (Ministry of Education), and the national days of observance that are working
// days (วันสำคัญ, the government's calendar).

import CalendarCore

extension HolidayCountry {
  /// Thailand's rules of the categories other than `public`.
  static let thailandCategoryRules: [HolidayRule] = [
    HolidayRule(
      HolidayName("วันกองทัพไทย", "Royal Thai Armed Forces Day"), .fixed(month: 4, day: 8), years: 1959...1979,
      category: "armed_forces"),
    HolidayRule(
      HolidayName("วันกองทัพไทย", "Royal Thai Armed Forces Day"), .fixed(month: 1, day: 25), years: 1980...2006,
      category: "armed_forces"),
    HolidayRule(
      HolidayName("วันกองทัพไทย", "Royal Thai Armed Forces Day"), .fixed(month: 1, day: 18), years: 2007...9999,
      category: "armed_forces"),
    // Banks, from the Bank of Thailand's first notice (10 December 1942).
    HolidayRule(
      HolidayName(
        "วันหยุดเพิ่มเติมสำหรับการปิดบัญชีประจำปีของธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร",
        "Additional Closing Day for Bank for Agriculture and Agricultural Cooperatives"),
      .fixed(month: 4, day: 1), years: 1943...2021, category: "bank"),
    HolidayRule(
      HolidayName("วันหยุดภาคครึ่งปีของสถาบันการเงินและสถาบันการเงินเฉพาะกิจ", "Mid-Year Closing Day"), .fixed(month: 7, day: 1),
      years: 1943...2018, category: "bank"),
    HolidayRule(
      HolidayName(
        "วันพระราชพิธีถวายพระเพลิงพระบรมศพสมเด็จพระนางเจ้ารำไพพรรณี", "HM Queen Rambai Barni's Royal Cremation Ceremony"),
      .dates([1985_04_09]), category: "bank"),
    // The Royal Ploughing Ceremony: no holiday in 1999 (the financial crisis), when it fell on 14 May.
    HolidayRule(
      HolidayName("วันพืชมงคล", "Royal Ploughing Ceremony"),
      .dates([
        1960_05_02, 1961_05_11, 1962_05_07, 1963_05_10, 1964_05_08, 1965_05_13, 1966_05_13, 1967_05_11,
        1968_05_10, 1969_05_09, 1970_05_08, 1971_05_07, 1972_05_08, 1973_05_07, 1974_05_08, 1975_05_07,
        1976_05_10, 1977_05_12, 1978_05_11, 1979_05_07, 1980_05_14, 1981_05_07, 1982_05_19, 1983_05_11,
        1984_05_10, 1985_05_09, 1986_05_09, 1987_05_08, 1988_05_11, 1989_05_11, 1990_05_11, 1991_05_10,
        1992_05_14, 1993_05_17, 1994_05_11, 1995_05_10, 1996_05_16, 1997_05_09, 1998_05_08, 2000_05_15,
        2001_05_16, 2002_05_09, 2003_05_08, 2004_05_07, 2005_05_11, 2006_05_11, 2007_05_10, 2008_05_09,
        2009_05_11, 2010_05_13, 2011_05_13, 2012_05_09, 2013_05_13, 2014_05_09, 2015_05_13, 2016_05_09,
        2017_05_12, 2018_05_14, 2019_05_09, 2020_05_11, 2021_05_10, 2022_05_13, 2023_05_17, 2024_05_10,
        2025_05_09, 2026_05_13,
      ]), category: "government", observance: 0),
    HolidayRule(
      HolidayName("วันครู", "Teacher's Day"), .fixed(month: 1, day: 16), years: 1957...9999, category: "school"),
    // National days of observance, working days.
    HolidayRule(
      HolidayName("วันการบินแห่งชาติ", "National Aviation Day"), .fixed(month: 1, day: 13), years: 1995...9999,
      category: "workday"),
    HolidayRule(
      HolidayName("วันอนุรักษ์ทรัพยากรป่าไม้ของชาติ", "National Forest Conservation Day"), .fixed(month: 1, day: 14),
      years: 1990...9999,
      category: "workday"),
    HolidayRule(
      HolidayName("วันพ่อขุนรามคำแหงมหาราช", "HM King Ramkhamhaeng Memorial Day"), .fixed(month: 1, day: 17),
      years: 1990...9999,
      category: "workday"),
    HolidayRule(
      HolidayName("วันทหารผ่านศึก", "Thai Veterans Day"), .fixed(month: 2, day: 3), years: 1948...9999, category: "workday"
    ),
    HolidayRule(
      HolidayName("วันศิลปินแห่งชาติ", "National Artist Day"), .fixed(month: 2, day: 26), years: 1985...9999,
      category: "workday"),
    HolidayRule(
      HolidayName("วันสตรีสากล", "International Women's Day"), .fixed(month: 3, day: 8), years: 1989...9999,
      category: "workday"),
    HolidayRule(HolidayName("วันพืชมงคล", "Royal Ploughing Ceremony"), .dates([1999_05_14]), category: "workday"),
    HolidayRule(
      HolidayName("วันวิทยาศาสตร์แห่งชาติ", "National Science Day"), .fixed(month: 8, day: 18), years: 1982...9999,
      category: "workday"),
    HolidayRule(
      HolidayName("วันพระราชทานธงชาติไทย", "Thai National Flag Day"), .fixed(month: 9, day: 28), years: 2017...9999,
      category: "workday"),
    // Loy Krathong: the full moon of the twelfth lunar month.
    HolidayRule(HolidayName("วันลอยกระทง", "Loy Krathong"), .thaiLunar(month: 12, day: 15), category: "workday"),
  ]
}
