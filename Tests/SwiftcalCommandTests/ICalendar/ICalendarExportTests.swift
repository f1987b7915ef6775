// --format ics: the holidays, marks and moon phases of the months as all-day events, the same bytes every run.

import CalendarCore
import FileFormats
import Holidays
import SwiftcalTestSupport
import Testing

@testable import SwiftcalCommand

@Suite("--format ics: holidays, marks and moon phases as an iCalendar file of all-day events")
struct ICalendarExportTests {
  /// The file `arguments` write, and how writing it ended.
  static func export(_ arguments: [String], locale: String = "C", chunkSize: Int = 1 << 16) throws
    -> (text: String, result: ICalendarExportResult)
  {
    var bytes: [UInt8] = []
    let shown = try request(["--format", "ics"] + arguments, messagesLocale: locale)
    let result = renderICalendar(shown, chunkSize: chunkSize) {
      bytes += $0
      return true
    }
    return (String(decoding: bytes, as: UTF8.self), result)
  }

  /// The values of the lines named `name` (`DTSTART;VALUE=DATE` is named by all before the colon).
  static func values(_ name: String, in text: String) -> [String] {
    text.replacing("\r\n ", with: "").split(separator: "\r\n")
      .compactMap { $0.hasPrefix(name + ":") ? String($0.dropFirst(name.count + 1)) : nil }
  }

  @Test("a year of US holidays: twelve events, all-day, with categories, unique UIDs, CRLF, the same every run")
  func unitedStates() throws {
    let (text, result) = try ICalendarExportTests.export(["--holidays", "US", "-y", "2026"])
    #expect(result == .written)
    #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//swiftcal//swiftcal "))
    #expect(text.hasSuffix("END:VEVENT\r\nEND:VCALENDAR\r\n"))
    let starts = ICalendarExportTests.values("DTSTART;VALUE=DATE", in: text)
    #expect(starts.count == 12)
    #expect(starts.first == "20260101" && starts.contains("20261126") && starts.last == "20261225")
    #expect(ICalendarExportTests.values("DTEND;VALUE=DATE", in: text).first == "20260102")
    #expect(ICalendarExportTests.values("SUMMARY", in: text).contains("Independence Day"))
    #expect(Set(ICalendarExportTests.values("CATEGORIES", in: text)) == ["public"])
    let uids = ICalendarExportTests.values("UID", in: text)
    #expect(Set(uids).count == uids.count)
    #expect(ICalendarExportTests.values("DTSTAMP", in: text).first == "20260101T000000Z")
    #expect(!text.replacing("\r\n", with: "").contains("\n"))
    // Made again, in small parts: the same bytes.
    #expect(try ICalendarExportTests.export(["--holidays", "US", "-y", "2026"], chunkSize: 64).text == text)
  }

  @Test("names in the messages' language, make-up working days as workday, several specs' UIDs apart")
  func namesAndWorkingDays() throws {
    let japanese = try ICalendarExportTests.export(["--holidays", "JP", "1", "2026"], locale: "ja_JP.UTF-8").text
    #expect(ICalendarExportTests.values("SUMMARY", in: japanese) == ["元日", "成人の日"])
    let china = try ICalendarExportTests.export(["--holidays", "CN,US", "1", "2026"]).text
    #expect(ICalendarExportTests.values("CATEGORIES", in: china).contains("workday"))
    let uids = ICalendarExportTests.values("UID", in: china)
    #expect(uids.contains { $0.hasPrefix("20260101-CN-") } && uids.contains { $0.hasPrefix("20260101-US-") })
  }

  @Test("marks with labels and moon phases are written; a mark without a label, and events, are not")
  func marksAndMoon() throws {
    let text = try ICalendarExportTests.export(["--mark", "12-24=Eve", "--mark", "12-25", "--moon", "12", "2026"]).text
    let summaries = ICalendarExportTests.values("SUMMARY", in: text)
    #expect(summaries.contains("Eve") && summaries.contains { $0.hasPrefix("Full moon") })
    #expect(!ICalendarExportTests.values("DTSTART;VALUE=DATE", in: text).contains("20261225"))
    #expect(Set(ICalendarExportTests.values("CATEGORIES", in: text)) == ["mark", "moon"])
  }

  @Test("dates are Gregorian whatever the reform shown: a Julian Christmas is 7 January")
  func gregorianDates() throws {
    let text = try ICalendarExportTests.export(["--reform", "julian", "--mark", "12-25=Christmas", "12", "2026"]).text
    #expect(ICalendarExportTests.values("DTSTART;VALUE=DATE", in: text) == ["20270107"])
  }

  @Test("nothing in the months shown: nothing written; no source to write: refused at once")
  func nothingToWrite() throws {
    let (text, result) = try ICalendarExportTests.export(["--mark", "12-25=Christmas", "1", "2026"])
    #expect(result == .empty && text.isEmpty)
    #expect(throws: UsageError.commandLine(.nothingToExport)) {
      try request(["--format", "ics", "-y", "2026"])
    }
  }
}
