// SVGGeometry: where an SVG image puts its months and days, in pixels.

/// The sizes and positions of an SVG image's parts, in CSS pixels: months in rows of four for a year
/// and up to three otherwise, each a caption, a line of weekday names and six rows of seven boxes, with
/// a column of week numbers on the left for `-w`. A right-to-left image is the mirror of that, as its HTML
/// page lays itself out: the first month and the first weekday on the right, the week numbers on the right.
struct SVGGeometry {
  /// The space around the image and between months.
  static let margin = 16
  static let gap = 24
  /// The year's heading over a year's months.
  static let headingHeight = 44
  static let captionHeight = 30
  static let weekdayHeight = 20
  /// A day's box (written as literals in `appendDay`, which a test checks).
  static let cellWidth = 56
  static let cellHeight = 46
  static let weekNumberWidth = 24
  /// The lines of labels a box holds under its number.
  static let labelLineCount = 2
  /// The columns a label's line holds: 8 px type in a 56 px box with 3 px on either side, at about
  /// 0.6 em a column.
  static let labelColumns = 10

  /// Months side by side.
  let columns: Int
  /// Whether the week-number column is drawn.
  let showsWeekNumbers: Bool
  /// Whether the year's heading is drawn.
  let showsHeading: Bool
  let monthCount: Int
  /// Whether months and columns run from the right.
  let isRightToLeft: Bool

  init(request: Request, isRightToLeft: Bool) {
    self.isRightToLeft = isRightToLeft
    monthCount = PageMonth.count(in: request)
    columns = max(1, min(monthCount, request.isYearLayout ? 4 : 3))
    showsWeekNumbers = request.weekNumbering != nil
    showsHeading = PageMonth.hasHeading(request)
  }

  /// A month's width: seven boxes, and the week numbers.
  var monthWidth: Int { 7 * SVGGeometry.cellWidth + (showsWeekNumbers ? SVGGeometry.weekNumberWidth : 0) }
  /// A month's height: caption, weekday names, six rows.
  var monthHeight: Int { SVGGeometry.captionHeight + SVGGeometry.weekdayHeight + 6 * SVGGeometry.cellHeight }

  var imageWidth: Int { 2 * SVGGeometry.margin + columns * monthWidth + (columns - 1) * SVGGeometry.gap }
  var imageHeight: Int {
    let rows = (monthCount + columns - 1) / columns
    return 2 * SVGGeometry.margin + (showsHeading ? SVGGeometry.headingHeight : 0) + rows * monthHeight
      + max(rows - 1, 0) * SVGGeometry.gap
  }

  /// The top left corner of the month at `position` (0 for the first).
  func origin(ofMonthAt position: Int) -> (x: Int, y: Int) {
    let top = SVGGeometry.margin + (showsHeading ? SVGGeometry.headingHeight : 0)
    let column = isRightToLeft ? columns - 1 - position % columns : position % columns
    return (
      SVGGeometry.margin + column * (monthWidth + SVGGeometry.gap),
      top + position / columns * (monthHeight + SVGGeometry.gap)
    )
  }

  /// The left edge of the boxes of `column` (0...6, from the first weekday) within a month.
  func cellX(column: Int) -> Int {
    if isRightToLeft { return (6 - column) * SVGGeometry.cellWidth }
    return (showsWeekNumbers ? SVGGeometry.weekNumberWidth : 0) + column * SVGGeometry.cellWidth
  }

  /// The middle of the week numbers' column within a month: left of the boxes, or right of them.
  var weekNumberX: Int {
    isRightToLeft ? 7 * SVGGeometry.cellWidth + SVGGeometry.weekNumberWidth / 2 : SVGGeometry.weekNumberWidth / 2
  }
}
