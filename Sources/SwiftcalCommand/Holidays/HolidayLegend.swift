// HolidayLegend: the legend's lines when holidays are all it lists, read from the years of holidays directly.

import CalendarCore
import Holidays

/// The legend of a request whose listed facts all come from `--holidays` (no marks, no moon): the same
/// lines `appendLegend` writes, `2026-05-06  Substitute Holiday` (`Labor Day (US)` with several specs), read
/// from each spec's holidays month by month, without an index of each month's facts: a thousand years of
/// holidays of two countries is twelve thousand months, and an index per month cost ten times the legend's
/// own lines.
struct HolidayLegend {
  /// The holidays of each spec, in the order of the request's sources.
  private let selections: [HolidaySelection]
  /// The language of each spec's names, beside `selections`.
  private let languages: [Int]
  /// Each spec's name (`US`), beside `selections`; what a line adds after a name with several specs.
  private let names: [String]

  /// The legend of `facts`, or `nil` when a source the legend lists is not holidays (the general legend then
  /// writes it).
  init?(_ facts: DayFacts) {
    var selections: [HolidaySelection] = []
    var languages: [Int] = []
    var names: [String] = []
    for position in 0..<facts.sourceCount where !facts.sourceKinds(at: position).isDisjoint(with: legendKinds) {
      guard let holidays = facts.source(at: position) as? HolidayDays else { return nil }
      selections.append(holidays.selection)
      languages.append(holidays.language)
      names.append(facts.sourceName(at: position))
    }
    guard !selections.isEmpty else { return nil }
    (self.selections, self.languages, self.names) = (selections, languages, names)
  }

  /// Appends the legend of the months of `request` to `output`, as `appendLegend` does.
  /// - Returns: `false` when `emit` did (the reader has gone), `true` otherwise.
  func append(
    of request: Request, to output: inout TextBuffer, cache: DayFactCache, handingOnTo emit: ((TextBuffer) -> Bool)?
  ) -> Bool {
    var cache = cache
    var isFirst = true
    var month = request.months.first
    let reform = request.reform
    var monthStart = reform.julianDay(of: month.firstDay)
    let lastMonth = month.advanced(byMonths: request.months.count - 1)
    let shownDays = monthStart...(reform.julianDay(of: lastMonth.next.firstDay) - 1)
    var walk = HolidayWalk(selections, shownDays: shownDays)
    // With holidays of several specs, each holiday's line names its spec: `Labor Day (US)`.
    let namesSpecs = selections.count > 1
    // The month's facts, each its day's offset in the month (bits 40 on), its source (32-39) and its number,
    // which sorted run by day, then source, then number, as the general legend's index orders them.
    var entries: [Int] = []
    // The labels of a day with several facts and the source of each, kept between days.
    var labels: [String] = []
    var labelSources: [Int] = []
    for _ in 0..<request.months.count {
      let gap = reform.isNearSwitch(monthStart) ? reform.gap(in: month) : nil
      let dayCount = reform.lastDay(ofMonth: month.month, year: month.year) - (gap?.skippedDays ?? 0)
      while !entries.isEmpty { entries.removeLast() }
      walk.forEachFact(onDaysFrom: monthStart, through: monthStart + dayCount - 1, cache: &cache) {
        source, julianDay, fact in
        entries.append((julianDay - monthStart) << 40 | source << 32 | fact)
      }
      if entries.count > 1 { HolidayLegend.sort(&entries) }
      var start = 0
      while start < entries.count {
        let offset = entries[start] >> 40
        var end = start + 1
        while end < entries.count && entries[end] >> 40 == offset { end += 1 }
        if isFirst { output.appendNewline() }
        isFirst = false
        var dayOfMonth = offset + 1
        if let gap, dayOfMonth > gap.lastDayBefore { dayOfMonth += gap.skippedDays }
        if end - start == 1 {
          appendLine(month: month, day: dayOfMonth, entry: entries[start], namesSpecs: namesSpecs, to: &output)
        } else {
          appendLine(
            month: month, day: dayOfMonth, entries: entries[start..<end], namesSpecs: namesSpecs,
            labels: &labels, labelSources: &labelSources, to: &output)
        }
        start = end
      }
      monthStart += dayCount
      month = month.next
      guard handOn(&output, to: emit) else { return false }
    }
    return true
  }

  /// Appends the line of a day with one fact, `entry`: its label written from its parts, made into no string.
  private func appendLine(month: YearMonth, day: Int, entry: Int, namesSpecs: Bool, to output: inout TextBuffer) {
    let source = entry >> 32 & 0xFF
    let label = HolidayDays(selections[source], language: languages[source]).labelParts(ofFact: entry & 0xFFFF_FFFF)
    let count = label.utf8Count
    // An empty label adds nothing to the line.
    let labelBytes = count == 0 ? 0 : count + 2 + (namesSpecs ? names[source].utf8.count + 3 : 0)
    output.appendBytes(upTo: 24 + labelBytes + 1) { cursor in
      HolidayLegend.writeDate(month: month, day: day, to: &cursor)
      if count > 0 {
        cursor.write(UInt8(ascii: " "))
        cursor.write(UInt8(ascii: " "))
        label.forEachPart { cursor.write($0) }
        if namesSpecs { HolidayLegend.writeName(names[source], to: &cursor) }
      }
      cursor.write(UInt8(ascii: "\n"))
    }
  }

  /// Appends the line of a day with several facts, `entries`, as the general legend writes it: a label
  /// given twice on the day (with its spec's name, when lines name them) adds nothing to the line, nor does an
  /// empty one.
  /// - Parameters: labels, labelSources: room for the day's labels and the source of each, kept between days.
  private func appendLine(
    month: YearMonth, day: Int, entries: ArraySlice<Int>, namesSpecs: Bool, labels: inout [String],
    labelSources: inout [Int], to output: inout TextBuffer
  ) {
    while !labels.isEmpty { labels.removeLast() }
    while !labelSources.isEmpty { labelSources.removeLast() }
    var labelBytes = 0
    for entry in entries {
      let source = entry >> 32 & 0xFF
      let label = HolidayDays(selections[source], language: languages[source]).label(ofFact: entry & 0xFFFF_FFFF)
      if label.isEmpty
        || labels.indices.contains(where: {
          labels[$0] == label && (!namesSpecs || names[labelSources[$0]] == names[source])
        })
      {
        continue
      }
      labels.append(label)
      labelSources.append(source)
      labelBytes += label.utf8.count + 2 + (namesSpecs ? names[source].utf8.count + 3 : 0)
    }
    let (labels, labelSources) = (labels, labelSources)
    output.appendBytes(upTo: 24 + labelBytes + 1) { cursor in
      HolidayLegend.writeDate(month: month, day: day, to: &cursor)
      var separator: StaticString = "  "
      for index in labels.indices {
        separator.withUTF8Buffer { cursor.write($0) }
        separator = "; "
        HolidayLegend.write(labels[index], to: &cursor)
        if namesSpecs { HolidayLegend.writeName(names[labelSources[index]], to: &cursor) }
      }
      cursor.write(UInt8(ascii: "\n"))
    }
  }

  /// Writes the date as `CivilDate.description` writes it, without making a string of it.
  private static func writeDate(month: YearMonth, day: Int, to cursor: inout ByteCursor) {
    cursor.writeDecimal(month.year, zeroPaddedTo: 4)
    cursor.write(UInt8(ascii: "-"))
    cursor.writeDecimal(month.month, zeroPaddedTo: 2)
    cursor.write(UInt8(ascii: "-"))
    cursor.writeDecimal(day, zeroPaddedTo: 2)
  }

  /// Writes a spec's name after a label: ` (US)`.
  private static func writeName(_ name: String, to cursor: inout ByteCursor) {
    cursor.write(UInt8(ascii: " "))
    cursor.write(UInt8(ascii: "("))
    write(name, to: &cursor)
    cursor.write(UInt8(ascii: ")"))
  }

  /// Writes `text`'s bytes.
  private static func write(_ text: String, to cursor: inout ByteCursor) {
    text.utf8.withContiguousStorageIfAvailable { cursor.write($0) } ?? { for byte in text.utf8 { cursor.write(byte) } }()
  }

  /// Sorts `entries` in increasing order: an insertion sort, as a month's are few and each source's in order.
  private static func sort(_ entries: inout [Int]) {
    var index = 1
    while index < entries.count {
      let entry = entries[index]
      var position = index
      while position > 0 && entries[position - 1] > entry {
        entries[position] = entries[position - 1]
        position -= 1
      }
      entries[position] = entry
      index += 1
    }
  }
}
