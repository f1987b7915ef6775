// VTimeZoneReader: a VTIMEZONE's STANDARD and DAYLIGHT parts read as observances (RFC 5545, 3.6.5).

import Events

/// One STANDARD or DAYLIGHT part of a VTIMEZONE: from its DTSTART (local time, in the offset before it,
/// TZOFFSETFROM) the zone keeps TZOFFSETTO, again at each start its RRULE and RDATEs give.
struct VTimeZoneObservance: Hashable, Sendable {
  /// Whether it is a DAYLIGHT part.
  var isDaylight: Bool
  /// DTSTART: its first start, on the wall clock of the offset before it.
  var start: LocalDateTime
  /// TZOFFSETFROM, seconds east of UTC.
  var offsetFrom: Int
  /// TZOFFSETTO, seconds east of UTC.
  var offsetTo: Int
  /// RRULE's text, if any.
  var ruleText: String?
  /// RDATEs: more starts, on the same wall clock as DTSTART.
  var extraStarts: [LocalDateTime]
  /// TZNAME, if any.
  var abbreviation: String?
}

/// Reads VTIMEZONE components.
enum VTimeZoneReader {
  /// The observances of `component`, a VTIMEZONE; parts that cannot be read are skipped with a warning.
  static func observances(of component: ICalendarComponent, log: inout ICalendarWarningLog) -> [VTimeZoneObservance] {
    var result: [VTimeZoneObservance] = []
    let tzid = component.property("TZID")?.value ?? ""
    for part in component.components where part.name == "STANDARD" || part.name == "DAYLIGHT" {
      guard let startProperty = part.property("DTSTART"),
        let start = DateTimeValue.parse(startProperty.value[...], tzid: nil)?.wallClockIgnoringZone,
        let from = part.property("TZOFFSETFROM").flatMap({ utcOffset($0.value) }),
        let to = part.property("TZOFFSETTO").flatMap({ utcOffset($0.value) })
      else {
        log.add(
          line: part.line,
          "\(part.name) of VTIMEZONE '\(shown(tzid))' lacks a valid DTSTART, TZOFFSETFROM or TZOFFSETTO: skipped")
        continue
      }
      var extraStarts: [LocalDateTime] = []
      for rdate in part.properties(named: "RDATE") {
        for text in rdate.value.split(separator: ",") {
          if let time = DateTimeValue.parse(text, tzid: nil)?.wallClockIgnoringZone { extraStarts.append(time) }
        }
      }
      result.append(
        VTimeZoneObservance(
          isDaylight: part.name == "DAYLIGHT", start: start, offsetFrom: from, offsetTo: to,
          ruleText: part.property("RRULE")?.value, extraStarts: extraStarts,
          abbreviation: part.property("TZNAME").map { TextValue.unescaped($0.value) }))
    }
    return result
  }

  /// The zone `component` defines, or `nil` when it cannot be made.
  ///
  /// SEAM (zones work, Sources/Events/TimeZones): `ZoneRules(name:observances:through:)` makes the zone
  /// from the observances once it is on main. Until then no VTIMEZONE is turned into a zone, and its
  /// TZID is looked up in the system's zone database instead (it is listed in `systemZoneNames`), which
  /// gives the same offsets for the IANA names Google, Apple and Thunderbird write.
  static func zoneRules(of component: ICalendarComponent, log: inout ICalendarWarningLog) -> ZoneRules? {
    nil
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
