// CLDR's default numbering systems: the locales whose own digits are not ASCII's.

extension LocaleDigits {
  /// The zero of the default numbering system (CLDR's `defaultNumberingSystem`) of the locale of `language` and
  /// `territory` (numberingSystems.xml gives each system's digits): ASCII's (`latn`) unless the cases say otherwise.
  /// Arabic's default depends on the country (`arab` in Saudi Arabia and Egypt, `latn` in the Emirates and the
  /// Maghreb), and Urdu's (`arabext` in India, `latn` in Pakistan); the other languages' on the language alone.
  static func defaultZero(language: Substring, territory: Substring) -> UInt32 {
    // Switches, not a dictionary or a set: a run that asks once would set up their types and tables first. On the
    // language first, so that most locales pass a few comparisons.
    switch language {
    // arab: ٠١٢٣٤٥٦٧٨٩, in the Arabic of these countries (CLDR 47), and in Central Kurdish and Sindhi.
    case "ar":
      switch territory {
      case "BH", "DJ", "EG", "ER", "IL", "IQ", "JO", "KM", "KW", "LB", "MR", "OM", "PS", "QA", "SA", "SD", "SO", "SS",
        "SY", "TD", "YE":
        return 0x0660
      default: return 0x30
      }
    case "ckb", "sd": return 0x0660
    // arabext, the Persian forms: ۰۱۲۳۴۵۶۷۸۹, and Urdu's in India (Pakistan's is latn)
    case "fa", "ps", "ks", "lrc", "mzn": return 0x06F0
    case "ur": return territory == "IN" ? 0x06F0 : 0x30
    // beng: ০১২৩৪৫৬৭৮৯
    case "bn", "as", "mni": return 0x09E6
    // deva: ०१२३४५६७८९
    case "mr", "ne", "sa", "bho", "raj", "bgc": return 0x0966
    // tibt: ༠༡༢༣༤༥༦༧༨༩
    case "dz": return 0x0F20
    // mymr: ၀၁၂၃၄၅၆၇၈၉
    case "my": return 0x1040
    // olck: ᱐᱑᱒᱓᱔᱕᱖᱗᱘᱙
    case "sat": return 0x1C50
    // cakm (Chakma), from U+11136; nkoo (N'Ko): ߀߁߂߃߄߅߆߇߈߉
    case "ccp": return 0x11136
    case "nqo": return 0x07C0
    default: return 0x30
    }
  }
}
