// South Korea: 관공서의 공휴일에 관한 규정 (the Regulations on Holidays of Government Offices, 1949, as
// amended; the 2026 amendment adds Labor Day and Constitution Day back), 국경일에 관한 법률 (the National
// Day Act), 공직선거법 제34조 (Article 34 of the Public Official Election Act) for the election days, and
// 근로자의날 제정에 관한 법률 (the Workers' Day Act, 1963, 1994) for the day banks close.

import CalendarCore

extension HolidayCountry {
  /// South Korea's public holidays (`public`) and Workers' Day, a paid day off that government offices
  /// keep open (`bank`).
  ///
  /// Seollal and Chuseok are three days each from 1989: the day before, the day, the day after, in the
  /// Korean lunisolar calendar (Korean Standard Time). An alternative holiday (대체 휴일, Article 3) is the
  /// first working day after a holiday that falls on a weekend or on another holiday: for Seollal's and
  /// Chuseok's days from 2014 (on a Sunday or another holiday), for the others from the year the law
  /// named them (`observances`); `completeSouthKoreanYear` finds them, and the days of the elections.
  package static let southKorea = HolidayCountry(
    code: "KR", name: "South Korea", languages: ["ko", "en_US"], categories: ["public", "bank"], firstYear: 1948,
    rules: southKoreanRules + southKoreanOneOffDays,
    observances: [
      // Article 3 (대체 휴일): each entry the years one group of holidays has an alternative holiday. The
      // days are found by completeSouthKoreanYear, since a three-day holiday gives one day for its three,
      // and a holiday shared with another gives one on a weekday too: no weekday move says so.
      // 0: Seollal's and Chuseok's three days, on a Sunday or another holiday (2013 amendment, from 2014).
      HolidayObservance(name: southKoreanAlternativeName, years: 2014...9999, moves: HolidayMoves()),
      // 1: Children's Day, on a Saturday, a Sunday or another holiday (from 2014, first given in 2015).
      HolidayObservance(name: southKoreanAlternativeName, years: 2015...9999, moves: HolidayMoves()),
      // 2: Liberation Day, National Foundation Day, Hangul Day (2021 amendment).
      HolidayObservance(name: southKoreanAlternativeName, years: 2021...9999, moves: HolidayMoves()),
      // 3: Independence Movement Day (from 2022).
      HolidayObservance(name: southKoreanAlternativeName, years: 2022...9999, moves: HolidayMoves()),
      // 4: Buddha's Birthday and Christmas Day (2023 amendment).
      HolidayObservance(name: southKoreanAlternativeName, years: 2023...9999, moves: HolidayMoves()),
      // 5: Labor Day and Constitution Day (2026 amendment).
      HolidayObservance(name: southKoreanAlternativeName, years: 2026...9999, moves: HolidayMoves()),
    ],
    completeYear: completeSouthKoreanYear
  )

  /// The name of an alternative holiday: `%s` the holiday's name.
  static let southKoreanAlternativeName = HolidayName("%s 대체 휴일", "Alternative holiday for %s")

  /// The holidays the regulations name year after year, and the bank holiday.
  static let southKoreanRules: [HolidayRule] = [
    HolidayRule(HolidayName("신정연휴", "New Year's Day"), .fixed(month: 1, day: 1)),
    HolidayRule(HolidayName("신정연휴", "New Year's Day"), .fixed(month: 1, day: 2), years: 1948...1998),
    HolidayRule(HolidayName("신정연휴", "New Year's Day"), .fixed(month: 1, day: 3), years: 1948...1989),
    HolidayRule(HolidayName("민속의 날", "Folk Day"), .calendar(.korean, month: 1, day: 1), years: 1985...1988),
    HolidayRule(
      HolidayName("설날 전날", "The day preceding Korean New Year"), .calendar(.korean, month: 1, day: 1), offset: -1,
      years: 1989...9999, observance: 0),
    HolidayRule(
      HolidayName("설날", "Korean New Year"), .calendar(.korean, month: 1, day: 1), years: 1989...9999, observance: 0),
    HolidayRule(
      HolidayName("설날 다음날", "The second day of Korean New Year"), .calendar(.korean, month: 1, day: 1), offset: 1,
      years: 1989...9999, observance: 0),
    HolidayRule(HolidayName("삼일절", "Independence Movement Day"), .fixed(month: 3, day: 1), observance: 3),
    HolidayRule(HolidayName("식목일", "Tree Planting Day"), .fixed(month: 4, day: 5), years: 1949...1959),
    // 1960 had Sabang Day (16 March) in its place.
    HolidayRule(HolidayName("식목일", "Tree Planting Day"), .fixed(month: 4, day: 5), years: 1961...2005),
    HolidayRule(HolidayName("석가탄신일", "Buddha's Birthday"), .calendar(.korean, month: 4, day: 8), years: 1975...2016),
    HolidayRule(
      HolidayName("부처님오신날", "Buddha's Birthday"), .calendar(.korean, month: 4, day: 8), years: 2017...9999,
      observance: 4),
    HolidayRule(HolidayName("노동절", "Labor Day"), .fixed(month: 5, day: 1), years: 2026...9999, observance: 5),
    HolidayRule(HolidayName("어린이날", "Children's Day"), .fixed(month: 5, day: 5), years: 1975...9999, observance: 1),
    HolidayRule(HolidayName("현충일", "Memorial Day"), .fixed(month: 6, day: 6), years: 1956...9999),
    HolidayRule(HolidayName("제헌절", "Constitution Day"), .fixed(month: 7, day: 17), years: 1948...2007),
    HolidayRule(HolidayName("제헌절", "Constitution Day"), .fixed(month: 7, day: 17), years: 2026...9999, observance: 5),
    HolidayRule(HolidayName("광복절", "Liberation Day"), .fixed(month: 8, day: 15), observance: 2),
    HolidayRule(HolidayName("국군의 날", "Armed Forces Day"), .fixed(month: 10, day: 1), years: 1976...1990),
    HolidayRule(HolidayName("개천절", "National Foundation Day"), .fixed(month: 10, day: 3), observance: 2),
    HolidayRule(HolidayName("한글날", "Hangul Day"), .fixed(month: 10, day: 9), years: 1948...1990),
    HolidayRule(HolidayName("한글날", "Hangul Day"), .fixed(month: 10, day: 9), years: 2013...9999, observance: 2),
    HolidayRule(HolidayName("국제연합일", "United Nations Day"), .fixed(month: 10, day: 24), years: 1950...1975),
    HolidayRule(
      HolidayName("추석 전날", "The day preceding Chuseok"), .calendar(.korean, month: 8, day: 15), offset: -1,
      years: 1989...9999, observance: 0),
    HolidayRule(HolidayName("추석", "Chuseok"), .calendar(.korean, month: 8, day: 15), observance: 0),
    HolidayRule(
      HolidayName("추석 다음날", "The second day of Chuseok"), .calendar(.korean, month: 8, day: 15), offset: 1,
      years: 1986...1988),
    HolidayRule(
      HolidayName("추석 다음날", "The second day of Chuseok"), .calendar(.korean, month: 8, day: 15), offset: 1,
      years: 1989...9999, observance: 0),
    HolidayRule(HolidayName("기독탄신일", "Christmas Day"), .fixed(month: 12, day: 25), observance: 4),
    // Elections at the end of a term (Public Official Election Act, Article 34): completeSouthKoreanYear
    // finds their days from southKoreanElections.
    HolidayRule(HolidayName("국회의원 선거일", "National Assembly Election Day"), .derived, years: 2007...9999),
    HolidayRule(HolidayName("대통령 선거일", "Presidential Election Day"), .derived, years: 2007...9999),
    HolidayRule(HolidayName("지방선거일", "Local Election Day"), .derived, years: 2007...9999),
    // Workers' Day (근로자의날): 10 March until 1993, 1 May from 1994; Labor Day, a public holiday, from 2026.
    HolidayRule(HolidayName("근로자의날", "Workers' Day"), .fixed(month: 3, day: 10), years: 1948...1993, category: "bank"),
    HolidayRule(HolidayName("근로자의날", "Workers' Day"), .fixed(month: 5, day: 1), years: 1994...2025, category: "bank"),
  ]

  /// An election day at the end of a term: the Wednesday `ordinal` of `month`, every `interval` years
  /// from the first of `years`, named by the rule with the English name `name`.
  struct SouthKoreanElection {
    /// The English name of the election's rule.
    let name: String
    /// The years of the terms' ends.
    let years: ClosedRange<Int>
    /// Years between two elections: the term.
    let interval: Int
    /// Which Wednesday of the month.
    let ordinal: Int
    /// The month.
    let month: Int
  }

  /// Article 34 (1): the president is elected on the first Wednesday from the 70th day before the term
  /// ends, the National Assembly on the first Wednesday from the 50th day, local councils and heads on
  /// the first Wednesday from the 30th day; the Wednesdays as python-holidays counts them. Article 34 (2)
  /// moves an election on or next to a holiday to the next week's Wednesday (`completeSouthKoreanYear`).
  /// The elections before the 2006 recodification, and the early presidential elections of 2017 and
  /// 2025, are one-off days.
  static let southKoreanElections: [SouthKoreanElection] = [
    SouthKoreanElection(name: "National Assembly Election Day", years: 2008...2016, interval: 4, ordinal: 2, month: 4),
    SouthKoreanElection(name: "National Assembly Election Day", years: 2020...2020, interval: 4, ordinal: 3, month: 4),
    SouthKoreanElection(name: "National Assembly Election Day", years: 2024...9999, interval: 4, ordinal: 2, month: 4),
    SouthKoreanElection(name: "Presidential Election Day", years: 2007...2012, interval: 5, ordinal: 3, month: 12),
    SouthKoreanElection(name: "Presidential Election Day", years: 2022...2022, interval: 5, ordinal: 1, month: 3),
    SouthKoreanElection(name: "Presidential Election Day", years: 2030...9999, interval: 5, ordinal: 1, month: 4),
    SouthKoreanElection(name: "Local Election Day", years: 2010...9999, interval: 4, ordinal: 1, month: 6),
  ]
}
