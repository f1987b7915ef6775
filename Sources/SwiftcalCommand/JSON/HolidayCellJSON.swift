// HolidayCellJSON: a cell's holidays, make-up working days and whether it is a day off, in --json.

import CalendarCore

/// The writer of a cell's holidays in JSON, read from the values of its day facts (`DayFactValue.holiday` and
/// `.workingDay`); made only for a request that shows holidays.
struct HolidayCellJSON {
  /// The writer of the holidays of `facts`, or `nil` when it has none (the cells are then as before).
  init?(_ facts: DayFacts) {
    guard facts.kinds.contains(.holiday) else { return nil }
  }

  /// Appends a cell's `"holidays"`, `"workingDays"` and `"dayOff"` from the facts on `day` (`nil`: none):
  ///
  ///     , "holidays": [{"name": "Substitute Holiday", "country": "JP", "category": "public"}],
  ///     "workingDays": [], "dayOff": true
  ///
  /// `dayOff` holds when the cell is a weekend day (`--weekend`) or a public holiday, and no make-up
  /// working day.
  func appendCell(day: DayFactIndex.Day?, in facts: DayFactIndex, isWeekend: Bool, to output: inout TextBuffer) {
    var holidays: [String] = []
    var workingDays: [String] = []
    var isPublicHoliday = false
    if let day {
      for position in day.factPositions {
        // Only these kinds' values are asked for: an event's is its occurrence, found anew.
        let kind = facts.kind(at: position)
        guard kind == .holiday || kind == .workingDay else { continue }
        let value = facts.value(at: position)
        let object = { (country: String, subdivision: String?) in
          "{\"name\": " + jsonQuoted(facts.label(at: position)) + ", \"country\": " + jsonQuoted(country)
            + (subdivision.map { ", \"subdivision\": " + jsonQuoted($0) } ?? "")
        }
        switch value {
        case .holiday(let country, let subdivision, let category):
          if category == "public" { isPublicHoliday = true }
          holidays.append(object(country, subdivision) + ", \"category\": " + jsonQuoted(category) + "}")
        case .workingDay(let country, let subdivision):
          workingDays.append(object(country, subdivision) + "}")
        default: continue
        }
      }
    }
    output.append(", \"holidays\": [")
    output.append(holidays.joined(separator: ", "))
    output.append("], \"workingDays\": [")
    output.append(workingDays.joined(separator: ", "))
    let isDayOff = (isWeekend || isPublicHoliday) && workingDays.isEmpty
    output.append(isDayOff ? "], \"dayOff\": true" : "], \"dayOff\": false")
  }
}
