// ZoneRules+RuleTable: a rule's yearly changes written out as changes, for the years calendars ask about.

import CalendarCore

extension ZoneRules {
  /// The years whose rule changes are written into `changeTimes` (see `writingOutRule()`): from 1900 for a
  /// zone that is only a rule, through 2200 for every zone.
  static let writtenRuleYears = 1900...2200

  /// The zone with its rule's changes after its last change (from 1900 when it has none) through 2200
  /// appended to `changeTimes` and `changeOffsets`, as zic's "fat" TZif files do through 2037. A search of
  /// the changes then answers, faster than the rule working out its year's changes would; past 2200 the
  /// rule answers, the same either way. Writing out costs far more than one answer: TZif files
  /// and POSIX TZ strings, made once per name and asked often, are written out; VTIMEZONEs, made once per
  /// file (a vdir holds one in each event's file), are not, and a caller asking one many times may. A
  /// zone that is only a rule keeps before 1900 the offset the rule gives on 1 January 1900. Only rules of
  /// the usual shape (`hasUsualShape`), whose changes never meet, are written out.
  package func writingOutRule() -> ZoneRules {
    guard let rule, rule.hasUsualShape else { return self }
    var changeTimes = self.changeTimes
    var changeOffsets = self.changeOffsets
    var current = changeOffsets.last ?? rule.offset(atUTC: LocalDateTime(year: 1900, month: 1, day: 1).seconds)
    let initialOffset = changeTimes.isEmpty ? current : self.initialOffset
    let after = changeTimes.last ?? Int.min
    let firstYear =
      changeTimes.last.map { GregorianDays.year(ofDaySinceUnixEpoch: floorDivide($0, 86_400)) }
      ?? Self.writtenRuleYears.lowerBound
    guard firstYear <= Self.writtenRuleYears.upperBound else { return self }
    changeTimes.reserveCapacity(changeTimes.count + 2 * (Self.writtenRuleYears.upperBound - firstYear + 1))
    changeOffsets.reserveCapacity(changeTimes.capacity)
    func append(_ change: RuleChange) {
      guard change.utc > after, change.offsetAfter != current else { return }
      changeTimes.append(change.utc)
      changeOffsets.append(change.offsetAfter)
      current = change.offsetAfter
    }
    for year in firstYear...Self.writtenRuleYears.upperBound {
      guard let (start, end) = rule.changes(inYear: year) else { break }
      append(start.utc < end.utc ? start : end)
      append(start.utc < end.utc ? end : start)
    }
    let written = ZoneRules(
      name: name, initialOffset: initialOffset, changeTimes: changeTimes, changeOffsets: changeOffsets, rule: rule)
    return earlier.map { written.preceded(by: $0, before: earlierUntil) } ?? written
  }
}
