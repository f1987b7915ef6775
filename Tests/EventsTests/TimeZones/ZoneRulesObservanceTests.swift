// ZoneRulesObservanceTests: zones made from VTIMEZONE observances, against icalendar, and against hostile ones.

import CalendarCore
import Events
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An RRULE read by the recurrence engine's reader; `nil` when it cannot be read.
func readZoneRule(_ text: some StringProtocol) -> RecurrenceRule? { try? RecurrenceRule(parsing: text) }

@Suite("ZoneRules from VTIMEZONE observances") struct ZoneRulesObservanceTests {
  // Each VTIMEZONE of recurring-ical-events' test calendars, against icalendar's zone for it, 1970-2037.
  @Test func agreesWithIcalendar() throws {
    let zones = ZoneCases.read(zoneFixturePath("vtimezone-cases.txt"))
    var failures: [String] = []
    var (compared, withRule) = (0, 0)
    for zoneCases in zones {
      var observances: [ZoneObservance] = []
      for fields in zoneCases.observanceFields {
        let rule = fields[4] == "-" ? nil : try #require(readZoneRule(fields[4]), "\(fields[4])")
        let extra = fields[5] == "-" ? [] : fields[5].split(separator: ",").map { LocalDateTime(seconds: Int($0)!) }
        observances.append(
          ZoneObservance(
            isDaylight: fields[0] == "D", start: LocalDateTime(seconds: Int(fields[1])!), offsetFrom: Int(fields[2])!,
            offsetTo: Int(fields[3])!, rule: rule, extraStarts: extra
          )
        )
      }
      let zone = ZoneRules(name: zoneCases.name, observances: observances, through: 2037)
      withRule += zone.rule == nil ? 0 : 1
      for asked in [zone, zone.writingOutRule()] {
        failures += mismatches(of: asked, with: zoneCases.cases)
        compared += zoneCases.cases.count
      }
    }
    #expect(zones.count >= 20 && compared > 5000 && withRule >= 15)
    #expect(failures.isEmpty, "\(failures.count) of \(compared): \(failures.prefix(20).joined(separator: "\n"))")
  }

  /// Europe/Berlin's VTIMEZONE as calendars write it today.
  static let berlin = [
    ZoneObservance(
      isDaylight: true, start: LocalDateTime(year: 1981, month: 3, day: 29, hour: 2), offsetFrom: 3600, offsetTo: 7200,
      rule: readZoneRule("FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU"), name: "CEST"
    ),
    ZoneObservance(
      isDaylight: false, start: LocalDateTime(year: 1996, month: 10, day: 27, hour: 3), offsetFrom: 7200,
      offsetTo: 3600, rule: readZoneRule("FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU"), name: "CET"
    ),
  ]

  @Test func theUsualPairBecomesAPOSIXRuleForAnyYear() throws {
    let zone = ZoneRules(name: "Europe/Berlin", observances: Self.berlin, through: 2026)
    #expect(zone.rule == (try POSIXZoneRule(parsing: "CET-1CEST,M3.5.0,M10.5.0/3")))
    #expect(zone.changeTimes.isEmpty)
    #expect(zone.writingOutRule().changeTimes.count == 2 * (2200 - 1900 + 1))  // from 1900 through 2200
    let posix = try ZoneRules(posix: "CET-1CEST,M3.5.0,M10.5.0/3")
    for year in [1997, 2026, 2199, 2400, 9999] {
      for month in 1...12 {
        let utc = LocalDateTime(year: year, month: month, day: 15).seconds
        #expect(zone.offset(atUTC: utc) == posix.offset(atUTC: utc))
        #expect(zone.writingOutRule().offset(atUTC: utc) == posix.offset(atUTC: utc))
      }
    }
  }

  @Test func anUnboundedRuleIsNotExpandedPastTheYearBound() {
    // A DAYLIGHT observance alone is no POSIX pair: its yearly rule is expanded, to the year asked and no further.
    let zone = ZoneRules(name: "odd", observances: [Self.berlin[0]], through: 2030)
    #expect(zone.rule == nil)
    #expect(zone.changeTimes.count == 1)  // every onset after the first keeps the offset: nothing changes
    var standard = Self.berlin[1]
    standard.rule = readZoneRule("FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU;COUNT=1000000000")
    let counted = ZoneRules(name: "odd", observances: [Self.berlin[0], standard], through: 2030)
    #expect(counted.rule == nil)
    #expect(counted.changeTimes.last.map { LocalDateTime(seconds: $0).date.year } == 2030)
    #expect(counted.changeTimes.count == 2 + 2 * (2030 - 1996))
  }

  @Test func followsUntilInEachOfItsForms() {
    // Daylight time from the last Sunday of March, through 2000 only; standard time back each October.
    for until: EventTime in [
      .utc(LocalDateTime(year: 2000, month: 3, day: 26, hour: 1)),
      .floating(LocalDateTime(year: 2000, month: 3, day: 26, hour: 2)),
      .date(julianDay: LocalDateTime(year: 2000, month: 3, day: 26).julianDay),
    ] {
      var daylight = Self.berlin[0]
      daylight.rule!.until = until
      let zone = ZoneRules(name: "until", observances: [daylight, Self.berlin[1]], through: 2005)
      #expect(zone.offset(atUTC: LocalDateTime(year: 2000, month: 7, day: 1).seconds) == 7200)
      #expect(zone.offset(atUTC: LocalDateTime(year: 2001, month: 7, day: 1).seconds) == 3600)
    }
  }

  @Test func buildsFromAHundredThousandRDATEsInWellUnderASecond() {
    // Offsets alternating every six hours from 1970 on, in no order.
    var starts = (1...100_000).map { LocalDateTime(seconds: $0 * 21_600) }
    var generator = SystemRandomNumberGenerator()
    starts.shuffle(using: &generator)
    let daylight = ZoneObservance(
      isDaylight: true, start: LocalDateTime(seconds: 0), offsetFrom: 0, offsetTo: 3600,
      extraStarts: starts.filter { $0.seconds % 43_200 == 0 }
    )
    let standard = ZoneObservance(
      isDaylight: false, start: LocalDateTime(seconds: 21_600 + 3600), offsetFrom: 3600, offsetTo: 0,
      extraStarts: starts.filter { $0.seconds % 43_200 != 0 }.map { $0.adding(seconds: 3600) }
    )
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      let zone = ZoneRules(name: "hostile", observances: [daylight, standard], through: 9999)
      #expect(zone.changeTimes.count == 100_001)
      #expect(zone.offset(atUTC: 43_200 * 1000 + 1) == 3600 && zone.offset(atUTC: 43_200 * 1000 + 21_601) == 0)
    }
    // A release build takes 30 to 50 ms; a debug build, sharing two cores with other tests, ten times that
    // and more under load: there the limit only catches a hang.
    #if DEBUG
      let limit = Duration.seconds(3)
    #else
      let limit = Duration.milliseconds(200)
    #endif
    #expect(elapsed < limit, "\(elapsed)")
  }

  @Test func keepsAtMostItsLimitOfChanges() {
    let many = ZoneObservance(
      isDaylight: false, start: LocalDateTime(seconds: 0), offsetFrom: 0, offsetTo: 0,
      extraStarts: (1...(ZoneRules.maximumObservanceChanges + 10)).map { LocalDateTime(seconds: $0 * 60) }
    )
    let alternate = ZoneObservance(
      isDaylight: true, start: LocalDateTime(seconds: 30), offsetFrom: 0, offsetTo: 60,
      extraStarts: (1...10).map { LocalDateTime(seconds: $0 * 60 + 30) }
    )
    let zone = ZoneRules(name: "hostile", observances: [many, alternate], through: 2030)
    #expect(zone.changeTimes.count <= ZoneRules.maximumObservanceChanges)
  }

  @Test func takesAnyYearBound() {
    for bound in [Int.min, -1, 0, 1996, Int.max] {
      var standard = Self.berlin[1]
      standard.rule!.count = 5
      let zone = ZoneRules(name: "bounds", observances: [Self.berlin[0], standard], through: bound)
      #expect(zone.changeTimes.count <= 2 * (9999 - 1981))
    }
    for start in [Int.min, Int.max, LocalDateTime(year: 10_000, month: 1, day: 1).seconds] {
      var daylight = Self.berlin[0]
      daylight.start = LocalDateTime(seconds: start)
      _ = ZoneRules(name: "bounds", observances: [daylight, Self.berlin[1]], through: 2030)
      _ = ZoneRules(name: "bounds", observances: [daylight], through: 2030)
    }
  }

  // Rules of other shapes go to the recurrence engine: the second Sunday written as BYMONTHDAY=8-14, as
  // older Outlook and Exchange files do, gives the zone the usual rule gives.
  @Test func expandsRulesOfOtherShapesByTheRecurrenceEngine() throws {
    let daylight = ZoneObservance(
      isDaylight: true, start: LocalDateTime(year: 2007, month: 3, day: 11, hour: 2), offsetFrom: -18_000,
      offsetTo: -14_400, rule: readZoneRule("FREQ=YEARLY;BYMONTH=3;BYDAY=SU;BYMONTHDAY=8,9,10,11,12,13,14")
    )
    let standard = ZoneObservance(
      isDaylight: false, start: LocalDateTime(year: 2007, month: 11, day: 4, hour: 2), offsetFrom: -14_400,
      offsetTo: -18_000, rule: readZoneRule("FREQ=YEARLY;BYMONTH=11;BYDAY=1SU;BYHOUR=2")
    )
    let zone = ZoneRules(name: "Eastern", observances: [daylight, standard], through: 2040)
    #expect(zone.rule == nil)
    #expect(zone.changeTimes.count == 2 * (2040 - 2007 + 1))
    let posix = try ZoneRules(posix: "EST5EDT,M3.2.0,M11.1.0")
    var failures: [Int] = []
    let (first, end) = (LocalDateTime(year: 2007, month: 1, day: 1), LocalDateTime(year: 2041, month: 1, day: 1))
    for hour in stride(from: first.seconds, to: end.seconds, by: 3600)
    where zone.offset(atUTC: hour) != posix.offset(atUTC: hour) {
      failures.append(hour)
    }
    #expect(failures.isEmpty, "\(failures.count) hours differ, the first \(failures.first ?? 0)")
  }

  // An observance repeating every second, for ever: bounded by the year and by the limit of changes, and by
  // the recurrence engine's budget, it costs little.
  @Test func boundsAHostileRule() {
    let hostile = ZoneObservance(
      isDaylight: true, start: LocalDateTime(year: 2026, month: 1, day: 1), offsetFrom: 0, offsetTo: 3600,
      rule: readZoneRule("FREQ=SECONDLY")
    )
    let other = ZoneObservance(
      isDaylight: false, start: LocalDateTime(year: 2026, month: 1, day: 1, second: 1), offsetFrom: 3600, offsetTo: 0,
      rule: readZoneRule("FREQ=SECONDLY;INTERVAL=2")
    )
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      let zone = ZoneRules(name: "hostile", observances: [hostile, other], through: 9999)
      #expect(zone.changeTimes.count <= ZoneRules.maximumObservanceChanges)
    }
    #if DEBUG
      let limit = Duration.seconds(5)
    #else
      let limit = Duration.milliseconds(300)
    #endif
    #expect(elapsed < limit, "\(elapsed)")
  }

  @Test func noObservancesIsUTC() {
    let zone = ZoneRules(name: "empty", observances: [], through: 2030)
    #expect(zone.offset(atUTC: 0) == 0 && zone.changeTimes.isEmpty)
  }
}
