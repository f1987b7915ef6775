// Iran: قانون کار (the Labour Law of 1990), article 62 (Friday the weekly day of rest) and article 63 with
// the Law of Official Holidays (قانون تعطیلات رسمی کشور) as amended: the days of the Persian (Solar Hijri)
// calendar and the Islamic days; 14 Khordad, the death of Imam Khomeini, a holiday from 1989. The cabinet's
// decisions for the one-off days (the heat of August 2023, the mourning of March 2026).

import CalendarCore

extension HolidayCountry {
  /// Iran's official holidays (`public`).
  ///
  /// The national days are dates of the Persian calendar, as the law names them. The Islamic days are those of
  /// Iran's own lunar calendar (`Iran+Dates.swift`), listed for 2001-2026; for other years they are estimated as
  /// the day after the Umm al-Qura calendar's, named so, as python-holidays does (its tables, and so its estimates,
  /// end with 1500 AH, in 2077). The weekly day of rest has been Friday throughout; Iran moves no holiday off it.
  package static let iran = HolidayCountry(
    code: "IR", name: "Iran", languages: ["fa_IR", "en_US"], firstYear: 1980, weekend: [.friday],
    rules: [
      HolidayRule(
        HolidayName("پیروزی انقلاب اسلامی", "Islamic Revolution Day"), .calendar(.persian, month: 11, day: 22)),
      HolidayRule(
        HolidayName("روز ملی شدن صنعت نفت ایران", "Iranian Oil Industry Nationalization Day"),
        .calendar(.persian, month: 12, day: 29)),
      // 30 Esfand, in the years that have it.
      HolidayRule(HolidayName("آخرین روز سال", "Last Day of Year"), .calendar(.persian, month: 12, day: 30)),
      HolidayRule(HolidayName("جشن نوروز", "Nowruz"), .calendar(.persian, month: 1, day: 1)),
      HolidayRule(HolidayName("عیدنوروز", "Nowruz Holiday"), .calendar(.persian, month: 1, day: 2)),
      HolidayRule(HolidayName("عیدنوروز", "Nowruz Holiday"), .calendar(.persian, month: 1, day: 3)),
      HolidayRule(HolidayName("عیدنوروز", "Nowruz Holiday"), .calendar(.persian, month: 1, day: 4)),
      HolidayRule(HolidayName("روز جمهوری اسلامی", "Islamic Republic Day"), .calendar(.persian, month: 1, day: 12)),
      HolidayRule(HolidayName("روز طبیعت", "Nature's Day"), .calendar(.persian, month: 1, day: 13)),
      HolidayRule(
        HolidayName("رحلت حضرت امام خمینی", "Death of Imam Khomeini"), .calendar(.persian, month: 3, day: 14),
        years: 1989...9999),
      HolidayRule(HolidayName("قیام 15 خرداد", "15 Khordad Uprising"), .calendar(.persian, month: 3, day: 15)),
      // The Islamic days: the listed ones, then the estimates before and after them.
      HolidayRule(iranTasua, .dates(iranianTasua)),
      HolidayRule(iranTasuaEstimated, .calendar(.islamic, month: 1, day: 9), offset: 1, years: 1...2000),
      HolidayRule(iranTasuaEstimated, .calendar(.islamic, month: 1, day: 9), offset: 1, years: 2027...9999),
      HolidayRule(iranAshura, .dates(iranianAshura)),
      HolidayRule(iranAshuraEstimated, .calendar(.islamic, month: 1, day: 10), offset: 1, years: 1...2000),
      HolidayRule(iranAshuraEstimated, .calendar(.islamic, month: 1, day: 10), offset: 1, years: 2027...9999),
      HolidayRule(iranArbaeen, .dates(iranianArbaeen)),
      HolidayRule(iranArbaeenEstimated, .calendar(.islamic, month: 2, day: 20), offset: 1, years: 1...2000),
      HolidayRule(iranArbaeenEstimated, .calendar(.islamic, month: 2, day: 20), offset: 1, years: 2027...9999),
      HolidayRule(iranProphetsDeath, .dates(iranianProphetsDeath)),
      HolidayRule(iranProphetsDeathEstimated, .calendar(.islamic, month: 2, day: 28), offset: 1, years: 1...2000),
      HolidayRule(iranProphetsDeathEstimated, .calendar(.islamic, month: 2, day: 28), offset: 1, years: 2027...9999),
      HolidayRule(iranRezasMartyrdom, .dates(iranianRezasMartyrdom)),
      HolidayRule(iranRezasMartyrdomEstimated, .calendarMonthEnd(.islamic, month: 2), offset: 1, years: 1...2000),
      HolidayRule(iranRezasMartyrdomEstimated, .calendarMonthEnd(.islamic, month: 2), offset: 1, years: 2027...9999),
      HolidayRule(iranAskarisMartyrdom, .dates(iranianAskarisMartyrdom)),
      HolidayRule(iranAskarisMartyrdomEstimated, .calendar(.islamic, month: 3, day: 8), offset: 1, years: 1...2000),
      HolidayRule(iranAskarisMartyrdomEstimated, .calendar(.islamic, month: 3, day: 8), offset: 1, years: 2027...9999),
      HolidayRule(iranProphetsBirthday, .dates(iranianProphetsBirthday)),
      HolidayRule(iranProphetsBirthdayEstimated, .calendar(.islamic, month: 3, day: 17), offset: 1, years: 1...2000),
      HolidayRule(iranProphetsBirthdayEstimated, .calendar(.islamic, month: 3, day: 17), offset: 1, years: 2027...9999),
      HolidayRule(iranFatimahsMartyrdom, .dates(iranianFatimahsMartyrdom)),
      HolidayRule(iranFatimahsMartyrdomEstimated, .calendar(.islamic, month: 6, day: 3), offset: 1, years: 1...2000),
      HolidayRule(iranFatimahsMartyrdomEstimated, .calendar(.islamic, month: 6, day: 3), offset: 1, years: 2027...9999),
      HolidayRule(iranAlisBirthday, .dates(iranianAlisBirthday)),
      HolidayRule(iranAlisBirthdayEstimated, .calendar(.islamic, month: 7, day: 13), offset: 1, years: 1...2000),
      HolidayRule(iranAlisBirthdayEstimated, .calendar(.islamic, month: 7, day: 13), offset: 1, years: 2027...9999),
      HolidayRule(iranMabath, .dates(iranianMabath)),
      HolidayRule(iranMabathEstimated, .calendar(.islamic, month: 7, day: 27), offset: 1, years: 1...2000),
      HolidayRule(iranMabathEstimated, .calendar(.islamic, month: 7, day: 27), offset: 1, years: 2027...9999),
      HolidayRule(iranMahdisBirthday, .dates(iranianMahdisBirthday)),
      HolidayRule(iranMahdisBirthdayEstimated, .calendar(.islamic, month: 8, day: 15), offset: 1, years: 1...2000),
      HolidayRule(iranMahdisBirthdayEstimated, .calendar(.islamic, month: 8, day: 15), offset: 1, years: 2027...9999),
      HolidayRule(iranAlisMartyrdom, .dates(iranianAlisMartyrdom)),
      HolidayRule(iranAlisMartyrdomEstimated, .calendar(.islamic, month: 9, day: 21), offset: 1, years: 1...2000),
      HolidayRule(iranAlisMartyrdomEstimated, .calendar(.islamic, month: 9, day: 21), offset: 1, years: 2027...9999),
      HolidayRule(iranEidAlFitr, .dates(iranianEidAlFitr)),
      HolidayRule(iranEidAlFitrEstimated, .calendar(.islamic, month: 10, day: 1), offset: 1, years: 1...2000),
      HolidayRule(iranEidAlFitrEstimated, .calendar(.islamic, month: 10, day: 1), offset: 1, years: 2027...9999),
      HolidayRule(iranEidAlFitrHoliday, .dates(iranianEidAlFitr), offset: 1),
      HolidayRule(iranEidAlFitrHolidayEstimated, .calendar(.islamic, month: 10, day: 1), offset: 2, years: 1...2000),
      HolidayRule(iranEidAlFitrHolidayEstimated, .calendar(.islamic, month: 10, day: 1), offset: 2, years: 2027...9999),
      HolidayRule(iranSadiqsMartyrdom, .dates(iranianSadiqsMartyrdom)),
      HolidayRule(iranSadiqsMartyrdomEstimated, .calendar(.islamic, month: 10, day: 25), offset: 1, years: 1...2000),
      HolidayRule(iranSadiqsMartyrdomEstimated, .calendar(.islamic, month: 10, day: 25), offset: 1, years: 2027...9999),
      HolidayRule(iranEidAlAdha, .dates(iranianEidAlAdha)),
      HolidayRule(iranEidAlAdhaEstimated, .calendar(.islamic, month: 12, day: 10), offset: 1, years: 1...2000),
      HolidayRule(iranEidAlAdhaEstimated, .calendar(.islamic, month: 12, day: 10), offset: 1, years: 2027...9999),
      HolidayRule(iranEidAlGhadir, .dates(iranianEidAlGhadir)),
      HolidayRule(iranEidAlGhadirEstimated, .calendar(.islamic, month: 12, day: 18), offset: 1, years: 1...2000),
      HolidayRule(iranEidAlGhadirEstimated, .calendar(.islamic, month: 12, day: 18), offset: 1, years: 2027...9999),
      HolidayRule(
        HolidayName("تعطیلی عمومی", "Public Holiday"),
        .dates([
          2023_08_01, 2023_08_02, 2026_03_01, 2026_03_02, 2026_03_03, 2026_03_04, 2026_03_05, 2026_03_06, 2026_03_07,
        ])),
    ]
  )

  /// Tasua.
  private static let iranTasua = HolidayName("تاسوعای حسینی", "Tasua")
  /// Tasua, on a day estimated.
  private static let iranTasuaEstimated = HolidayName("تاسوعای حسینی (تخمینی)", "Tasua (estimated)")
  /// Ashura.
  private static let iranAshura = HolidayName("عاشورای حسینی", "Ashura")
  /// Ashura, on a day estimated.
  private static let iranAshuraEstimated = HolidayName("عاشورای حسینی (تخمینی)", "Ashura (estimated)")
  /// Arbaeen.
  private static let iranArbaeen = HolidayName("اربعین حسینی", "Arbaeen")
  /// Arbaeen, on a day estimated.
  private static let iranArbaeenEstimated = HolidayName("اربعین حسینی (تخمینی)", "Arbaeen (estimated)")
  /// Death of Prophet Muhammad and Martyrdom of Hasan ibn Ali.
  private static let iranProphetsDeath = HolidayName(
    "رحلت رسول اکرم؛شهادت امام حسن مجتبی علیه السلام", "Death of Prophet Muhammad and Martyrdom of Hasan ibn Ali")
  /// Death of Prophet Muhammad and Martyrdom of Hasan ibn Ali, on a day estimated.
  private static let iranProphetsDeathEstimated = HolidayName(
    "رحلت رسول اکرم؛شهادت امام حسن مجتبی علیه السلام (تخمینی)",
    "Death of Prophet Muhammad and Martyrdom of Hasan ibn Ali (estimated)")
  /// Martyrdom of Ali al-Rida.
  private static let iranRezasMartyrdom = HolidayName("شهادت امام رضا علیه السلام", "Martyrdom of Ali al-Rida")
  /// Martyrdom of Ali al-Rida, on a day estimated.
  private static let iranRezasMartyrdomEstimated = HolidayName(
    "شهادت امام رضا علیه السلام (تخمینی)", "Martyrdom of Ali al-Rida (estimated)")
  /// Martyrdom of Hasan al-Askari.
  private static let iranAskarisMartyrdom = HolidayName(
    "شهادت امام حسن عسکری علیه السلام", "Martyrdom of Hasan al-Askari")
  /// Martyrdom of Hasan al-Askari, on a day estimated.
  private static let iranAskarisMartyrdomEstimated = HolidayName(
    "شهادت امام حسن عسکری علیه السلام (تخمینی)", "Martyrdom of Hasan al-Askari (estimated)")
  /// Birthday of Muhammad and Imam Ja'far al-Sadiq.
  private static let iranProphetsBirthday = HolidayName(
    "میلاد رسول اکرم و امام جعفر صادق علیه السلام", "Birthday of Muhammad and Imam Ja'far al-Sadiq")
  /// Birthday of Muhammad and Imam Ja'far al-Sadiq, on a day estimated.
  private static let iranProphetsBirthdayEstimated = HolidayName(
    "میلاد رسول اکرم و امام جعفر صادق علیه السلام (تخمینی)",
    "Birthday of Muhammad and Imam Ja'far al-Sadiq (estimated)")
  /// Martyrdom of Fatima.
  private static let iranFatimahsMartyrdom = HolidayName("شهادت حضرت فاطمه زهرا سلام الله علیها", "Martyrdom of Fatima")
  /// Martyrdom of Fatima, on a day estimated.
  private static let iranFatimahsMartyrdomEstimated = HolidayName(
    "شهادت حضرت فاطمه زهرا سلام الله علیها (تخمینی)", "Martyrdom of Fatima (estimated)")
  /// Birthday of Imam Ali.
  private static let iranAlisBirthday = HolidayName("ولادت امام علی علیه السلام و روز پدر", "Birthday of Imam Ali")
  /// Birthday of Imam Ali, on a day estimated.
  private static let iranAlisBirthdayEstimated = HolidayName(
    "ولادت امام علی علیه السلام و روز پدر (تخمینی)", "Birthday of Imam Ali (estimated)")
  /// Isra' and Mi'raj.
  private static let iranMabath = HolidayName("مبعث رسول اکرم (ص)", "Isra' and Mi'raj")
  /// Isra' and Mi'raj, on a day estimated.
  private static let iranMabathEstimated = HolidayName("مبعث رسول اکرم (ص) (تخمینی)", "Isra' and Mi'raj (estimated)")
  /// Birthday of Mahdi.
  private static let iranMahdisBirthday = HolidayName(
    "ولادت حضرت قائم عجل الله تعالی فرجه و جشن نیمه شعبان", "Birthday of Mahdi")
  /// Birthday of Mahdi, on a day estimated.
  private static let iranMahdisBirthdayEstimated = HolidayName(
    "ولادت حضرت قائم عجل الله تعالی فرجه و جشن نیمه شعبان (تخمینی)", "Birthday of Mahdi (estimated)")
  /// Martyrdom of Imam Ali.
  private static let iranAlisMartyrdom = HolidayName("شهادت حضرت علی علیه السلام", "Martyrdom of Imam Ali")
  /// Martyrdom of Imam Ali, on a day estimated.
  private static let iranAlisMartyrdomEstimated = HolidayName(
    "شهادت حضرت علی علیه السلام (تخمینی)", "Martyrdom of Imam Ali (estimated)")
  /// Eid al-Fitr.
  private static let iranEidAlFitr = HolidayName("عید سعید فطر", "Eid al-Fitr")
  /// Eid al-Fitr, on a day estimated.
  private static let iranEidAlFitrEstimated = HolidayName("عید سعید فطر (تخمینی)", "Eid al-Fitr (estimated)")
  /// Eid al-Fitr Holiday.
  private static let iranEidAlFitrHoliday = HolidayName("تعطیل به مناسبت عید سعید فطر", "Eid al-Fitr Holiday")
  /// Eid al-Fitr Holiday, on a day estimated.
  private static let iranEidAlFitrHolidayEstimated = HolidayName(
    "تعطیل به مناسبت عید سعید فطر (تخمینی)", "Eid al-Fitr Holiday (estimated)")
  /// Martyrdom of Imam Ja'far al-Sadiq.
  private static let iranSadiqsMartyrdom = HolidayName(
    "شهادت امام جعفر صادق علیه السلام", "Martyrdom of Imam Ja'far al-Sadiq")
  /// Martyrdom of Imam Ja'far al-Sadiq, on a day estimated.
  private static let iranSadiqsMartyrdomEstimated = HolidayName(
    "شهادت امام جعفر صادق علیه السلام (تخمینی)", "Martyrdom of Imam Ja'far al-Sadiq (estimated)")
  /// Eid al-Adha.
  private static let iranEidAlAdha = HolidayName("عید سعید قربان", "Eid al-Adha")
  /// Eid al-Adha, on a day estimated.
  private static let iranEidAlAdhaEstimated = HolidayName("عید سعید قربان (تخمینی)", "Eid al-Adha (estimated)")
  /// Eid al-Ghadir.
  private static let iranEidAlGhadir = HolidayName("عید سعید غدیر خم", "Eid al-Ghadir")
  /// Eid al-Ghadir, on a day estimated.
  private static let iranEidAlGhadirEstimated = HolidayName("عید سعید غدیر خم (تخمینی)", "Eid al-Ghadir (estimated)")
}
