// OtherCalendarRows: the other calendars' dates under a row of month blocks' day lines, and their title lines.

/// The rows `--calendar NAME` adds to a row of month blocks: under each line of day numbers, a line per calendar
/// (in the order asked for) with each day's number in that calendar, and under the month titles a line per calendar
/// naming the months and year each civil month spans (`OtherCalendarWords`), in the `otherCalendar` colour.
///
/// A cell holding the first day of one of the calendar's months shows the month instead (`Tis`, `M10`, `10月`), so
/// that a reader can follow its months. The label starts after the cell's separating space and may run over the
/// blank columns of the next cell in the line but one, which keeps a space before the next number: in a week line
/// the next day is day 2 of that month, and with `-v` day 8, both a single digit. A label that does not fit takes a
/// narrower form, and when none fits the cell shows its day number, 1.
///
/// With `-v` a calendar's line goes under each weekday's line, and under the week numbers' line none. The work is
/// done by `OtherCalendarCells`.
///
/// A class, so that a rendering without other calendars carries one empty reference for it, which costs no
/// copying of its arrays and nothing to set up at start-up. What it keeps is one struct, changed through one access
/// a call: each use of a class's stored property is checked for exclusive access, and a row's walk makes hundreds.
/// Its calls are never inlined: inlined into `BlockRowWriter.appendRow`, they change how the compiler lays out
/// that function's loop for every rendering, with other calendars or not, and long ranges ran slower.
final class OtherCalendarRows {
  /// The cells, titles and labels of the row being written.
  private var cells: OtherCalendarCells

  /// The rows of the calendars `layout`'s request asks for, which must be some.
  init(layout: CalendarLayout) {
    cells = OtherCalendarCells(layout: layout)
  }

  /// Finds the other calendars' dates and titles of the months `months` (indices into the request's months), a
  /// row of blocks.
  @inline(never)
  func startRow(of months: Range<Int>) {
    cells.startRow(of: months)
  }

  /// Finds the other calendars' dates and titles of a row of another calendar's months (`--main-calendar`), three
  /// numbers a block in `blocks`: its first cell's day, its first day and its day count.
  @inline(never)
  func startRow(ofMainBlocks blocks: [Int]) {
    cells.startRow(ofMainBlocks: blocks)
  }

  /// The calendars' years that the days from `firstDay` through `lastDay` span, a line each, centred in `width`
  /// columns under a main calendar's year heading.
  @inline(never)
  func appendYearLines(from firstDay: Int, through lastDay: Int, width: Int, to output: inout TextBuffer) {
    cells.appendYearLines(from: firstDay, through: lastDay, width: width, to: &output)
  }

  /// The calendars' years that civil year `year` spans, a line each, centred in `width` columns under the year's
  /// heading (`-y`).
  @inline(never)
  func appendYearLines(ofYear year: Int, width: Int, to output: inout TextBuffer) {
    cells.appendYearLines(ofYear: year, width: width, to: &output)
  }

  /// The calendars' title lines, a line each, centred under the blocks' titles (left-aligned with `-v`).
  @inline(never)
  func appendTitleLines(to output: inout TextBuffer) {
    cells.appendTitleLines(to: &output)
  }

  /// The row's lines of cells (the bytes past the last end are not the lines'), and where the lines under each of
  /// the blocks' lines end in them: under each week row, or with `-v` under each weekday line (none under the week
  /// numbers' line), a line per calendar.
  var lines: (bytes: [UInt8], ends: [Int]) { (cells.lineBytes, cells.lineEnds) }
}
