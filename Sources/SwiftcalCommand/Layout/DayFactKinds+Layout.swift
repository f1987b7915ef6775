// DayFactKinds+Layout: the sets of day-fact kinds the text layout colours and lists, each spelled once.

import CalendarCore

extension DayFactKinds {
  /// The kinds that colour a cell's number (a mark, a holiday, a make-up working day, an event, a moon phase, a
  /// solar term), the ones `CellFactKinds` packs: another calendar's date, sun times and the rokuyō, which every day
  /// has, colour nothing.
  /// Computed from a literal, which the optimizer folds to its bits: a stored `let` would be a global read
  /// through a lazy initialiser, on a path every run takes.
  static var cellColors: DayFactKinds { [.mark, .holiday, .workingDay, .event, .moonPhase, .solarTerm] }

  /// The kinds the legend lists: what colours the cells, the legend being their key.
  static var legend: DayFactKinds { cellColors }

  /// The kinds the legend lists on a day's own line, and `--format ics` writes: the legend's but events, which
  /// have lines of their own (and came from a calendar file).
  static var dayLine: DayFactKinds { [.mark, .holiday, .workingDay, .moonPhase, .solarTerm] }

  /// The kinds whose colour is the day's own (`holidayColor`), in place of the weekend's.
  static var dayColors: DayFactKinds { [.holiday, .workingDay] }

  /// The kinds whose colour joins a mark's (`joinedFactColor`, `moonColor`) rather than stand for it.
  static var joinedColors: DayFactKinds { [.event, .moonPhase, .solarTerm] }
}
