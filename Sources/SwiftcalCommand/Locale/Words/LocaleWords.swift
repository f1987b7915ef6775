// LocaleWords: the words a language has for what swiftcal adds to cal's calendar, chosen once from the locale.

import CalendarCore

/// What a language calls the things swiftcal shows beside cal's calendar that the C library has no names for:
/// the 24 solar terms and the rokuyō, each a list in the order CalendarCore numbers them. A language's words are
/// a page of their own (`LocaleWords+Japanese.swift`, …), facts taken from its almanacs; a language without a page
/// reads English, with the rokuyō in romaji.
///
///     LocaleWords(messagesLocale: "ja_JP.UTF-8").solarTerms[21]  // 立春
package struct LocaleWords: Sendable {
  /// The solar terms' names, from 0° (the March equinox) by 15° (`SolarTermDays`' order).
  package var solarTerms: [String]
  /// The rokuyō's names, from 先勝 (`Rokuyo`'s order).
  package var rokuyo: [String]

  /// The words of the language of the locale named `messagesLocale` (`ja_JP.UTF-8`, `zh_TW`, `C`), as the
  /// messages' locale variables name it: Japanese, Chinese (traditional characters for Taiwan, Hong Kong and
  /// Macau, simplified otherwise), Korean and Vietnamese have pages; every other language reads English.
  package init(messagesLocale: String) {
    let (language, territory) = LocaleWords.languageAndTerritory(of: messagesLocale)
    switch language {
    case "ja": self = .japanese
    case "zh": self = ["TW", "HK", "MO"].contains(territory) ? .traditionalChinese : .simplifiedChinese
    case "ko": self = .korean
    case "vi": self = .vietnamese
    default: self = .english
    }
  }

  /// The words in `solarTerms` and `rokuyo`, as given.
  init(solarTerms: [String], rokuyo: [String]) {
    precondition(solarTerms.count == 24 && rokuyo.count == Rokuyo.allCases.count, "a page's lists are short")
    (self.solarTerms, self.rokuyo) = (solarTerms, rokuyo)
  }

  /// English: CalendarCore's names of the terms, the rokuyō in Hepburn romaji.
  static let english = LocaleWords(
    solarTerms: SolarTermDays.englishNames,
    rokuyo: ["Sensho", "Tomobiki", "Senbu", "Butsumetsu", "Taian", "Shakku"])

  /// The language and territory codes of a POSIX locale name, `language[_TERRITORY][.charset][@modifier]`.
  static func languageAndTerritory(of name: String) -> (language: Substring, territory: Substring) {
    let base = name.prefix { $0 != "." && $0 != "@" }
    let parts = base.split(separator: "_", maxSplits: 1, omittingEmptySubsequences: false)
    return (parts[0], parts.count > 1 ? parts[1] : "")
  }
}
