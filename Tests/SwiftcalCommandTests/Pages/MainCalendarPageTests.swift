// Tests of --main-calendar's pages: another calendar's months as the HTML and SVG grid, each day's civil date under it.

import CalendarCore
import SwiftcalTestSupport
import Testing

@testable import SwiftcalCommand

/// Persian names as glibc's fa_IR gives them (its first weekday Saturday), so that the tests need no locale installed.
private let persianNames: LocaleNames = {
  var names = LocaleNames(
    monthNames: [
      "ژانویه", "فوریه", "مارس", "آوریل", "مه", "ژوئن", "ژوئیه", "اوت", "سپتامبر", "اكتبر", "نوامبر", "دسامبر",
    ],
    abbreviatedMonthNames: [
      "ژانویه", "فوریه", "مارس", "آوریل", "مه", "ژوئن", "ژوئیه", "اوت", "سپتامبر", "اكتبر", "نوامبر", "دسامبر",
    ],
    weekdayAbbreviations: ["ی", "د", "س", "چ", "پ", "ج", "ش"], firstWeekday: .saturday)
  names.localeName = "fa_IR.UTF-8"
  return names
}()

/// Hebrew names as glibc's he_IL gives them, in the locale of he_IL's dates.
private let hebrewNames: LocaleNames = {
  var names = hebrewPageNames
  names.localeName = "he_IL.UTF-8"
  return names
}()

@Suite("--main-calendar's pages")
struct MainCalendarPageTests {
  /// The page or image `arguments` make with `--main-calendar` (`--format` among them), in the locale of `names`.
  func page(_ arguments: [String], names: LocaleNames = .posix, locale: String = "C") throws -> String {
    let shown = try request(["--today", "2026-03-25"] + arguments, names: names)
    let setup = PageSetup(localeName: locale, paper: .a4)
    return shown.presentation == .svg
      ? renderSVG(shown, names: names, setup: setup) : renderHTML(shown, names: names, setup: setup)
  }

  /// The text of each `<small class="civil-date">` (HTML) or `<text class="civil-date" …>` (SVG) in `markup`.
  func civilDates(in markup: String) -> [String] {
    markup.split(separator: "class=\"civil-date\"").dropFirst().map { rest in
      String(rest.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
    }
  }

  // 1 Farvardin 1405 is Saturday 21 March 2026; Esfand 1404 before it has 29 days, Farvardin 31, to 20 April.
  @Test("Farvardin 1405 in HTML: its caption, its days numbered from 1 on 21 March, each civil date under its day")
  func farvardinPage() throws {
    let html = try page(["--main-calendar", "persian", "--format", "html", "1", "1405"])
    #expect(html.contains("<title>Farvardin 1405 SH</title>"))
    #expect(html.contains("<caption>Farvardin 1405 SH</caption>"))
    #expect(occurrences(of: "<table class=\"month\">", in: html) == 1)
    let dates = values(of: "datetime", on: "time", in: html)
    let first = gregorianFixedDay(year: 2026, month: 3, day: 15)
    #expect(dates == (0..<42).map { gregorianDateText(ofFixedDay: first + $0) })
    // The weeks start on Sunday: six days of Esfand, grey, before Saturday the 1st; today, 25 March, is the 5th.
    #expect(html.contains(
      "<td class=\"weekend rest adjacent\"><time datetime=\"2026-03-15\">24</time><small class=\"civil-date\">15 Mar"
        + "</small></td>"))
    #expect(html.contains(
      "<td class=\"weekend\"><time datetime=\"2026-03-21\">1</time><small class=\"civil-date\">21 Mar</small>"
        + "</td></tr>"))
    #expect(html.contains(
      "<td class=\"today\" aria-current=\"date\"><time datetime=\"2026-03-25\">5</time><small class=\"civil-date\">"
        + "25 Mar</small></td>"))
    #expect(html.contains("<time datetime=\"2026-04-20\">31</time><small class=\"civil-date\">20 Apr</small>"))
    #expect(html.contains("<td class=\"adjacent\"><time datetime=\"2026-04-21\">1</time>"))
    #expect(civilDates(in: html).count == 42)
    #expect(html.contains(".civil-date{"))
    #expect(MarkupChecker(isXML: false).problems(in: html) == [])
  }

  @Test("Farvardin 1405 in SVG: the page's days and civil dates, each date on the first line under its number")
  func farvardinImage() throws {
    let svg = try page(["--main-calendar", "persian", "--format", "svg", "1", "1405"])
    let html = try page(["--main-calendar", "persian", "--format", "html", "1", "1405"])
    #expect(svg.contains("<title>Farvardin 1405 SH</title>"))
    #expect(svg.contains(">Farvardin 1405 SH</text>"))
    #expect(values(of: "data-date", on: "g", in: svg) == values(of: "datetime", on: "time", in: html))
    #expect(civilDates(in: svg) == civilDates(in: html))
    #expect(svg.contains(
      "<g class=\"day weekend\" data-date=\"2026-03-21\"><rect x=\"336\" y=\"50\" width=\"56\" height=\"46\"/>"
        + "<text class=\"number\" x=\"349\" y=\"66\" text-anchor=\"middle\">1</text>"
        + "<text class=\"civil-date\" x=\"339\" y=\"79\">21 Mar</text></g>"))
    #expect(MarkupChecker(isXML: true).problems(in: svg) == [])
  }

  @Test("a holiday's label follows the civil date, on the next line")
  func factsAfterTheCivilDate() throws {
    let html = try page(["--main-calendar", "persian", "--format", "html", "--mark", "2026-03-21=Nowruz", "1", "1405"])
    #expect(html.contains(
      "<time datetime=\"2026-03-21\">1</time><small class=\"civil-date\">21 Mar</small>"
        + "<span class=\"fact mark\" dir=\"auto\" title=\"Nowruz\">Nowruz</span></td></tr>"))
    let svg = try page(["--main-calendar", "persian", "--format", "svg", "--mark", "2026-03-21=Nowruz", "1", "1405"])
    #expect(svg.contains(
      "<text class=\"civil-date\" x=\"339\" y=\"79\">21 Mar</text><text class=\"fact mark\" x=\"339\" y=\"88\">Nowruz"))
  }

  @Test("in fa_IR: right to left, the caption and days in Persian digits, the civil dates in Persian names")
  func persianInPersian() throws {
    for format in ["html", "svg"] {
      let markup = try page(
        ["--main-calendar", "persian", "--format", format, "1", "1405"], names: persianNames, locale: "fa_IR.UTF-8")
      #expect(markup.contains(format == "html" ? "<html lang=\"fa-IR\" dir=\"rtl\">" : " direction=\"rtl\">"))
      #expect(markup.contains("<title>فروردین ۱۴۰۵</title>"))
      // Saturday first: the 1st is the first cell.
      #expect(civilDates(in: markup).first == "۲۱ مارس")
      #expect(civilDates(in: markup).last == "۱ مه")
    }
    let html = try page(
      ["--main-calendar", "persian", "--format", "html", "1", "1405"], names: persianNames, locale: "fa_IR.UTF-8")
    #expect(html.contains("<caption>فروردین ۱۴۰۵</caption>"))
    #expect(html.contains("<time datetime=\"2026-03-21\">۱</time><small class=\"civil-date\">۲۱ مارس</small>"))
  }

  // 1 Tishrei 5787 is Saturday 12 September 2026; 5787 is a leap year of 13 months.
  @Test("in he_IL: Hebrew numerals for the days, the year's heading and the months' names under -y")
  func hebrewInHebrew() throws {
    let html = try page(
      ["--main-calendar", "hebrew", "--format", "html", "7", "5787"], names: hebrewNames, locale: "he_IL.UTF-8")
    #expect(html.contains("<html lang=\"he-IL\" dir=\"rtl\">"))
    #expect(html.contains("<caption>תשרי תשפ״ז</caption>"))
    #expect(html.contains("<time datetime=\"2026-09-12\">א׳</time><small class=\"civil-date\">12 ספט</small>"))
    #expect(html.contains("<time datetime=\"2026-09-26\">ט״ו</time><small class=\"civil-date\">26 ספט</small>"))
    let year = try page(
      ["--main-calendar", "hebrew", "--format", "html", "-y", "5787"], names: hebrewNames, locale: "he_IL.UTF-8")
    #expect(year.contains("<title>תשפ״ז</title>") && year.contains("<h1>תשפ״ז</h1>"))
    #expect(occurrences(of: "<table class=\"month\">", in: year) == 13)
    #expect(year.contains("<caption>תשרי</caption>") && year.contains("<caption>אדר א׳</caption>"))
    // Printed, thirteen months go five across, to stay on one sheet; twelve stay four across.
    #expect(year.contains(pageThirteenMonthPrintStyleSheet))
    #expect(!(try page(["--main-calendar", "hebrew", "--format", "html", "-y", "5786"])).contains("repeat(5,"))
    let svg = try page(
      ["--main-calendar", "hebrew", "--format", "svg", "-y", "5787"], names: hebrewNames, locale: "he_IL.UTF-8")
    #expect(occurrences(of: "<g class=\"month\"", in: svg) == 13)
    #expect(svg.contains(">תשפ״ז</text>") && svg.contains(">אדר ב׳</text>"))
    #expect(MarkupChecker(isXML: true).problems(in: svg) == [])
  }

  @Test("every month of a year: 42 consecutive civil days from the first weekday, the month's 1st on its first day")
  func consecutiveDays() throws {
    var failures = FailureLog()
    for (calendar, year) in [("persian", "1405"), ("islamic", "1448"), ("hebrew", "5787"), ("chinese", "2026")] {
      let html = try page(["--main-calendar", calendar, "--format", "html", "-y", year])
      let dates = values(of: "datetime", on: "time", in: html)
      failures.check(dates.count % 42 == 0 && dates.count >= 12 * 42, "\(calendar) \(year): \(dates.count) cells")
      for month in 0..<(dates.count / 42) {
        let cells = Array(dates[(month * 42)..<(month * 42 + 42)])
        let parts = cells[0].split(separator: "-").map { Int($0)! }
        let first = gregorianFixedDay(year: parts[0], month: parts[1], day: parts[2])
        failures.check(
          cells == (0..<42).map { gregorianDateText(ofFixedDay: first + $0) }, "\(calendar) \(year) month \(month)")
        // Day 1 of the count was a Monday: a first cell is a Sunday, the C locale's first weekday.
        failures.check(((first % 7) + 7) % 7 == 0, "\(calendar) \(year) month \(month) starts on \(cells[0])")
      }
    }
    failures.report()
  }

  @Test("pages take --main-calendar")
  func presentations() throws {
    #expect(try request(["--main-calendar", "persian", "--format", "svg"]).presentation == .svg)
    #expect(try request(["--main-calendar", "persian", "--format", "html"]).presentation == .html)
  }
}
