// Tests of SolarTermDays and RokuyoDays: the solar terms' days against PyEphem's equinoxes and solstices and an
// almanac's year, and each day's rokuyō against the formula applied to the Japanese months of the PyEphem fixture.
import SwiftcalTestSupport
import Testing

@testable import CalendarCore

@Suite("SolarTermDays and RokuyoDays: the almanac's days")
struct AlmanacDaysTests {
  @Test("2026's 24 terms in Japan Standard Time, as the National Astronomical Observatory's almanac dates them")
  func terms2026InJapan() {
    let source = SolarTermDays(zone: UTCOffsetRule(fixedSeconds: 9 * 3600))
    let labels = factLabels(of: source, from: gregorianDay(2026, 1, 1), through: gregorianDay(2026, 12, 31)).sorted()
    #expect(labels.count == 24)
    // The almanac's days (暦要項 2026); the times are the minute the instant falls in.
    let days = labels.map { String($0.prefix(10)) }
    #expect(
      days == [
        "2026-01-05", "2026-01-20", "2026-02-04", "2026-02-19", "2026-03-05", "2026-03-20", "2026-04-05",
        "2026-04-20", "2026-05-05", "2026-05-21", "2026-06-06", "2026-06-21", "2026-07-07", "2026-07-23",
        "2026-08-07", "2026-08-23", "2026-09-07", "2026-09-23", "2026-10-08", "2026-10-23", "2026-11-07",
        "2026-11-22", "2026-12-07", "2026-12-22",
      ])
    #expect(labels[2] == "2026-02-04  Start of Spring")
    // The minute each is reached, in the value: 05:02 and 23:45 (23:45:53).
    var cache = DayFactCache()
    var minutes: [Int: Int] = [:]
    source.forEachFact(onDaysFrom: gregorianDay(2026, 2, 4), through: gregorianDay(2026, 3, 20), reform: .gregorian,
      cache: &cache) { day, fact in
      if case .solarTerm(let longitude, let minute) = source.value(ofFact: fact, onDay: day) { minutes[longitude] = minute }
    }
    #expect(minutes == [315: 5 * 60 + 2, 330: 51, 345: 22 * 60 + 58, 0: 23 * 60 + 45])
  }

  @Test("the terms at 0°, 90°, 180° and 270° on the UTC days of PyEphem's equinoxes and solstices, 1900-2100")
  func seasonsAgainstEphem() {
    let source = SolarTermDays()
    var cache = DayFactCache()
    var found: [Int: Int] = [:]
    let first = gregorianDay(1900, 1, 1)
    let last = gregorianDay(2100, 12, 31)
    var start = first
    while start <= last {
      source.forEachFact(onDaysFrom: start, through: min(start + 40, last), reform: .gregorian, cache: &cache) {
        day, fact in
        if SolarTermDays.longitude(ofFact: fact) % 90 == 0 { found[day] = SolarTermDays.longitude(ofFact: fact) }
      }
      start += 41
    }
    let seasons = ephemerisInstants("seasons.txt")
    let longitudes = ["march": 0, "june": 90, "september": 180, "december": 270]
    var missing: [String] = []
    for season in seasons {
      let day = Reform.gregorian.julianDay(of: season.date)
      // An instant within a minute of midnight may fall either side in Meeus's sun.
      if season.secondsSinceMidnight < 60 || season.secondsSinceMidnight > 86_340 { continue }
      if found[day] != longitudes[season.kind] { missing.append("\(season.date) \(season.kind)") }
    }
    #expect(seasons.count == 804)
    #expect(missing.isEmpty, "\(missing.prefix(5))")
    #expect(found.count == 804)
  }

  @Test("each term's stable name once, and a fact's longitude and minute unpacked")
  func identifiersAndFacts() {
    let identifiers = (0..<24).map { SolarTermDays.identifier(ofLongitude: $0 * 15) }
    #expect(Set(identifiers).count == 24)
    #expect(SolarTermDays.identifier(ofLongitude: 315) == "lichun")
    #expect(SolarTermDays.identifier(ofLongitude: 0) == "chunfen")
    // A fact is the year and the term: 立春 of 2026, at 20:02 UT on 3 February.
    let source = SolarTermDays(names: (0..<24).map { "T\($0 * 15)" })
    let fact = 2026 * 24 + 21
    #expect(SolarTermDays.longitude(ofFact: fact) == 315)
    #expect(source.label(ofFact: fact) == "T315")
    #expect(source.value(ofFact: fact, onDay: gregorianDay(2026, 2, 3)) == .solarTerm(longitude: 315, minuteOfDay: 1202))
  }

  @Test("the terms kept over ranges walked forward, back and across years agree with a fresh cache")
  func keptTermsAgree() {
    let source = SolarTermDays(zone: UTCOffsetRule(fixedSeconds: -12 * 3600))
    var failures = FailureLog()
    var cache = DayFactCache()
    var ranges: [(Int, Int)] = []
    for index in 0..<30 {
      let first = gregorianDay(2025 + index / 12, index % 12 + 1, 1)
      ranges.append((first - 6, first + 35))
    }
    ranges += [(gregorianDay(1999, 12, 25), gregorianDay(2000, 1, 10)), (gregorianDay(2400, 1, 1), gregorianDay(2401, 3, 1))]
    checkKeptFacts(of: source, over: ranges, cache: &cache, failures: &failures)
    failures.report()
  }

  @Test("terms from year 1 through 3000, none after")
  func supportedDays() {
    let source = SolarTermDays()
    #expect(factLabels(of: source, from: gregorianDay(3000, 12, 1), through: gregorianDay(3001, 1, 31)).count == 2)
    #expect(factLabels(of: source, from: gregorianDay(3001, 1, 1), through: gregorianDay(9999, 1, 31)).isEmpty)
    #expect(factLabels(of: source, from: 1_721_424, through: 1_721_424 + 40).count >= 2)
  }

  @Test("the rokuyō's formula: (month + day) mod 6 from 大安, a month's first day restarting the cycle")
  func rokuyoFormula() {
    #expect(Rokuyo(lunisolarMonth: 1, day: 1) == .sensho)
    #expect(Rokuyo(lunisolarMonth: 1, day: 2) == .tomobiki)
    #expect(Rokuyo(lunisolarMonth: 2, day: 1) == .tomobiki)
    #expect(Rokuyo(lunisolarMonth: 7, day: 1) == .sensho)
    #expect(Rokuyo(lunisolarMonth: 12, day: 30) == .taian)
    #expect(Rokuyo(lunisolarMonth: 6, day: 1) == .shakku)
    #expect(Rokuyo.allCases.map(\.identifier) == ["sensho", "tomobiki", "senbu", "butsumetsu", "taian", "shakku"])
  }

  @Test("every day 1960-2080: the rokuyō of the Japanese month and day of the PyEphem fixture")
  func rokuyoAgainstFixtureMonths() {
    let months = lunisolarMonthFixtures("japanese-months.txt").filter {
      $0.firstJulianDay >= gregorianDay(1960, 1, 1) && $0.lastJulianDay <= gregorianDay(2080, 12, 31)
    }
    var expected: [Int: Int] = [:]
    for month in months {
      for day in month.firstJulianDay...month.lastJulianDay {
        expected[day] = (month.month + day - month.firstJulianDay + 1 + 4) % 6
      }
    }
    let source = RokuyoDays()
    var cache = DayFactCache()
    var (checked, wrong) = (0, [String]())
    var start = months.first!.firstJulianDay
    let last = months.last!.lastJulianDay
    while start <= last {
      source.forEachFact(onDaysFrom: start, through: min(start + 41, last), reform: .gregorian, cache: &cache) {
        day, fact in
        checked += 1
        if expected[day] != fact { wrong.append("\(Reform.gregorian.date(fromJulianDay: day)): \(fact)") }
      }
      start += 42
    }
    #expect(checked == expected.count && checked > 44_000)
    #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    #expect(source.label(ofFact: Rokuyo.taian.rawValue) == "大安")
  }
}
