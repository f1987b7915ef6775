// Thailand: the Holidays Act of 1914 and its amendments, the Holidays Act B.E. 2491 (1948) and its
// amendments (No. 2-23, 1950-2017), the Holidays Act B.E. 2562 (2019), the Cabinet resolutions on days in
// lieu (B.E. 2544/2001, 2547/2004) and the Cabinet's special holidays, as the Bank of Thailand lists them.

import CalendarCore

extension HolidayCountry {
  /// Thailand's public holidays, from 1941 (when the year began on 1 January), and the days of the armed
  /// forces, banks, government offices and schools, and the national days of observance (`workday`:
  /// `Thailand+Categories.swift`).
  ///
  /// The Buddhist holy days are days of the Thai lunar calendar (`HolidayDate.thaiLunar`). A holiday on a
  /// Saturday or Sunday gives a day in lieu on the Monday after (1961-1973, 1995-1997 and from 2001; in the
  /// years between the Cabinet declared such days one by one: `completeThaiYear`).
  package static let thailand = HolidayCountry(
    code: "TH", name: "Thailand", languages: ["th", "en_US"],
    categories: ["public", "armed_forces", "bank", "government", "school", "workday"], firstYear: 1941,
    rules: [
      // New Year's Day on 1 January from 1941 (the year began on 1 April before); 2 January too in
      // 1941-1945 and 1948-1954.
      HolidayRule(
        HolidayName("วันขึ้นปีใหม่", "New Year's Day"), .fixed(month: 1, day: 1), years: 1941...9999, observance: 0),
      HolidayRule(HolidayName("วันขึ้นปีใหม่", "New Year's Day"), .fixed(month: 1, day: 2), years: 1941...1945),
      HolidayRule(HolidayName("วันขึ้นปีใหม่", "New Year's Day"), .fixed(month: 1, day: 2), years: 1948...1954),
      HolidayRule(
        HolidayName("วันเด็กแห่งชาติ", "National Children's Day"),
        .weekday(.monday, ordinal: 1, month: 10),
        years: 1955...1963),
      HolidayRule(
        HolidayName("วันเด็กแห่งชาติ", "National Children's Day"),
        .weekday(.saturday, ordinal: 2, month: 1),
        years: 1965...9999),
      HolidayRule(
        HolidayName("วันลงนามในสัญญาพักรบระหว่างประเทศไทยกับประเทศอินโดจีนฝรั่งเศส", "Franco-Thai War Armistice Day"),
        .fixed(month: 1, day: 28),
        years: 1942...1944),
      // Makha Bucha: the full moon of the third lunar month.
      HolidayRule(
        HolidayName("วันมาฆบูชา", "Makha Bucha"), .thaiLunar(month: 3, day: 15), years: 1941...9999, observance: 0),
      HolidayRule(HolidayName("วันจักรี", "Chakri Day"), .fixed(month: 4, day: 6), years: 1941...1982, observance: 0),
      HolidayRule(
        HolidayName("วันพระบาทสมเด็จพระพุทธยอดฟ้าจุฬาโลกมหาราช และวันที่ระลึกมหาจักรีบรมราชวงศ์", "Chakri Memorial Day"),
        .fixed(month: 4, day: 6),
        years: 1983...9999,
        observance: 0),
      HolidayRule(
        HolidayName("วันแม่แห่งชาติ", "National Mother's Day"),
        .fixed(month: 4, day: 15),
        years: 1950...1957,
        observance: 0),
      // Songkran: 13-15 April (1948-1953), 13 April (1957-1988), 12-14 April (1989-1997), 13-15 April since;
      // none in 2020 (Covid-19: its days off given in July and September). From 1995 its days on a weekend give one
      // day in lieu, on the first working day after it (observance 1).
      HolidayRule(HolidayName("วันสงกรานต์", "Songkran Festival"), .fixed(month: 4, day: 13), years: 1948...1953),
      HolidayRule(HolidayName("วันสงกรานต์", "Songkran Festival"), .fixed(month: 4, day: 14), years: 1948...1953),
      HolidayRule(HolidayName("วันสงกรานต์", "Songkran Festival"), .fixed(month: 4, day: 15), years: 1948...1953),
      HolidayRule(
        HolidayName("วันสงกรานต์", "Songkran Festival"), .fixed(month: 4, day: 13), years: 1957...1988, observance: 0),
      HolidayRule(
        HolidayName("วันสงกรานต์", "Songkran Festival"), .fixed(month: 4, day: 12), years: 1989...1997, observance: 1),
      HolidayRule(HolidayName("วันสงกรานต์", "Songkran Festival"), .fixed(month: 4, day: 13), years: 1989...1997),
      HolidayRule(HolidayName("วันสงกรานต์", "Songkran Festival"), .fixed(month: 4, day: 14), years: 1989...1997),
      HolidayRule(
        HolidayName("วันสงกรานต์", "Songkran Festival"), .fixed(month: 4, day: 13), years: 1998...2019, observance: 1),
      HolidayRule(HolidayName("วันสงกรานต์", "Songkran Festival"), .fixed(month: 4, day: 14), years: 1998...2019),
      HolidayRule(HolidayName("วันสงกรานต์", "Songkran Festival"), .fixed(month: 4, day: 15), years: 1998...2019),
      HolidayRule(
        HolidayName("วันสงกรานต์", "Songkran Festival"), .fixed(month: 4, day: 13), years: 2021...9999, observance: 1),
      HolidayRule(HolidayName("วันสงกรานต์", "Songkran Festival"), .fixed(month: 4, day: 14), years: 2021...9999),
      HolidayRule(HolidayName("วันสงกรานต์", "Songkran Festival"), .fixed(month: 4, day: 15), years: 2021...9999),
      HolidayRule(
        HolidayName("วันแรงงานแห่งชาติ", "National Labor Day"),
        .fixed(month: 5, day: 1),
        years: 1974...9999,
        observance: 0),
      HolidayRule(
        HolidayName("วันฉัตรมงคล", "Coronation Day"), .fixed(month: 5, day: 5), years: 1958...2016, observance: 0),
      HolidayRule(
        HolidayName("วันฉัตรมงคล", "Coronation Day"), .fixed(month: 5, day: 4), years: 2020...9999, observance: 0),
      // Visakha Bucha: the full moon of the sixth lunar month (and the day after it, to 1953).
      HolidayRule(HolidayName("วันวิสาขะบูชา", "Visakha Bucha"), .thaiLunar(month: 6, day: 15), years: 1941...1953),
      HolidayRule(
        HolidayName("วันวิสาขะบูชา", "Visakha Bucha"), .thaiLunar(month: 6, day: 15), offset: 1, years: 1941...1953),
      HolidayRule(
        HolidayName("วันวิสาขะบูชา", "Visakha Bucha"),
        .thaiLunar(month: 6, day: 15),
        years: 1954...1956,
        observance: 0),
      HolidayRule(
        HolidayName("วันวิสาขบูชา", "Visakha Bucha"), .thaiLunar(month: 6, day: 15), years: 1957...9999, observance: 0),
      HolidayRule(
        HolidayName("วันเฉลิมพระชนมพรรษาสมเด็จพระนางเจ้าสุทิดา พัชรสุธาพิมลลักษณ พระบรมราชินี", "HM Queen Suthida's Birthday"),
        .fixed(month: 6, day: 3),
        years: 2019...9999,
        observance: 0),
      HolidayRule(HolidayName("วันชาติ", "National Day"), .fixed(month: 6, day: 24), years: 1941...1959, observance: 0),
      HolidayRule(HolidayName("วันชาติ", "National Day"), .fixed(month: 6, day: 23), years: 1941...1948),
      HolidayRule(HolidayName("วันชาติ", "National Day"), .fixed(month: 6, day: 25), years: 1941...1948),
      HolidayRule(HolidayName("วันชาติ", "National Day"), .fixed(month: 6, day: 23), years: 1952...1953),
      HolidayRule(HolidayName("วันชาติ", "National Day"), .fixed(month: 6, day: 25), years: 1952...1953),
      // Asarnha Bucha, the full moon of the eighth lunar month, and Buddhist Lent Day, the day after it: to 1953
      // both as Buddhist Lent Day; Asarnha Bucha a holiday of its own again from 1962.
      HolidayRule(HolidayName("วันเข้าพรรษา", "Buddhist Lent Day"), .thaiLunar(month: 8, day: 15), years: 1941...1953),
      HolidayRule(HolidayName("วันเข้าพรรษา", "Buddhist Lent Day"), .thaiLunar(month: 8, day: 16), years: 1941...1953),
      HolidayRule(
        HolidayName("วันเข้าพรรษา", "Buddhist Lent Day"),
        .thaiLunar(month: 8, day: 16),
        years: 1954...9999,
        observance: 2),
      HolidayRule(
        HolidayName("วันอาสาฬหบูชา", "Asarnha Bucha"),
        .thaiLunar(month: 8, day: 15),
        years: 1962...9999,
        observance: 3),
      HolidayRule(
        HolidayName(
          "วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระปรเมนทรรามาธิบดีศรีสินทรมหาวชิราลงกรณ พระวชิรเกล้าเจ้าอยู่หัว",
          "HM King Maha Vajiralongkorn's Birthday"),
        .fixed(month: 7, day: 28),
        years: 2017...9999,
        observance: 0),
      HolidayRule(
        HolidayName("วันเฉลิมพระชนมพรรษาสมเด็จพระนางเจ้าสิริกิติ์ พระบรมราชินีนาถ", "HM Queen Sirikit's Birthday"),
        .fixed(month: 8, day: 12),
        years: 1976...2016,
        observance: 0),
      HolidayRule(
        HolidayName("วันเฉลิมพระชนมพรรษาสมเด็จพระบรมราชชนนีพันปีหลวง", "HM Queen Sirikit The Queen Mother's Birthday"),
        .fixed(month: 8, day: 12),
        years: 2017...9999,
        observance: 0),
      HolidayRule(
        HolidayName("วันแม่แห่งชาติ", "National Mother's Day"),
        .fixed(month: 8, day: 12),
        years: 1976...9999,
        observance: 0),
      HolidayRule(
        HolidayName("วันประกาศสันติภาพ", "Peace Proclamation Day"), .fixed(month: 8, day: 16), years: 1946...1947),
      HolidayRule(
        HolidayName("วันเกิดในสมเด็จพระเจ้าอยู่หัว", "The King's Birthday"),
        .fixed(month: 9, day: 20),
        years: 1941...1944),
      HolidayRule(
        HolidayName("วันเกิดในสมเด็จพระเจ้าอยู่หัว", "The King's Birthday"),
        .fixed(month: 9, day: 21),
        years: 1941...1944),
      HolidayRule(
        HolidayName("วันเฉลิมพระชนมพรรษา", "The King's Birthday"), .fixed(month: 9, day: 20), years: 1945...1945),
      HolidayRule(
        HolidayName("วันเฉลิมพระชนมพรรษา", "The King's Birthday"), .fixed(month: 9, day: 21), years: 1945...1945),
      HolidayRule(
        HolidayName(
          "วันคล้ายวันสวรรคตพระบาทสมเด็จพระปรมินทรมหาภูมิพลอดุลยเดช บรมนาถบพิตร", "HM King Bhumibol Adulyadej Memorial Day"),
        .fixed(month: 10, day: 13),
        years: 2017...2018,
        observance: 0),
      HolidayRule(
        HolidayName(
          "วันคล้ายวันสวรรคตพระบาทสมเด็จพระบรมชนกาธิเบศร มหาภูมิพลอดุลยเดชมหาราช บรมนาถบพิตร",
          "HM King Bhumibol Adulyadej the Great Memorial Day"),
        .fixed(month: 10, day: 13),
        years: 2019...2022,
        observance: 0),
      HolidayRule(
        HolidayName("วันนวมินทรมหาราช", "HM King Bhumibol Adulyadej Memorial Day"),
        .fixed(month: 10, day: 13),
        years: 2023...9999,
        observance: 0),
      HolidayRule(
        HolidayName("วันปิยมหาราช", "HM King Chulalongkorn Memorial Day"),
        .fixed(month: 10, day: 23),
        years: 1946...9999,
        observance: 0),
      HolidayRule(HolidayName("วันสหประชาชาติ", "United Nations Day"), .fixed(month: 10, day: 24), years: 1951...1956),
      // King Bhumibol's birthday from 1946, with the days around it to 1953; National Day on it from 1960.
      HolidayRule(
        HolidayName("วันเฉลิมพระชนมพรรษา", "The King's Birthday"),
        .fixed(month: 12, day: 5),
        years: 1946...1959,
        observance: 0),
      HolidayRule(
        HolidayName("วันเฉลิมพระชนมพรรษา", "The King's Birthday"), .fixed(month: 12, day: 6), years: 1946...1953),
      HolidayRule(
        HolidayName("วันเฉลิมพระชนมพรรษา", "The King's Birthday"), .fixed(month: 12, day: 7), years: 1951...1951),
      HolidayRule(
        HolidayName("วันเฉลิมพระชนมพรรษา", "The King's Birthday"), .fixed(month: 12, day: 4), years: 1948...1950),
      HolidayRule(
        HolidayName("วันเฉลิมพระชนมพรรษา", "The King's Birthday"), .fixed(month: 12, day: 4), years: 1952...1953),
      HolidayRule(
        HolidayName(
          "วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระปรมินทรมหาภูมิพลอดุลยเดช บรมนาถบพิตร", "HM King Bhumibol Adulyadej's Birthday"),
        .fixed(month: 12, day: 5),
        years: 1960...2015,
        observance: 0),
      HolidayRule(
        HolidayName(
          "วันคล้ายวันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระปรมินทรมหาภูมิพลอดุลยเดช บรมนาถบพิตร",
          "HM King Bhumibol Adulyadej's Birthday"),
        .fixed(month: 12, day: 5),
        years: 2016...2018,
        observance: 0),
      HolidayRule(
        HolidayName(
          "วันคล้ายวันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระบรมชนกาธิเบศร มหาภูมิพลอดุลยเดชมหาราช บรมนาถบพิตร",
          "HM King Bhumibol Adulyadej the Great's Birthday"),
        .fixed(month: 12, day: 5),
        years: 2019...9999,
        observance: 0),
      HolidayRule(HolidayName("วันชาติ", "National Day"), .fixed(month: 12, day: 5), years: 1960...9999, observance: 0),
      HolidayRule(
        HolidayName("วันพ่อแห่งชาติ", "National Father's Day"),
        .fixed(month: 12, day: 5),
        years: 1980...9999,
        observance: 0),
      HolidayRule(
        HolidayName("วันรัฐธรรมนูญ", "Constitution Day"),
        .fixed(month: 12, day: 10),
        years: 1941...9999,
        observance: 0),
      HolidayRule(HolidayName("วันรัฐธรรมนูญ", "Constitution Day"), .fixed(month: 12, day: 9), years: 1941...1947),
      HolidayRule(HolidayName("วันรัฐธรรมนูญ", "Constitution Day"), .fixed(month: 12, day: 11), years: 1941...1947),
      HolidayRule(HolidayName("วันรัฐธรรมนูญ", "Constitution Day"), .fixed(month: 12, day: 9), years: 1950...1953),
      HolidayRule(HolidayName("วันรัฐธรรมนูญ", "Constitution Day"), .fixed(month: 12, day: 11), years: 1950...1953),
      HolidayRule(HolidayName("วันสิ้นปี", "New Year's Eve"), .fixed(month: 12, day: 31), years: 1941...1956),
      HolidayRule(HolidayName("วันสิ้นปี", "New Year's Eve"), .fixed(month: 12, day: 31), years: 1989...9999),
      // New Year's Eve of the year before on a weekend: a day in lieu on the Tuesday after (`completeThaiYear`).
      HolidayRule(HolidayName("ชดเชยวันสิ้นปี", "New Year's Eve (in lieu)"), .derived, years: 1995...9999),
      // Days the Cabinet declared holidays, one by one.
      HolidayRule(
        HolidayName("วันหยุดชดเชย", "Special In-Lieu Holiday"),
        .dates([
          1992_05_18, 1992_12_07, 1993_03_08, 1993_05_03, 1993_10_25, 1993_12_06, 1994_01_03,
          1994_05_02, 1994_07_25, 1994_10_24, 1994_12_12, 1998_05_11, 1998_12_07, 1999_05_03,
          1999_05_31, 1999_10_25, 1999_12_06, 2000_01_03, 2000_02_21, 2000_08_14, 2000_12_11,
        ])),
      HolidayRule(
        HolidayName("พระราชพิธีกาญจนาภิเษก พ.ศ. 2539", "HM King Bhumibol Adulyadej's Golden Jubilee"),
        .dates([1996_06_10])),
      HolidayRule(HolidayName("วันเลือกตั้ง", "Thai Election Day"), .dates([2000_12_29, 2006_04_19])),
      HolidayRule(HolidayName("ชดเชยวันเลือกตั้ง", "Thai Election Day (in lieu)"), .dates([2007_12_24])),
      HolidayRule(
        HolidayName(
          "พระราชพิธีฉลองสิริราชสมบัติครบ 60 ปี พ.ศ. 2549", "HM King Bhumibol Adulyadej's 60th Anniversary of Accession Event"),
        .dates([2006_06_09, 2006_06_12, 2006_06_13])),
      HolidayRule(
        HolidayName("วันหยุดพิเศษ (คมช.)", "Emergency Lockdown (Thai Military Coup d'état)"), .dates([2006_09_20])),
      HolidayRule(
        HolidayName("วันหยุดพิเศษ (การเมือง)", "Emergency Lockdown (Thai Political Unrest)"),
        .dates([2009_04_10, 2009_04_16, 2009_04_17])),
      HolidayRule(
        HolidayName("วันหยุดพิเศษ (มหาอุทกภัย พ.ศ. 2554)", "Emergency Lockdown (2011 Thailand Floods)"),
        .dates([
          2011_10_27, 2011_10_28, 2011_10_29, 2011_10_30, 2011_10_31,
        ])),
      HolidayRule(
        HolidayName("วันหยุดพิเศษ (ร่วมถวายอาลัย ส่งดวงพระวิญญาณพระบรมศพ)", "Day of Mourning for HM King Bhumibol Adulyadej"),
        .dates([2016_10_14])),
      HolidayRule(
        HolidayName(
          "วันพระราชพิธีถวายพระเพลิงพระบรมศพพระบาทสมเด็จพระปรมินทรมหาภูมิพลอดุลยเดช",
          "HM King Bhumibol Adulyadej's Royal Cremation Ceremony"),
        .dates([2017_10_26])),
      HolidayRule(
        HolidayName(
          "พระราชพิธีบรมราชาภิเษก พระบาทสมเด็จพระวชิรเกล้าเจ้าอยู่หัว", "HM King Maha Vajiralongkorn's Coronation Celebrations"),
        .dates([2019_05_06])),
      HolidayRule(
        HolidayName("ชดเชยวันสงกรานต์", "Songkran Festival (in lieu)"), .dates([2020_07_27, 2020_09_04, 2020_09_07])),
      HolidayRule(
        HolidayName("วันหยุดพิเศษ (เพิ่มเติม)", "Bridge Public Holiday"),
        .dates([
          2009_01_02, 2009_07_06, 2010_05_20, 2010_05_21, 2010_08_13, 2011_05_16, 2012_04_09,
          2013_12_30, 2014_08_11, 2015_01_02, 2015_05_04, 2016_05_06, 2016_07_18, 2020_11_19,
          2020_11_20, 2020_12_11, 2021_02_12, 2021_04_12, 2021_09_24, 2022_07_15, 2022_07_29,
          2022_10_14, 2022_12_30, 2023_05_05, 2023_07_31, 2023_12_29, 2024_04_12, 2024_12_30,
          2025_06_02, 2025_08_11, 2026_01_02,
        ])),
    ] + thailandCategoryRules,
    observances: [
      // A holiday on a Saturday or Sunday: the Monday after.
      HolidayObservance(
        name: HolidayName("ชดเชย%s", "%s (in lieu)"), years: 1961...9999,
        moves: HolidayMoves(sunday: .days(1), saturday: .days(2))),
      // Songkran's first day on a Thursday to a Sunday (some of its days on a weekend): one day in lieu, the
      // first working day after it.
      HolidayObservance(
        name: HolidayName("ชดเชย%s", "%s (in lieu)"), years: 1995...9999,
        moves: HolidayMoves(
          sunday: .nextWorkingDay, thursday: .nextWorkingDay, friday: .nextWorkingDay, saturday: .nextWorkingDay)),
      // Buddhist Lent Day on a Saturday: the Monday after (on a Sunday, Asarnha Bucha's day in lieu serves).
      HolidayObservance(
        name: HolidayName("ชดเชย%s", "%s (in lieu)"), years: 1961...9999, moves: HolidayMoves(saturday: .days(2))),
      // Asarnha Bucha on a Saturday or Sunday: the Monday or Tuesday after, past Buddhist Lent Day.
      HolidayObservance(
        name: HolidayName("ชดเชย%s", "%s (in lieu)"), years: 1961...9999,
        moves: HolidayMoves(sunday: .days(2), saturday: .days(2))),
    ],
    completeYear: completeThaiYear
  )

  /// The years in which the law gives days in lieu by itself.
  private static let thaiInLieuYears = [1961...1973, 1995...1997, 2001...9999]

  /// Removes the days in lieu of the years without them, and adds New Year's Eve's: when 31 December of
  /// the year before was a Saturday or Sunday, the Tuesday after it (from 1995; not in 2024, when the
  /// Cabinet gave 30 December 2024 instead).
  @Sendable private static func completeThaiYear(_ year: inout HolidayYear) {
    guard thaiInLieuYears.contains(where: { $0.contains(year.year) }) else {
      year.removeAll { if case .observed = $0.role { return true } else { return false } }
      return
    }
    let rules = HolidayCountry.thailand.rules
    guard year.year != 2024,
      let rule = year.rules.first(where: { rules[$0].date == .derived && rules[$0].years.contains(year.year) })
    else { return }
    let newYearsEve = Reform.gregorian.julianDay(of: CivilDate(year: year.year - 1, month: 12, day: 31))
    switch Weekday.ofJulianDay(newYearsEve) {
    case .saturday: year.add(HolidayOccurrence(julianDay: newYearsEve + 3, rule: rule))
    case .sunday: year.add(HolidayOccurrence(julianDay: newYearsEve + 2, rule: rule))
    default: break
    }
  }
}
