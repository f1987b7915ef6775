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

  /// The stems in Han characters, 甲 first.
  private static let hanStems: [String] = ["甲", "乙", "丙", "丁", "戊", "己", "庚", "辛", "壬", "癸"]
  /// The branches in Han characters, 子 first.
  private static let hanBranches: [String] = ["子", "丑", "寅", "卯", "辰", "巳", "午", "未", "申", "酉", "戌", "亥"]
  /// The stems as Korean reads them (갑, 을, …), in the order of `hanStems`.
  private static let hangulStems: [String] = ["갑", "을", "병", "정", "무", "기", "경", "신", "임", "계"]
  /// The branches as Korean reads them (자, 축, …), in the order of `hanBranches`.
  private static let hangulBranches: [String] = ["자", "축", "인", "묘", "진", "사", "오", "미", "신", "유", "술", "해"]

  /// The stem in Hangul when `script` is Hangul, else in Han: `병`, `丙`.
  func stemName(in script: CalendarLabelScript) -> String {
    script == .hangul ? SexagenaryYear.hangulStems[stem] : SexagenaryYear.hanStems[stem]
  }

  /// The branch in Hangul when `script` is Hangul, else in Han: `오`, `午`.
  func branchName(in script: CalendarLabelScript) -> String {
    script == .hangul ? SexagenaryYear.hangulBranches[branch] : SexagenaryYear.hanBranches[branch]
  }

  /// The year's name with the word for year: `丙午年`, or in Hangul `병오년`.
  func name(in script: CalendarLabelScript) -> String {
    stemName(in: script) + branchName(in: script) + (script == .hangul ? "년" : "年")
  }
}
