// EventSources: a request's events, read from the day facts in time order.

import CalendarCore
import Events
import FileFormats

/// The events of a request, read from its day facts: their occurrences from the facts' values, and for
/// the legend's lines their titles, from the titles of each source position (`DayFactSource.titles`).
struct EventSources {
  /// The titles of each source position's facts, or `nil` where the source has none.
  let titles: [(any DayFactTitles)?]
  /// Whether the one source is the only one and gives events alone (a calendar file shown by itself): every fact of
  /// an index is then its event, in time order, and none need be asked its kind or source. A flag beside `titles`
  /// rather than a second existential: with one stored inline, an optional of this struct (the legend's) had its
  /// type set up by the runtime in every run.
  private let isSoleSource: Bool

  /// The events of `facts`, or `nil` when it has none.
  init?(_ facts: DayFacts) {
    guard facts.kinds.contains(.event) else { return nil }
    titles = (0..<facts.sourceCount).map { facts.source(at: $0).titles }
    isSoleSource = facts.sourceCount == 1 && facts.kinds == .event
  }

  /// The events on `day` of `index`, in time order: those without a time on the day (all-day ones, and
  /// those that began a day before) first, then by the time they start; of one time, in the order of
  /// the sources and their files.
  func occurrences(on day: DayFactIndex.Day, in index: DayFactIndex) -> [EventOccurrence] {
    var found: [EventOccurrence] = []
    for position in day.factPositions where index.kind(at: position) == .event {
      guard case .event(let occurrence) = index.value(at: position) else { continue }
      found.append(occurrence)
    }
    if found.count > 1 {
      // Stable: of one time, the sources' order stays.
      found = found.enumerated().sorted { left, right in
        let leftKey = left.element.startMinute ?? -1
        let rightKey = right.element.startMinute ?? -1
        return leftKey != rightKey ? leftKey < rightKey : left.offset < right.offset
      }.map(\.element)
    }
    return found
  }
}

/// `text` on one line: each control character (a newline of an escaped SUMMARY) a space.
func singleLine(_ text: String) -> String {
  guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return text }
  return String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
}

/// `time` as JSON and the legend write it: `2026-12-03T09:30`, with `:SS` when the seconds are not
/// zero; the date alone (`2026-12-03`) for an all-day event.
func eventTimeText(_ time: LocalDateTime, isAllDay: Bool) -> String {
  let date = time.date
  var text = zeroPadded(date.year, 4) + "-" + zeroPadded(date.month, 2) + "-" + zeroPadded(date.day, 2)
  if isAllDay { return text }
  let second = time.secondOfDay
  text += "T" + zeroPadded(second / 3600, 2) + ":" + zeroPadded(second / 60 % 60, 2)
  if second % 60 != 0 { text += ":" + zeroPadded(second % 60, 2) }
  return text
}

/// `value` in decimal, zero-padded to `width` digits (a minus sign first for a negative year).
private func zeroPadded(_ value: Int, _ width: Int) -> String {
  let digits = String(value.magnitude)
  return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
}

extension EventSources {
  /// Appends the legend's line for each event on `day` of `index` (whose date's bytes are `date`), in the
  /// order of `occurrences(on:in:)`: `2026-12-03 09:30  Standup` for one that starts on the day at a time,
  /// `2026-12-03  Standup` for one without a time on it (an all-day event, or a day after an event's first).
  /// Written from the facts alone (the minute and the event they name), a line's bytes straight into
  /// `output`: a year of 100,000 weekly rules is 2.3 million lines.
  func appendEventLines(
    on day: DayFactIndex.Day, in index: DayFactIndex, date: UnsafeBufferPointer<UInt8>, to output: inout TextBuffer
  ) {
    if isSoleSource, let soleTitles = titles[0] {
      // One source's facts, by number: in time order (`EventDays.startMinute(ofFact:)`).
      withExtendedLifetime(soleTitles) {
        for position in day.factPositions {
          let fact = index.factNumber(at: position)
          EventSources.writeLine(
            date: date, minute: EventDays.startMinute(ofFact: fact), summary: soleTitles.titleBytes(ofFact: fact),
            to: &output)
        }
      }
      return
    }
    // The index runs a source's facts by number, which is time order; with several sources they are
    // merged by time, each source's in its order (a stable sort).
    var previousCode = -1
    var isInOrder = true
    for position in day.factPositions where index.kind(at: position) == .event {
      let code = index.factNumber(at: position) >> 21
      if code < previousCode { isInOrder = false }
      previousCode = code
    }
    if isInOrder {
      for position in day.factPositions where index.kind(at: position) == .event {
        appendLine(ofFactAt: position, in: index, date: date, to: &output)
      }
      return
    }
    let positions = day.factPositions.filter { index.kind(at: $0) == .event }.enumerated().sorted { left, right in
      let leftCode = index.factNumber(at: left.element) >> 21
      let rightCode = index.factNumber(at: right.element) >> 21
      return leftCode != rightCode ? leftCode < rightCode : left.offset < right.offset
    }
    for (_, position) in positions { appendLine(ofFactAt: position, in: index, date: date, to: &output) }
  }

  /// Appends the legend's line of the event fact at `position` of `index` on the day whose date's bytes are
  /// `date`, with each control character of its SUMMARY (a newline of an escaped one) a space, as
  /// `singleLine` makes it: in UTF-8 each is one byte, which no other character's bytes contain.
  private func appendLine(
    ofFactAt position: Int, in index: DayFactIndex, date: UnsafeBufferPointer<UInt8>, to output: inout TextBuffer
  ) {
    guard let source = titles[index.sourcePosition(at: position)] else { return }
    let fact = index.factNumber(at: position)
    let minute = EventDays.startMinute(ofFact: fact)
    withExtendedLifetime(source) {
      EventSources.writeLine(date: date, minute: minute, summary: source.titleBytes(ofFact: fact), to: &output)
    }
  }

  /// Appends the line `date` `HH:MM` (for a `minute`) and `summary`, each control byte of it a space.
  private static func writeLine(
    date: UnsafeBufferPointer<UInt8>, minute: Int?, summary: UnsafeBufferPointer<UInt8>, to output: inout TextBuffer
  ) {
    output.appendBytes(upTo: date.count + 6 + 2 + summary.count + 1) { cursor in
      cursor.write(date)
      if let minute {
        cursor.write(UInt8(ascii: " "))
        cursor.writeTwoDigits(minute / 60)
        cursor.write(UInt8(ascii: ":"))
        cursor.writeTwoDigits(minute % 60)
      }
      cursor.write(UInt8(ascii: " "))
      cursor.write(UInt8(ascii: " "))
      var byte = cursor.next
      cursor.write(summary)
      // The summary is looked at where it is kept, not where it was just copied: reading bytes back right after
      // the copy wrote them stalled the processor on every line.
      if summary.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
        while byte < cursor.next {
          if byte.pointee < 0x20 || byte.pointee == 0x7F { byte.pointee = UInt8(ascii: " ") }
          byte += 1
        }
      }
      cursor.write(UInt8(ascii: "\n"))
    }
  }
}

/// What the events of `request` could not show, a line each naming the `--ics` path: the events past the most a
/// calendar holds, and rules whose occurrences ran past the limit of an expansion (each source's `warnings`).
/// Found while the days are laid out, so asked after the calendar is made.
package func eventWarnings(of request: Request) -> [String] {
  // Only event sources have warnings yet: other runs ask no source.
  guard request.facts.kinds.contains(.event) else { return [] }
  var lines: [String] = []
  for position in 0..<request.facts.sourceCount {
    let name = request.facts.sourceName(at: position)
    lines += request.facts.source(at: position).warnings.map { "\(shown(name)): \($0)" }
  }
  return lines
}
