// ICalendarExport: the days' holidays, marks and moon phases as an iCalendar file (`--format ics`).

import CalendarCore
import FileFormats

/// How writing an iCalendar file ended.
package enum ICalendarExportResult: Equatable, Sendable {
  /// The file was handed on whole.
  case written
  /// No day of the months shown holds a fact to write: nothing was handed on.
  case empty
  /// The reader went away (`emit` returned `false`).
  case readerGone
}

/// Writes the holidays, make-up working days, marks and moon phases on the days of `request`'s months as an
/// RFC 5545 calendar of all-day events, a VEVENT for each fact with a label, in date order, handing the bytes to
/// `emit` in parts:
///
///     BEGIN:VEVENT
///     UID:20260101-US-65536@swiftcal
///     DTSTAMP:20260101T000000Z
///     DTSTART;VALUE=DATE:20260101
///     DTEND;VALUE=DATE:20260102
///     SUMMARY:New Year's Day
///     CATEGORIES:public
///     TRANSP:TRANSPARENT
///     END:VEVENT
///
/// The bytes depend on the request alone, so that a calendar application subscribed to the file sees the same
/// events each time: DTSTAMP is the day's own date rather than the clock's, and a UID is the day, the source's
/// name (`US`, `marks`, `moon`) and the fact's number. Dates are Gregorian, as RFC 5545 has them, whatever
/// reform the months are shown in. A holiday's category (`public`, `bank`…) is its CATEGORIES; a make-up
/// working day's is `workday`, a mark's `mark` and a moon phase's `moon`. A fact without a label (a mark
/// given none), a label given twice on a day by one source and a day outside the years 1-9999 (which a DATE
/// cannot hold) are left out.
/// - Returns: how it ended; with `.empty`, `emit` was never called.
package func renderICalendar(
  _ request: Request, chunkSize: Int = 1 << 16, emit: ([UInt8]) -> Bool
) -> ICalendarExportResult {
  let facts = request.facts
  var lines = ContentLineWriter()
  lines.append("BEGIN:VCALENDAR")
  lines.append("VERSION:2.0")
  lines.append("PRODID:-//swiftcal//swiftcal \(swiftcalVersion)//EN")
  lines.append("CALSCALE:GREGORIAN")
  lines.append("METHOD:PUBLISH")
  let names = (0..<facts.sourceCount).filter { !facts.sourceKinds(at: $0).isDisjoint(with: .dayLine) }
    .map { facts.sourceName(at: $0) }
  lines.append("X-WR-CALNAME:" + TextValue.escaped("swiftcal: " + names.joined(separator: ", ")))
  let uidNames = (0..<facts.sourceCount).map { uidPart(facts.sourceName(at: $0)) }
  var eventCount = 0
  var cache = DayFactCache()
  let reform = request.reform
  var month = MonthDays(firstOf: request.months, reform: reform)
  for _ in request.months {
    // With `--main-calendar`, the days of its months alone.
    let days = request.shownDays(from: month.firstDay, through: month.firstDay + month.dayCount - 1)
    month = month.next(reform: reform)
    guard let days else { continue }
    let index = facts.index(ofDaysFrom: days.lowerBound, through: days.upperBound, reform: reform, cache: &cache, kinds: .dayLine)
    var readerIsThere = true
    index.forEachDay { day in
      // An iCalendar DATE has four digits of year: days outside 1-9999 cannot be written.
      let gregorian = Reform.gregorian.date(fromJulianDay: day.julianDay)
      guard readerIsThere, (1...9999).contains(gregorian.year) else { return }
      let date = compactDate(gregorian)
      let nextDate = compactDate(Reform.gregorian.date(fromJulianDay: day.julianDay + 1))
      // The day's UIDs and labels written, a fact given twice (one holiday of two included files) once.
      var written: [String] = []
      for position in day.factPositions {
        let kind = index.kind(at: position)
        guard DayFactKinds.dayLine.contains(kind.asSet) else { continue }
        let label = index.label(at: position)
        let source = index.sourcePosition(at: position)
        let uid = "\(date)-\(uidNames[source])-\(index.factNumber(at: position))@swiftcal"
        let labelKey = uidNames[source] + "\n" + label
        if label.isEmpty || written.contains(uid) || written.contains(labelKey) { continue }
        written += [uid, labelKey]
        lines.append("BEGIN:VEVENT")
        lines.append("UID:" + uid)
        lines.append("DTSTAMP:\(date)T000000Z")
        lines.append("DTSTART;VALUE=DATE:\(date)")
        lines.append("DTEND;VALUE=DATE:\(nextDate)")
        lines.append("SUMMARY:" + TextValue.escaped(label))
        lines.append("CATEGORIES:" + TextValue.escaped(category(of: index.value(at: position))))
        lines.append("TRANSP:TRANSPARENT")
        lines.append("END:VEVENT")
        eventCount += 1
      }
      if eventCount > 0 && lines.bytes.count >= chunkSize {
        readerIsThere = emit(lines.bytes)
        lines.removeAll()
      }
    }
    if !readerIsThere { return .readerGone }
  }
  if eventCount == 0 { return .empty }
  lines.append("END:VCALENDAR")
  return emit(lines.bytes) ? .written : .readerGone
}

/// `date` (of a year 1-9999) as an iCalendar DATE, `20260101`: its ISO form without the dashes.
private func compactDate(_ date: CivilDate) -> String { String(date.description.filter { $0 != "-" }) }

/// A source's name as a part of a UID: letters, digits and `-` kept, anything else `_`.
private func uidPart(_ name: String) -> String {
  String(
    String.UnicodeScalarView(
      name.unicodeScalars.map { scalar in
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-")
          ? scalar : "_"
      }))
}

/// The CATEGORIES of a fact with the value `value`.
private func category(of value: DayFactValue) -> String {
  switch value {
  case .holiday(_, _, let category): return category
  case .workingDay: return "workday"
  case .mark: return "mark"
  case .moonPhase: return "moon"
  case .solarTerm: return "solar-term"
  case .event, .calendarDate, .sunTimes, .rokuyo: return ""
  }
}
