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
    for position in 0..<facts.sourceCount where !facts.sourceKinds(at: position).isDisjoint(with: legendKinds) {
      guard let holidays = facts.provider(at: position).asHolidayDays else { return nil }
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
  fileprivate func withSuffix(ofSource source: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
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
  fileprivate func labelParts(ofSource source: Int, fact: Int) -> HolidayLabel {
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

  /// The bytes `YYYY-` of `year` in memory order (the first the lowest), which begin each line of its months;
  /// 0 for a year outside 0...9999, written by the general writer of numbers. Made once a year.
  fileprivate static func yearPrefix(of year: Int) -> UInt64 {
    guard year >= 0 && year <= 9999 else { return 0 }
    let digits = (UInt64(year / 1000), UInt64(year / 100 % 10), UInt64(year / 10 % 10), UInt64(year % 10))
    let zero = UInt64(UInt8(ascii: "0"))
    return (zero + digits.0) | (zero + digits.1) << 8 | (zero + digits.2) << 16 | (zero + digits.3) << 24
      | UInt64(UInt8(ascii: "-")) << 32
  }

  /// The bytes `YYYY-MM-` of a month of the year whose `yearPrefix` is `yearPrefix`, in memory order; 0 when
  /// that is 0.
  fileprivate static func datePrefix(yearPrefix: UInt64, month: Int) -> UInt64 {
    guard yearPrefix != 0 else { return 0 }
    let zero = UInt64(UInt8(ascii: "0"))
    return yearPrefix | (zero + UInt64(month / 10)) << 40 | (zero + UInt64(month % 10)) << 48
      | UInt64(UInt8(ascii: "-")) << 56
  }

  /// Writes the date as `CivilDate.description` writes it, `2026-05-06`, without making a string of it: the
  /// month's `prefix` (`datePrefix(yearPrefix:month:)`) and the day's two digits as one copy of ten bytes, or, with no
  /// prefix, each part by itself.
  @inline(__always)
  private static func writeDate(month: YearMonth, prefix: UInt64, day: Int, to cursor: inout ByteCursor) {
    if prefix != 0 {
      // Day 1 to 31: wrapping arithmetic, as no digit can overflow a byte.
      let digits = UInt16(truncatingIfNeeded: 48 &+ day / 10) | UInt16(truncatingIfNeeded: 48 &+ day % 10) &<< 8
      // Little-endian: the prefix's lowest byte is its first.
      var head = (prefix.littleEndian, digits.littleEndian)
      withUnsafeBytes(of: &head) { raw in
        raw.withMemoryRebound(to: UInt8.self) { cursor.write(UnsafeBufferPointer(rebasing: $0[0..<10])) }
      }
      return
    }
    if month.year >= 0 && month.year <= 9999 {
      // Four digits, two and two, written directly: the general writer of numbers does more.
      let year = month.year
      cursor.write(UInt8(ascii: "0") + UInt8(year / 1000))
      cursor.write(UInt8(ascii: "0") + UInt8(year / 100 % 10))
      writeTwoDigits(year % 100, to: &cursor)
    } else {
      cursor.writeDecimal(month.year, zeroPaddedTo: 4)
    }
    cursor.write(UInt8(ascii: "-"))
    writeTwoDigits(month.month, to: &cursor)
    cursor.write(UInt8(ascii: "-"))
    writeTwoDigits(day, to: &cursor)
  }

  /// Writes `number` (0 to 99) as two digits.
  @inline(__always)
  private static func writeTwoDigits(_ number: Int, to cursor: inout ByteCursor) {
    cursor.write(UInt8(ascii: "0") + UInt8(number / 10))
    cursor.write(UInt8(ascii: "0") + UInt8(number % 10))
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
/// label. A class, the legend's one field: a legend of its lists would be a value the compiler passes by address
/// and takes apart through its type's metadata, which the runtime makes for the run; of a few, one passed in as
/// many registers, which its lines' calls (a thousand years' legend makes a quarter of a million) pay for.
private final class LegendSpecs {
  /// The holidays of each spec, in the order of the request's sources.
  let selections: [HolidaySelection]
  /// Two numbers for each spec, beside `selections` (`stride`): its names' language and, with several
  /// specs, the position of the first spec with the same name, which tells specs apart (0 with one).
  let numbers: [Int]
  /// How many numbers `numbers` holds for each spec.
  static let stride = 2
  /// What a line adds after each spec's label, with several specs: ` (US)`, one after another; empty with one,
  /// whose lines add nothing (`HolidayLegend.withSuffix(ofSource:_:)`). One list of bytes, not a list of lists:
  /// that is a type the runtime would make for a run, and take apart after it.
  let suffixBytes: [UInt8]
  /// Where in `suffixBytes` each spec's suffix ends, beside `selections`; empty with one spec.
  let suffixEnds: [Int]

  init(selections: [HolidaySelection], numbers: [Int], suffixBytes: [UInt8], suffixEnds: [Int]) {
    (self.selections, self.numbers, self.suffixBytes, self.suffixEnds) = (selections, numbers, suffixBytes, suffixEnds)
  }
}

/// The bytes of the labels of rules, made once for a legend: most lines of a long legend name a holiday on its
/// own day or its observed day, and copying its label's bytes costs a tenth of reading the name from its page
/// again. Each is kept as the whole line after its date, `  Labor Day (US)` and its newline, so that a line
/// of one holiday is its date and one copy. Other days (a day off moved for a listed day worked) are named
/// from their parts each time: their labels name the day worked, so few are given twice.
private struct RuleNames {
  /// The lines' ends, one after another: two spaces, the label, its spec's name when lines name them (` (US)`)
  /// and a newline; a newline alone for an empty label.
  private(set) var arena: [UInt8] = []
  /// For each source's rules (from `bases[source]`), 0 for a label not made yet, else its slot (`slot(ofFact:)`).
  private var slots: [Int]
  /// The position in `slots` of each source's first rule.
  private let bases: [Int]
  /// The observed days' labels made, pairs of numbers: the source and fact (`source << 32 | fact`), and the
  /// label's slot. A list rather than a dictionary, whose type would be made at run time: a page has few
  /// observances, so a legend has few such labels.
  private var observedSlots: [Int] = []

  /// No labels made yet, room for those of `selections`' rules (none kept for no selections).
  init(_ selections: [HolidaySelection]) {
    var bases: [Int] = []
    var count = 0
    for selection in selections {
      bases.append(count)
      count += selection.country.rules.count
    }
    (self.bases, slots) = (bases, Array(repeating: 0, count: count))
  }

  /// The slot of the label of the fact `fact` of the source at `source`, made when first asked; `nil` for a
  /// fact whose label is not kept (neither a holiday's own day nor an observed one, or none kept). A slot is
  /// the start of its line's end in `arena` (bits 40 on), that end's length (bits 20 to 39) and the label's
  /// (bits 0 to 19): `tail(ofSlot:)`, `labelCount(ofSlot:)` and `labelAndSuffix(ofSlot:)` read it.
  // Inlined into each line by attribute: the compiler stopped inlining it when the legend changed, and a call a
  // line cost a thousand years of two countries 0.65 M instructions.
  @inline(__always)
  mutating func slot(ofFact fact: Int, source: Int, legend: HolidayLegend) -> Int? {
    if bases.isEmpty { return nil }
    switch fact >> 16 & 7 {
    case 0:
      let slot = bases[source] + fact
      if slots[slot] == 0 { slots[slot] = make(source: source, fact: fact, legend: legend) }
      return slots[slot]
    case 1:
      let key = source << 32 | fact
      var index = 0
      while index < observedSlots.count {
        if observedSlots[index] == key { return observedSlots[index + 1] }
        index += 2
      }
      let slot = make(source: source, fact: fact, legend: legend)
      observedSlots += [key, slot]
      return slot
    default:
      return nil
    }
  }

  /// Appends the end of the line of `fact` of the source at `source` to `arena`; returns its slot.
  private mutating func make(source: Int, fact: Int, legend: HolidayLegend) -> Int {
    let start = arena.count
    arena.append(UInt8(ascii: " "))
    arena.append(UInt8(ascii: " "))
    legend.labelParts(ofSource: source, fact: fact).forEachPart { arena.append(contentsOf: $0) }
    let labelCount = arena.count - start - 2
    if labelCount == 0 {
      // An empty label adds nothing to the line, not even its spec's name.
      arena.removeLast(2)
    } else {
      legend.withSuffix(ofSource: source) { arena.append(contentsOf: $0) }
    }
    arena.append(UInt8(ascii: "\n"))
    return start << 40 | (arena.count - start) << 20 | labelCount
  }

  /// The range in `arena` of the end of a line a slot names.
  static func tail(ofSlot slot: Int) -> Range<Int> { (slot >> 40)..<((slot >> 40) + (slot >> 20 & 0xF_FFFF)) }

  /// The length of the label a slot names.
  static func labelCount(ofSlot slot: Int) -> Int { slot & 0xF_FFFF }

  /// The range in `arena` of the label a slot names and its spec's name after it (` (US)`, or nothing): its
  /// line's end without the two spaces before and the newline after.
  static func labelAndSuffix(ofSlot slot: Int) -> Range<Int> {
    ((slot >> 40) + 2)..<((slot >> 40) + (slot >> 20 & 0xF_FFFF) - 1)
  }
}

extension DayFactProvider {
  /// The source as holidays, if it is: cast from its own type, which the runtime has, where a cast from
  /// `any DayFactProvider` would make that existential's type first.
  fileprivate var asHolidayDays: HolidayDays? { self as? HolidayDays }
}
