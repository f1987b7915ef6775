// CalendarLabelScript: the script other calendars' months and years are written in, after the locale's.

/// How the lunisolar calendars' months and years are written beside the civil calendar: in Han characters
/// (`10月`, `閏6月`, `丙午年`) where the locale writes its own month names with 月 (Chinese and Japanese
/// locales: `一月`, `1月`), in Hangul (`10월`, `윤6월`, `병오년`) where it writes them with 월 (Korean), and
/// otherwise in Latin letters and digits (`M10`, `L6`, `2026`).
///
/// The locale's month names are what the C library already told the command (`LocaleNames`), so no
/// other question is asked of the environment: a locale that numbers its own months with 月 reads the
/// lunisolar months the same way.
package enum CalendarLabelScript: Hashable, Sendable {
  /// Letters and digits: `M10`, `L6`, `2026`.
  case latin
  /// Han characters: `10月`, `閏6`, `丙午年`.
  case han
  /// Hangul: `10월`, `윤6`, `병오년`.
  case hangul

  /// The script of the locale whose month names are `names`.
  package init(names: LocaleNames) {
    switch names.monthName(1).unicodeScalars.last {
    case "月": self = .han
    case "월": self = .hangul
    default: self = .latin
    }
  }
}
