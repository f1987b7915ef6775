// WritingDirection: which languages' calendar names are written right to left, for pages' dir and direction.

/// Whether the language a BCP 47 tag names (`PageSetup.languageTag(ofLocale:)`'s form) writes the C library's
/// month and weekday names right to left: Hebrew and Yiddish in Hebrew script; Arabic, Persian, Urdu, Pashto,
/// Central Kurdish, Uyghur, Sindhi, Kashmiri, and Azerbaijani of Iran and Punjabi of Pakistan, in Arabic script;
/// Divehi in Thaana; Syriac. A tag naming another script (`ks-Deva-IN`, glibc's `ks_IN@devanagari`) is written
/// left to right. Tools/Oracles/Pages/generate reads the direction of January's name in each glibc locale's source
/// into the tests' fixture, and a test holds this list to it.
package func isWrittenRightToLeft(languageTag tag: String) -> Bool {
  let parts = tag.split(separator: "-")
  guard let language = parts.first else { return false }
  if parts.count > 1, parts[1].count == 4 { return rightToLeftScripts.contains(String(parts[1])) }
  if parts.count > 1, rightToLeftLanguageTerritories.contains(language + "-" + parts[1]) { return true }
  return rightToLeftLanguages.contains(String(language))
}

/// The languages whose glibc locales write their names right to left in every territory.
private let rightToLeftLanguages: Set<String> = [
  "ar", "ckb", "dv", "fa", "he", "ks", "ps", "sd", "syr", "ug", "ur", "yi",
]

/// Languages written right to left in one territory only: Azerbaijani in Iran, Punjabi in Pakistan.
private let rightToLeftLanguageTerritories: Set<String> = ["az-IR", "pa-PK"]

/// ISO 15924 codes of the right-to-left scripts a tag may name.
private let rightToLeftScripts: Set<String> = ["Arab", "Hebr", "Syrc", "Thaa"]

/// Whether `text` runs right to left as Unicode's bidirectional algorithm finds a paragraph's direction (UAX #9,
/// P2 and P3: its first strong character): `true` for a letter of a right-to-left script (Hebrew, Arabic, Syriac,
/// Thaana, N'Ko and the rest of the blocks from U+0590 to U+08FF, their presentation forms, and the
/// right-to-left planes' blocks from U+10800), `false` for any other letter, `nil` when it has no letter (digits,
/// Arabic-Indic digits and punctuation are weak or neutral).
package func startsRightToLeft(_ text: String) -> Bool? {
  for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
    switch scalar.value {
    // Marks of these blocks are alphabetic too but not strong (NSM); a label does not start with one.
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
    default: return false
    }
  }
  return nil
}
