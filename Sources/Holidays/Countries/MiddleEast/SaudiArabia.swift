// Saudi Arabia: نظام العمل (the Labour Law, Royal Decree M/51 of 1426 AH) and its executive regulations,
// article 24 (the Eid holidays: four days each, from the day after 29 Ramadan and from the day of Arafah);
// the Council of Ministers' decisions on National Day (from 2005), Founding Day (Royal Order A/371 of
// 2022), the weekend (Royal Decree A/150: Friday and Saturday from 28 June 2013), and the one-off days.

import CalendarCore

extension HolidayCountry {
  /// Saudi Arabia's official holidays (`public`), by the Umm al-Qura calendar the Kingdom keeps.
  ///
  /// Each Eid holiday is four days; each of them on a weekend day gives a working day after the holiday
  /// (named for the Eid). The weekend was Thursday and Friday until 27 June 2013, Friday and Saturday from the
  /// 28th. National Day and Founding Day on a weekend day are kept on the nearest working day.
  package static let saudiArabia = HolidayCountry(
    code: "SA", name: "Saudi Arabia", languages: ["ar", "en_US"], firstYear: 1932,
    weekend: Weekend([.thursday, .friday])
      .changed(on: CivilDate(year: 2013, month: 6, day: 28), to: [.friday, .saturday]),
    rules: [
      // Eid al-Fitr: 30 Ramadan when Ramadan has 30 days, and 1-3 Shawwal; else 1-4 Shawwal.
      HolidayRule(fitr, .calendar(.islamic, month: 9, day: 29), offset: 1, years: 1932...2012, observance: 0),
      HolidayRule(fitr, .calendar(.islamic, month: 9, day: 29), offset: 2, years: 1932...2012, observance: 0),
      HolidayRule(fitr, .calendar(.islamic, month: 9, day: 29), offset: 3, years: 1932...2012, observance: 0),
      HolidayRule(fitr, .calendar(.islamic, month: 9, day: 29), offset: 4, years: 1932...2012, observance: 0),
      HolidayRule(fitr, .calendar(.islamic, month: 9, day: 29), offset: 1, years: 2013...9999, observance: 1),
      HolidayRule(fitr, .calendar(.islamic, month: 9, day: 29), offset: 2, years: 2013...9999, observance: 1),
      HolidayRule(fitr, .calendar(.islamic, month: 9, day: 29), offset: 3, years: 2013...9999, observance: 1),
      HolidayRule(fitr, .calendar(.islamic, month: 9, day: 29), offset: 4, years: 2013...9999, observance: 1),
      // Eid al-Adha: the day of Arafah (9 Dhu al-Hijjah) and 10-12 Dhu al-Hijjah; in 2015 the Supreme Court
      // saw the month begin a day after the Umm al-Qura calendar.
      HolidayRule(arafah, .calendar(.islamic, month: 12, day: 9), years: 1932...2012, observance: 2),
      HolidayRule(adha, .calendar(.islamic, month: 12, day: 10), years: 1932...2012, observance: 0),
      HolidayRule(adha, .calendar(.islamic, month: 12, day: 11), years: 1932...2012, observance: 0),
      HolidayRule(adha, .calendar(.islamic, month: 12, day: 12), years: 1932...2012, observance: 0),
      HolidayRule(arafah, .calendar(.islamic, month: 12, day: 9), years: 2013...2014, observance: 3),
      HolidayRule(adha, .calendar(.islamic, month: 12, day: 10), years: 2013...2014, observance: 1),
      HolidayRule(adha, .calendar(.islamic, month: 12, day: 11), years: 2013...2014, observance: 1),
      HolidayRule(adha, .calendar(.islamic, month: 12, day: 12), years: 2013...2014, observance: 1),
      HolidayRule(arafah, .dates([2015_09_23]), observance: 3),
      HolidayRule(adha, .dates([2015_09_24]), observance: 1),
      HolidayRule(adha, .dates([2015_09_24]), offset: 1, observance: 1),
      HolidayRule(adha, .dates([2015_09_24]), offset: 2, observance: 1),
      HolidayRule(arafah, .calendar(.islamic, month: 12, day: 9), years: 2016...9999, observance: 3),
      HolidayRule(adha, .calendar(.islamic, month: 12, day: 10), years: 2016...9999, observance: 1),
      HolidayRule(adha, .calendar(.islamic, month: 12, day: 11), years: 2016...9999, observance: 1),
      HolidayRule(adha, .calendar(.islamic, month: 12, day: 12), years: 2016...9999, observance: 1),
      HolidayRule(
        HolidayName("يوم التأسيس", "Founding Day Holiday"),
        .fixed(month: 2, day: 22), years: 2022...9999, observance: 5),
      HolidayRule(
        HolidayName("اليوم الوطني", "National Day Holiday"),
        .fixed(month: 9, day: 23), years: 2005...2012, observance: 4),
      HolidayRule(
        HolidayName("اليوم الوطني", "National Day Holiday"),
        .fixed(month: 9, day: 23), years: 2013...9999, observance: 5),
      HolidayRule(
        HolidayName("عطلة رسمية بمناسبة عودة الملك عبد الله", "King Abdullah's Return from Medical Treatment Abroad"),
        .dates([2011_02_26])),
      HolidayRule(
        HolidayName("يوم حداد على الملك عبد الله", "Day of Mourning for King Abdullah"), .dates([2015_01_25])),
      HolidayRule(
        HolidayName("عطلة فوز المنتخب في كأس العالم", "Holiday for the National Team's Victory in the World Cup"),
        .dates([2022_11_23])),
    ],
    observances: [
      // An Eid day on the weekend: the next working day, Thursday and Friday the weekend until 2012.
      HolidayObservance(
        name: observed, years: 1...2012, moves: HolidayMoves(thursday: .nextWorkingDay, friday: .nextWorkingDay)),
      // From 2013, Friday and Saturday.
      HolidayObservance(
        name: observed, years: 2013...9999, moves: HolidayMoves(friday: .nextWorkingDay, saturday: .nextWorkingDay)),
      // The day of Arafah on the weekend gives a day named for Eid al-Adha.
      HolidayObservance(
        name: HolidayName("عطلة عيد الأضحى (يوم تعويضي)", "Eid al-Adha Holiday (observed)"), years: 1...2012,
        moves: HolidayMoves(thursday: .nextWorkingDay, friday: .nextWorkingDay)),
      HolidayObservance(
        name: HolidayName("عطلة عيد الأضحى (يوم تعويضي)", "Eid al-Adha Holiday (observed)"), years: 2013...9999,
        moves: HolidayMoves(friday: .nextWorkingDay, saturday: .nextWorkingDay)),
      // National Day on a Thursday: the Wednesday before; on a Friday: the Saturday after (until 2012).
      HolidayObservance(name: observed, years: 1...2012, moves: HolidayMoves(thursday: .days(-1), friday: .days(1))),
      // From 2013, on a Friday the Thursday before, on a Saturday the Sunday after.
      HolidayObservance(name: observed, years: 2013...9999, moves: HolidayMoves(friday: .days(-1), saturday: .days(1))),
    ]
  )

  /// Eid al-Fitr's holiday.
  private static let fitr = HolidayName("عطلة عيد الفطر", "Eid al-Fitr Holiday")
  /// The day of Arafah.
  private static let arafah = HolidayName("يوم عرفة", "Day of Arafah")
  /// Eid al-Adha's holiday.
  private static let adha = HolidayName("عطلة عيد الأضحى", "Eid al-Adha Holiday")
  /// The name of a day given for a holiday on the weekend.
  private static let observed = HolidayName("%s (يوم تعويضي)", "%s (observed)")
}
