// VTimeZoneReader: a VTIMEZONE's STANDARD and DAYLIGHT parts read as observances and made a zone (RFC 5545, 3.6.5).

import CalendarCore
import Events

/// Reads VTIMEZONE components into `ZoneObservance`s, from which `ZoneRules(name:observances:through:)`
/// makes the zone.
enum VTimeZoneReader {
  /// The observances of `component`, a VTIMEZONE. A part without a readable DTSTART, TZOFFSETFROM or
  /// TZOFFSETTO is skipped with a warning; a part whose RRULE cannot be read keeps its DTSTART and
  /// RDATEs, with a warning.
  static func observances(of component: ICalendarComponent, log: inout ICalendarWarningLog) -> [ZoneObservance] {
    var result: [ZoneObservance] = []
    let tzid = TextValue.unescaped(component.property("TZID")?.value ?? "")
    for part in component.components where part.name == "STANDARD" || part.name == "DAYLIGHT" {
      let properties = part.properties
      let positions = PartPositions(properties)
      guard let startProperty = positions.start.map({ properties[$0] }),
        let start = DateTimeValue.parse(startProperty.value[...], tzid: nil)?.wallClockIgnoringZone,
        let from = positions.offsetFrom.flatMap({ utcOffset(properties[$0].value) }),
        let to = positions.offsetTo.flatMap({ utcOffset(properties[$0].value) })
      else {
        log.add(
          line: part.line,
          "\(part.name) of VTIMEZONE '\(shown(tzid))' lacks a valid DTSTART, TZOFFSETFROM or TZOFFSETTO: skipped")
        continue
      }
      var rule: RecurrenceRule? = nil
      if let ruleProperty = positions.rule.map({ properties[$0] }) {
        do {
          rule = try RecurrenceRule(parsing: ruleProperty.value)
        } catch {
          log.add(
            line: ruleProperty.line,
            "RRULE of VTIMEZONE '\(shown(tzid))' not read (\(error)): its \(part.name) begins at DTSTART alone")
        }
      }
      var extraStarts: [LocalDateTime] = []
      for position in properties.indices where properties.kind(at: position) == .extraDate {
        for text in properties[position].value.split(separator: ",") {
          if let time = DateTimeValue.parse(text, tzid: nil)?.wallClockIgnoringZone { extraStarts.append(time) }
        }
      }
      result.append(
        ZoneObservance(
          isDaylight: part.name == "DAYLIGHT", start: start, offsetFrom: from, offsetTo: to, rule: rule,
          extraStarts: extraStarts, name: positions.name.map { TextValue.unescaped(properties[$0].value) }))
    }
    return result
  }

  /// Where the first of each property an observance is read from lies among a part's properties, found in one
  /// pass (a VTIMEZONE is read for the zone names a file needs and again for its zone), each property made only
  /// when it is read.
  private struct PartPositions {
    var start, rule, offsetFrom, offsetTo, name: Int?

    init(_ properties: ICalendarPropertyList) {
      for position in properties.indices {
        switch properties.kind(at: position) {
        case .start: start = start ?? position
        case .rule: rule = rule ?? position
        case .other:
          if properties.isNamed("TZOFFSETFROM", at: position) {
            offsetFrom = offsetFrom ?? position
          } else if properties.isNamed("TZOFFSETTO", at: position) {
            offsetTo = offsetTo ?? position
          } else if properties.isNamed("TZNAME", at: position) {
            name = name ?? position
          }
        default: break
        }
      }
    }
  }

  /// The zone `component` defines, its changes known through `lastYear`, or `nil` when none of its parts
  /// can be read (with the warnings of `observances(of:log:)`).
  ///
  /// Before the first onset it describes, RFC 5545 gives a VTIMEZONE no offset but that onset's TZOFFSETFROM,
  /// and exports often describe a zone from the year they were written (a Sydney VTIMEZONE whose first
  /// observance is 2006, from +0000): where its TZID is also a zone database name, `databaseZone`, that zone
  /// gives the offsets before the first onset, as the author meant; the VTIMEZONE's own from it on.
  static func zoneRules(
    of component: ICalendarComponent, through lastYear: Int, databaseZone: ZoneRules? = nil,
    log: inout ICalendarWarningLog
  ) -> ZoneRules? {
    let observances = observances(of: component, log: &log)
    guard !observances.isEmpty, let tzid = (component.property("TZID")?.value).map(TextValue.unescaped) else {
      return nil
    }
    let zone = ZoneRules(name: tzid, observances: observances, through: lastYear)
    guard let databaseZone else { return zone }
    let firstOnset = observances.map { $0.start.seconds &- $0.offsetFrom }.min()!
    return zone.preceded(by: databaseZone, before: firstOnset)
  }

  /// Whether `component` is a VTIMEZONE with a TZID and at least one part that can be read, without
  /// warnings: for `systemZoneNames`, before any zone is made.
  static func definesZone(_ component: ICalendarComponent) -> Bool {
    var log = ICalendarWarningLog()
    return component.property("TZID") != nil && !observances(of: component, log: &log).isEmpty
  }

  /// A UTC offset, `±HHMM` or `±HHMMSS` (RFC 5545, 3.3.14), in seconds east of UTC.
  static func utcOffset(_ text: String) -> Int? {
    let bytes = Array(text.utf8.filter { $0 != 0x20 })
    guard bytes.count == 5 || bytes.count == 7, bytes[0] == 0x2B || bytes[0] == 0x2D,
      let hours = DateTimeValue.number(bytes, 1, 2), let minutes = DateTimeValue.number(bytes, 3, 2), minutes < 60
    else { return nil }
    let seconds = bytes.count == 7 ? DateTimeValue.number(bytes, 5, 2) : 0
    guard let seconds, seconds < 60 else { return nil }
    let total = hours * 3600 + minutes * 60 + seconds
    return bytes[0] == 0x2D ? -total : total
  }
}

extension DateTimeValue {
  /// The wall-clock time it names, whatever its zone (a VTIMEZONE's DTSTART is local time by 3.6.5).
  var wallClockIgnoringZone: LocalDateTime {
    switch self {
    case .date(let julianDay): return LocalDateTime(julianDay: julianDay)
    case .floating(let time), .utc(let time), .zoned(let time, _): return time
    }
  }
}
