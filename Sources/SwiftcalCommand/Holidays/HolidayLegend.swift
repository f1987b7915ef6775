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
    // With holidays of several specs, each holiday's line names its spec: `Labor Day (US)`.
    let namesSpecs = selections.count > 1
    // The month's facts, each its day's offset in the month (bits 40 on), its source (32-39) and its number,
    // which sorted run by day, then source, then number, as the general legend's index orders them.
    var entries: [Int] = []
    // The labels of a day and the source of each, kept between days.
    var labels: [String] = []
    var labelSources: [Int] = []
    var monthStart = request.reform.julianDay(of: month.firstDay)
    for _ in 0..<request.months.count {
      let gap = request.reform.gap(in: month)
      let dayCount = request.reform.lastDay(ofMonth: month.month, year: month.year) - (gap?.skippedDays ?? 0)
      while !entries.isEmpty { entries.removeLast() }
      for source in selections.indices {
        HolidayDays(selections[source], language: languages[source]).forEachFact(
          onDaysFrom: monthStart, through: monthStart + dayCount - 1, reform: request.reform, cache: &cache
        ) { julianDay, fact in
          entries.append((julianDay - monthStart) << 40 | source << 32 | fact)
        }
      }
      if entries.count > 1 { HolidayLegend.sort(&entries) }
      var start = 0
      while start < entries.count {
        let offset = entries[start] >> 40
        var end = start + 1
        while end < entries.count && entries[end] >> 40 == offset { end += 1 }
        while !labels.isEmpty { labels.removeLast() }
        while !labelSources.isEmpty { labelSources.removeLast() }
        var labelBytes = 0
        for position in start..<end {
          let source = entries[position] >> 32 & 0xFF
          let label = HolidayDays(selections[source], language: languages[source]).label(
            ofFact: entries[position] & 0xFFFF_FFFF)
          // A label given twice on a day (with its spec's name, when lines name them) adds nothing to the line,
          // nor does an empty one.
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
        if isFirst { output.appendNewline() }
        isFirst = false
        var dayOfMonth = offset + 1
        if let gap, dayOfMonth > gap.lastDayBefore { dayOfMonth += gap.skippedDays }
        output.appendBytes(upTo: 24 + labelBytes + 1) { cursor in
          // The date as `CivilDate.description` writes it, without making a string of it.
          cursor.writeDecimal(month.year, zeroPaddedTo: 4)
          cursor.write(UInt8(ascii: "-"))
          cursor.writeDecimal(month.month, zeroPaddedTo: 2)
          cursor.write(UInt8(ascii: "-"))
          cursor.writeDecimal(dayOfMonth, zeroPaddedTo: 2)
          var separator: StaticString = "  "
          for index in labels.indices {
            separator.withUTF8Buffer { cursor.write($0) }
            separator = "; "
            HolidayLegend.write(labels[index], to: &cursor)
            guard namesSpecs else { continue }
            cursor.write(UInt8(ascii: " "))
            cursor.write(UInt8(ascii: "("))
            HolidayLegend.write(names[labelSources[index]], to: &cursor)
            cursor.write(UInt8(ascii: ")"))
          }
          cursor.write(UInt8(ascii: "\n"))
        }
        start = end
      }
      monthStart += dayCount
      month = month.next
      guard handOn(&output, to: emit) else { return false }
    }
    return true
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
