// Hebrew: the months of the Hebrew, Islamic and Persian calendars and the moon's phases in Hebrew.

extension LocaleWords {
  /// Hebrew: the months as CLDR's `he` writes them (format, wide), the Hebrew calendar's in CLDR's order from
  /// Tishrei with Adar I, Adar and Adar II; the moon's phases as the Israel Space Agency's calendar names them. The
  /// years and days of Hebrew dates are Hebrew numerals (`LocaleDigits.hebrewNumeral`).
  static let hebrew = LocaleWords(
    moonPhases: ["ירח חדש", "רבע ראשון", "ירח מלא", "רבע אחרון"],
    hebrewMonths: [
      "תשרי", "חשוון", "כסלו", "טבת", "שבט", "אדר א׳", "אדר", "ניסן", "אייר", "סיוון", "תמוז", "אב", "אלול",
      "אדר ב׳",
    ],
    islamicMonths: [
      "מוחרם", "צפר", "רביע אל-אוול", "רביע א-ת׳אני", "ג׳ומאדא אל-אולא", "ג׳ומאדא א-ת׳אניה", "רג׳ב", "שעבאן",
      "רמדאן", "שוואל", "ד׳ו אל־קעדה", "ד׳ו אל־חיג׳ה",
    ],
    islamicEra: "הג׳רה")
}
