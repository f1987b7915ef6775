// HolidayJSON: a cell's holidays, make-up working days and whether it is a day off, in --json.

import CalendarCore
import Holidays

/// The holiday sources of a request, found once for every cell: each source position's `HolidayDays`,
/// `nil` for the other sources.
struct HolidayJSONSources {
  /// The holidays of each source position, or `nil` where the source gives none.
  let sources: [HolidayDays?]

  /// The holiday sources of `facts`, or `nil` when it has none (the cells are then as before).
  init?(_ facts: DayFacts) {
    guard facts.kinds.contains(.holiday) else { return nil }
    sources = facts.sources.map { $0.source as? HolidayDays }
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
        let kind = facts.kind(at: position)
        guard kind == .holiday || kind == .workingDay,
          let source = sources[facts.sourcePosition(at: position)]
        else { continue }
        let fact = facts.factNumber(at: position)
        let selection = source.selection
        var object = "{\"name\": " + jsonQuoted(source.label(ofFact: fact)) + ", \"country\": "
        object += jsonQuoted(selection.country.code)
        if let subdivision = selection.subdivision { object += ", \"subdivision\": " + jsonQuoted(subdivision) }
        if kind == .holiday {
          let category = source.category(ofFact: fact)
          if category == "public" { isPublicHoliday = true }
          holidays.append(object + ", \"category\": " + jsonQuoted(category) + "}")
        } else {
          workingDays.append(object + "}")
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
