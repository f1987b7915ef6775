// Arabic: the months of the Islamic, Hebrew and Persian calendars and the moon's phases in Arabic.

extension LocaleWords {
  /// Arabic: the months as CLDR's `ar` writes them (format, wide), the Hebrew calendar's in CLDR's order from
  /// Tishrei (تشري) with Adar I, Adar and Adar II, the eras CLDR abbreviates (هـ, ه‍.ش); the moon's phases as Arabic
  /// almanacs name them (المحاق, التربيع الأول, البدر, التربيع الأخير).
  static let arabic = LocaleWords(
    moonPhases: ["المحاق", "التربيع الأول", "البدر", "التربيع الأخير"],
    hebrewMonths: [
      "تشري", "مرحشوان", "كيسلو", "طيفت", "شباط", "آذار الأول", "آذار", "نيسان", "أيار", "سيفان", "تموز", "آب",
      "أيلول", "آذار الثاني",
    ],
    islamicMonths: [
      "محرم", "صفر", "ربيع الأول", "ربيع الآخر", "جمادى الأولى", "جمادى الآخرة", "رجب", "شعبان", "رمضان", "شوال",
      "ذو القعدة", "ذو الحجة",
    ],
    persianMonths: [
      "فرفردن", "أذربيهشت", "خرداد", "تار", "مرداد", "شهرفار", "مهر", "آيان", "آذر", "دي", "بهمن", "اسفندار",
    ],
    islamicEra: "هـ", persianEra: "ه‍.ش")
}
