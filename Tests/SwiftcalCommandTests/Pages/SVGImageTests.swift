// Tests of --format svg: an image that parses as XML and draws the grid the page has.

import CalendarCore
import Testing

@testable import SwiftcalCommand

@Suite("--format svg")
struct SVGImageTests {
  /// The image `arguments` make (with `--format svg`), in the C locale.
  func image(_ arguments: [String]) throws -> String {
    renderSVG(try request(["--format", "svg"] + arguments), names: .posix, setup: testSetup)
  }

  @Test("a month: the days of the page's grid, one group each, with text as text")
  func sameGridAsThePage() throws {
    let svg = try image(["-3", "12", "2026"])
    let page = renderHTML(try request(["--format", "html", "-3", "12", "2026"]), names: .posix, setup: testSetup)
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(values(of: "data-date", on: "g", in: svg) == values(of: "datetime", on: "time", in: page))
    #expect(occurrences(of: "<g class=\"month\"", in: svg) == 3)
    #expect(occurrences(of: "<text class=\"caption\"", in: svg) == 3)
    #expect(svg.contains(">December 2026</text>"))
    #expect(occurrences(of: "<text class=\"number\"", in: svg) == 126)
    // The boxes' sizes are written as literals: they must be the geometry's.
    let box = "width=\"\(SVGGeometry.cellWidth)\" height=\"\(SVGGeometry.cellHeight)\"/>"
    #expect(occurrences(of: box, in: svg) == 126)
  }

  // Columns: arguments, in every case an image that must parse as XML.
  @Test(
    "images parse as XML",
    arguments: [
      ["12", "2026"], ["-y", "2027"], ["-w", "-j", "-3", "1", "2027"], ["--moon", "--calendar", "persian", "-n", "5"],
      ["--sun", "78.2232,15.6267", "--moon", "-j", "-y", "2027"],
      ["--mark", "2026-12-25=</svg><script>alert(1)</script>", "--today", "2026-12-25", "12", "2026"],
    ])
  func wellFormed(arguments: [String]) throws {
    let svg = try image(arguments)
    #expect(MarkupChecker(isXML: true).problems(in: svg) == [])
    #expect(!svg.contains("<script"))
  }

  @Test("a long label is cut to its box with an ellipsis, and given whole in the day's title")
  func longLabels() throws {
    let label = "A holiday with a name far longer than its box"
    let svg = try image(["--mark", "2026-12-25=\(label)", "12", "2026"])
    #expect(svg.contains("<title>\(label)</title>"))
    #expect(svg.contains(">A holiday…</text>"))
    let wide = try image(["--mark", "2026-12-25=年末年始の休業日です", "12", "2026"])
    #expect(wide.contains(">年末年始…</text>"))
  }

  @Test("-y: four months across, three rows, under the year's heading")
  func year() throws {
    let svg = try image(["-y", "2027"])
    // Margins of 16, months 7 × 56 wide and 30 + 20 + 6 × 46 high, gaps of 24, a heading of 44.
    let width = 2 * 16 + 4 * 392 + 3 * 24
    let height = 2 * 16 + 44 + 3 * 326 + 2 * 24
    #expect(svg.contains("viewBox=\"0 0 \(width) \(height)\""))
    #expect(svg.contains("<text class=\"heading\""))
    #expect(occurrences(of: "<g class=\"month\"", in: svg) == 12)
  }
}
