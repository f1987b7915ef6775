// The fuzz target's invariants of rendered text: widths, line counts, colour and the marks' legend.

import CalendarCore
@testable import SwiftcalCommand

extension FuzzCase {
  /// The invariants of the rendered text: every line within the width of the blocks laid out,
  /// the output ending with a newline, and colour adding escape codes and nothing else. With
  /// marks, the calendar is the one without them and only a legend follows.
  func renderingFailures(_ request: Request, terminal: TerminalInfo) -> [String] {
    var failures: [String] = []
    let wholePlain = renderCalendar(request, names: names, style: .plain, terminal: terminal).text
    var plain = wholePlain
    if !request.facts.isEmpty {
      var unmarked = request
      unmarked.facts = DayFacts()
      let calendar = renderCalendar(unmarked, names: names, style: .plain, terminal: terminal).text
      guard plain.utf8.starts(with: calendar.utf8) else { return ["marks changed the calendar above the legend"] }
      let legend = String(decoding: plain.utf8.dropFirst(calendar.utf8.count), as: UTF8.self)
      failures += FuzzCase.legendFailures(legend, request: request)
      plain = calendar
    }
    let theme = Theme(colorSettings: environment["SWIFTCAL_COLORS"] ?? "")
    let colored = renderCalendar(request, names: names, style: Style(isEnabled: true, theme: theme), terminal: terminal)
      .text
    let width = FuzzCase.layoutWidth(request, names: names, terminal: terminal)
    if plain.last != "\n" { failures.append("output does not end with a newline") }
    // Lines split at the newline byte: as Characters, a name ending in "\r" would join "\r\n".
    for line in plain.utf8.split(separator: 10).map(Substring.init) where displayWidth(line) > width {
      failures.append("line wider than \(width) columns: \(line.debugDescription)")
      break
    }
    if withoutEscapeCodes(colored) != withoutEscapeCodes(wholePlain) {
      failures.append("colour changed more than escape codes")
    }
    // Names holding a newline (only made-up ones do) add lines of their own.
    let namesBreakLines = (names.monthNames + names.weekdayAbbreviations).contains { $0.utf8.contains(10) }
    let lineCount = plain.utf8.count { $0 == 10 }
    let expectedLines = FuzzCase.lineCount(request, names: names, terminal: terminal)
    if !namesBreakLines && lineCount != expectedLines {
      failures.append("\(lineCount) lines instead of \(expectedLines)")
    }
    return failures
  }

  /// The invariants of a legend: nothing, or an empty line and then lines that each start with
  /// a date (and an event's `HH:MM`), in order, that exists in the reform and is in the months shown.
  static func legendFailures(_ legend: String, request: Request) -> [String] {
    if legend.isEmpty { return [] }
    let lines = legend.utf8.split(separator: 10, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    guard lines.first == "", lines.last == "", lines.count >= 3 else {
      return ["malformed legend: \(legend.prefix(200))"]
    }
    var previous = ""
    for line in lines.dropFirst().dropLast() {
      // In bytes: a label may start with a combining mark, which joins the space before it into
      // one Character.
      let date = String(decoding: line.utf8.prefix { $0 != UInt8(ascii: " ") }, as: UTF8.self)
      // A day's events follow its marks and holidays on lines of their own, those at a time with it.
      let isInOrder = date.count > previous.count || (date.count == previous.count && date >= previous)
      let rest = Array(line.utf8.dropFirst(date.utf8.count))
      let isClock = rest.count >= 6 && rest[0] == 0x20 && rest[3] == UInt8(ascii: ":")
        && [1, 2, 4, 5].allSatisfy { (48...57).contains(rest[$0]) }
      let label = isClock ? Array(rest.dropFirst(6)) : rest
      guard date.count >= 10, isInOrder, label.isEmpty || label.starts(with: [0x20, 0x20]) else {
        return ["legend line out of order or malformed: \(line.debugDescription)"]
      }
      guard let marked = FuzzCase.date(date), request.reform.isValid(marked), marked.description == date,
        request.months.first <= marked.yearMonth, marked.yearMonth <= request.months.last
      else {
        return ["legend names a day that does not exist or is not shown: \(date) in \(request.months)"]
      }
      previous = date
    }
    return []
  }

  /// How many lines the output has: the year header and its blank line, then for each row of
  /// blocks its titles, the weekday line and six weeks (vertical: the titles, seven weekdays,
  /// the week numbers, and a blank line between rows).
  static func lineCount(_ request: Request, names: LocaleNames, terminal: TerminalInfo) -> Int {
    let metrics = LayoutMetrics(request: request, names: names, terminal: terminal)
    if request.mainCalendar != nil {
      // `--main-calendar`: under the year's heading the civil years and the other calendars' years; each row's
      // titles, civil months, other calendars' months and weekday names; under each week its civil and other rows.
      let perRow = request.mainMonthCount > 1 ? max(metrics.monthsPerRow, 1) : 1
      let rows = (request.mainMonthCount + perRow - 1) / perRow
      let others = request.calendars.count
      let header = request.mainYearHeader == nil || request.mainMonthCount == 0 ? 0 : 3 + others
      return header + rows * (3 + others + MonthGrid.rowCount * (2 + others))
    }
    let rows = (request.months.count + metrics.monthsPerRow - 1) / metrics.monthsPerRow
    // `--calendar`: a line for each other calendar under the year's heading, under a row's month titles,
    // and under each line of day numbers (with `-v`, each weekday's line; none under the week numbers').
    let others = request.calendars.count
    let titleLines = (metrics.titleNeedsTwoLines && request.yearHeader == nil ? 2 : 1) + others
    let header = request.yearHeader == nil ? 0 : 2 + others
    guard request.isVertical else { return header + rows * (titleLines + 1 + MonthGrid.rowCount * (1 + others)) }
    let weekLine = request.weekNumbering == nil ? 0 : 1
    return header + rows * (titleLines + MonthGrid.columnCount * (1 + others) + weekLine) + rows - 1
  }

  /// The widest a line may be: the blocks of a row with the gutters between them (and, when
  /// vertical, the weekday column before them and a gutter after every title). A year header is
  /// centred over the horizontal blocks even when they are vertical, as util-linux does, so with
  /// `-v -y` it is a column wider than the blocks below it.
  static func layoutWidth(_ request: Request, names: LocaleNames, terminal: TerminalInfo) -> Int {
    let metrics = LayoutMetrics(request: request, names: names, terminal: terminal)
    if request.mainCalendar != nil {
      let perRow = request.mainMonthCount > 1 ? max(metrics.monthsPerRow, 1) : 1
      // The year's heading is centred over the row, cut to 299 bytes when the row is wider.
      return perRow * metrics.blockWidth + (perRow - 1) * metrics.gutter
    }
    let perRow = min(metrics.monthsPerRow, request.months.count)
    var horizontal = perRow * metrics.blockWidth + (perRow - 1) * metrics.gutter
    if request.yearHeader != nil {
      // The year is centred over a full row of blocks, as many as --columns asks for, cut to 299 bytes.
      let fullRow = metrics.monthsPerRow * metrics.blockWidth + (metrics.monthsPerRow - 1) * metrics.gutter
      horizontal = max(horizontal, min(fullRow, utilLinuxLineLimit))
    }
    guard request.isVertical else { return horizontal }
    let vertical = metrics.dayWidth + 1 + perRow * (metrics.dayWidth * MonthGrid.rowCount + metrics.gutter)
    return request.yearHeader == nil ? vertical : max(vertical, horizontal)
  }
}
