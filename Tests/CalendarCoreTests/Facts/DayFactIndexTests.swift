// Tests of DayFacts and DayFactIndex: the facts of a run of days, found once, against asking each day.
import SwiftcalTestSupport
import Testing

@testable import CalendarCore

@Suite("DayFacts and their index")
struct DayFactIndexTests {
  /// Marks of every kind of rule, as MarkedDaysMonthTests has them, in two sources.
  static let holidays = MarkedDays(
    [("12/25", "Christmas"), ("Easter-2", "Good Friday"), ("Easter+1", ""), ("Paskha+1", "Paskha Monday"),
     ("11/ThuFourth", "Thanksgiving"), ("09/05", "in the gap"), ("1752-09-14", "first Gregorian")]
      .map { MarkedDays.Mark(rule: DateRule($0.0)!, label: $0.1) })
  static let personal = MarkedDays(
    [MarkedDays.Mark(rule: .weekly(.friday), label: "Friday"), .init(rule: .monthly(day: 25), label: "25th")])

  static var facts: DayFacts {
    var facts = DayFacts()
    facts.add(MarkedDaySource(holidays), named: "holidays")
    facts.add(MarkedDaySource(MarkedDays()), named: "empty")
    facts.add(MarkedDaySource(personal), named: "personal")
    return facts
  }

  // Columns: reform, years. For every grid of every month (first weekday Monday), the index of its
  // 42 days holds on each day the marks `positions(on:reform:)` finds there, source by source, in
  // order, with their labels; the day bits and kinds agree.
  @Test(arguments: Reform.allCases, [1751...1753, 2024...2027])
  func indexOfAGridIsEveryDayAsked(reform: Reform, years: ClosedRange<Int>) {
    var failures = FailureLog()
    var cache = DayFactCache()
    let facts = Self.facts
    var month = YearMonth(year: years.lowerBound, month: 1)
    while month.year <= years.upperBound {
      let grid = MonthGrid(month: month, firstWeekday: .monday, reform: reform)
      let days = grid.julianDays
      let index = facts.index(ofDaysFrom: days.lowerBound, through: days.upperBound, reform: reform, cache: &cache)
      var expectedBits: UInt64 = 0
      var expectedDays: [Int] = []
      for julianDay in days {
        let date = reform.date(fromJulianDay: julianDay)
        let expected =
          Self.holidays.positions(on: date, reform: reform).map { Self.holidays.marks[$0].label }
          + Self.personal.positions(on: date, reform: reform).map { Self.personal.marks[$0].label }
        let found = facts.facts(onDay: julianDay, reform: reform)
        failures.check(found.map(\.label) == expected, "\(date) \(reform): \(found.map(\.label)) != \(expected)")
        failures.check(found.allSatisfy { $0.kind == .mark }, "\(date): a fact not a mark")
        failures.check(
          index.kinds(onDay: julianDay) == (expected.isEmpty ? [] : .mark), "\(date) \(reform): kinds")
        if !expected.isEmpty {
          expectedBits |= 1 << (julianDay - days.lowerBound)
          expectedDays.append(julianDay)
        }
      }
      failures.check(index.days(of: .mark) == expectedBits, "\(month) \(reform): day bits")
      failures.check(index.days(of: .holiday) == 0, "\(month) \(reform): holidays where there are none")
      failures.check(index.days.map(\.julianDay) == expectedDays, "\(month) \(reform): days")
      for day in index.days {
        let sources = index.facts(on: day).map(\.source)
        failures.check(sources == sources.sorted { $0 == "holidays" && $1 == "personal" }, "\(day): source order")
        failures.check(index.labels(on: day, of: .mark) == index.facts(on: day).map(\.label), "\(day): labels")
      }
      month = month.next
    }
    failures.report()
  }

  @Test("a fact's value is its source's for its day, whatever its kind, read at a position or in a fact")
  func values() {
    var facts = Self.facts
    facts.add(CalendarDateDays(.hebrew), named: "hebrew")
    facts.add(MoonPhaseDays(), named: "moon")
    var failures = FailureLog()
    var cache = DayFactCache()
    var month = YearMonth(year: 2026, month: 1)
    var kindsSeen: DayFactKinds = []
    while month.year == 2026 {
      let days = MonthGrid(month: month, firstWeekday: .monday, reform: .gregorian).julianDays
      let index = facts.index(ofDaysFrom: days.lowerBound, through: days.upperBound, reform: .gregorian, cache: &cache)
      for day in index.days {
        let date = Reform.gregorian.date(fromJulianDay: day.julianDay)
        for (position, fact) in zip(day.factPositions, index.facts(on: day)) {
          let value = index.value(at: position)
          kindsSeen.insert(value.kind.asSet)
          failures.check(fact.value == value && value.kind == index.kind(at: position), "\(date): \(value)")
          switch value {
          case .mark: break
          case .calendarDate(let calendar, let calendarDate):
            var calendars = CalendarCache()
            let expected = CalendarSystem.hebrew.date(ofJulianDay: day.julianDay, cache: &calendars)
            failures.check(calendar == .hebrew && calendarDate == expected, "\(date): \(calendarDate)")
          case .moonPhase(let phase, let minute):
            // The label names the phase and its time: the value holds both.
            let label = MoonPhaseDays.name(of: phase) + " " + MoonPhaseDays.localTimeText(ofFact: minute * 4)
            failures.check(index.label(at: position) == label, "\(date): \(phase) at \(minute)")
          default: failures.check(false, "\(date): a fact of a kind no source gives")
          }
        }
      }
      month = month.next
    }
    failures.check(kindsSeen == [.mark, .calendarDate, .moonPhase], "kinds seen: \(kindsSeen.rawValue)")
    failures.report()
  }

  @Test("sources without facts are left out, and equal facts compare equal")
  func sources() {
    var facts = DayFacts()
    #expect(facts.isEmpty)
    facts.add(MarkedDaySource(MarkedDays()), named: "empty")
    #expect(facts.isEmpty && facts.sources.isEmpty)
    #expect(Self.facts == Self.facts)
    var other = Self.facts
    other.add(MarkedDaySource(Self.holidays), named: "again")
    #expect(other != Self.facts)
    #expect(other.kinds == .mark)
  }

  @Test("a source read by position; sources made apart of equal marks compare equal")
  func sourcesByPosition() {
    let facts = Self.facts
    // The empty marks are left out: two sources.
    #expect(facts.sourceCount == 2)
    #expect(facts.sourceName(at: 1) == "personal")
    #expect((facts.source(at: 0) as? MarkedDaySource)?.markedDays == Self.holidays)
    #expect((facts.source(at: 1) as? MarkedDaySource)?.markedDays == Self.personal)
    #expect(facts.source(at: 1) as? CalendarDateDays == nil)
    var again = DayFacts()
    again.add(MarkedDaySource(Self.holidays), named: "holidays")
    again.add(MarkedDaySource(Self.personal), named: "personal")
    #expect(again == facts)
    #expect(again.hashValue == facts.hashValue)
    var different = DayFacts()
    different.add(MarkedDaySource(Self.personal), named: "holidays")
    different.add(MarkedDaySource(Self.personal), named: "personal")
    #expect(different != facts)
    var renamed = DayFacts()
    renamed.add(MarkedDaySource(Self.holidays), named: "holidays")
    renamed.add(MarkedDaySource(Self.personal), named: "mine")
    #expect(renamed != facts)
  }
}
