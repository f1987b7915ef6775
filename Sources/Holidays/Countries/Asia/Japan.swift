// Japan: 国民の祝日に関する法律 (the National Holidays Act, 1948, as amended), and the special laws of
// the Imperial ceremonies.

import CalendarCore

extension HolidayCountry {
  /// Japan's national holidays (`public`) and the days banks close (`bank`).
  ///
  /// A holiday on a Sunday gives the next day that is no holiday as a substitute holiday (振替休日, from
  /// 12 April 1973); a day between two national holidays is a holiday too (国民の休日, from 1986:
  /// `completeJapaneseYear`). The equinox days are the days of the equinoxes in Japan Standard Time, as the
  /// National Astronomical Observatory announces them each February.
  package static let japan = HolidayCountry(
    code: "JP", name: "Japan", languages: ["ja", "en_US"], categories: ["public", "bank"], firstYear: 1949,
    rules: [
      HolidayRule(HolidayName("元日", "New Year's Day"), .fixed(month: 1, day: 1), observance: 0),
      HolidayRule(
        HolidayName("成人の日", "Coming of Age Day"), .fixed(month: 1, day: 15), years: 1949...1999, observance: 0),
      HolidayRule(
        HolidayName("成人の日", "Coming of Age Day"), .weekday(.monday, ordinal: 2, month: 1), years: 2000...9999),
      HolidayRule(
        HolidayName("建国記念の日", "Foundation Day"), .fixed(month: 2, day: 11), years: 1967...9999, observance: 0),
      HolidayRule(
        HolidayName("天皇誕生日", "Emperor's Birthday"), .fixed(month: 4, day: 29), years: 1949...1988, observance: 0),
      HolidayRule(
        HolidayName("天皇誕生日", "Emperor's Birthday"), .fixed(month: 12, day: 23), years: 1989...2018, observance: 0),
      HolidayRule(
        HolidayName("天皇誕生日", "Emperor's Birthday"), .fixed(month: 2, day: 23), years: 2020...9999, observance: 0),
      HolidayRule(HolidayName("春分の日", "Vernal Equinox Day"), .equinox(month: 3, utcOffsetMinutes: 540), observance: 0),
      HolidayRule(HolidayName("みどりの日", "Greenery Day"), .fixed(month: 4, day: 29), years: 1989...2006, observance: 0),
      HolidayRule(HolidayName("昭和の日", "Showa Day"), .fixed(month: 4, day: 29), years: 2007...9999, observance: 0),
      HolidayRule(HolidayName("憲法記念日", "Constitution Day"), .fixed(month: 5, day: 3), observance: 0),
      HolidayRule(HolidayName("みどりの日", "Greenery Day"), .fixed(month: 5, day: 4), years: 2007...9999, observance: 0),
      HolidayRule(HolidayName("こどもの日", "Children's Day"), .fixed(month: 5, day: 5), observance: 0),
      HolidayRule(HolidayName("海の日", "Marine Day"), .fixed(month: 7, day: 20), years: 1996...2002, observance: 0),
      HolidayRule(HolidayName("海の日", "Marine Day"), .weekday(.monday, ordinal: 3, month: 7), years: 2003...2019),
      // The Olympic years moved Marine, Mountain and Sports Day next to the games (Act No. 68 of 2020).
      HolidayRule(HolidayName("海の日", "Marine Day"), .dates([2020_07_23, 2021_07_22])),
      HolidayRule(HolidayName("海の日", "Marine Day"), .weekday(.monday, ordinal: 3, month: 7), years: 2022...9999),
      HolidayRule(HolidayName("山の日", "Mountain Day"), .fixed(month: 8, day: 11), years: 2016...2019, observance: 0),
      HolidayRule(HolidayName("山の日", "Mountain Day"), .dates([2020_08_10, 2021_08_08]), observance: 0),
      HolidayRule(HolidayName("山の日", "Mountain Day"), .fixed(month: 8, day: 11), years: 2022...9999, observance: 0),
      HolidayRule(
        HolidayName("敬老の日", "Respect for the Aged Day"), .fixed(month: 9, day: 15), years: 1966...2002, observance: 0),
      HolidayRule(
        HolidayName("敬老の日", "Respect for the Aged Day"), .weekday(.monday, ordinal: 3, month: 9), years: 2003...9999),
      HolidayRule(
        HolidayName("秋分の日", "Autumnal Equinox Day"), .equinox(month: 9, utcOffsetMinutes: 540), observance: 0),
      HolidayRule(
        HolidayName("体育の日", "Physical Education Day"), .fixed(month: 10, day: 10), years: 1966...1999, observance: 0),
      HolidayRule(
        HolidayName("体育の日", "Physical Education Day"), .weekday(.monday, ordinal: 2, month: 10), years: 2000...2019),
      HolidayRule(HolidayName("スポーツの日", "Sports Day"), .dates([2020_07_24, 2021_07_23])),
      HolidayRule(HolidayName("スポーツの日", "Sports Day"), .weekday(.monday, ordinal: 2, month: 10), years: 2022...9999),
      HolidayRule(HolidayName("文化の日", "Culture Day"), .fixed(month: 11, day: 3), observance: 0),
      HolidayRule(HolidayName("勤労感謝の日", "Labor Thanksgiving Day"), .fixed(month: 11, day: 23), observance: 0),
      // The Imperial ceremonies, each a holiday by a law of its own.
      HolidayRule(HolidayName("結婚の儀", "The Crown Prince Marriage Ceremony"), .dates([1959_04_10, 1993_06_09])),
      HolidayRule(HolidayName("大喪の礼", "Emperor Shōwa Funeral Ceremony"), .dates([1989_02_24])),
      HolidayRule(HolidayName("即位礼正殿の儀", "Enthronement Ceremony"), .dates([1990_11_12])),
      HolidayRule(HolidayName("天皇の即位の日", "Emperor's Enthronement Day"), .dates([2019_05_01])),
      HolidayRule(HolidayName("即位礼正殿の儀が行われる日", "Emperor's Enthronement Day"), .dates([2019_10_22])),
      // 国民の休日: a day between two national holidays (Article 3, paragraph 3, from 27 December 1985).
      HolidayRule(HolidayName("国民の休日", "National Holiday"), .derived, years: 1986...9999),
      HolidayRule(HolidayName("銀行休業日", "Bank Holiday"), .fixed(month: 1, day: 1), category: "bank"),
      HolidayRule(HolidayName("銀行休業日", "Bank Holiday"), .fixed(month: 1, day: 2), category: "bank"),
      HolidayRule(HolidayName("銀行休業日", "Bank Holiday"), .fixed(month: 1, day: 3), category: "bank"),
      HolidayRule(HolidayName("銀行休業日", "Bank Holiday"), .fixed(month: 12, day: 31), category: "bank"),
    ],
    observances: [
      // 振替休日 (Article 3, paragraph 2): a holiday on a Sunday gives the next day that is no holiday.
      HolidayObservance(
        name: HolidayName("振替休日", "Substitute Holiday"), firstDate: 1973_04_12,
        moves: HolidayMoves(sunday: .nextWorkingDay))
    ],
    completeYear: completeJapaneseYear
  )

  /// The position of 国民の休日's rule in Japan's page, found once rather than by comparing dates every year.
  private static let japaneseNationalHolidayRule = HolidayCountry.japan.rules.firstIndex { $0.date == .derived }

  /// Adds 国民の休日: a day whose day before and day after are national holidays, and which is none itself
  /// (nor, until 2006, a Sunday or a substitute holiday).
  @Sendable private static func completeJapaneseYear(_ year: inout HolidayYear) {
    let rules = HolidayCountry.japan.rules
    guard let rule = japaneseNationalHolidayRule, year.rules.contains(rule), rules[rule].years.contains(year.year)
    else { return }
    // The national holidays' days come in order (a year's days are in order): a day between two of them is
    // the day after one whose next is two days on.
    var between: [Int] = []
    var previous = Int.min
    year.forEachOccurrence { occurrence in
      guard occurrence.role == .holiday && rules[occurrence.rule].category == "public", occurrence.julianDay != previous
      else { return }
      if occurrence.julianDay == previous + 2 { between.append(previous + 1) }
      previous = occurrence.julianDay
    }
    for day in between where !year.isHoliday(day) {
      if year.year <= 2006 && Weekday.ofJulianDay(day) == .sunday { continue }
      year.add(HolidayOccurrence(julianDay: day, rule: rule))
    }
  }
}
