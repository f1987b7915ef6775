// LocaleWords: the words a language has for what swiftcal adds to cal's calendar, chosen once from the locale.

import CalendarCore

/// What a language calls the things swiftcal shows beside cal's calendar that the C library has no names for: the
/// 24 solar terms, the rokuyō and the moon's phases (names of things), and the months of the other calendars with
/// the marks their dates are written with (words of dates), each a list in the order CalendarCore numbers them. A
/// language's words are a page of their own (`LocaleWords+Japanese.swift`, …): the calendars' months are CLDR's
/// (checked against ICU by `Tools/Locales/compare-icu-words`), the rest taken from the language's almanacs. A
/// language without a page reads English, with the rokuyō in romaji and the months' usual transliterations.
///
/// Which locale chooses the page depends on what the words are for: names of things follow the messages' locale
/// (`init(messagesLocale:)`: `LC_ALL`, `LC_MESSAGES`, `LANG`), as holidays' names do; dates' words follow the locale
/// of dates (`init(timeLocale:)`: `LC_ALL`, `LC_TIME`, `LANG`), as cal's month names and `LocaleDigits` do.
///
///     LocaleWords(messagesLocale: "ja_JP.UTF-8").solarTerms[21]  // 立春
///     LocaleWords(timeLocale: "he_IL.UTF-8").hebrewMonths[2]  // כסלו
package struct LocaleWords: Hashable, Sendable {
  /// The solar terms' names, from 0° (the March equinox) by 15° (`SolarTermDays`' order).
  package var solarTerms: [String]
  /// The rokuyō's names, from 先勝 (`Rokuyo`'s order).
  package var rokuyo: [String]
  /// The moon's principal phases' names, the new moon first (`MoonPhase`'s order).
  package var moonPhases: [String]
  /// The Hebrew months in CLDR's order, Tishrei first, then Heshvan, Kislev, Tevet, Shevat, Adar I, Adar, Nisan,
  /// Iyar, Sivan, Tammuz, Av, Elul and Adar II (ICU's 14); empty for the English transliterations.
  package var hebrewMonths: [String]
  /// The Islamic months, Muharram first; empty for the English transliterations.
  package var islamicMonths: [String]
  /// The Persian (Solar Hijri) months, Farvardin first; empty for the English transliterations.
  package var persianMonths: [String]
  /// What follows an Islamic or Persian year, CLDR's abbreviated era (`هـ`): English's `AH` and `SH` when `nil`,
  /// nothing when empty (the language writes none).
  package var islamicEra: String?, persianEra: String?
  /// The lunisolar months' names for titles and labels, the first month first (`正月`, …, `腊月`); empty where the
  /// language writes the month's number with its script's word for month (`10月`, `10월`).
  package var lunisolarMonths: [String]
  /// The lunisolar months' one-character names (CLDR's narrow stand-alone forms, `正`, …, `冬`, `腊`), which a
  /// text cell holds; empty where the language has none, and its cells show the days' numbers only.
  package var lunisolarCellMonths: [String]
  /// What marks a leap month before its name or number: `闰`, `閏`, `윤`; empty outside the CJK languages.
  package var leapMonthMark: String
  /// The lunisolar days' names, 1 to 30 (CLDR's `hanidays`: `初一`, …, `廿一`, `三十`); empty where the day is a
  /// number with the script's word for day (`1日`, `1일`).
  package var lunarDays: [String]

  /// The words of the language of the locale named `messagesLocale` (`ja_JP.UTF-8`, `zh_TW`, `C`), as the
  /// messages' locale variables name it: for names of things.
  package init(messagesLocale: String) {
    self.init(language: Language(localeName: messagesLocale))
  }

  /// The words of the language of the locale named `timeLocale`, as the dates' locale variables name it: for the
  /// words of dates.
  package init(timeLocale: String) {
    self.init(language: Language(localeName: timeLocale))
  }

  /// The page of `language`.
  package init(language: Language) {
    switch language {
    case .english: self = .english
    case .japanese: self = .japanese
    case .simplifiedChinese: self = .simplifiedChinese
    case .traditionalChinese: self = .traditionalChinese
    case .korean: self = .korean
    case .vietnamese: self = .vietnamese
    case .hebrew: self = .hebrew
    case .arabic: self = .arabic
    case .persian: self = .persian
    case .german: self = .german
    case .french: self = .french
    }
  }

  /// The languages with a page, English for every other: a request keeps the one of its dates as this small value,
  /// so that a run showing no other calendar sets up no page.
  package enum Language: Hashable, Sendable {
    case english, japanese, simplifiedChinese, traditionalChinese, korean, vietnamese, hebrew, arabic, persian
    case german, french

    /// The language of the locale named `localeName`: Japanese, Chinese (traditional characters for Taiwan, Hong
    /// Kong and Macau, simplified otherwise), Korean, Vietnamese, Hebrew, Arabic, Persian, German and French have
    /// pages; every other language reads English.
    package init(localeName: String) {
      let (language, territory) = LocaleWords.languageAndTerritory(of: localeName)
      switch language {
      case "ja": self = .japanese
      // Comparisons, not an array's `contains`: an array of substrings is a type start-up would set up.
      case "zh":
        self = territory == "TW" || territory == "HK" || territory == "MO" ? .traditionalChinese : .simplifiedChinese
      case "ko": self = .korean
      case "vi": self = .vietnamese
      case "he", "iw": self = .hebrew
      case "ar": self = .arabic
      case "fa": self = .persian
      case "de": self = .german
      case "fr": self = .french
      default: self = .english
      }
    }
  }

  /// The words given; the lists left out are English's (or, for the calendars' months, none of the language's).
  init(
    solarTerms: [String] = SolarTermDays.englishNames, rokuyo: [String] = LocaleWords.romajiRokuyo,
    moonPhases: [String] = LocaleWords.englishMoonPhases, hebrewMonths: [String] = [], islamicMonths: [String] = [],
    persianMonths: [String] = [], islamicEra: String? = nil, persianEra: String? = nil, lunisolarMonths: [String] = [],
    lunisolarCellMonths: [String] = [], leapMonthMark: String = "", lunarDays: [String] = []
  ) {
    precondition(
      solarTerms.count == 24 && rokuyo.count == Rokuyo.allCases.count && moonPhases.count == 4
        && [0, 14].contains(hebrewMonths.count) && [0, 12].contains(islamicMonths.count)
        && [0, 12].contains(persianMonths.count) && [0, 12].contains(lunisolarMonths.count)
        && [0, 12].contains(lunisolarCellMonths.count) && [0, 30].contains(lunarDays.count),
      "a page's lists are short")
    (self.solarTerms, self.rokuyo, self.moonPhases) = (solarTerms, rokuyo, moonPhases)
    (self.hebrewMonths, self.islamicMonths, self.persianMonths) = (hebrewMonths, islamicMonths, persianMonths)
    (self.islamicEra, self.persianEra) = (islamicEra, persianEra)
    (self.lunisolarMonths, self.lunisolarCellMonths) = (lunisolarMonths, lunisolarCellMonths)
    (self.leapMonthMark, self.lunarDays) = (leapMonthMark, lunarDays)
  }

  /// English: CalendarCore's names of the terms and the months, the rokuyō in Hepburn romaji.
  static let english = LocaleWords()

  /// The rokuyō in Hepburn romaji, from 先勝.
  static let romajiRokuyo = ["Sensho", "Tomobiki", "Senbu", "Butsumetsu", "Taian", "Shakku"]

  /// The moon's phases as English almanacs name them (`MoonPhaseDays.name(of:)`), the new moon first.
  static let englishMoonPhases = MoonPhase.allCases.map { MoonPhaseDays.name(of: $0) }

  /// The language and territory codes of a POSIX locale name, `language[_TERRITORY][.charset][@modifier]`.
  static func languageAndTerritory(of name: String) -> (language: Substring, territory: Substring) {
    let base = name.prefix { $0 != "." && $0 != "@" }
    let parts = base.split(separator: "_", maxSplits: 1, omittingEmptySubsequences: false)
    return (parts[0], parts.count > 1 ? parts[1] : "")
  }
}
