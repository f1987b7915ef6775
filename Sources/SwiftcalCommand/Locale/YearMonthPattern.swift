// YearMonthPattern: how a language writes a month of a year and a year alone, for pages' captions and titles.

/// How a language writes a month of a year in a title (CLDR's `yMMMM`: `MMMM y`, `y年M月`, `y년 MMMM`) and a
/// year alone (CLDR's `y`: `y`, `y年`), in CLDR's pattern syntax (UTS #35, Part 4, Date Field Symbol Table):
/// `y` the year, `MMMM` or `LLLL` the month's name, `M` its number, text in single quotes as it stands (`''` is
/// a quote), any other character that is not a letter as it stands. The patterns are a page of data,
/// `YearMonthPatterns.swift`; the month's name is still the C library's (`LocaleNames`), as in cal's titles.
///
///     YearMonthPattern(languageTag: "ja-JP").caption(monthName: "5月", month: 5, year: 2026)  // 2026年5月
package struct YearMonthPattern: Hashable, Sendable {
  /// CLDR's `yMMMM` pattern of the language.
  package var yearMonth: String
  /// CLDR's `y` pattern of the language.
  package var year: String

  /// cal's order, the month's name, a space and the year: CLDR's for most languages, and what a language CLDR
  /// has no data for keeps.
  package static let monthThenYear = YearMonthPattern(yearMonth: "MMMM y", year: "y")
}

// In an extension, so that the memberwise initializer stays.
extension YearMonthPattern {
  /// The patterns of the language a BCP 47 tag names (`PageSetup.languageTag(ofLocale:)`'s form): the page's
  /// line for the whole tag, then, for a tag with a script (`sr-Latn-RS`), for its language and script, and for a
  /// tag without one, for its language alone; `monthThenYear` where the page has none. A script is not dropped,
  /// because a language written in another script is another CLDR locale (`tt-Latn` has no data, `tt` has).
  package init(languageTag tag: String) {
    let parts = tag.split(separator: "-")
    var keys = [tag]
    if parts.count > 1, parts[1].count == 4 {
      keys.append(parts[0] + "-" + parts[1])
    } else if let language = parts.first {
      keys.append(String(language))
    }
    self = keys.lazy.compactMap { YearMonthPattern.page[$0] }.first ?? .monthThenYear
  }

  /// A month as a caption names it: `yearMonth` with `monthName` for the name, `month` and `year` in
  /// `digits` (`pageCaptionNumber(_:minimumDigits:digits:)`), the year of at least four as cal's titles write it.
  package func caption(monthName: String, month: Int, year: Int, digits: LocaleDigits = .latin) -> String {
    YearMonthPattern.format(yearMonth) { symbol, count in
      switch symbol {
      case "y": return pageCaptionNumber(year, minimumDigits: 4, digits: digits)
      case "M", "L": return count >= 3 ? monthName : pageCaptionNumber(month, minimumDigits: count, digits: digits)
      default: return nil
      }
    }
  }

  /// A year as a heading names it: the `year` pattern with `year` in `digits`, at least four as cal's.
  package func heading(year: Int, digits: LocaleDigits = .latin) -> String {
    YearMonthPattern.format(self.year) { symbol, count in
      symbol == "y" ? pageCaptionNumber(year, minimumDigits: 4, digits: digits) : nil
    }
  }

  /// The pattern's fields, each a run of one letter, replaced by what `field` gives for its letter and length, the
  /// rest as UTS #35 has it: quoted text without its quotes, `''` a quote, other characters as they are. A letter
  /// `field` does not know is left as it is (the page's test allows only `y`, `M` and `L`).
  static func format(_ pattern: String, field: (Character, Int) -> String?) -> String {
    var result = ""
    var characters = pattern[...]
    while let character = characters.first {
      if character == "'" {
        characters = characters.dropFirst()
        if characters.first == "'" {
          result.append("'")
          characters = characters.dropFirst()
          continue
        }
        // Quoted text to the next lone quote; `''` inside it is a quote.
        while let quoted = characters.first {
          characters = characters.dropFirst()
          if quoted != "'" {
            result.append(quoted)
          } else if characters.first == "'" {
            result.append("'")
            characters = characters.dropFirst()
          } else {
            break
          }
        }
      } else if character.isASCII && character.isLetter {
        let run = characters.prefix { $0 == character }
        characters = characters.dropFirst(run.count)
        result += field(character, run.count) ?? String(run)
      } else {
        result.append(character)
        characters = characters.dropFirst()
      }
    }
    return result
  }
}

/// A number in a page's caption or title (a year, or a month's number where the language writes one: `2026年5月`),
/// with zeros in front up to `minimumDigits`, in `digits` (the locale's numbering system, or `--digits`'s): the
/// one place a caption's digits are made.
func pageCaptionNumber(_ value: Int, minimumDigits: Int, digits: LocaleDigits) -> String {
  digits.localized(withDecimalDigits(of: value, zeroPaddedTo: minimumDigits) { String(decoding: $0, as: UTF8.self) })
}
