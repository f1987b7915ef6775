// renderAgendaJSON: the agenda's days as JSON (--agenda --json).

import CalendarCore

/// The agenda's days as JSON (`--agenda --json`): the settings the months' JSON begins with, then `"days"`,
/// the cell object (`JSONCellWriter`, as in the months' `"cells"`) of each day the text agenda lists, in
/// order:
///
///     {
///       "firstWeekday": "sunday", …, "today": "2026-12-21",
///       "days": [
///         {"date": "2026-12-25", "day": 25, "inMonth": true, "weekday": "friday", …, "holidays": [ … ]}
///       ]
///     }
/// - Parameters:
///   - chunkSize: how many bytes to gather before handing them to `emit`.
///   - emit: takes each chunk in order; returns `false` to stop early (say, on a write error).
package func renderAgendaJSON(_ request: Request, chunkSize: Int = 1 << 17, emit: (TextBuffer) -> Bool) {
  var output = TextBuffer(reservingCapacity: 16_384)
  appendSettings(of: request, to: &output)
  output.append("  \"days\": [")
  let cells = JSONCellWriter(request)
  var isFirst = true
  let goesOn = forEachAgendaDay(of: request) { cell, day, index, _ in
    let opening = isFirst ? "\n    {\"date\": \"" : "},\n    {\"date\": \""
    isFirst = false
    cells.append(cell, reform: request.reform, day: day, in: index, opening: opening, to: &output)
    guard output.count >= chunkSize else { return true }
    defer { output = TextBuffer(reservingCapacity: 16_384) }
    return emit(output)
  }
  guard goesOn else { return }
  output.append(isFirst ? "]\n}\n" : "}\n  ]\n}\n")
  _ = emit(output)
}
