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
  private var selections: [HolidaySelection] { specs.selections }
  /// The specs: their holidays, the language of their names and what their lines add after a label.
  private let specs: LegendSpecs

  /// The legend of `facts`, or `nil` when a source the legend lists is not holidays (the general legend then
  /// writes it).
  init?(_ facts: DayFacts) {
    var selections: [HolidaySelection] = []
    var specNumbers: [Int] = []
    // The specs' names tell several specs apart; one spec's lines name none, and it needs no list of them.
    let namesSpecs = facts.sourceCount > 1
    var names: [String] = []
    for position in 0..<facts.sourceCount where !facts.sourceKinds(at: position).isDisjoint(with: .legend) {
      guard let holidays = facts.source(at: position).asHolidayDays else { return nil }
      selections.append(holidays.selection)
      specNumbers.append(holidays.language)
      guard namesSpecs else {
        specNumbers.append(0)
        continue
      }
      let name = facts.sourceName(at: position)
      specNumbers.append(names.firstIndex(of: name) ?? names.count)
      names.append(name)
    }
    // Each fact's source is kept in a byte of a number (`append`'s entries).
    guard !selections.isEmpty && selections.count < 256 else { return nil }
    // One spec's lines name no spec: no lists made for them.
    var suffixBytes: [UInt8] = []
    var suffixEnds: [Int] = []
    if selections.count > 1 {
      for name in names {
        suffixBytes += " (".utf8
        suffixBytes += name.utf8
        suffixBytes.append(UInt8(ascii: ")"))
        suffixEnds.append(suffixBytes.count)
      }
    }
    specs = LegendSpecs(selections: selections, numbers: specNumbers, suffixBytes: suffixBytes, suffixEnds: suffixEnds)
  }

  /// The language of the names of the spec at `source`.
  private func language(ofSource source: Int) -> Int { specs.numbers[source * LegendSpecs.stride] }

  /// The position of the first spec named as the spec at `source` is.
  private func nameID(ofSource source: Int) -> Int { specs.numbers[source * LegendSpecs.stride + 1] }

  /// Appends the legend of the months of `request` to `output`, as `appendLegend` does.
  /// - Returns: `false` when `emit` did (the reader has gone), `true` otherwise.
  func append(
    of request: Request, to output: inout TextBuffer, cache: DayFactCache, handingOnTo emit: ((TextBuffer) -> Bool)?
  ) -> Bool {
    var cache = cache
    let firstMonth = request.months.first
    let reform = request.reform
    let firstDay = reform.julianDay(of: firstMonth.firstDay)
    let lastMonth = firstMonth.advanced(byMonths: request.months.count - 1)
    let shownDays = firstDay...(reform.julianDay(of: lastMonth.next.firstDay) - 1)
    var walk = HolidayWalk(selections, shownDays: shownDays)
    // A year or less names each holiday once or so: its labels are not worth keeping.
    var lines = LineWriter(ruleNames: RuleNames(request.months.count > 12 ? selections : []))
    // Months of Gregorian dates, away from the reform's switch, are read a year at a time, without a month's
    // day count or gap to find.
    if reform.firstGregorianDay <= firstDay - 62 {
      return appendYears(of: shownDays, walk: &walk, lines: &lines, to: &output, cache: &cache, handingOnTo: emit)
    }
    var month = firstMonth
    var monthStart = firstDay
    // The month's facts, each its day's offset in the month (bits 40 on), its source (32-39) and its number,
    // in order of day, then source, then number, as the general legend's index orders them.
    var entries: [Int] = []
    for _ in 0..<request.months.count {
      let gap = reform.isNearSwitch(monthStart) ? reform.gap(in: month) : nil
      let dayCount = reform.lastDay(ofMonth: month.month, year: month.year) - (gap?.skippedDays ?? 0)
      let prefix = lines.prefix(of: month)
      while !entries.isEmpty { entries.removeLast() }
      walk.appendFacts(onDaysFrom: monthStart, through: monthStart + dayCount - 1, to: &entries, cache: &cache)
      entries.withUnsafeBufferPointer { entries in
        var start = 0
        while start < entries.count {
          let offset = entries[start] >> 40
          var end = start + 1
          while end < entries.count && entries[end] >> 40 == offset { end += 1 }
          var dayOfMonth = offset + 1
          if let gap, dayOfMonth > gap.lastDayBefore { dayOfMonth += gap.skippedDays }
          appendDay(
            UnsafeBufferPointer(rebasing: entries[start..<end]), month: month, prefix: prefix, day: dayOfMonth,
            lines: &lines, to: &output)
          start = end
        }
      }
      monthStart += dayCount
      month = month.next
      guard handOn(&output, to: emit) else { return false }
    }
    return true
  }

  /// Appends the lines of the days `shownDays`, all Gregorian dates, reading each Gregorian year's facts in
  /// place (`HolidayWalk.withFacts`) and finding each fact's month from its day's offset in the year.
  private func appendYears(
    of shownDays: ClosedRange<Int>, walk: inout HolidayWalk, lines: inout LineWriter, to output: inout TextBuffer,
    cache: inout DayFactCache, handingOnTo emit: ((TextBuffer) -> Bool)?
  ) -> Bool {
    let firstYear = Reform.gregorian.date(fromJulianDay: shownDays.lowerBound).year
    let lastYear = Reform.gregorian.date(fromJulianDay: shownDays.upperBound).year
    for year in firstYear...lastYear {
      walk.withFacts(ofYear: year, cache: &cache) { facts, yearStart in
        let firstOffset = shownDays.lowerBound - yearStart
        let lastOffset = shownDays.upperBound - yearStart
        var index = 0
        while index < facts.count && facts[index] >> 40 < firstOffset { index += 1 }
        // The month of the facts read, and the offsets in the year of its first and last days.
        var (month, monthFirst, monthLast) = (YearMonth(year: year, month: 1), 0, 30)
        var prefix = lines.prefix(of: month)
        while index < facts.count {
          let offset = facts[index] >> 40
          if offset > lastOffset { break }
          var end = index + 1
          while end < facts.count && facts[end] >> 40 == offset { end += 1 }
          if offset > monthLast {
            repeat {
              month = YearMonth(year: year, month: month.month + 1)
              monthFirst = monthLast + 1
              monthLast += Reform.gregorian.lastDay(ofMonth: month.month, year: year)
            } while offset > monthLast
            prefix = lines.prefix(of: month)
          }
          appendDay(
            UnsafeBufferPointer(rebasing: facts[index..<end]), month: month, prefix: prefix,
            day: offset - monthFirst + 1, lines: &lines, to: &output)
          index = end
        }
      }
      guard handOn(&output, to: emit) else { return false }
    }
    return true
  }

  /// Appends the line of a day of `month`, numbered `day`, whose facts are `entries` (in the walk's order),
  /// its date's first bytes `prefix` (`LineWriter.prefix(of:)`).
  @inline(__always)
  private func appendDay(
    _ entries: UnsafeBufferPointer<Int>, month: YearMonth, prefix: UInt64, day: Int, lines: inout LineWriter,
    to output: inout TextBuffer
  ) {
    if lines.isFirst {
      output.appendNewline()
      lines.isFirst = false
    }
    if entries.count == 1 {
      appendLine(month: month, prefix: prefix, day: day, entry: entries[0], ruleNames: &lines.ruleNames, to: &output)
    } else {
      appendLine(
        month: month, prefix: prefix, day: day, entries: entries, namesSpecs: selections.count > 1,
        ruleNames: &lines.ruleNames, to: &output)
    }
  }

  /// Appends the line of a day with one fact, `entry`: its label and its spec's suffix copied from `ruleNames`
  /// when it keeps the label, else written from its parts, made into no string.
  private func appendLine(
    month: YearMonth, prefix: UInt64, day: Int, entry: Int, ruleNames: inout RuleNames, to output: inout TextBuffer
  ) {
    let source = entry >> 32 & 0xFF
    let fact = entry & 0xFFFF_FFFF
    if let slot = ruleNames.slot(ofFact: fact, source: source, legend: self) {
      // The line after its date, kept whole: `  Labor Day (US)` and its newline.
      let tail = RuleNames.tail(ofSlot: slot)
      output.appendBytes(upTo: 24 + tail.count) { cursor in
        HolidayLegend.writeDate(month: month, prefix: prefix, day: day, to: &cursor)
        ruleNames.arena.withUnsafeBufferPointer { cursor.write(UnsafeBufferPointer(rebasing: $0[tail])) }
      }
      return
    }
    if fact >> 16 & 7 == 0 {
      // A holiday's own day: its rule's name, copied from the page's text.
      let name = selections[source].country.rules[fact & 0xFFFF].name.text(inLanguageAt: language(ofSource: source))
      let count = name.utf8.count
      output.appendBytes(upTo: 24 + (count == 0 ? 0 : count + 2 + suffixCount(ofSource: source)) + 1) { cursor in
        HolidayLegend.writeDate(month: month, prefix: prefix, day: day, to: &cursor)
        if count > 0 {
          cursor.write(UInt8(ascii: " "))
          cursor.write(UInt8(ascii: " "))
          HolidayLegend.write(name, to: &cursor)
          withSuffix(ofSource: source) { cursor.write($0) }
        }
        cursor.write(UInt8(ascii: "\n"))
      }
      return
    }
    let label = labelParts(of: entry)
    let count = label.utf8Count
    let labelBytes = count == 0 ? 0 : count + 2 + suffixCount(ofSource: source)
    output.appendBytes(upTo: 24 + labelBytes + 1) { cursor in
      HolidayLegend.writeDate(month: month, prefix: prefix, day: day, to: &cursor)
      if count > 0 {
        cursor.write(UInt8(ascii: " "))
        cursor.write(UInt8(ascii: " "))
        label.forEachPart { cursor.write($0) }
        withSuffix(ofSource: source) { cursor.write($0) }
      }
      cursor.write(UInt8(ascii: "\n"))
    }
  }

  /// Appends the line of a day with several facts, `entries`, as the general legend writes it: a label
  /// given twice on the day (with its spec's name, when lines name them) adds nothing to the line, nor does an
  /// empty one. The labels are read twice, to measure the line and to write it, rather than kept in a list.
  private func appendLine(
    month: YearMonth, prefix: UInt64, day: Int, entries: UnsafeBufferPointer<Int>, namesSpecs: Bool,
    ruleNames: inout RuleNames, to output: inout TextBuffer
  ) {
    if entries.count > 64 {
      return appendLongLine(month: month, day: day, entries: entries, namesSpecs: namesSpecs, to: &output)
    }
    // The positions in `entries` of the labels the line shows, a bit each (a day has far fewer than 64 facts).
    var shown: UInt64 = 0
    var labelBytes = 0
    for position in 0..<entries.count {
      let source = entries[position] >> 32 & 0xFF
      let fact = entries[position] & 0xFFFF_FFFF
      // A label kept in `ruleNames` is measured there; others from their parts.
      let count =
        ruleNames.slot(ofFact: fact, source: source, legend: self).map(RuleNames.labelCount(ofSlot:))
        ?? labelParts(of: entries[position]).utf8Count
      if count == 0
        || (position > 0
          && isShown(
            entries[position], of: source, before: position, in: entries, shown: shown, namesSpecs: namesSpecs))
      {
        continue
      }
      shown |= 1 << UInt64(position)
      labelBytes += count + 2 + suffixCount(ofSource: source)
    }
    output.appendBytes(upTo: 24 + labelBytes + 1) { cursor in
      HolidayLegend.writeDate(month: month, prefix: prefix, day: day, to: &cursor)
      var separator: StaticString = "  "
      for position in 0..<entries.count where shown & 1 << UInt64(position) != 0 {
        separator.withUTF8Buffer { cursor.write($0) }
        separator = "; "
        let source = entries[position] >> 32 & 0xFF
        let fact = entries[position] & 0xFFFF_FFFF
        if let slot = ruleNames.slot(ofFact: fact, source: source, legend: self) {
          // The label and its spec's name, kept side by side.
          let labelAndSuffix = RuleNames.labelAndSuffix(ofSlot: slot)
          ruleNames.arena.withUnsafeBufferPointer { cursor.write(UnsafeBufferPointer(rebasing: $0[labelAndSuffix])) }
        } else {
          labelParts(of: entries[position]).forEachPart { cursor.write($0) }
          withSuffix(ofSource: source) { cursor.write($0) }
        }
      }
      cursor.write(UInt8(ascii: "\n"))
    }
  }

  /// Appends the line of a day with more facts than `appendLine` marks in a word, from a list of its labels.
  private func appendLongLine(
    month: YearMonth, day: Int, entries: UnsafeBufferPointer<Int>, namesSpecs: Bool, to output: inout TextBuffer
  ) {
    var labels: [String] = []
    var labelSources: [Int] = []
    var labelBytes = 0
    for entry in entries {
      let source = entry >> 32 & 0xFF
      let label = labelParts(of: entry).text
      let isRepeated = labels.indices.contains {
        labels[$0] == label && (!namesSpecs || nameID(ofSource: labelSources[$0]) == nameID(ofSource: source))
      }
      if label.isEmpty || isRepeated { continue }
      labels.append(label)
      labelSources.append(source)
      labelBytes += label.utf8.count + 2 + suffixCount(ofSource: source)
    }
    output.appendBytes(upTo: 24 + labelBytes + 1) { cursor in
      HolidayLegend.writeDate(month: month, prefix: 0, day: day, to: &cursor)
      for index in labels.indices {
        cursor.write(UInt8(ascii: index == 0 ? " " : ";"))
        cursor.write(UInt8(ascii: " "))
        HolidayLegend.write(labels[index], to: &cursor)
        withSuffix(ofSource: labelSources[index]) { cursor.write($0) }
      }
      cursor.write(UInt8(ascii: "\n"))
    }
  }

  /// Calls `body` with what a line adds after a label of the source at `source`: ` (US)` with several specs, else
  /// nothing.
  // Inlined into each line, as the list of lists it replaces was read.
  @inline(__always)
  func withSuffix(ofSource source: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    let specs = specs
    if specs.suffixEnds.isEmpty { return }
    let start = source == 0 ? 0 : specs.suffixEnds[source - 1]
    specs.suffixBytes.withUnsafeBufferPointer {
      body(UnsafeBufferPointer(rebasing: $0[start..<specs.suffixEnds[source]]))
    }
  }

  /// The number of bytes `withSuffix(ofSource:_:)` gives.
  private func suffixCount(ofSource source: Int) -> Int {
    let ends = specs.suffixEnds
    return ends.isEmpty ? 0 : ends[source] - (source == 0 ? 0 : ends[source - 1])
  }

  /// The label of the fact `entry` holds, as its parts.
  private func labelParts(of entry: Int) -> HolidayLabel {
    labelParts(ofSource: entry >> 32 & 0xFF, fact: entry & 0xFFFF_FFFF)
  }

  /// The label of the fact numbered `fact` of the source at `source`, as its parts.
  func labelParts(ofSource source: Int, fact: Int) -> HolidayLabel {
    HolidayDays(selections[source], language: language(ofSource: source)).labelParts(ofFact: fact)
  }

  /// Whether a label shown before `position` of `entries` (those of `shown`) is the label of `entry` with the
  /// same spec's name after it (with one spec, the same text alone): the general legend's test for a label
  /// given twice.
  private func isShown(
    _ entry: Int, of source: Int, before position: Int, in entries: UnsafeBufferPointer<Int>, shown: UInt64,
    namesSpecs: Bool
  ) -> Bool {
    let base = entries.startIndex
    var text = ""
    var isTextMade = false
    for earlier in base..<position where shown & 1 << UInt64(earlier - base) != 0 {
      if namesSpecs && nameID(ofSource: entries[earlier] >> 32 & 0xFF) != nameID(ofSource: source) { continue }
      if !isTextMade { (text, isTextMade) = (labelParts(of: entry).text, true) }
      if labelParts(of: entries[earlier]).text == text { return true }
    }
    return false
  }

  /// Writes `text`'s bytes.
  private static func write(_ text: String, to cursor: inout ByteCursor) {
    text.utf8.withContiguousStorageIfAvailable { cursor.write($0) }
      ?? { for byte in text.utf8 { cursor.write(byte) } }()
  }
}

/// What the lines of a legend keep from one to the next: whether one was written yet, the first bytes of the
/// dates of the year last written, and the labels kept (`RuleNames`).
private struct LineWriter {
  /// The labels kept.
  var ruleNames: RuleNames
  /// Whether no line is written yet: the first comes after an empty line.
  var isFirst = true
  /// The year of `yearPrefix`, and the first bytes of its lines (`HolidayLegend.yearPrefix(of:)`).
  private var prefixYear = Int.min
  private var yearPrefix: UInt64 = 0

  init(ruleNames: RuleNames) { self.ruleNames = ruleNames }

  /// The bytes `YYYY-MM-` of the dates of `month` in memory order, 0 for a year outside 0...9999.
  mutating func prefix(of month: YearMonth) -> UInt64 {
    if month.year != prefixYear { (prefixYear, yearPrefix) = (month.year, HolidayLegend.yearPrefix(of: month.year)) }
    return HolidayLegend.datePrefix(yearPrefix: yearPrefix, month: month.month)
  }
}

/// What a legend knows of its specs: their holidays, the language of their names and what their lines add after a
/// label. A class, the legend's one field, so that the legend is passed to each of its lines' calls as one
/// reference.
private final class LegendSpecs {
  /// The holidays of each spec, in the order of the request's sources.
  let selections: [HolidaySelection]
  /// Two numbers for each spec, beside `selections` (`stride`): its names' language and, with several
  /// specs, the position of the first spec with the same name, which tells specs apart (0 with one).
  let numbers: [Int]
  /// How many numbers `numbers` holds for each spec.
  static let stride = 2
  /// What a line adds after each spec's label, with several specs: ` (US)`, one after another; empty with one,
  /// whose lines add nothing (`HolidayLegend.withSuffix(ofSource:_:)`). One list of bytes, not a list of lists.
  let suffixBytes: [UInt8]
  /// Where in `suffixBytes` each spec's suffix ends, beside `selections`; empty with one spec.
  let suffixEnds: [Int]

  init(selections: [HolidaySelection], numbers: [Int], suffixBytes: [UInt8], suffixEnds: [Int]) {
    (self.selections, self.numbers, self.suffixBytes, self.suffixEnds) = (selections, numbers, suffixBytes, suffixEnds)
  }
}

extension DayFactSource {
  /// The source as holidays, if it is: the legend of holidays alone reads their years directly.
  fileprivate var asHolidayDays: HolidayDays? { self as? HolidayDays }
}
