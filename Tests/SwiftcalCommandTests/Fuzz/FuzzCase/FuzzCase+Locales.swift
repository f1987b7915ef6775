// The locales a fuzz input can name: glibc's names for a few real ones, and two made to be awkward.

import CalendarCore
@testable import SwiftcalCommand

extension FuzzCase {
  /// Locales as glibc describes them (names of the kinds the reference cases use), and two made
  /// to be awkward: names wider than a block, and empty, combining and control-character names.
  static let locales: [String: LocaleNames] = [
    "C": .posix,
    "de": LocaleNames(
      monthNames: [
        "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November",
        "Dezember",
      ],
      abbreviatedMonthNames: ["Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"],
      weekdayAbbreviations: ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"], firstWeekday: .monday),
    "fr": LocaleNames(
      monthNames: [
        "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
        "novembre", "décembre",
      ],
      abbreviatedMonthNames: [
        "janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc.",
      ],
      weekdayAbbreviations: ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."], firstWeekday: .monday),
    "ja": LocaleNames(
      monthNames: (1...12).map { "\($0)月" }, abbreviatedMonthNames: (1...12).map { " \($0)月" },
      weekdayAbbreviations: ["日", "月", "火", "水", "木", "金", "土"], firstWeekday: .sunday),
    "ko": LocaleNames(
      monthNames: (1...12).map { "\($0)월" }, abbreviatedMonthNames: (1...12).map { " \($0)월" },
      weekdayAbbreviations: ["일", "월", "화", "수", "목", "금", "토"], firstWeekday: .sunday),
    "wide": LocaleNames(
      monthNames: (1...12).map { String(repeating: "暦", count: $0 + 6) },
      abbreviatedMonthNames: (1...12).map { String(repeating: "暦", count: $0) },
      weekdayAbbreviations: (0..<7).map { String(repeating: "曜", count: $0 % 3 + 1) }, firstWeekday: .saturday),
    "odd": LocaleNames(
      monthNames: ["", "e\u{301}", "\u{1B}[31m", "\t", "\u{200B}", "a\nb", "\u{FFFD}", "x", "", "\u{7F}", " ", "--"],
      abbreviatedMonthNames: ["", "", "1", "-3", "2026-01-01", "now", "", "", "", "", "", ""],
      weekdayAbbreviations: ["", "\u{301}", "Wide曜曜", "\n", "abcdefgh", " ", "-"], firstWeekday: .wednesday),
  ]
}
