// Tests of --format html: the page's structure, its dates, its escaping and its well-formedness.

import CalendarCore
import SwiftcalTestSupport
import Testing

@testable import SwiftcalCommand

@Suite("--format html")
struct HTMLPageTests {
  /// The page `arguments` make (with `--format html`), in the C locale on A4.
  func page(_ arguments: [String], names: LocaleNames = .posix) throws -> String {
    renderHTML(try request(["--format", "html"] + arguments, names: names), names: names, setup: testSetup)
  }

  @Test("a month: one table with a caption, seven column headings and 42 cells of <time>")
  func structure() throws {
    let html = try page(["12", "2026"])
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    #expect(occurrences(of: "<table class=\"month\">", in: html) == 1)
    #expect(html.contains("<caption>December 2026</caption>"))
    #expect(occurrences(of: "<th scope=\"col\"", in: html) == 7)
    #expect(occurrences(of: "<td", in: html) == 42)
    #expect(occurrences(of: "<time datetime=\"", in: html) == 42)
    #expect(occurrences(of: "<tr>", in: html) == 7)
    #expect(html.contains("<title>December 2026</title>"))
    #expect(!html.contains("<script") && !html.contains("http://") && !html.contains("https://"))
    #expect(html.contains("prefers-color-scheme:dark"))
    #expect(html.contains("@page{size:A4 portrait"))
    // The weekend's headings are coloured, Sunday as the day of rest.
    #expect(html.contains("<th scope=\"col\" class=\"weekend rest\" title=\"Sun\"><span>Sun</span></th>"))
    #expect(html.contains("<th scope=\"col\" class=\"weekend\" title=\"Sat\"><span>Sat</span></th>"))
  }

  @Test("every cell's datetime is the day a second count gives its grid position, in every month and first weekday")
  func datesOfEveryCell() throws {
    var failures = FailureLog()
    let weekdays = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]
    for year in [1900, 2024, 2026, 2027, 2100] {
      for month in 1...12 {
        for (offset, weekday) in weekdays.enumerated() {
          let html = try page(["--first-weekday", weekday, "--iso", String(month), String(year)])
          let dates = values(of: "datetime", on: "time", in: html)
          // The first cell is the last day on `weekday` before the month's first day, or that day itself.
          let first = gregorianFixedDay(year: year, month: month, day: 1)
          let firstWeekday = (first % 7 + 7) % 7  // day 1 of the count was a Monday: 0 is Sunday
          let start = first - (firstWeekday - offset + 7) % 7
          let expected = (0..<42).map { gregorianDateText(ofFixedDay: start + $0) }
          failures.check(
            dates == expected, "\(year)-\(month) from \(weekday): \(dates.prefix(3)), not \(expected.prefix(3))")
        }
      }
    }
    failures.report()
  }

  @Test("the days of September 1752 run from 2 to 14, as Britain's reform left them")
  func reformGap() throws {
    let dates = values(of: "datetime", on: "time", in: try page(["9", "1752"]))
    #expect(dates[0] == "1752-08-30")
    #expect(dates[3] == "1752-09-02" && dates[4] == "1752-09-14")
    #expect(dates.count == 42)
  }

  @Test("a label that looks like markup stays text")
  func escaping() throws {
    let html = try page(["--mark", "2026-12-25=</table><script>alert('x')</script> & \"more\"", "12", "2026"])
    #expect(!html.contains("<script"))
    #expect(occurrences(of: "</table>", in: html) == 1)
    #expect(html.contains("&lt;/table&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;more&quot;"))
    #expect(MarkupChecker(isXML: false).problems(in: html) == [])
  }

  @Test("today has aria-current once, in its own month, not among a neighbour's adjacent days")
  func today() throws {
    let html = try page(["--today", "2026-12-01", "-3", "12", "2026"])
    #expect(occurrences(of: "aria-current=\"date\"", in: html) == 1)
    #expect(html.contains("<td class=\"today\" aria-current=\"date\"><time datetime=\"2026-12-01\">1</time>"))
    #expect(occurrences(of: "aria-current", in: try page(["--today", "2026-12-01", "3", "2027"])) == 0)
  }

  @Test("the facts of every kind show in their cells, by kind, whatever their source")
  func factsOfEveryKind() throws {
    var shown = try request(["--format", "html", "12", "2026"])
    let christmas = shown.reform.julianDay(of: CivilDate(year: 2026, month: 12, day: 25))
    let evening = LocalDateTime(julianDay: christmas, secondOfDay: 18 * 3600)
    let values: [DayFactValue] = [
      .mark, .holiday(country: "JP", subdivision: nil, category: "public"),
      .workingDay(country: "JP", subdivision: nil),
      .event(EventOccurrence(summary: "", start: evening, end: evening, isAllDay: false, startMinute: 18 * 60)),
      .calendarDate(.persian, CalendarSystemDate(year: 1405, month: 10, day: 4)), .moonPhase(.full, minuteOfDay: 0),
      .sunTimes(.times(sunriseMinute: 407, sunsetMinute: 988)),
    ]
    let kinds = values.map(\.kind)
    let facts = values.enumerated().map { number, value in
      TestFactSource.TestFact(julianDay: christmas, value: value, label: "label \(number)")
    }
    shown.facts.add(TestFactSource(facts: facts), named: "test")
    let html = renderHTML(shown, names: .posix, setup: testSetup)
    #expect(html.contains(
      "<td class=\"mark holiday working-day event calendar-date moon-phase sun-times\"><time datetime=\"2026-12-25\">"
        + "25</time>"))
    for (number, kind) in kinds.enumerated() {
      // Another calendar's date and the sun's times are short in their cells, read from their values (the day and
      // month of 1405-10-4; 06:47 and 16:28).
      let text = kind == .calendarDate ? "4 Dey" : kind == .sunTimes ? "↑06:47 ↓16:28" : "label \(number)"
      let direction = kind == .sunTimes ? "ltr" : "auto"
      let span =
        "<span class=\"fact \(pageClassName(of: kind))\" dir=\"\(direction)\" title=\"label \(number)\">\(text)</span>"
      #expect(html.contains(span))
    }
  }

  @Test("another calendar's date is short in its cell, whole in its title")
  func calendarDates() throws {
    let html = try page(["--calendar", "hebrew", "--calendar", "chinese", "-y", "2026"])
    var failures = FailureLog()
    let spans = html.split(separator: "<span class=\"fact calendar-date\" dir=\"auto\" title=\"").dropFirst()
    #expect(spans.count == 2 * 12 * 42)
    for span in spans {
      let title = String(span.prefix { $0 != "\"" })
      let short = String(span.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
      if title.hasPrefix("chinese ") {
        // chinese YYYY-MM-DD, or YYYY-LMM-DD for a leap month: M and the month's number, or L for a leap one.
        let parts = title.dropFirst(8).split(separator: "-")
        let isLeap = parts[1].hasPrefix("L")
        let expected = (isLeap ? "L" : "M") + String(Int(parts[1].drop { $0 == "L" })!) + "-" + String(Int(parts[2])!)
        failures.check(short == expected, "\(title) shown as \(short), not \(expected)")
      } else {
        // 15 Tevet 5787: the day and the month, without the year.
        failures.check(title.hasPrefix(short + " ") && !short.contains("578"), "\(title) shown as \(short)")
      }
    }
    failures.report()
  }

  @Test("a crowded day counts the labels a printed sheet leaves out")
  func crowdedDay() throws {
    let marks = (1...7).flatMap { ["--mark", "2026-12-25=label \($0)"] }
    let html = try page(marks + ["12", "2026"])
    #expect(occurrences(of: "<span class=\"fact mark\"", in: html) == 7)
    let more = "<span class=\"more\" aria-hidden=\"true\">+\(7 - printedLabelCount)</span>"
    #expect(html.contains("label 7</span>" + more + "</td>"))
    #expect(!(try page(["--mark", "2026-12-25=one", "12", "2026"])).contains("class=\"more\""))
  }

  @Test("-y: a heading, twelve tables of months named alone, one landscape sheet when printed")
  func year() throws {
    let html = try page(["-y", "2027"])
    #expect(html.contains("<h1>2027</h1>"))
    #expect(html.contains("<body class=\"year\">"))
    #expect(occurrences(of: "<table class=\"month\">", in: html) == 12)
    #expect(html.contains("<caption>January</caption>") && html.contains("<caption>December</caption>"))
    #expect(html.contains("@page{size:A4 landscape"))
    let letter = renderHTML(
      try request(["--format", "html", "-y", "2027"]), names: .posix,
      setup: PageSetup(languageTag: "en-US", paper: .letter))
    #expect(letter.contains("@page{size:letter landscape") && letter.contains("<html lang=\"en-US\">"))
  }

  @Test("-w and -j: a week-number column, and days of the year in the cells")
  func weekNumbersAndDaysOfYear() throws {
    let html = try page(["-w", "-j", "-m", "1", "2027"])
    #expect(occurrences(of: "<th scope=\"row\" class=\"week-number\">", in: html) == 6)
    #expect(html.contains("<th scope=\"row\" class=\"week-number\">53</th>"))
    #expect(html.contains("<time datetime=\"2027-02-01\">32</time>"))
    #expect(html.contains("<time datetime=\"2026-12-28\">362</time>"))
  }

  // Columns: arguments, in every case a page that must be well formed.
  @Test(
    "pages are well formed",
    arguments: [
      ["12", "2026"], ["-y", "2027"], ["-3", "-w", "-j", "1", "2027"], ["-n", "14", "--moon", "--calendar", "hebrew"],
      ["--sun", "78.2232,15.6267", "-y", "2027"],
      ["--mark", "12-24=<b>&amp;</b>", "--reform", "julian", "-Y", "10", "1582"],
    ])
  func wellFormed(arguments: [String]) throws {
    #expect(MarkupChecker(isXML: false).problems(in: try page(arguments)) == [])
  }

  @Test("the checker finds what it is for")
  func checkerFindsFaults() {
    let checker = MarkupChecker(isXML: false)
    #expect(!checker.problems(in: "<html><table><tr><td>1</tr></table></html>").isEmpty)
    #expect(!checker.problems(in: "<html><p title=\"a<b\">x</p></html>").isEmpty)
    #expect(!checker.problems(in: "<html>R&D</html>").isEmpty)
    #expect(!checker.problems(in: "<html><p class=x>x</p></html>").isEmpty)
    let wellFormed = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"></head><p>&amp;</p></html>"
    #expect(checker.problems(in: wellFormed) == [])
  }
}
