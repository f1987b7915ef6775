// Hong Kong's general holidays: the General Holidays Ordinance (Cap. 149, and the Holidays Ordinance
// before it), the days banks, schools and the government close, as gov.hk lists them.

import CalendarCore

extension HolidayCountry {
  /// Hong Kong's general holidays (`optional`): a holiday on a Sunday is the day after instead (named so),
  /// or the next day that is no holiday; Tomb-Sweeping Day and Easter Monday give way to each other
  /// (`completeHongKongYear`).
  static let hongKongGeneralRules: [HolidayRule] = [
    HolidayRule(
      HolidayName("一月一日", "New Year's Day"), .fixed(month: 1, day: 1), category: "optional",
      weekdays: weekdaysOfHongKong),
    HolidayRule(
      HolidayName("一月一日翌日", "The day following New Year's Day"), .fixed(month: 1, day: 2), category: "optional",
      weekdays: [.monday]),
    // The Lunar New Year, as the statutory holidays keep it (its third day from 1968).
    HolidayRule(
      HolidayName("農曆年初一", "Chinese New Year"), .calendar(.chinese, month: 1, day: 1), years: 1946...1982,
      category: "optional"),
    HolidayRule(
      HolidayName("農曆年初二", "The second day of Chinese New Year"), .calendar(.chinese, month: 1, day: 1), offset: 1,
      years: 1946...1982,
      category: "optional"),
    HolidayRule(
      HolidayName("農曆年初三", "The third day of Chinese New Year"), .calendar(.chinese, month: 1, day: 1), offset: 2,
      years: 1968...1982,
      category: "optional"),
    HolidayRule(
      HolidayName("農曆年初一的前一日", "Chinese New Year's Eve"), .calendar(.chinese, month: 1, day: 1), offset: -1,
      years: 1983...2011,
      category: "optional", weekdays: [.thursday, .friday, .saturday]),
    HolidayRule(
      HolidayName("農曆年初一", "Chinese New Year"), .calendar(.chinese, month: 1, day: 1), years: 1983...9999,
      category: "optional",
      weekdays: weekdaysOfHongKong),
    HolidayRule(
      HolidayName("農曆年初二", "The second day of Chinese New Year"), .calendar(.chinese, month: 1, day: 1), offset: 1,
      years: 1983...9999,
      category: "optional", weekdays: weekdaysOfHongKong),
    HolidayRule(
      HolidayName("農曆年初三", "The third day of Chinese New Year"), .calendar(.chinese, month: 1, day: 1), offset: 2,
      years: 1983...9999,
      category: "optional", weekdays: weekdaysOfHongKong),
    HolidayRule(
      HolidayName("農曆年初四", "The fourth day of Chinese New Year"), .calendar(.chinese, month: 1, day: 1), offset: 3,
      years: 2012...9999,
      category: "optional", weekdays: [.monday, .tuesday, .wednesday]),
    HolidayRule(
      HolidayName("清明節", "Tomb-Sweeping Day"), .solarTerm(longitude: 15, utcOffsetMinutes: 480), years: 1968...9999,
      category: "optional", weekdays: weekdaysOfHongKong),
    HolidayRule(
      HolidayName("清明節翌日", "The day following Tomb-Sweeping Day"), .solarTerm(longitude: 15, utcOffsetMinutes: 480),
      offset: 1,
      years: 1968...9999, category: "optional", weekdays: [.monday]),
    HolidayRule(HolidayName("耶穌受難節", "Good Friday"), .easter(-2), category: "optional"),
    HolidayRule(HolidayName("耶穌受難節翌日", "The day following Good Friday"), .easter(-1), category: "optional"),
    HolidayRule(HolidayName("復活節星期一", "Easter Monday"), .easter(1), category: "optional"),
    // Easter Monday when Tomb-Sweeping Day is Easter Sunday (`completeHongKongYear`).
    HolidayRule(
      HolidayName("復活節星期一翌日", "The day following Easter Monday"), .derived, years: 1968...9999, category: "optional"),
    HolidayRule(
      HolidayName("佛誕", "The Buddha's Birthday"), .calendar(.chinese, month: 4, day: 8), years: 1999...9999,
      category: "optional",
      weekdays: weekdaysOfHongKong),
    HolidayRule(
      HolidayName("佛誕翌日", "The day following the Buddha's Birthday"), .calendar(.chinese, month: 4, day: 8), offset: 1,
      years: 1999...9999, category: "optional", weekdays: [.monday]),
    HolidayRule(
      HolidayName("勞動節", "Labor Day"), .fixed(month: 5, day: 1), years: 1999...9999, category: "optional",
      weekdays: weekdaysOfHongKong),
    HolidayRule(
      HolidayName("勞動節翌日", "The day following Labor Day"), .fixed(month: 5, day: 2), years: 1999...9999,
      category: "optional",
      weekdays: [.monday]),
    HolidayRule(
      HolidayName("端午節", "Dragon Boat Festival"), .calendar(.chinese, month: 5, day: 5), years: 1968...9999,
      category: "optional",
      weekdays: weekdaysOfHongKong),
    HolidayRule(
      HolidayName("端午節翌日", "The day following Dragon Boat Festival"), .calendar(.chinese, month: 5, day: 5), offset: 1,
      years: 1968...9999, category: "optional", weekdays: [.monday]),
    HolidayRule(
      HolidayName("香港特別行政區成立紀念日", "Hong Kong S.A.R. Establishment Day"), .fixed(month: 7, day: 1), years: 1997...9999,
      category: "optional", weekdays: weekdaysOfHongKong),
    HolidayRule(
      HolidayName("香港特別行政區成立紀念日翌日", "The day following Hong Kong S.A.R. Establishment Day"), .fixed(month: 7, day: 2),
      years: 1997...9999, category: "optional", weekdays: [.monday]),
    // The Mid-Autumn Festival, as the statutory holidays keep it.
    HolidayRule(
      HolidayName("中秋節", "Mid-Autumn Festival"), .calendar(.chinese, month: 8, day: 15), years: 1946...1967,
      category: "optional",
      weekdays: weekdaysOfHongKong),
    HolidayRule(
      HolidayName("中秋節翌日", "The Day following Mid-Autumn Festival"), .calendar(.chinese, month: 8, day: 15), offset: 1,
      years: 1946...1967, category: "optional", weekdays: [.monday]),
    HolidayRule(
      HolidayName("中秋節翌日", "The Day following Mid-Autumn Festival"), .calendar(.chinese, month: 8, day: 15), offset: 1,
      years: 1968...9999, category: "optional", weekdays: weekdaysOfHongKong),
    HolidayRule(
      HolidayName("中秋節", "Mid-Autumn Festival"), .calendar(.chinese, month: 8, day: 15), years: 1983...2010,
      category: "optional",
      weekdays: [.saturday]),
    HolidayRule(
      HolidayName("中秋節後第二日", "The Second Day following Mid-Autumn Festival"), .calendar(.chinese, month: 8, day: 15),
      offset: 2,
      years: 1968...1982, category: "optional", weekdays: [.monday]),
    HolidayRule(
      HolidayName("中秋節後第二日", "The Second Day following Mid-Autumn Festival"), .calendar(.chinese, month: 8, day: 15),
      offset: 2,
      years: 2011...9999, category: "optional", weekdays: [.monday]),
    HolidayRule(
      HolidayName("重陽節", "Double Ninth Festival"), .calendar(.chinese, month: 9, day: 9), years: 1968...9999,
      category: "optional",
      weekdays: weekdaysOfHongKong),
    HolidayRule(
      HolidayName("重陽節翌日", "The day following Double Ninth Festival"), .calendar(.chinese, month: 9, day: 9), offset: 1,
      years: 1968...9999, category: "optional", weekdays: [.monday]),
    // National Day; on a Sunday or another festival's day, the next day that is no holiday
    // (`completeHongKongYear`); in 1997 and 1998 the day after it as well.
    HolidayRule(
      HolidayName("國慶日", "National Day"), .fixed(month: 10, day: 1), years: 1997...9999, category: "optional",
      weekdays: weekdaysOfHongKong),
    HolidayRule(
      HolidayName("國慶日翌日", "The day following National Day"), .derived, years: 1997...9999, category: "optional"),
    HolidayRule(
      HolidayName("國慶日翌日", "The day following National Day"), .fixed(month: 10, day: 2), years: 1997...1998,
      category: "optional"),
    // Christmas Day and the first weekday after it; on a weekend, the weekdays after.
    HolidayRule(
      HolidayName("聖誕節", "Christmas Day"), .fixed(month: 12, day: 25), category: "optional",
      weekdays: weekdaysOfHongKong),
    HolidayRule(
      HolidayName("聖誕節後第一個周日", "The first weekday after Christmas Day"), .fixed(month: 12, day: 26),
      category: "optional",
      weekdays: weekdaysOfHongKong),
    HolidayRule(
      HolidayName("聖誕節後第一個周日", "The first weekday after Christmas Day"), .fixed(month: 12, day: 27),
      category: "optional",
      weekdays: [.monday]),
    HolidayRule(
      HolidayName("聖誕節後第二個周日", "The second weekday after Christmas Day"), .fixed(month: 12, day: 27),
      category: "optional",
      weekdays: [.tuesday]),
    // The holidays of the colony.
    HolidayRule(
      HolidayName("英女皇壽辰", "Queen's Birthday"), .dates([1952_06_05, 1997_06_28, 1997_06_30]), category: "optional"),
    HolidayRule(
      HolidayName("英女皇壽辰", "Queen's Birthday"), .fixed(month: 4, day: 21), years: 1953...1982, category: "optional"),
    HolidayRule(
      HolidayName("英女皇壽辰", "Queen's Birthday"), .weekday(.saturday, ordinal: 2, month: 6), years: 1983...1996,
      category: "optional"),
    HolidayRule(
      HolidayName("英女皇壽辰", "Queen's Birthday"), .weekday(.saturday, ordinal: 2, month: 6), offset: 2,
      years: 1983...1996,
      category: "optional"),
    HolidayRule(
      HolidayName("靈降臨節後星期一", "Monday after Pentecost"), .easter(50), years: 1946...1967, category: "optional"),
    HolidayRule(
      HolidayName("中華民國國慶日", "National Day of the Republic of China"), .weekday(.monday, ordinal: 2, month: 10),
      years: 1946...1967,
      category: "optional"),
    HolidayRule(
      HolidayName("和平紀念日後星期一", "Monday after Remembrance Day"), .weekday(.sunday, ordinal: 2, month: 11), offset: 1,
      years: 1946...1967, category: "optional"),
    HolidayRule(
      HolidayName("重光紀念日", "Anniversary of the liberation of Hong Kong"), .fixed(month: 8, day: 30), years: 1946...1967,
      category: "optional"),
    HolidayRule(
      HolidayName("重光紀念日", "Anniversary of the liberation of Hong Kong"), .weekday(.monday, ordinal: 1, month: 8),
      years: 1968...1982,
      category: "optional"),
    HolidayRule(
      HolidayName("重光紀念日", "Anniversary of the liberation of Hong Kong"), .weekday(.monday, ordinal: -1, month: 8),
      years: 1968...1996,
      category: "optional"),
    HolidayRule(
      HolidayName("重光紀念日", "Anniversary of the liberation of Hong Kong"), .weekday(.monday, ordinal: -1, month: 8),
      offset: -2,
      years: 1983...1996, category: "optional"),
    // Days the government gave by notice.
    HolidayRule(
      HolidayName("英國王儲查理斯王子與戴安娜婚禮", "Wedding of Prince Charles and Diana"), .dates([1981_07_29]), category: "optional"),
    HolidayRule(
      HolidayName("英女王伊利沙伯二世伉儷訪港的第二天", "Second day of Queen Elizabeth II and her husband's visit to Hong Kong"),
      .dates([1986_10_22]), category: "optional"),
    HolidayRule(
      HolidayName("香港特別行政區成立紀念日翌日", "The day following Hong Kong S.A.R. Establishment Day"), .dates([1997_07_02]),
      category: "optional"),
    HolidayRule(
      HolidayName("抗日戰爭勝利紀念日", "Sino-Japanese War Victory Day"), .dates([1997_08_18, 1998_08_17]), category: "optional"),
    HolidayRule(HolidayName("額外公眾假期", "Additional public holiday"), .dates([1999_12_31]), category: "optional"),
    HolidayRule(
      HolidayName(
        "中國人民抗日戰爭勝利70周年紀念日",
        "70th Anniversary of the Victory of the Chinese People's War of Resistance against Japanese Aggression and the World Anti-Fascist War"
      ), .dates([2015_09_03]), category: "optional"),
  ]
}
