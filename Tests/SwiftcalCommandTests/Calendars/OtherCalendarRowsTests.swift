// OtherCalendarRowsTests: the rows and title lines --calendar adds to the text calendar.

import CalendarCore
import Testing

@testable import SwiftcalCommand

@Suite("Other calendars' rows (--calendar)")
struct OtherCalendarRowsTests {
  /// The first line where `actual` and `expected` differ, or `nil`.
  private func firstDifference(_ actual: String, _ expected: String) -> String? {
    let (actualLines, expectedLines) = (actual.split(separator: "\n", omittingEmptySubsequences: false),
      expected.split(separator: "\n", omittingEmptySubsequences: false))
    for index in 0..<max(actualLines.count, expectedLines.count) {
      let got = index < actualLines.count ? String(actualLines[index]) : "<none>"
      let wanted = index < expectedLines.count ? String(expectedLines[index]) : "<none>"
      if got != wanted { return "line \(index + 1): got '\(got)', expected '\(wanted)'" }
    }
    return nil
  }

  // Checked by hand against pyluach 2.x: 1 November 2026 is 21 Heshvan 5787, 11 December 2026 is 1 Tevet 5787,
  // 9 January 2027 is 1 Shevat 5787 (in the last column, where no label fits, so its day number shows).
  @Test("a Hebrew -3: a row of Hebrew days under each week, the months' first days labelled, titles under titles")
  func hebrewThreeMonths() throws {
    let expected = """
          November 2026         December 2026         January 2027    
       Heshvan–Kislev 5787    Kislev–Tevet 5787     Tevet–Shevat 5787 
      Su Mo Tu We Th Fr Sa  Su Mo Tu We Th Fr Sa  Su Mo Tu We Th Fr Sa
       1  2  3  4  5  6  7         1  2  3  4  5                  1  2
      21 22 23 24 25 26 27        21 22 23 24 25                 22 23
       8  9 10 11 12 13 14   6  7  8  9 10 11 12   3  4  5  6  7  8  9
      28 29 30 Kis 2  3  4  26 27 28 29 30 Tev 2  24 25 26 27 28 29  1
      15 16 17 18 19 20 21  13 14 15 16 17 18 19  10 11 12 13 14 15 16
       5  6  7  8  9 10 11   3  4  5  6  7  8  9   2  3  4  5  6  7  8
      22 23 24 25 26 27 28  20 21 22 23 24 25 26  17 18 19 20 21 22 23
      12 13 14 15 16 17 18  10 11 12 13 14 15 16   9 10 11 12 13 14 15
      29 30                 27 28 29 30 31        24 25 26 27 28 29 30
      19 20                 17 18 19 20 21        16 17 18 19 20 21 22
                                                  31                  
                                                  23                  

      """
    let text = try renderedText(["--calendar", "hebrew", "-3", "12", "2026"])
    #expect(firstDifference(text, expected) == nil, "\(firstDifference(text, expected) ?? "")")
  }

  // Checked against convertdate 2.4's islamic (the tabular calendar): 1 March 2026 is 12 Ramadan 1447 and
  // 20 March 2026 is 1 Shawwal 1447.
  @Test("an islamic-civil month: Ramadan into Shawwal 1447 AH")
  func islamicCivilMonth() throws {
    let expected = """
           March 2026     
        Ram–Shaw 1447 AH  
      Su Mo Tu We Th Fr Sa
       1  2  3  4  5  6  7
      12 13 14 15 16 17 18
       8  9 10 11 12 13 14
      19 20 21 22 23 24 25
      15 16 17 18 19 20 21
      26 27 28 29 30 Shw 2
      22 23 24 25 26 27 28
       3  4  5  6  7  8  9
      29 30 31            
      10 11 12            
                          
                          

      """
    let text = try renderedText(["--calendar", "islamic-civil", "3", "2026"])
    #expect(firstDifference(text, expected) == nil, "\(firstDifference(text, expected) ?? "")")
  }

  @Test("days before a calendar's first day stay blank: the Islamic era begins on 16 July 622 (Julian)")
  func daysOutsideTheCalendar() throws {
    let lines = try renderedText(["--calendar", "islamic-civil", "7", "622"]).split(separator: "\n")
    #expect(lines[1].split(separator: " ").joined(separator: " ") == "Muharram 1 AH")
    #expect(lines[4].allSatisfy { $0 == " " } && lines[6].allSatisfy { $0 == " " })
    #expect(lines[8] == "               Muh 2")
  }

  /// The output with every other calendar's line taken out: with `-v` a line under each weekday line, else under
  /// each week line; a title line under the titles.
  private func withoutOtherLines(_ text: String, calendars: Int, titleLines: Int, isVertical: Bool) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var kept: [String] = []
    var index = 0
    var isAfterTitles = false
    while index < lines.count {
      let line = lines[index]
      kept.append(line)
      index += 1
      if !isAfterTitles && kept.count == titleLines {
        index += calendars
        isAfterTitles = true
        continue
      }
      // Day lines: those with a digit after the title and header lines.
      let isDayLine = isAfterTitles && kept.count > titleLines + (isVertical ? 0 : 1)
        && (isVertical ? !line.hasPrefix("   ") || line.contains(where: \.isNumber) : true) && !line.isEmpty
      if isDayLine && index < lines.count { index += calendars }
    }
    lines = kept
    return lines.joined(separator: "\n")
  }

  @Test("taking the other calendars' lines out leaves the calendar byte for byte as without --calendar")
  func nothingElseChanges() throws {
    // Columns: options, title lines per row.
    for (options, titleLines) in [(["12", "2026"], 1), (["-j", "9", "2026"], 1), (["-w", "-f", "2", "2026"], 1)] {
      let plain = try renderedText(options)
      for calendars in [["hebrew"], ["hebrew", "islamic-civil"]] {
        let arguments = calendars.flatMap { ["--calendar", $0] } + options
        let shown = try renderedText(arguments)
        let stripped = withoutOtherLines(shown, calendars: calendars.count, titleLines: titleLines, isVertical: false)
        #expect(stripped == plain, "\(arguments)")
      }
    }
  }

  @Test("-3 and -y keep their widths: -3 fits 80 columns, every line of a row is as wide")
  func widths() throws {
    for arguments in [["-3"], ["-y"], ["-3", "-j"], ["-3", "-w"], ["-y", "-w"]] {
      for system in CalendarSystem.allCases {
        let text = try renderedText(["--calendar", system.name] + arguments + ["6", "2026"])
        let widths = Set(text.split(separator: "\n").map { displayWidth($0) })
        #expect(widths.count == 1, "\(system) \(arguments) \(widths)")
        if arguments == ["-3"] { #expect(widths.allSatisfy { $0 <= 80 }, "\(system)") }
      }
    }
  }

  @Test("-y: the years under the year's heading, a title line under each month's name")
  func year() throws {
    let text = try renderedText(["--calendar", "hebrew", "--calendar", "islamic-civil", "-y", "2026"])
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].split(separator: " ").joined(separator: " ") == "2026")
    #expect(lines[1] == "                             5786–5787                            ")
    #expect(lines[2] == "                           1447–1448 AH                           ")
    #expect(lines[3].isEmpty)
    #expect(lines[4].split(separator: " ").joined(separator: " ") == "January February March")
    #expect(lines[5] == "  Tevet–Shevat 5786      Shevat–Adar 5786        Adar–Nisan 5786  ")
    #expect(lines[14] == "11 12 13 14 15 16 17   15 16 17 18 19 20 21   15 16 17 18 19 20 21")
    #expect(lines[15] == "22 23 24 25 26 27 28   28 29 30 Ada 2  3  4   26 27 28 29 Nis 2  3")
    #expect(lines[16] == "22 23 24 25 26 27 28   27 28 29 Ram 2  3  4   26 27 28 29 30 Shw 2")
  }

  @Test("-j -w: cells four wide, the week-number column blank on the other calendar's row, a label in the last cell")
  func dayOfYearAndWeekNumbers() throws {
    let lines = try renderedText(["--calendar", "hebrew", "-j", "-w", "9", "2026"]).split(separator: "\n")
    #expect(lines[1] == "    Elul 5786–Tishrei 5787    ")
    #expect(lines[4] == "            19  20  21  22  23")
    #expect(lines[6] == "    24  25  26  27  28  29 Tis")
  }

  @Test("-v: a row under each weekday's line, labels running into the blank of the next week's cell")
  func vertical() throws {
    let lines = try renderedText(["--calendar", "hebrew", "-v", "10", "2026"]).split(separator: "\n")
    #expect(lines[1].split(separator: " ").joined(separator: " ") == "Tish–Hesh 5787")
    #expect(lines[2] == "Su     4 11 18 25   ")
    #expect(lines[3] == "      23 30  7 14   ")
    #expect(lines[5] == "      24 Hes 8 15   ")
  }

  @Test("-f: the adjacent months' days get their dates too")
  func adjacentDays() throws {
    let lines = try renderedText(["--calendar", "hebrew", "-f", "10", "2026"]).split(separator: "\n")
    #expect(lines[3] == "27 28 29 30  1  2  3")
    #expect(lines[4] == "16 17 18 19 20 21 22")
  }

  @Test("colour: the other calendar's numbers and titles in the otherCalendar colour, grey by default")
  func colour() throws {
    let text = try renderedText(["--calendar", "hebrew", "12", "2026"], colored: true)
    #expect(text.contains("\u{1B}[90mKislev–Tevet 5787\u{1B}[0m"))
    #expect(text.contains("      \u{1B}[90m21\u{1B}[0m \u{1B}[90m22\u{1B}[0m"))
    #expect(text.contains(" \u{1B}[90mTev\u{1B}[0m \u{1B}[90m2\u{1B}[0m"))
    var theme = Theme.standard
    theme.otherCalendar = "2"
    let dim = try renderedText(["--calendar", "hebrew", "12", "2026"], colored: true, theme: theme)
    #expect(dim.contains("\u{1B}[2mKislev–Tevet 5787\u{1B}[0m"))
    #expect(Theme(colorSettings: "othercalendar=1;2").otherCalendar == "1;2")
  }

  @Test("in a CJK locale, lines keep their width in columns")
  func cjkWidth() throws {
    var names = LocaleNames.posix
    names.monthNames = (1...12).map { "\($0)月" }
    names.weekdayAbbreviations = ["日", "月", "火", "水", "木", "金", "土"]
    let request = try request(["--calendar", "hebrew", "--calendar", "chinese", "-3", "10", "2026"])
    let text = renderCalendar(request, names: names).text
    let widths = Set(text.split(separator: "\n").map { displayWidth($0) })
    #expect(widths == [64])
  }
}
