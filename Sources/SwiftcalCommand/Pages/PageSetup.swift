// PageSetup: what a page takes from the locale besides its names: its language, direction, patterns and paper.

/// What an HTML or SVG page takes from the user's locale besides the names of months and weekdays:
/// the language its `lang` attribute declares, which picks the fonts of the script; whether that language's
/// names run right to left; how it writes a month of a year in captions and titles; and the paper the page is
/// printed on. The program's edge reads the locale's name and paper from the C library and passes them in.
package struct PageSetup: Hashable, Sendable {
  /// The language as a BCP 47 tag (`ja-JP`, `sr-Latn-RS`, `en`), for `lang`.
  package var languageTag: String
  /// Whether the page runs right to left (`dir="rtl"`, the first weekday on the right): the names it shows are
  /// the locale's, and they are written right to left in Hebrew, Arabic, Persian and the rest
  /// (`isWrittenRightToLeft(languageTag:)`).
  package var isRightToLeft: Bool
  /// The language's forms of a month of a year and of a year (CLDR's `yMMMM` and `y`).
  package var yearMonthPattern: YearMonthPattern
  /// The paper printed pages are laid out for.
  package var paper: PaperSize

  /// A setup of a language tag and a paper, given directly; the direction and patterns are the language's.
  package init(languageTag: String, paper: PaperSize) {
    self.languageTag = languageTag
    self.isRightToLeft = isWrittenRightToLeft(languageTag: languageTag)
    self.yearMonthPattern = YearMonthPattern(languageTag: languageTag)
    self.paper = paper
  }

  /// The setup of a locale named as `setlocale` names it (`ja_JP.UTF-8`, `sr_RS@latin`, `C`) printing on
  /// `paper`: the locale of the names the page shows (LC_TIME's), so that its language, direction and patterns
  /// are those of the words on the page.
  package init(localeName: String, paper: PaperSize) {
    self.init(languageTag: PageSetup.languageTag(ofLocale: localeName), paper: paper)
  }

  /// The BCP 47 tag (RFC 5646) of a POSIX locale name: language, script and territory joined by hyphens
  /// (`de_DE.UTF-8` is `de-DE`), the script from glibc's modifiers that name one (`sr_RS@latin` is `sr-Latn-RS`,
  /// `ks_IN@devanagari` `ks-Deva-IN`, `tt_RU@iqtelif` `tt-Latn-RU`), the codeset and other modifiers dropped, and
  /// `en` for the C and POSIX locales, whose names are English. A name that is not a locale's (`""`, `C.UTF-8`)
  /// counts as C.
  package static func languageTag(ofLocale name: String) -> String {
    var base = Substring(name)
    var modifier: Substring = ""
    if let at = base.firstIndex(of: "@") { modifier = base[base.index(after: at)...] }
    if let end = base.firstIndex(where: { $0 == "." || $0 == "@" }) { base = base[..<end] }
    let parts = base.split(separator: "_", omittingEmptySubsequences: false)
    let isLanguage: (Substring) -> Bool = { part in
      (2...3).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isLowercase }
    }
    guard let language = parts.first, isLanguage(language) else { return "en" }
    let script = scriptOfModifier[String(modifier)].map { "-" + $0 } ?? ""
    guard parts.count == 2, parts[1].count == 2, parts[1].allSatisfy({ $0.isASCII && $0.isUppercase }) else {
      return language + script
    }
    return language + script + "-" + parts[1]
  }

  /// glibc's modifiers that choose a script (`/usr/share/i18n/SUPPORTED`), and the script's ISO 15924 code.
  private static let scriptOfModifier = ["latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva", "iqtelif": "Latn"]
}
