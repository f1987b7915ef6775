// Persian: the months of the Persian, Islamic and Hebrew calendars and the moon's phases in Persian.

extension LocaleWords {
  /// Persian: the months as CLDR's `fa` writes them (format, wide; the Islamic ones with their zero-width
  /// non-joiners), the Hebrew calendar's in CLDR's order from Tishrei; a Persian year is written without its era, as
  /// CLDR's `fa` dates are (`۲۱ آذر ۱۴۰۵`), an Islamic one with CLDR's ه‍.ق.; the moon's phases as Iranian
  /// almanacs name them (ماه نو, تربیع اول, ماه کامل, تربیع آخر).
  static let persian = LocaleWords(
    moonPhases: ["ماه نو", "تربیع اول", "ماه کامل", "تربیع آخر"],
    hebrewMonths: [
      "تشری", "حشوان", "کسلو", "طوت", "شباط", "آذار", "واذار", "نیسان", "ایار", "سیوان", "تموز", "آب", "ایلول",
      "واذار الثانی",
    ],
    islamicMonths: [
      "محرم", "صفر", "ربیع\u{200C}الاول", "ربیع\u{200C}الثانی", "جمادی\u{200C}الاول", "جمادی\u{200C}الثانی",
      "رجب", "شعبان", "رمضان", "شوال", "ذیقعده", "ذیحجه",
    ],
    persianMonths: ["فروردین", "اردیبهشت", "خرداد", "تیر", "مرداد", "شهریور", "مهر", "آبان", "آذر", "دی", "بهمن", "اسفند"],
    islamicEra: "ه‍.ق.", persianEra: "")
}
