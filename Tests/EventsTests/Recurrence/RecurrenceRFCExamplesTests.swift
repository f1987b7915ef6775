// RecurrenceRFCExamplesTests: every RRULE example of RFC 5545, section 3.8.5.3, and the starts it lists.

import CalendarCore
import Events
import Testing

/// The examples' DTSTARTs are in America/New_York and their UNTILs in UTC; here they are on the wall
/// clock, each UNTIL turned into New York's time (EDT, UTC-4, until 26 October 1997; EST, UTC-5, after).
/// The RFC lists DTSTART as the first start; where DTSTART does not match the rule (the Friday the
/// 13th example removes it with EXDATE), the expansion, like python-dateutil's, does not give it.
@Suite struct RecurrenceRFCExamplesTests {
  @Test func daily() throws {
    let start = time(1997, 9, 2)
    #expect(try starts("FREQ=DAILY;COUNT=10", from: start).starts == days(1997, 9, Array(2...11)))
    // UNTIL=19971224T000000Z is 19:00 on 23 December in New York.
    let untilChristmasEve = try starts("FREQ=DAILY;UNTIL=19971224T000000Z", from: start, until: time(1997, 12, 23, 19))
    #expect(untilChristmasEve.starts.count == 113)
    #expect(untilChristmasEve.starts.last == time(1997, 12, 23))
    #expect(untilChristmasEve.end == .finished)
    let everyOtherDay = try starts("FREQ=DAILY;INTERVAL=2", from: start, limit: 5).starts
    #expect(everyOtherDay == days(1997, 9, [2, 4, 6, 8, 10]))
    #expect(
      try starts("FREQ=DAILY;INTERVAL=10;COUNT=5", from: start).starts
        == days(1997, 9, [2, 12, 22]) + days(1997, 10, [2, 12]))
  }

  @Test func everyDayInJanuaryForThreeYears() throws {
    let start = time(1998, 1, 1)
    let expected = days(1998, 1, Array(1...31)) + days(1999, 1, Array(1...31)) + days(2000, 1, Array(1...31))
    // UNTIL=20000131T140000Z is 09:00 on 31 January 2000 in New York.
    for rule in [
      "FREQ=YEARLY;UNTIL=20000131T140000Z;BYMONTH=1;BYDAY=SU,MO,TU,WE,TH,FR,SA",
      "FREQ=DAILY;UNTIL=20000131T140000Z;BYMONTH=1",
    ] {
      #expect(try starts(rule, from: start, until: time(2000, 1, 31)).starts == expected, "\(rule)")
    }
  }

  @Test func weekly() throws {
    let start = time(1997, 9, 2)
    #expect(
      try starts("FREQ=WEEKLY;COUNT=10", from: start).starts
        == days(1997, 9, [2, 9, 16, 23, 30]) + days(1997, 10, [7, 14, 21, 28]) + days(1997, 11, [4]))
    let untilChristmasEve = try starts("FREQ=WEEKLY;UNTIL=19971224T000000Z", from: start, until: time(1997, 12, 23, 19))
    #expect(untilChristmasEve.starts.count == 17)
    #expect(untilChristmasEve.starts.last == time(1997, 12, 23))
    #expect(
      try starts("FREQ=WEEKLY;INTERVAL=2;WKST=SU", from: start, limit: 13).starts
        == days(1997, 9, [2, 16, 30]) + days(1997, 10, [14, 28]) + days(1997, 11, [11, 25]) + days(1997, 12, [9, 23])
        + days(1998, 1, [6, 20]) + days(1998, 2, [3, 17]))
    let tuesdaysAndThursdays = days(1997, 9, [2, 4, 9, 11, 16, 18, 23, 25, 30]) + days(1997, 10, [2])
    // UNTIL=19971007T000000Z is 20:00 on 6 October in New York.
    #expect(
      try starts("FREQ=WEEKLY;UNTIL=19971007T000000Z;WKST=SU;BYDAY=TU,TH", from: start, until: time(1997, 10, 6, 20))
        .starts == tuesdaysAndThursdays)
    #expect(try starts("FREQ=WEEKLY;COUNT=10;WKST=SU;BYDAY=TU,TH", from: start).starts == tuesdaysAndThursdays)
    #expect(
      try starts(
        "FREQ=WEEKLY;INTERVAL=2;UNTIL=19971224T000000Z;WKST=SU;BYDAY=MO,WE,FR", from: time(1997, 9, 1),
        until: time(1997, 12, 23, 19)
      ).starts
        == days(1997, 9, [1, 3, 5, 15, 17, 19, 29]) + days(1997, 10, [1, 3, 13, 15, 17, 27, 29, 31])
        + days(1997, 11, [10, 12, 14, 24, 26, 28]) + days(1997, 12, [8, 10, 12, 22]))
    #expect(
      try starts("FREQ=WEEKLY;INTERVAL=2;COUNT=8;WKST=SU;BYDAY=TU,TH", from: start).starts
        == days(1997, 9, [2, 4, 16, 18, 30]) + days(1997, 10, [2, 14, 16]))
  }

  @Test func weekStartChangesTheDaysOfAnEveryOtherWeekRule() throws {
    let start = time(1997, 8, 5)
    #expect(
      try starts("FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO", from: start).starts
        == days(1997, 8, [5, 10, 19, 24]))
    #expect(
      try starts("FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU", from: start).starts
        == days(1997, 8, [5, 17, 19, 31]))
  }

  @Test func monthlyByWeekday() throws {
    let firstFridays = days(1997, 9, [5]) + days(1997, 10, [3]) + days(1997, 11, [7]) + days(1997, 12, [5])
    #expect(
      try starts("FREQ=MONTHLY;COUNT=10;BYDAY=1FR", from: time(1997, 9, 5)).starts
        == firstFridays + days(1998, 1, [2]) + days(1998, 2, [6]) + days(1998, 3, [6]) + days(1998, 4, [3])
        + days(1998, 5, [1]) + days(1998, 6, [5]))
    #expect(
      try starts("FREQ=MONTHLY;UNTIL=19971224T000000Z;BYDAY=1FR", from: time(1997, 9, 5), until: time(1997, 12, 23, 19))
        .starts == firstFridays)
    #expect(
      try starts("FREQ=MONTHLY;INTERVAL=2;COUNT=10;BYDAY=1SU,-1SU", from: time(1997, 9, 7)).starts
        == days(1997, 9, [7, 28]) + days(1997, 11, [2, 30]) + days(1998, 1, [4, 25]) + days(1998, 3, [1, 29])
        + days(1998, 5, [3, 31]))
    #expect(
      try starts("FREQ=MONTHLY;COUNT=6;BYDAY=-2MO", from: time(1997, 9, 22)).starts
        == days(1997, 9, [22]) + days(1997, 10, [20]) + days(1997, 11, [17]) + days(1997, 12, [22])
        + days(1998, 1, [19]) + days(1998, 2, [16]))
    #expect(
      try starts("FREQ=MONTHLY;INTERVAL=2;BYDAY=TU", from: time(1997, 9, 2), limit: 18).starts
        == days(1997, 9, [2, 9, 16, 23, 30]) + days(1997, 11, [4, 11, 18, 25]) + days(1998, 1, [6, 13, 20, 27])
        + days(1998, 3, [3, 10, 17, 24, 31]))
  }

  @Test func monthlyByMonthDay() throws {
    #expect(
      try starts("FREQ=MONTHLY;BYMONTHDAY=-3", from: time(1997, 9, 28), limit: 6).starts
        == days(1997, 9, [28]) + days(1997, 10, [29]) + days(1997, 11, [28]) + days(1997, 12, [29])
        + days(1998, 1, [29]) + days(1998, 2, [26]))
    #expect(
      try starts("FREQ=MONTHLY;COUNT=10;BYMONTHDAY=2,15", from: time(1997, 9, 2)).starts
        == days(1997, 9, [2, 15]) + days(1997, 10, [2, 15]) + days(1997, 11, [2, 15]) + days(1997, 12, [2, 15])
        + days(1998, 1, [2, 15]))
    #expect(
      try starts("FREQ=MONTHLY;COUNT=10;BYMONTHDAY=1,-1", from: time(1997, 9, 30)).starts
        == days(1997, 9, [30]) + days(1997, 10, [1, 31]) + days(1997, 11, [1, 30]) + days(1997, 12, [1, 31])
        + days(1998, 1, [1, 31]) + days(1998, 2, [1]))
    #expect(
      try starts("FREQ=MONTHLY;INTERVAL=18;COUNT=10;BYMONTHDAY=10,11,12,13,14,15", from: time(1997, 9, 10)).starts
        == days(1997, 9, Array(10...15)) + days(1999, 3, Array(10...13)))
    // 30 February does not exist and is ignored.
    #expect(
      try starts("FREQ=MONTHLY;BYMONTHDAY=15,30;COUNT=5", from: time(2007, 1, 15)).starts
        == days(2007, 1, [15, 30]) + days(2007, 2, [15]) + days(2007, 3, [15, 30]))
  }

  @Test func yearly() throws {
    #expect(
      try starts("FREQ=YEARLY;COUNT=10;BYMONTH=6,7", from: time(1997, 6, 10)).starts
        == (1997...2001).flatMap { days($0, 6, [10]) + days($0, 7, [10]) })
    #expect(
      try starts("FREQ=YEARLY;INTERVAL=2;COUNT=10;BYMONTH=1,2,3", from: time(1997, 3, 10)).starts
        == days(1997, 3, [10]) + [1999, 2001, 2003].flatMap { year in (1...3).flatMap { days(year, $0, [10]) } })
    #expect(
      try starts("FREQ=YEARLY;INTERVAL=3;COUNT=10;BYYEARDAY=1,100,200", from: time(1997, 1, 1)).starts
        == days(1997, 1, [1]) + days(1997, 4, [10]) + days(1997, 7, [19]) + days(2000, 1, [1]) + days(2000, 4, [9])
        + days(2000, 7, [18]) + days(2003, 1, [1]) + days(2003, 4, [10]) + days(2003, 7, [19]) + days(2006, 1, [1]))
    #expect(
      try starts("FREQ=YEARLY;BYDAY=20MO", from: time(1997, 5, 19), limit: 3).starts
        == days(1997, 5, [19]) + days(1998, 5, [18]) + days(1999, 5, [17]))
    #expect(
      try starts("FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO", from: time(1997, 5, 12), limit: 3).starts
        == days(1997, 5, [12]) + days(1998, 5, [11]) + days(1999, 5, [17]))
    #expect(
      try starts("FREQ=YEARLY;BYMONTH=3;BYDAY=TH", from: time(1997, 3, 13), limit: 11).starts
        == days(1997, 3, [13, 20, 27]) + days(1998, 3, [5, 12, 19, 26]) + days(1999, 3, [4, 11, 18, 25]))
    #expect(
      try starts("FREQ=YEARLY;BYDAY=TH;BYMONTH=6,7,8", from: time(1997, 6, 5), limit: 39).starts
        == days(1997, 6, [5, 12, 19, 26]) + days(1997, 7, [3, 10, 17, 24, 31]) + days(1997, 8, [7, 14, 21, 28])
        + days(1998, 6, [4, 11, 18, 25]) + days(1998, 7, [2, 9, 16, 23, 30]) + days(1998, 8, [6, 13, 20, 27])
        + days(1999, 6, [3, 10, 17, 24]) + days(1999, 7, [1, 8, 15, 22, 29]) + days(1999, 8, [5, 12, 19, 26]))
  }

  @Test func weekdaysOnMonthDays() throws {
    #expect(
      try starts("FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13", from: time(1997, 9, 2), limit: 5).starts
        == days(1998, 2, [13]) + days(1998, 3, [13]) + days(1998, 11, [13]) + days(1999, 8, [13])
        + days(2000, 10, [13]))
    #expect(
      try starts("FREQ=MONTHLY;BYDAY=SA;BYMONTHDAY=7,8,9,10,11,12,13", from: time(1997, 9, 13), limit: 10).starts
        == days(1997, 9, [13]) + days(1997, 10, [11]) + days(1997, 11, [8]) + days(1997, 12, [13])
        + days(1998, 1, [10]) + days(1998, 2, [7]) + days(1998, 3, [7]) + days(1998, 4, [11]) + days(1998, 5, [9])
        + days(1998, 6, [13]))
    #expect(
      try starts(
        "FREQ=YEARLY;INTERVAL=4;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8", from: time(1996, 11, 5), limit: 3
      ).starts == days(1996, 11, [5]) + days(2000, 11, [7]) + days(2004, 11, [2]))
  }

  @Test func setPositions() throws {
    #expect(
      try starts("FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3", from: time(1997, 9, 4)).starts
        == days(1997, 9, [4]) + days(1997, 10, [7]) + days(1997, 11, [6]))
    #expect(
      try starts("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2", from: time(1997, 9, 29), limit: 7).starts
        == days(1997, 9, [29]) + days(1997, 10, [30]) + days(1997, 11, [27]) + days(1997, 12, [30])
        + days(1998, 1, [29]) + days(1998, 2, [26]) + days(1998, 3, [30]))
  }

  @Test func withinADay() throws {
    let start = time(1997, 9, 2)
    // The RFC's UNTIL=19970902T170000Z is 13:00 in New York, yet it lists 15:00 too (erratum): the
    // wall-clock UNTIL here is the 17:00 the example means.
    #expect(
      try starts("FREQ=HOURLY;INTERVAL=3;UNTIL=19970902T170000", from: start, until: time(1997, 9, 2, 17)).starts
        == [time(1997, 9, 2, 9), time(1997, 9, 2, 12), time(1997, 9, 2, 15)])
    #expect(
      try starts("FREQ=MINUTELY;INTERVAL=15;COUNT=6", from: start).starts
        == [(9, 0), (9, 15), (9, 30), (9, 45), (10, 0), (10, 15)].map { time(1997, 9, 2, $0.0, $0.1) })
    #expect(
      try starts("FREQ=MINUTELY;INTERVAL=90;COUNT=4", from: start).starts
        == [(9, 0), (10, 30), (12, 0), (13, 30)].map { time(1997, 9, 2, $0.0, $0.1) })
    let everyTwentyMinutes = (2...3).flatMap { day in
      (9...16).flatMap { hour in [0, 20, 40].map { time(1997, 9, day, hour, $0) } }
    }
    for rule in [
      "FREQ=DAILY;BYHOUR=9,10,11,12,13,14,15,16;BYMINUTE=0,20,40",
      "FREQ=MINUTELY;INTERVAL=20;BYHOUR=9,10,11,12,13,14,15,16",
    ] {
      #expect(try starts(rule, from: start, limit: 48).starts == everyTwentyMinutes, "\(rule)")
    }
  }
}
