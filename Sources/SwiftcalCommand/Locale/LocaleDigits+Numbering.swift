// CLDR's default numbering systems: the locales whose own digits are not ASCII's.

extension LocaleDigits {
  /// The zero of the default numbering system (CLDR's `defaultNumberingSystem`) of the locale of `language` and
  /// `territory` (numberingSystems.xml gives each system's digits): ASCII's (`latn`) unless the cases say otherwise.
  /// Arabic's default depends on the country (`arab` in Saudi Arabia and Egypt, `latn` in the Emirates and the
  /// Maghreb), and Urdu's (`arabext` in India, `latn` in Pakistan); the other languages' on the language alone.
  static func defaultZero(language: Substring, territory: Substring) -> UInt32 {
    // Switches, not a dictionary or a set: a run that asks once would set up their types and tables first. The
    // cases' languages all begin with one of these letters: any other language (zh, ja, en, de, he…) is latn without
    // comparing its name with theirs. (The cases stay one pair a line: Tools/Locales/compare-icu-words reads them,
    // and checks these letters against their languages.)
    guard let initial = language.utf8.first, "abcdfklmnprsu".utf8.contains(initial) else { return 0x30 }
    switch (language, territory) {
    // arab: ٠١٢٣٤٥٦٧٨٩, in the Arabic of these countries (CLDR 47), and in Central Kurdish and Sindhi.
    case ("ar", "BH"), ("ar", "DJ"), ("ar", "EG"), ("ar", "ER"), ("ar", "IL"), ("ar", "IQ"), ("ar", "JO"),
      ("ar", "KM"), ("ar", "KW"), ("ar", "LB"), ("ar", "MR"), ("ar", "OM"), ("ar", "PS"), ("ar", "QA"),
      ("ar", "SA"), ("ar", "SD"), ("ar", "SO"), ("ar", "SS"), ("ar", "SY"), ("ar", "TD"), ("ar", "YE"):
      return 0x0660
    case ("ar", _): return 0x30
    case ("ckb", _), ("sd", _): return 0x0660
    // arabext, the Persian forms: ۰۱۲۳۴۵۶۷۸۹, and Urdu's in India (Pakistan's is latn)
    case ("fa", _), ("ps", _), ("ks", _), ("lrc", _), ("mzn", _), ("ur", "IN"): return 0x06F0
    // beng: ০১২৩৪৫৬৭৮৯
    case ("bn", _), ("as", _), ("mni", _): return 0x09E6
    // deva: ०१२३४५६७८९
    case ("mr", _), ("ne", _), ("sa", _), ("bho", _), ("raj", _), ("bgc", _): return 0x0966
    // tibt: ༠༡༢༣༤༥༦༧༨༩
    case ("dz", _): return 0x0F20
    // mymr: ၀၁၂၃၄၅၆၇၈၉
    case ("my", _): return 0x1040
    // olck: ᱐᱑᱒᱓᱔᱕᱖᱗᱘᱙
    case ("sat", _): return 0x1C50
    // cakm (Chakma), from U+11136; nkoo (N'Ko): ߀߁߂߃߄߅߆߇߈߉
    case ("ccp", _): return 0x11136
    case ("nqo", _): return 0x07C0
    default: return 0x30
    }
  }
}
