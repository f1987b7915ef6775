// The weekend of each territory, from CLDR's weekData (supplementalData.xml's weekendStart and weekendEnd), and
// the day of rest where it is not the one `Weekend.restDay(among:)` picks.

import CalendarCore

extension Weekend {
  /// CLDR's weekData for the territories whose weekend is not the world's (territory 001: Saturday and Sunday),
  /// one line a territory as CLDR states it: the weekend's first and last days, the days between them the
  /// weekend (a territory of one day names it twice). A territory listed nowhere has the world's weekend, as
  /// in CLDR. Tools/Locales/compare-babel-weekdata compares the page with Babel's copy of CLDR for every territory.
  ///
  /// Beside CLDR, which says nothing of it, `restDay` names the day of rest that takes the Sunday colour where a
  /// weekend holds it and `restDay(among:)` would pick another: Israel's Sabbath (חוק שעות עבודה ומנוחה,
  /// התשי"א-1951, section 7: Saturday the Jewish day of rest).
  static let territoryWeekends: [Int] = [
    territory("AF", weekendStart: .thursday, weekendEnd: .friday),
    territory("BH", weekendStart: .friday, weekendEnd: .saturday),
    territory("DZ", weekendStart: .friday, weekendEnd: .saturday),
    territory("EG", weekendStart: .friday, weekendEnd: .saturday),
    territory("IL", weekendStart: .friday, weekendEnd: .saturday, restDay: .saturday),
    territory("IN", weekendStart: .sunday, weekendEnd: .sunday),
    territory("IQ", weekendStart: .friday, weekendEnd: .saturday),
    territory("IR", weekendStart: .friday, weekendEnd: .friday),
    territory("JO", weekendStart: .friday, weekendEnd: .saturday),
    territory("KW", weekendStart: .friday, weekendEnd: .saturday),
    territory("LY", weekendStart: .friday, weekendEnd: .saturday),
    territory("OM", weekendStart: .friday, weekendEnd: .saturday),
    territory("QA", weekendStart: .friday, weekendEnd: .saturday),
    territory("SA", weekendStart: .friday, weekendEnd: .saturday),
    territory("SD", weekendStart: .friday, weekendEnd: .saturday),
    territory("SY", weekendStart: .friday, weekendEnd: .saturday),
    territory("UG", weekendStart: .sunday, weekendEnd: .sunday),
    territory("YE", weekendStart: .friday, weekendEnd: .saturday),
  ]
}
