// Tests of what pages take from the locale: right-to-left pages and captions in the language's year-and-month form.

import CalendarCore
import SwiftcalTestSupport
import Testing

@testable import SwiftcalCommand

@Suite("pages in the locale's direction and forms")
struct LocalePageTests {
  let hebrew = PageSetup(localeName: "he_IL.UTF-8", paper: .a4)

  /// The fixture's rows: a glibc locale, `rtl` or `ltr`, CLDR's yMMMM and y (or `-` where ICU has none).
  let rows = fixtureLines("pages/locale-pages.tsv", levelsUp: 1).map { $0.split(separator: "\t").map(String.init) }

  @Test("every glibc locale's direction is that of its January in its source (Tools/Oracles/Pages/generate)")
  func directionOfEveryLocale() {
    #expect(rows.count > 300)
    var failures = FailureLog()
    for row in rows {
      let setup = PageSetup(localeName: glibcName(row[0]), paper: .a4)
      failures.check(setup.isRightToLeft == (row[1] == "rtl"), "\(row[0]) (\(setup.languageTag)) is not \(row[1])")
    }
    failures.report()
  }

  @Test("every glibc locale's patterns are CLDR's yMMMM and y as ICU gives them, cal's where ICU has no data")
  func patternsOfEveryLocale() {
    var failures = FailureLog()
    for row in rows {
      let pattern = PageSetup(localeName: glibcName(row[0]), paper: .a4).yearMonthPattern
      let expected = row[2] == "-" ? .monthThenYear : YearMonthPattern(yearMonth: row[2], year: row[3])
      failures.check(pattern == expected, "\(row[0]): \(pattern), ICU \(row[2]) and \(row[3])")
      // The engine knows the year, the month's name and its number; nothing else may stand unquoted.
      var symbols: Set<Character> = []
      _ = YearMonthPattern.format(pattern.yearMonth + " " + pattern.year) { symbol, _ in
        symbols.insert(symbol)
        return ""
      }
      failures.check(symbols.isSubset(of: ["y", "M", "L"]), "\(row[0]): a field other than y, M, L")
    }
    failures.report()
  }

  // Columns: the locale, the caption of May 2026 with glibc's name for May, the heading of 2026.
  @Test(
    "captions and headings in the language's form",
    arguments: [
      ("ja_JP", "5月", "2026年5月", "2026年"), ("zh_TW", "五月", "2026年5月", "2026年"),
      ("ko_KR", "5월", "2026년 5월", "2026년"), ("he_IL", "מאי", "מאי 2026", "2026"), ("de_DE", "Mai", "Mai 2026", "2026"),
      ("es_ES", "mayo", "mayo de 2026", "2026"), ("eu_ES", "maiatza", "2026(e)ko maiatza", "2026"),
      ("hu_HU", "május", "2026. május", "2026."), ("ru_RU", "май", "май 2026\u{202F}г.", "2026"),
      ("ca_ES", "maig", "maig del 2026", "2026"), ("C", "May", "May 2026", "2026"),
    ])
  func captions(locale: String, name: String, caption: String, heading: String) {
    let pattern = PageSetup(localeName: locale + ".UTF-8", paper: .a4).yearMonthPattern
    #expect(pattern.caption(monthName: name, month: 5, year: 2026) == caption)
    #expect(pattern.heading(year: 2026) == heading)
    #expect(pattern.caption(monthName: name, month: 5, year: 33).contains("0033"))
  }

  /// The name setlocale gives the UTF-8 locale a fixture row names: `ks_IN.UTF-8@devanagari` for `ks_IN@devanagari`.
  func glibcName(_ locale: String) -> String {
    let parts = locale.split(separator: "@", maxSplits: 1)
    return parts[0] + ".UTF-8" + (parts.count > 1 ? "@" + parts[1] : "")
  }

  @Test("quoted text: '' is a quote inside and outside quotes")
  func quotes() {
    let pattern = YearMonthPattern(yearMonth: "'o''clock' MMMM ''y", year: "y")
    #expect(pattern.caption(monthName: "May", month: 5, year: 2026) == "o'clock May '2026")
  }

  @Test("a page's title and captions use the pattern; a year's months are named alone; the text grid is cal's")
  func japanesePage() throws {
    let setup = PageSetup(localeName: "ja_JP.UTF-8", paper: .a4)
    let month = renderHTML(try request(["--format", "html", "5", "2026"], names: japaneseNames), names: japaneseNames,
      setup: setup)
    #expect(month.contains("<title>2026年5月</title>") && month.contains("<caption>2026年5月</caption>"))
    let year = renderSVG(try request(["--format", "svg", "-y", "2026"], names: japaneseNames), names: japaneseNames,
      setup: setup)
    #expect(year.contains("<title>2026年</title>") && year.contains(">2026年</text>") && year.contains(">5月</text>"))
    let three = renderHTML(try request(["--format", "html", "-3", "5", "2026"], names: japaneseNames),
      names: japaneseNames, setup: setup)
    #expect(three.contains("<title>2026年4月 – 2026年6月</title>"))
    let text = renderCalendar(try request(["5", "2026"], names: japaneseNames), names: japaneseNames).text
    #expect(text.hasPrefix("      5月 2026"))
  }

  @Test("a page's day numbers and captions in the locale's digits, ASCII with --digits latin; dates stay ASCII")
  func nativeDigits() throws {
    var persian = LocaleNames.posix
    persian.localeName = "fa_IR.UTF-8"
    let setup = PageSetup(localeName: "fa_IR.UTF-8", paper: .a4)
    let html = renderHTML(try request(["--format", "html", "1", "2026"], names: persian), names: persian, setup: setup)
    #expect(html.contains("<time datetime=\"2026-01-21\">۲۱</time>") && html.contains("<caption>January ۲۰۲۶</caption>"))
    let svg = renderSVG(try request(["--format", "svg", "1", "2026"], names: persian), names: persian, setup: setup)
    #expect(svg.contains("data-date=\"2026-01-21\"") && svg.contains("text-anchor=\"middle\">۲۱</text>"))
    let latin = renderHTML(
      try request(["--format", "html", "--digits", "latin", "1", "2026"], names: persian), names: persian, setup: setup)
    #expect(latin.contains("<time datetime=\"2026-01-21\">21</time>") && latin.contains("<caption>January 2026</caption>"))
  }

  @Test("--era keeps the era's year in the title, as the text does")
  func eraTitles() throws {
    let setup = PageSetup(localeName: "ja_JP.UTF-8", paper: .a4)
    let shown = try request(["--format", "html", "--era", "5", "2026"], names: japaneseNames, eras: eraFixture("ja_JP"))
    let html = renderHTML(shown, names: japaneseNames, setup: setup)
    #expect(html.contains("<caption>5月 令和8年</caption>"))
  }

  @Test("a right-to-left page: dir and lang on <html>, its cells in the same order, labels by their own direction")
  func rightToLeftHTML() throws {
    #expect(hebrew.isRightToLeft && hebrew.languageTag == "he-IL")
    let arguments = ["--format", "html", "--mark", "2026-05-20=יום הולדת", "--mark", "2026-05-21=Birthday", "5", "2026"]
    let html = renderHTML(try request(arguments, names: hebrewPageNames), names: hebrewPageNames, setup: hebrew)
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"he-IL\" dir=\"rtl\">"))
    #expect(html.contains("<title>מאי 2026</title>"))
    // The first weekday is still the first cell: dir="rtl" puts it on the right.
    #expect(html.contains("<thead><tr><th scope=\"col\" title=\"א&#39;\"><span>א&#39;</span></th>"))
    #expect(html.contains("<span class=\"fact mark\" dir=\"auto\" title=\"יום הולדת\">"))
    #expect(html.contains("[dir=rtl] .fact{text-align:right}"))
    let english = renderHTML(try request(["--format", "html", "5", "2026"]), names: .posix, setup: testSetup)
    #expect(english.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n"))
  }

  @Test("a right-to-left image: direction on <svg>, the first weekday's column and the week numbers on the right")
  func rightToLeftSVG() throws {
    let arguments = ["--format", "svg", "-w", "--mark", "2026-05-03=יום הולדת ארוך מאוד", "--mark",
      "2026-05-04=A very long birthday", "5", "2026"]
    let svg = renderSVG(try request(arguments, names: hebrewPageNames), names: hebrewPageNames, setup: hebrew)
    #expect(svg.contains(" lang=\"he-IL\" direction=\"rtl\">"))
    // Seven columns of 56 px from the right: Sunday 3 May's box at 336, Monday 4 May's at 280; week numbers at 404.
    #expect(svg.contains("data-date=\"2026-05-03\"><title>יום הולדת ארוך מאוד</title><rect x=\"336\" y=\"96\""))
    #expect(svg.contains("<text class=\"number\" x=\"379\" y=\"112\" text-anchor=\"middle\">3</text>"))
    #expect(svg.contains("<text class=\"week-number\" x=\"404\" y=\"111\" text-anchor=\"middle\">19</text>"))
    // A Hebrew label runs in the image's direction from the box's right; a Latin one ends there, left to right.
    #expect(svg.contains("<text class=\"fact mark\" x=\"389\" y=\"125\">יום הולדת…</text>"))
    #expect(svg.contains("<text class=\"fact mark\" x=\"333\" y=\"125\" direction=\"ltr\" text-anchor=\"end\">A very lo…"))
    #expect(svg.contains("<text class=\"weekday\" x=\"364\" y=\"43\" text-anchor=\"middle\">א&#39;</text>"))
    // An English image is as before: Sunday 3 May on the left after the week numbers.
    let english = renderSVG(try request(["--format", "svg", "-w", "5", "2026"]), names: .posix, setup: testSetup)
    #expect(english.contains("data-date=\"2026-05-03\"><rect x=\"24\" y=\"96\""))
    #expect(!english.contains("direction"))
  }

  // Columns: a label, whether its first strong character is right to left (nil: it has none).
  @Test(
    "a label's direction is its first strong character's",
    arguments: [
      ("Full moon", false), ("שבועות", true), ("عيد الفطر", true), ("نوروز", true), ("12:00 שבת", true),
      ("١٢ رمضان", true), ("١٢", nil), ("(3) Tevet", false), ("", nil), ("↑06:47", nil), ("満月", false),
    ] as [(String, Bool?)])
  func labelDirection(label: String, isRightToLeft: Bool?) {
    #expect(startsRightToLeft(label) == isRightToLeft)
  }
}
