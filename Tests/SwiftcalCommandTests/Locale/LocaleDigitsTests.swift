// LocaleDigitsTests: the locale's digits, CLDR's default numbering systems and Hebrew numerals.

import Testing

@testable import SwiftcalCommand

@Suite("The locale's digits")
struct LocaleDigitsTests {
  // Columns: locale, 1405 in its digits. CLDR's defaults: arab for ar_SA and ar_EG, arabext for fa, latn elsewhere.
  @Test(
    "CLDR's default numbering of each locale",
    arguments: [
      ("fa_IR.UTF-8", "۱۴۰۵"), ("ar_SA.UTF-8", "١٤٠٥"), ("ar_EG", "١٤٠٥"), ("ar_AE.UTF-8", "1405"), ("ar_MA", "1405"),
      ("he_IL.UTF-8", "1405"), ("ja_JP.UTF-8", "1405"), ("C", "1405"), ("ur_IN", "۱۴۰۵"), ("ur_PK", "1405"),
      ("bn_BD.UTF-8", "১৪০৫"), ("mr_IN", "१४०५"),
    ])
  func defaults(locale: String, text: String) {
    #expect(LocaleDigits(localeName: locale).text(of: 1405) == text)
  }

  @Test("text keeps everything but its digits")
  func localized() {
    #expect(LocaleDigits(localeName: "ar_SA.UTF-8").localized("01:28") == "٠١:٢٨")
    #expect(LocaleDigits.latin.localized("01:28") == "01:28")
    #expect(LocaleDigits(localeName: "fa_IR").text(of: -7) == "-۷")
  }

  // Columns: number, with gershayim or geresh (CLDR's hebr numbering, as ICU formats it), the letters alone.
  @Test(
    "Hebrew numerals",
    arguments: [
      (1, "א׳", "א"), (10, "י׳", "י"), (15, "ט״ו", "טו"), (16, "ט״ז", "טז"), (21, "כ״א", "כא"), (30, "ל׳", "ל"),
      (5787, "תשפ״ז", "תשפז"), (5785, "תשפ״ה", "תשפה"), (5800, "ת״ת", "תת"), (5715, "תשט״ו", "תשטו"),
    ])
  func hebrewNumerals(number: Int, punctuated: String, plain: String) {
    #expect(LocaleDigits.hebrewNumeral(number, isPunctuated: true) == punctuated)
    #expect(LocaleDigits.hebrewNumeral(number, isPunctuated: false) == plain)
  }

  @Test("Hebrew numerals for Hebrew dates in Hebrew only")
  func hebrewLocale() {
    #expect(LocaleDigits(localeName: "he_IL.UTF-8").usesHebrewNumerals)
    #expect(!LocaleDigits(localeName: "en_IL.UTF-8").usesHebrewNumerals)
  }

  @Test("the languages whose numbering is not latn, past the switch's guard on their initial")
  func guardKeepsEveryCase() {
    let nonLatin = [
      ("ar", "SA"), ("ar", "EG"), ("ckb", "IQ"), ("sd", "PK"), ("fa", "IR"), ("ps", "AF"), ("ks", "IN"), ("lrc", "IR"),
      ("mzn", "IR"), ("ur", "IN"), ("bn", "BD"), ("as", "IN"), ("mni", "IN"), ("mr", "IN"), ("ne", "NP"), ("sa", "IN"),
      ("bho", "IN"), ("raj", "IN"), ("bgc", "IN"), ("dz", "BT"), ("my", "MM"), ("sat", "IN"), ("ccp", "BD"),
      ("nqo", "GN"),
    ]
    for (language, territory) in nonLatin {
      #expect(LocaleDigits.defaultZero(language: language[...], territory: territory[...]) != 0x30, "\(language)")
    }
    for (language, territory) in [("zh", "CN"), ("ja", "JP"), ("en", "US"), ("he", "IL"), ("ar", "AE"), ("ur", "PK")] {
      #expect(LocaleDigits.defaultZero(language: language[...], territory: territory[...]) == 0x30, "\(language)")
    }
  }
}
