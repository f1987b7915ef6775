// The legend: the lines under the calendar that name its marked days, holidays, moon phases and events.

import CalendarCore

/// The legend under the calendar when marks, holidays, events or `--moon` are given: an empty line, then
/// each marked day, holiday, make-up working day and day of a moon phase of the months shown in date order,
/// `YYYY-MM-DD  label; label` (`2026-12-24  Full moon 01:28`; with holidays of several specs, each holiday's
/// label names its spec, `Labor Day (US)`), each followed by the day's events a line each in time order
/// (`2026-12-24 18:00  Dinner`, `2026-12-24  Holidays` for one without a time). The calendar above stays byte
/// for byte as `cal` prints it; nothing is added when no such day falls in the months shown. Other calendars'
/// dates are not listed: the rows under the days show them.
/// - Parameters:
///   - cache: what the day-fact sources kept while the months were laid out.
///   - emit: takes the text made so far in parts, as `renderCalendar` hands it on.
/// - Returns: `false` when `emit` did (the reader has gone), `true` otherwise.
@discardableResult
func appendLegend(
  of request: Request, to output: inout TextBuffer, cache: DayFactCache = DayFactCache(),
  handingOnTo emit: ((TextBuffer) -> Bool)? = nil
) -> Bool {
  if request.facts.kinds.isDisjoint(with: .legend) { return true }
  var writer = LegendWriter(request)
  var cache = cache
  let reform = request.reform
  var month = MonthDays(firstOf: request.months, reform: reform)
  var monthsLeft = request.months.count
  // The months are read in runs, so that a source is asked once for a year and more where it gives few facts:
  // a thousand years of holidays asked for month by month spent most of its time finding their years. Where
  // the last run gave many (a calendar file of thousands of weekly events gives half a million a month), the
  // next is a month alone, as is the first, so that an index never holds more than a month of those.
  var readsLongRuns = false
  while monthsLeft > 0 {
    let first = month
    var dayCount = 0
    repeat {
      dayCount += month.dayCount
      month = month.next(reform: reform)
      monthsLeft -= 1
    } while readsLongRuns && monthsLeft > 0 && dayCount + month.dayCount <= DayFactIndex.maximumDayCount
    // With `--main-calendar`, the days of its months alone.
    guard let days = request.shownDays(from: first.firstDay, through: first.firstDay + dayCount - 1) else { continue }
    let index = request.facts.index(
      ofDaysFrom: days.lowerBound, through: days.upperBound, reform: reform, cache: &cache, kinds: .legend)
    readsLongRuns = index.factCount <= longRunFactLimit
    guard writer.appendLines(of: index, from: first, reform: reform, to: &output, handingOnTo: emit) else {
      return false
    }
  }
  return true
}

/// The most facts a run of months may have given for the next to be as long as an index holds: a few times a
/// year's of the most holidays, marks and moon phases a legend has, far under a month of a large calendar file.
private let longRunFactLimit = 4_096

/// What writes a legend's lines, index after index: the labels made so far and whether a line was written.
private struct LegendWriter {
  /// The labels made, kept for the lines after.
  private var labels: LegendLabels
  /// The labels of the day being written, as `labels` numbers them.
  private var dayLabels: [Int] = []
  /// The events of the request, whose lines follow each day's.
  private let eventSources: EventSources?
  /// Whether no line is written yet: the first comes after an empty line.
  private var isFirst = true
  /// The first 64 source positions whose every fact has a place on its day's line (holidays, marks, the moon:
  /// none of them an event), a bit each: their facts' kinds need not be asked.
  private let lineSources: UInt64
  /// Whether a source can give a fact of a day's line: without one (a calendar file alone), no day has a line
  /// but its events', and the facts need not be looked at for one.
  private let hasDayLines: Bool

  init(_ request: Request) {
    let facts = request.facts
    // A holiday names its spec when there are several to tell apart.
    let namesSpecs = facts.sourceCount(giving: .holiday) > 1
    // With holidays of several specs, each holiday's label is followed by its spec's name, ` (US)`: one run of
    // bytes, each source's from where the one before ends (none made with one spec).
    var suffixes: [UInt8] = []
    var suffixEnds: [Int] = []
    for position in 0..<facts.sourceCount where namesSpecs {
      if !facts.sourceKinds(at: position).isDisjoint(with: [.holiday, .workingDay]) {
        suffixes += " (".utf8
        suffixes += facts.sourceName(at: position).utf8
        suffixes.append(UInt8(ascii: ")"))
      }
      suffixEnds.append(suffixes.count)
    }
    labels = LegendLabels(suffixes: suffixes, ends: suffixEnds)
    var lineSources: UInt64 = 0
    for position in 0..<min(facts.sourceCount, 64)
    where DayFactKinds.dayLine.isSuperset(of: facts.sourceKinds(at: position)) {
      lineSources |= 1 << position
    }
    self.lineSources = lineSources
    hasDayLines = !facts.kinds.isDisjoint(with: .dayLine)
    dayLabels.reserveCapacity(8)
    eventSources = EventSources(facts)
  }

  /// Appends the lines of the days of `index`, which covers the months from `first` on, handing the text on to
  /// `emit` a day at a time once enough is made: a month of 100,000 weekly rules' lines is 6 MB, which kept
  /// whole before its write went cold in the caches and grew the buffer to match.
  /// - Returns: `false` when `emit` did (the reader has gone), `true` otherwise.
  mutating func appendLines(
    of index: DayFactIndex, from first: MonthDays, reform: Reform, to output: inout TextBuffer,
    handingOnTo emit: ((TextBuffer) -> Bool)?
  ) -> Bool {
    var month = first
    var readerIsThere = true
    index.forEachDay { day in
      guard readerIsThere else { return }
      guard handOn(&output, to: emit) else {
        readerIsThere = false
        return
      }
      while !month.holds(day.julianDay) { month = month.next(reform: reform) }
      if isFirst { output.appendNewline() }
      isFirst = false
      let date = LegendDate(
        year: month.month.year, month: month.month.month, day: month.dayOfMonth(ofDay: day.julianDay))
      if hasDayLines { appendDayLine(of: day, in: index, date: date, to: &output) }
      if let eventSources {
        date.withBytes { eventSources.appendEventLines(on: day, in: index, date: $0, to: &output) }
      }
    }
    return readerIsThere && handOn(&output, to: emit)
  }

  /// Appends the line of `day` when it holds a fact the legend lists that is not an event (a mark without a
  /// label too): its date and its labels. An empty label, and a label given twice with the same spec's name
  /// after it (a holiday in two included files), add nothing to the line.
  private mutating func appendDayLine(
    of day: DayFactIndex.Day, in index: DayFactIndex, date: LegendDate, to output: inout TextBuffer
  ) {
    labels.makeRoom()
    // Emptied a label at a time: `removeAll(keepingCapacity:)` goes through a general replacement of the
    // range, which costs more than the day's line.
    while !dayLabels.isEmpty { dayLabels.removeLast() }
    var hasLine = false
    var byteCount = 0
    for position in day.factPositions {
      let source = index.sourcePosition(at: position)
      if source >= 64 || lineSources & 1 << source == 0 {
        let kind = index.kind(at: position)
        guard DayFactKinds.dayLine.contains(kind.asSet) else { continue }
      }
      hasLine = true
      let label = labels.label(ofFactAt: position, in: index)
      if labels.isEmpty(label) || isListed(label) { continue }
      dayLabels.append(label)
      byteCount += 2 + labels.count(of: label)
    }
    guard hasLine else { return }
    // The labels' bytes read in place, as the date's: the line copies them without holding the lists. The
    // day's labels are taken out of the writer first, so that the store is read while nothing else of it is.
    let listed = dayLabels
    labels.withBytes { bytes in
      listed.withUnsafeBufferPointer { listed in
        output.appendBytes(upTo: date.count + byteCount + 1) { cursor in
          date.withBytes { cursor.write($0) }
          for (number, label) in listed.enumerated() {
            cursor.write(UInt8(ascii: number == 0 ? " " : ";"))
            cursor.write(UInt8(ascii: " "))
            cursor.write(bytes(label))
          }
          cursor.write(UInt8(ascii: "\n"))
        }
      }
    }
  }

  /// Whether the day's line lists `label` already, followed by the same suffix. A loop, not a closure: one
  /// would take a copy of the labels' lists for each label.
  private func isListed(_ label: Int) -> Bool {
    for listed in dayLabels where labels.isSame(listed, as: label) { return true }
    return false
  }
}
