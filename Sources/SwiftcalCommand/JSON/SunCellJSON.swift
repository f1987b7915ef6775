// SunCellJSON: a cell's sunrise and sunset, and its polar day or night, in --json.

import CalendarCore

/// The writer of a cell's sunrise and sunset in JSON, read from the value of its day fact (`DayFactValue.sunTimes`);
/// made only for a request that shows them (`--sun`).
struct SunCellJSON {
  /// The writer of the sunrises and sunsets of `facts`, or `nil` when it has none (the cells are then as before).
  init?(_ facts: DayFacts) {
    guard facts.kinds.contains(.sunTimes) else { return nil }
  }

  /// Appends a cell's `"sunrise"` and `"sunset"` from the facts on `day` (`nil`: none), local times or `null`
  /// for none that day, and on a polar day or night `"sun"`:
  ///
  ///     , "sunrise": "06:47", "sunset": "16:28"
  ///     , "sunrise": null, "sunset": null, "sun": "polar-night"
  ///
  /// A day without a fact (outside the years the times are computed for, or one its clocks skip) has `null` for both.
  func appendCell(day: DayFactIndex.Day?, in facts: DayFactIndex, to output: inout TextBuffer) {
    var times = SunTimes.times(sunriseMinute: nil, sunsetMinute: nil)
    if let day {
      // The kind first: only the sun's value is asked for.
      for position in day.factPositions where facts.kind(at: position) == .sunTimes {
        if case .sunTimes(let value) = facts.value(at: position) { times = value }
      }
    }
    // Written as bytes, as the other calendars' dates are: a cell of every day.
    output.appendBytes(upTo: 80) { cursor in
      switch times {
      case .times(let sunrise, let sunset):
        write(", \"sunrise\": ", to: &cursor)
        writeTime(sunrise, to: &cursor)
        write(", \"sunset\": ", to: &cursor)
        writeTime(sunset, to: &cursor)
      case .polarDay: write(", \"sunrise\": null, \"sunset\": null, \"sun\": \"polar-day\"", to: &cursor)
      case .polarNight: write(", \"sunrise\": null, \"sunset\": null, \"sun\": \"polar-night\"", to: &cursor)
      }
    }
  }
}

/// Writes `"HH:MM"` for the minute of the day `minute`, or `null`.
private func writeTime(_ minute: Int?, to cursor: inout ByteCursor) {
  guard let minute else { return write("null", to: &cursor) }
  cursor.write(UInt8(ascii: "\""))
  cursor.writeTwoDigits(minute / 60)
  cursor.write(UInt8(ascii: ":"))
  cursor.writeTwoDigits(minute % 60)
  cursor.write(UInt8(ascii: "\""))
}

/// Writes `text`'s bytes at `cursor`.
private func write(_ text: StaticString, to cursor: inout ByteCursor) {
  text.withUTF8Buffer { cursor.write($0) }
}
