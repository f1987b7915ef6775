// LocaleDigits: the digits swiftcal writes the numbers it adds in, after the locale's numbering system (CLDR's).

/// How the numbers swiftcal adds to cal's calendar are written: the other calendars' days and years, the moon's
/// and the terms' times, the pages' labels. What cal itself prints (the grid's days, its titles) keeps cal's ASCII
/// digits, byte for byte; what swiftcal adds takes the digits of the locale's default numbering system as CLDR
/// gives it (`arab` for ar_SA and ar_EG, `arabext` for fa_IR, `latn` for ar_AE and most locales), and Hebrew
/// dates in Hebrew take Hebrew numerals (`hebrewNumeral(_:isPunctuated:)`). `--digits latin` and `--digits native`
/// choose for every view.
///
/// The locale is the one of dates (`LC_ALL`, `LC_TIME`, `LANG`): digits are how a date is written, as its month
/// names are; the names of things (holidays, the moon's phases, the solar terms) follow the messages' locale.
///
///     LocaleDigits(localeName: "fa_IR.UTF-8").text(of: 1405)  // ۱۴۰۵
///     LocaleDigits(localeName: "ar_SA.UTF-8").localized("01:28")  // ٠١:٢٨
///     LocaleDigits.hebrewNumeral(21, isPunctuated: true)  // כ״א
package struct LocaleDigits: Hashable, Sendable {
  /// The value of the scalar of the digit zero (`0x30` for ASCII); the other nine follow it in Unicode.
  package let zero: UInt32
  /// Whether Hebrew dates are numbered with Hebrew letters (the Hebrew language's own way of writing them).
  package let usesHebrewNumerals: Bool

  /// ASCII digits, as cal's: `--digits latin`, and the locales whose default numbering is `latn`.
  package static let latin = LocaleDigits(zero: 0x30, usesHebrewNumerals: false)

  /// The digits of the numbering system whose zero is `zero`, Hebrew numerals for Hebrew dates when
  /// `usesHebrewNumerals`.
  package init(zero: UInt32, usesHebrewNumerals: Bool) {
    (self.zero, self.usesHebrewNumerals) = (zero, usesHebrewNumerals)
  }

  /// The native digits of the locale named `localeName` (`fa_IR.UTF-8`, `ar_SA`, `he_IL`): its CLDR default
  /// numbering system (`LocaleDigits+Numbering.swift`), Hebrew numerals for Hebrew dates in Hebrew.
  package init(localeName: String) {
    let (language, territory) = LocaleWords.languageAndTerritory(of: localeName)
    self.init(
      zero: LocaleDigits.defaultZero(language: language, territory: territory),
      usesHebrewNumerals: language == "he" || language == "iw")
  }

  /// Whether the digits are cal's own, so that text needs no change.
  package var isASCII: Bool { zero == 0x30 }

  /// `number` in these digits, a minus sign before a negative one: `1405`, `۱۴۰۵`.
  package func text(of number: Int) -> String {
    if isASCII { return String(number) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(20 * 3)
    if number < 0 { bytes.append(UInt8(ascii: "-")) }
    appendUTF8(of: number.magnitude, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the UTF-8 bytes of `number` in these digits to `bytes`, from its highest digit: what makes a number's
  /// text without making the ASCII one first.
  package func appendUTF8(of number: UInt, to bytes: inout [UInt8]) {
    var power: UInt = 1
    while power <= number / 10 { power *= 10 }
    var remaining = number
    repeat {
      appendUTF8(ofDigit: UInt32(remaining / power), to: &bytes)
      remaining %= power
      power /= 10
    } while power > 0
  }

  /// `text` with each ASCII digit replaced by this system's: `01:28` becomes `٠١:٢٨`.
  package func localized(_ text: String) -> String {
    if isASCII { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count * 3)
    for byte in text.utf8 {
      if byte >= 0x30 && byte <= 0x39 { appendUTF8(ofDigit: UInt32(byte - 0x30), to: &bytes) } else { bytes.append(byte) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the UTF-8 bytes of digit `digit` (0-9) in these digits, encoded from its scalar's value: appending
  /// scalars to a string's scalar view cost several times as much, for every number of a page or a grid.
  private func appendUTF8(ofDigit digit: UInt32, to bytes: inout [UInt8]) {
    let value = zero + digit
    if value < 0x80 {
      bytes.append(UInt8(value))
      return
    }
    if value < 0x800 {
      bytes.append(UInt8(0xC0 | value >> 6))
    } else {
      // The numbering systems' digits are in the Basic Multilingual Plane but for Adlam's and a few others.
      if value >= 0x1_0000 {
        bytes.append(UInt8(0xF0 | value >> 18))
        bytes.append(UInt8(0x80 | (value >> 12) & 0x3F))
      } else {
        bytes.append(UInt8(0xE0 | value >> 12))
      }
      bytes.append(UInt8(0x80 | (value >> 6) & 0x3F))
    }
    bytes.append(UInt8(0x80 | value & 0x3F))
  }

  /// A Hebrew date's day or year in `Hebrew numerals`: the letters' values added, 15 and 16 as ט״ו and ט״ז (not
  /// the letters of the Name), the thousands left out of a year (תשפ״ז for 5787), as Hebrew calendars write them.
  /// `isPunctuated` adds the gershayim before the last letter, or a geresh after a single letter (כ״א, ה׳), as
  /// CLDR's `hebr` numbering writes them; without it the letters alone (כא, ה), the short form a calendar's
  /// narrow cell holds.
  package static func hebrewNumeral(_ number: Int, isPunctuated: Bool) -> String {
    var remaining = number % 1000
    if remaining <= 0 { return String(number) }
    var letters: [Character] = []
    for (value, letter) in hebrewLetterValues where value >= 100 {
      while remaining >= value {
        letters.append(letter)
        remaining -= value
      }
    }
    if remaining == 15 || remaining == 16 {
      letters += ["ט", remaining == 15 ? "ו" : "ז"]
      remaining = 0
    }
    // What is left is under 100: at most one letter of the tens, then one of the units.
    for (value, letter) in hebrewLetterValues where value < 100 && remaining >= value {
      letters.append(letter)
      remaining -= value
    }
    guard isPunctuated else { return String(letters) }
    if letters.count == 1 { return String(letters) + "\u{05F3}" }
    return String(letters.dropLast()) + "\u{05F4}" + String(letters.last!)
  }

  /// The Hebrew letters' values, highest first (ת = 400, the highest, repeats for the hundreds past it).
  private static let hebrewLetterValues: [(Int, Character)] = [
    (400, "ת"), (300, "ש"), (200, "ר"), (100, "ק"),
    (90, "צ"), (80, "פ"), (70, "ע"), (60, "ס"), (50, "נ"), (40, "מ"), (30, "ל"), (20, "כ"), (10, "י"),
    (9, "ט"), (8, "ח"), (7, "ז"), (6, "ו"), (5, "ה"), (4, "ד"), (3, "ג"), (2, "ב"), (1, "א"),
  ]
}
