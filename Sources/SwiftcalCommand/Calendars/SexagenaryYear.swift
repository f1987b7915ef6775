// SexagenaryYear: the name of a lunisolar year in the cycle of sixty, its heavenly stem and earthly branch.

import CalendarCore

/// A year's place in the sexagenary cycle (干支) by which China, Korea, Vietnam and Japan name lunisolar years:
/// one of ten heavenly stems and one of twelve earthly branches, both advancing each year.
///
/// The cycle is anchored on 4 CE, a 甲子 (jiazi) year, the cycle's first (Reingold & Dershowitz, *Calendrical
/// Calculations*, chapter 19, "Chinese year names"): 2026 is (2026 − 4) mod 10 = 2, 丙, and (2026 − 4) mod 12 = 6,
/// 午, so 丙午. The year is the Gregorian year in which the lunar year begins, as `CalendarSystemDate` counts it.
struct SexagenaryYear: Hashable {
  /// The heavenly stem, 0 (甲) to 9 (癸).
  let stem: Int
  /// The earthly branch, 0 (子) to 11 (亥).
  let branch: Int

  /// The name of the lunar year beginning in Gregorian year `year`.
  init(year: Int) {
    stem = floorModulo(year - 4, 10)
    branch = floorModulo(year - 4, 12)
  }

  /// The stems in Han characters, 甲 first, and the branches, 子 first; then as Korean reads them (갑, 을, …; 자, 축,
  /// …), in the same order. Each character is three bytes of UTF-8: static text, which a title copies from in
  /// place, where arrays of strings would be set up at the first title of each run.
  private static let hanStems: StaticString = "甲乙丙丁戊己庚辛壬癸"
  private static let hanBranches: StaticString = "子丑寅卯辰巳午未申酉戌亥"
  private static let hangulStems: StaticString = "갑을병정무기경신임계"
  private static let hangulBranches: StaticString = "자축인묘진사오미신유술해"

  /// The UTF-8 bytes of the stem in Hangul when `script` is Hangul, else in Han: `병`, `丙`; one character, two
  /// columns.
  func stemBytes(in script: CalendarLabelScript) -> UnsafeBufferPointer<UInt8> {
    let names = script == .hangul ? SexagenaryYear.hangulStems : SexagenaryYear.hanStems
    return UnsafeBufferPointer(start: names.utf8Start + 3 * stem, count: 3)
  }

  /// The UTF-8 bytes of the branch in Hangul when `script` is Hangul, else in Han: `오`, `午`; one character, two
  /// columns.
  func branchBytes(in script: CalendarLabelScript) -> UnsafeBufferPointer<UInt8> {
    let names = script == .hangul ? SexagenaryYear.hangulBranches : SexagenaryYear.hanBranches
    return UnsafeBufferPointer(start: names.utf8Start + 3 * branch, count: 3)
  }

  /// The year's name with the word for year: `丙午年`, or in Hangul `병오년`.
  func name(in script: CalendarLabelScript) -> String {
    String(decoding: stemBytes(in: script), as: UTF8.self) + String(decoding: branchBytes(in: script), as: UTF8.self)
      + (script == .hangul ? "년" : "年")
  }
}
