// CLDR's default numbering systems: the locales whose own digits are not ASCII's.

extension LocaleDigits {
  /// The zero of the default numbering system (CLDR's `defaultNumberingSystem`) of the locale of `language` and
  /// `territory`: ASCII's (`latn`) unless the tables below say otherwise. Arabic's default depends on the country
  /// (`arab` in Saudi Arabia and Egypt, `latn` in the Emirates and the Maghreb), and Urdu's (`arabext` in India,
  /// `latn` in Pakistan); the other languages' on the language alone.
  static func defaultZero(language: Substring, territory: Substring) -> UInt32 {
    if language == "ar" { return arabicTerritoriesWithArabicIndicDigits.contains(territory) ? 0x0660 : 0x30 }
    if language == "ur" { return territory == "IN" ? 0x06F0 : 0x30 }
    return languageZeros[language] ?? 0x30
  }

  /// The Arabic locales whose default numbering is `arab` (٠١٢٣٤٥٦٧٨٩), as CLDR 47 has them.
  private static let arabicTerritoriesWithArabicIndicDigits: Set<Substring> = [
    "BH", "DJ", "EG", "ER", "IL", "IQ", "JO", "KM", "KW", "LB", "MR", "OM", "PS", "QA", "SA", "SD", "SO", "SS",
    "SY", "TD", "YE",
  ]

  /// The languages whose default numbering is not `latn`, and the zero of its digits (CLDR 47's
  /// `defaultNumberingSystem`; numberingSystems.xml gives each system's digits).
  private static let languageZeros: [Substring: UInt32] = [
    // arab: ٠١٢٣٤٥٦٧٨٩
    "ckb": 0x0660, "sd": 0x0660,
    // arabext, the Persian forms: ۰۱۲۳۴۵۶۷۸۹
    "fa": 0x06F0, "ps": 0x06F0, "ks": 0x06F0, "lrc": 0x06F0, "mzn": 0x06F0,
    // beng: ০১২৩৪৫৬৭৮৯
    "bn": 0x09E6, "as": 0x09E6, "mni": 0x09E6,
    // deva: ०१२३४५६७८९
    "mr": 0x0966, "ne": 0x0966, "sa": 0x0966, "bho": 0x0966, "raj": 0x0966, "bgc": 0x0966,
    // tibt: ༠༡༢༣༤༥༦༧༨༩
    "dz": 0x0F20,
    // mymr: ၀၁၂၃၄၅၆၇၈၉
    "my": 0x1040,
    // olck: ᱐᱑᱒᱓᱔᱕᱖᱗᱘᱙
    "sat": 0x1C50,
    // cakm (Chakma), from U+11136; nkoo (N'Ko): ߀߁߂߃߄߅߆߇߈߉
    "ccp": 0x11136, "nqo": 0x07C0,
  ]
}
