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
  /// The lists, held once and shared by every copy: the layout hands a calendar's words from block to block, and a
  /// dozen arrays would each be retained and released with every copy.
  private final class Lists: Sendable {
    let solarTerms: [String], rokuyo: [String], moonPhases: [String]
    let hebrewMonths: [String], islamicMonths: [String], persianMonths: [String]
    let islamicEra: String?, persianEra: String?
    let lunisolarMonths: [String], lunisolarCellMonths: [String], leapMonthMark: String, lunarDays: [String]

    init(
      solarTerms: [String], rokuyo: [String], moonPhases: [String], hebrewMonths: [String], islamicMonths: [String],
      persianMonths: [String], islamicEra: String?, persianEra: String?, lunisolarMonths: [String],
      lunisolarCellMonths: [String], leapMonthMark: String, lunarDays: [String]
    ) {
      (self.solarTerms, self.rokuyo, self.moonPhases) = (solarTerms, rokuyo, moonPhases)
      (self.hebrewMonths, self.islamicMonths, self.persianMonths) = (hebrewMonths, islamicMonths, persianMonths)
      (self.islamicEra, self.persianEra) = (islamicEra, persianEra)
      (self.lunisolarMonths, self.lunisolarCellMonths) = (lunisolarMonths, lunisolarCellMonths)
      (self.leapMonthMark, self.lunarDays) = (leapMonthMark, lunarDays)
    }
  }

  /// The page's lists.
  private let lists: Lists

  /// The solar terms' names, from 0° (the March equinox) by 15° (`SolarTermDays`' order).
  package var solarTerms: [String] { lists.solarTerms }
  /// The rokuyō's names, from 先勝 (`Rokuyo`'s order).
  package var rokuyo: [String] { lists.rokuyo }
  /// The moon's principal phases' names, the new moon first (`MoonPhase`'s order).
  package var moonPhases: [String] { lists.moonPhases }
  /// The Hebrew months in CLDR's order, Tishrei first, then Heshvan, Kislev, Tevet, Shevat, Adar I, Adar, Nisan,
  /// Iyar, Sivan, Tammuz, Av, Elul and Adar II (ICU's 14); empty for the English transliterations.
  package var hebrewMonths: [String] { lists.hebrewMonths }
  /// The Islamic months, Muharram first; empty for the English transliterations.
  package var islamicMonths: [String] { lists.islamicMonths }
  /// The Persian (Solar Hijri) months, Farvardin first; empty for the English transliterations.
  package var persianMonths: [String] { lists.persianMonths }
  /// What follows an Islamic year, CLDR's abbreviated era (`هـ`): English's `AH` when `nil`, nothing when empty
  /// (the language writes none).
  package var islamicEra: String? { lists.islamicEra }
  /// What follows a Persian year, as `islamicEra` does an Islamic one (English's `SH` when `nil`).
  package var persianEra: String? { lists.persianEra }
  /// The lunisolar months' names for titles and labels, the first month first (`正月`, …, `腊月`); empty where the
  /// language writes the month's number with its script's word for month (`10月`, `10월`).
  package var lunisolarMonths: [String] { lists.lunisolarMonths }
  /// The lunisolar months' one-character names (CLDR's narrow stand-alone forms, `正`, …, `冬`, `腊`), which a
  /// text cell holds; empty where the language has none, and its cells show the days' numbers only.
  package var lunisolarCellMonths: [String] { lists.lunisolarCellMonths }
  /// What marks a leap month before its name or number: `闰`, `閏`, `윤`; empty outside the CJK languages.
  package var leapMonthMark: String { lists.leapMonthMark }
  /// The lunisolar days' names, 1 to 30 (CLDR's `hanidays`: `初一`, …, `廿一`, `三十`); empty where the day is a
  /// number with the script's word for day (`1日`, `1일`).
  package var lunarDays: [String] { lists.lunarDays }

  package static func == (left: LocaleWords, right: LocaleWords) -> Bool {
    if left.lists === right.lists { return true }
    return left.solarTerms == right.solarTerms && left.rokuyo == right.rokuyo && left.moonPhases == right.moonPhases
      && left.hebrewMonths == right.hebrewMonths && left.islamicMonths == right.islamicMonths
      && left.persianMonths == right.persianMonths && left.islamicEra == right.islamicEra
      && left.persianEra == right.persianEra && left.lunisolarMonths == right.lunisolarMonths
      && left.lunisolarCellMonths == right.lunisolarCellMonths && left.leapMonthMark == right.leapMonthMark
      && left.lunarDays == right.lunarDays
  }

  /// The names of things and the calendars' months: what tells pages apart (equal pages hash alike).
  package func hash(into hasher: inout Hasher) {
    hasher.combine(solarTerms)
    hasher.combine(moonPhases)
    hasher.combine(hebrewMonths)
    hasher.combine(islamicMonths)
    hasher.combine(persianMonths)
    hasher.combine(lunisolarMonths)
  }

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
      solarTerms.count == 24 && rokuyo.count == Rokuyo.cycleLength && moonPhases.count == 4
        && (hebrewMonths.isEmpty || hebrewMonths.count == 14) && (islamicMonths.isEmpty || islamicMonths.count == 12)
        && (persianMonths.isEmpty || persianMonths.count == 12)
        && (lunisolarMonths.isEmpty || lunisolarMonths.count == 12)
        && (lunisolarCellMonths.isEmpty || lunisolarCellMonths.count == 12)
        && (lunarDays.isEmpty || lunarDays.count == 30),
      "a page's lists are short")
    lists = Lists(
      solarTerms: solarTerms, rokuyo: rokuyo, moonPhases: moonPhases, hebrewMonths: hebrewMonths,
      islamicMonths: islamicMonths, persianMonths: persianMonths, islamicEra: islamicEra, persianEra: persianEra,
      lunisolarMonths: lunisolarMonths, lunisolarCellMonths: lunisolarCellMonths, leapMonthMark: leapMonthMark,
      lunarDays: lunarDays)
  }

  /// English: CalendarCore's names of the terms and the months, the rokuyō in Hepburn romaji.
  static let english = LocaleWords()

  /// The rokuyō in Hepburn romaji, from 先勝.
  static let romajiRokuyo = ["Sensho", "Tomobiki", "Senbu", "Butsumetsu", "Taian", "Shakku"]

  /// The moon's phases as English almanacs name them (`MoonPhaseDays.name(of:)`), the new moon first.
  static let englishMoonPhases = (0..<4).map { MoonPhaseDays.name(of: MoonPhase(rawValue: $0)!) }

  /// The language and territory codes of a POSIX locale name, `language[_TERRITORY][.charset][@modifier]`.
  static func languageAndTerritory(of name: String) -> (language: Substring, territory: Substring) {
    // By the UTF-8 view's indices: splitting into an array of substrings cost more than the rest of the lookup.
    let bytes = name.utf8
    let end = bytes.firstIndex { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "@") } ?? bytes.endIndex
    guard let underscore = bytes[..<end].firstIndex(of: UInt8(ascii: "_")) else { return (name[..<end], "") }
    return (name[..<underscore], name[bytes.index(after: underscore)..<end])
  }
}
