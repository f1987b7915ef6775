// CalendarLayout's day cells: a month block's week lines and columns, laid out from its MonthBody.

import CalendarCore

/// The text of a month block's day cells, made from its `MonthBody` and the layout's settings
/// alone, so that `BlockTextCache` may keep it under the body.
extension CalendarLayout {
  /// The lines of one block that `BlockTextCache` keeps: the six week rows side by side, or with
  /// `-v` the seven weekday columns and, with `-w`, the line of week numbers.
  var blockLineCount: Int {
    guard request.isVertical else { return MonthGrid.rowCount }
    return MonthGrid.columnCount + (request.weekNumbering == nil ? 0 : 1)
  }

  /// Line `line` of the block `body` describes, without the gutter or the newline after it.
  func appendBlockLine(_ line: Int, of body: MonthBody, to output: inout TextBuffer) {
    guard request.isVertical else {
      appendWeekRow(line, of: body, to: &output)
      return
    }
    guard line < MonthGrid.columnCount else {
      for row in 0..<MonthGrid.rowCount { appendWeekNumber(body.weekNumber(ofRow: row), width: dayWidth, to: &output) }
      return
    }
    for row in 0..<MonthGrid.rowCount {
      appendCell(row * MonthGrid.columnCount + line, of: body, width: dayWidth, to: &output)
    }
  }

  /// A week row: its number with `-w`, then its seven cells, the first without its space unless
  /// a week number stands before it.
  private func appendWeekRow(_ row: Int, of body: MonthBody, to output: inout TextBuffer) {
    var width = dayWidth - 1
    if request.weekNumbering != nil {
      appendWeekNumber(body.weekNumber(ofRow: row), width: 2, to: &output)
      width = dayWidth
    }
    for column in 0..<MonthGrid.columnCount {
      appendCell(row * MonthGrid.columnCount + column, of: body, width: width, to: &output)
      width = dayWidth
    }
  }

  /// Cell `index` (0...41): its number right-aligned in `width`, with its colours around the
  /// digits; blanks for an adjacent month's day unless `--fill` shows it.
  // Inlined into the rows' and columns' loops, as the compiler chose before the moon's colour
  // made the cells' code larger: each of a month's 42 cells goes through it.
  @inline(__always)
  private func appendCell(_ index: Int, of body: MonthBody, width: Int, to output: inout TextBuffer) {
    let adjacentRun: NumberRun
    let position: Int
    if index < body.leading.count {
      (adjacentRun, position) = (body.leading, index)
    } else if index - body.leading.count < body.days.count {
      appendDay(index, number: body.days.number(at: index - body.leading.count), of: body, width: width, to: &output)
      return
    } else {
      (adjacentRun, position) = (body.trailing, index - body.leading.count - body.days.count)
    }
    guard request.showsAdjacentDays else {
      output.appendSpaces(width)
      return
    }
    // The adjacent months' marked days are marked too: they are real days in the grid.
    let color = style.theme.adjacent
    let markColor = factColor(body.factKinds(ofCell: index))
    output.appendNumber(
      adjacentRun.number(at: position), width: width, before: style.start(color, markColor),
      after: style.end(color, markColor))
  }

  /// A cell of the month's own days, coloured by its weekday, as today and as marked.
  @inline(__always)
  private func appendDay(_ index: Int, number: Int, of body: MonthBody, width: Int, to output: inout TextBuffer) {
    guard style.isEnabled else {
      output.appendNumber(number, width: width)
      return
    }
    let weekday = request.firstWeekday.advanced(by: index % MonthGrid.columnCount)
    // The weekend of the cell's day where the weekend changed, else the one of every day.
    let weekend = body.weekendDays(ofCell: index) ?? request.weekend.current
    let restDay = request.weekend.restDay(among: weekend)
    let weekendColor = style.dayColor(of: weekday, weekend: weekend, restDay: restDay)
    let todayColor = index == body.todayCell ? style.theme.today : .none
    if request.facts.isEmpty {
      output.appendNumber(
        number, width: width, before: style.start(weekendColor, todayColor), after: style.end(weekendColor, todayColor))
      return
    }
    let kinds = body.factKinds(ofCell: index)
    let markColor = factColor(kinds)
    let dayColor = kinds.isDisjoint(with: .dayColors) ? weekendColor : holidayColor(kinds)
    output.appendNumber(
      number, width: width, before: style.start(dayColor, todayColor, markColor),
      after: style.end(dayColor, todayColor, markColor))
  }

  /// The colour of a cell holding facts of `kinds`: the mark colour for a marked day, the event colour
  /// for a day with events, the moon colour for a day of a moon phase, joined where a day has several.
  func factColor(_ kinds: DayFactKinds) -> GraphicRendition {
    if kinds.isDisjoint(with: .joinedColors) { return kinds.contains(.mark) ? style.theme.mark : .none }
    return kinds.contains(.event) ? joinedFactColor(kinds) : moonColor(kinds)
  }

  /// `factColor(_:)` of a day with events: the colours of its kinds (mark, event, moon phase) joined as
  /// one rendition, each once (a marked day with an event is underlined once); a join too long for one
  /// rendition keeps the first.
  @inline(never)
  private func joinedFactColor(_ kinds: DayFactKinds) -> GraphicRendition {
    var parts: [String] = []
    for (kind, color) in [(DayFactKind.mark, style.theme.mark), (.event, style.theme.event), (.moonPhase, style.theme.moon)]
    where kinds.contains(kind.asSet) && !color.isNone && !parts.contains(color.parameters) {
      parts.append(color.parameters)
    }
    guard let first = parts.first else { return .none }
    return GraphicRendition(parameters: parts.joined(separator: ";")) ?? GraphicRendition(parameters: first) ?? .none
  }

  /// The colour of a holiday's digits, or of a make-up working day's (the workday colour, though it falls
  /// on a weekend); a holiday wins over a working day where both are given (two countries).
  @inline(never)
  func holidayColor(_ kinds: DayFactKinds) -> GraphicRendition {
    kinds.contains(.holiday) ? style.theme.holiday : style.theme.workday
  }

  /// `factColor(_:)` of a day of a moon phase: out of line, so that the cells' code stays small
  /// enough to be inlined where no moon is shown (each cell of every calendar).
  @inline(never)
  private func moonColor(_ kinds: DayFactKinds) -> GraphicRendition {
    if !kinds.contains(.mark) || style.theme.mark.isNone { return style.theme.moon }
    if style.theme.moon.isNone { return style.theme.mark }
    // Both, as one rendition; a pair too long for one (settings of 16 bytes or more) keeps the mark's.
    let both = style.theme.mark.parameters + ";" + style.theme.moon.parameters
    return GraphicRendition(parameters: both) ?? style.theme.mark
  }

  /// A week number right-aligned in `width`, blanks for a row without days; the week asked for
  /// with `--week=N` is coloured.
  private func appendWeekNumber(_ number: Int?, width: Int, to output: inout TextBuffer) {
    guard let number else {
      output.appendSpaces(width)
      return
    }
    let color = number == request.requestedWeek ? style.theme.weekNumber : style.theme.weeks
    output.appendNumber(number, width: width, before: style.start(color), after: style.end(color))
  }
}
