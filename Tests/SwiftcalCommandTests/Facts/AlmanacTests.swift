// Tests of --solar-terms and --rokuyo: the legend, JSON's keys, the agenda's lines, the words of each language,
// and the text calendar left as cal prints it.

import CalendarCore
import SwiftcalTestSupport
import Testing

@testable import SwiftcalCommand

/// The request `arguments` make with the messages' locale `locale`, the clock at noon on `testToday` in a zone
/// `secondsEast` of UTC.
private func request(_ arguments: [String], locale: String = "C", secondsEast: Int = 9 * 3_600) throws -> Request {
  let zone = fixedZone(secondsEast: secondsEast)
  let sources = SourceReader(
    files: .isolated, eras: { .none }, holidays: { HolidayEnvironment(messagesLocale: locale) }, events: .isolated)
  let command = try Invocation.parse(
    arguments, now: noonSeconds(of: testToday, zone: zone), zone: zone, names: .posix, sources: sources)
  guard case .show(let request) = command else { throw UsageError.commandLine(.unknownOption("(test)")) }
  return request
}

@Suite("--solar-terms and --rokuyo: legend, JSON, agenda, words")
struct AlmanacTests {
  @Test("the legend names each term's day in the language of the messages; the grid stays cal's")
  func legend() throws {
    let japanese = renderCalendar(try request(["--solar-terms", "2", "2026"], locale: "ja_JP.UTF-8"), names: .posix)
    let plain = renderCalendar(try request(["2", "2026"]), names: .posix).text
    #expect(japanese.text == plain + "\n2026-02-04  立春\n2026-02-19  雨水\n")
    let english = renderCalendar(try request(["--solar-terms", "2", "2026"]), names: .posix).text
    #expect(english.hasSuffix("\n2026-02-04  Start of Spring\n2026-02-19  Rain Water\n"))
    // The rokuyō, every day's, adds nothing to the text calendar.
    #expect(renderCalendar(try request(["--rokuyo", "2", "2026"]), names: .posix).text == plain)
  }

  // Columns: the messages' locale, the name of 立春 and of 2026-02-17's rokuyō (1/1 of the lunisolar year).
  @Test(arguments: [
    ("ja_JP.UTF-8", "立春", "先勝"), ("zh_CN.UTF-8", "立春", "先勝"), ("zh_TW.UTF-8", "立春", "先勝"),
    ("ko_KR.UTF-8", "입춘", "先勝"), ("vi_VN.UTF-8", "Lập xuân", "Sensho"), ("de_DE.UTF-8", "Start of Spring", "Sensho"),
    ("C", "Start of Spring", "Sensho"),
  ])
  func json(locale: String, term: String, rokuyo: String) throws {
    let text = renderJSON(try request(["--json", "--solar-terms", "--rokuyo", "2", "2026"], locale: locale), names: .posix)
    #expect(text.contains(
      #""dayOfYear": 35, "weekNumber": 6, "marks": [], "solarTerm": "lichun", "solarTermName": "\#(term)", "#
        + #""solarTermTime": "05:02", "rokuyo": "butsumetsu", "rokuyoName": ""#))
    #expect(text.contains(#""dayOfYear": 48, "weekNumber": 8, "marks": [], "rokuyo": "sensho", "rokuyoName": "\#(rokuyo)"}"#))
    #expect(occurrences(of: "\"rokuyo\": \"", in: text) == 42)
    // A term on an adjacent day: 啓蟄 on 5 March, 驚蟄 in traditional characters.
    #expect(occurrences(of: "\"solarTerm\": \"", in: text) == 3)
  }

  @Test("the traditional and simplified names differ where the characters do")
  func chineseCharacters() {
    #expect(LocaleWords(messagesLocale: "zh_TW.UTF-8").solarTerms[23] == "驚蟄")
    #expect(LocaleWords(messagesLocale: "zh_HK").solarTerms[23] == "驚蟄")
    #expect(LocaleWords(messagesLocale: "zh_CN.UTF-8").solarTerms[23] == "惊蛰")
    #expect(LocaleWords(messagesLocale: "zh_SG.UTF-8@pinyin").solarTerms[23] == "惊蛰")
    #expect(LocaleWords(messagesLocale: "ja_JP.UTF-8").solarTerms[23] == "啓蟄")
    #expect(LocaleWords(messagesLocale: "jam_JM").solarTerms[23] == "Awakening of Insects")
    #expect(LocaleWords(messagesLocale: "").rokuyo == ["Sensho", "Tomobiki", "Senbu", "Butsumetsu", "Taian", "Shakku"])
  }

  @Test("the agenda: a term at its minute, the rokuyō untimed")
  func agenda() throws {
    let text = renderAgenda(
      try request(["--agenda", "--solar-terms", "--rokuyo", "2026-02-04"], locale: "ja_JP.UTF-8"), names: .posix
    ).text
    // A day named selects its month: a rokuyō line for each of its 28 days, and its two terms.
    #expect(text.contains("\n2026-02-04 Wed  仏滅\n2026-02-04 Wed  05:02  立春\n2026-02-05 Thu  大安\n"))
    #expect(occurrences(of: "\n", in: text) == 30)
  }

  @Test("coverage: asked for years the sources cannot reach, a warning each")
  func coverage() throws {
    let warnings = try request(["--solar-terms", "--rokuyo", "-y", "3001"]).warnings
    #expect(warnings.contains { $0.hasPrefix("--solar-terms covers 0001-01-01") })
    #expect(warnings.contains { $0.hasPrefix("--rokuyo covers ") })
  }
}
