// EventSources: a request's --ics sources, and a day's events read from them in time order.

import CalendarCore
import Events
import FileFormats

/// The `--ics` sources of a request, found once for every day shown: each source position's
/// `EventDays`, `nil` for the other sources.
struct EventSources {
  /// The events of each source position, or `nil` where the source gives none.
  let sources: [EventDays?]

  /// The event sources of `facts`, or `nil` when it has none.
  init?(_ facts: DayFacts) {
    guard facts.kinds.contains(.event) else { return nil }
    sources = facts.sources.map { $0.source as? EventDays }
  }

  /// The events on `day` of `index`, in time order: those without a time on the day (all-day ones, and
  /// those that began a day before) first, then by the time they start; of one time, in the order of
  /// the sources and their files.
  func occurrences(on day: DayFactIndex.Day, in index: DayFactIndex) -> [EventOccurrence] {
    var found: [EventOccurrence] = []
    for position in day.factPositions where index.kind(at: position) == .event {
      guard let source = sources[index.sourcePosition(at: position)] else { continue }
      found.append(source.occurrence(ofFact: index.factNumber(at: position), onDay: day.julianDay))
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
func eventTimeText(_ time: Events.LocalDateTime, isAllDay: Bool) -> String {
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

/// Appends the legend's line for each of `occurrences`, on the day `year`-`month`-`day`:
/// `2026-12-03 09:30  Standup` for one that starts on the day at a time, `2026-12-03  Standup` for one
/// without a time on it (an all-day event, or a day after an event's first).
func appendEventLines(
  _ occurrences: [EventOccurrence], year: Int, month: Int, day: Int, to output: inout TextBuffer
) {
  for occurrence in occurrences {
    output.appendZeroPadded(year, width: 4)
    output.append("-")
    output.appendZeroPadded(month, width: 2)
    output.append("-")
    output.appendZeroPadded(day, width: 2)
    if let minute = occurrence.startMinute {
      output.append(" ")
      output.appendZeroPadded(minute / 60, width: 2)
      output.append(":")
      output.appendZeroPadded(minute % 60, width: 2)
    }
    output.append("  ")
    output.append(singleLine(occurrence.summary))
    output.append("\n")
  }
}

/// What the events of `request` could not show, a line each naming the `--ics` path: the events past the most a
/// calendar holds, and rules whose occurrences ran past the limit of an expansion. Found while the days are laid
/// out, so asked after the calendar is made.
package func eventWarnings(of request: Request) -> [String] {
  guard request.facts.kinds.contains(.event) else { return [] }
  var lines: [String] = []
  for (source, name) in request.facts.sources {
    guard let events = source as? EventDays else { continue }
    lines += events.warnings.map { "\(shown(name)): \($0)" }
  }
  return lines
}
