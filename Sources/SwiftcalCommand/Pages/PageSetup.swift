// PageSetup: what a page takes from the locale besides its names: its language and its paper.

/// What an HTML or SVG page takes from the user's locale besides the names of months and weekdays:
/// the language its `lang` attribute declares, which picks the fonts of the script, and the paper it
/// is printed on. The program's edge reads both from the C library and passes them in.
package struct PageSetup: Hashable, Sendable {
  /// The language as a BCP 47 tag (`ja-JP`, `en`), for `lang`.
  package var languageTag: String
  /// The paper printed pages are laid out for.
  package var paper: PaperSize

  /// A setup of a language tag and a paper, given directly.
  package init(languageTag: String, paper: PaperSize) {
    self.languageTag = languageTag
    self.paper = paper
  }

  /// The setup of a locale named as `setlocale` names it (`ja_JP.UTF-8`, `sr_RS@latin`, `C`) printing on
  /// `paper`.
  package init(localeName: String, paper: PaperSize) {
    self.init(languageTag: PageSetup.languageTag(ofLocale: localeName), paper: paper)
  }

  /// The BCP 47 tag (RFC 5646) of a POSIX locale name: language and territory joined by a hyphen
  /// (`de_DE.UTF-8` is `de-DE`), the codeset and modifier dropped, and `en` for the C and POSIX locales,
  /// whose names are English. A name that is not a locale's (`""`, `C.UTF-8`) counts as C.
  package static func languageTag(ofLocale name: String) -> String {
    var base = Substring(name)
    if let end = base.firstIndex(where: { $0 == "." || $0 == "@" }) { base = base[..<end] }
    let parts = base.split(separator: "_", omittingEmptySubsequences: false)
    let isLanguage: (Substring) -> Bool = { part in
      (2...3).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isLowercase }
    }
    guard let language = parts.first, isLanguage(language) else { return "en" }
    guard parts.count == 2, parts[1].count == 2, parts[1].allSatisfy({ $0.isASCII && $0.isUppercase }) else {
      return String(language)
    }
    return language + "-" + parts[1]
  }
}
