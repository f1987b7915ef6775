// South Korea's one-off holidays (elections before 2006, ceremonies, temporary holidays the government
// declared), and the alternative holidays and election days the law derives each year.

import CalendarCore

extension HolidayCountry {
  /// The days declared one at a time: each a list, as the government announced them (임시공휴일, and the
  /// elections before Article 34 fixed their days in 2006); python-holidays' list of special holidays.
  static let southKoreanOneOffDays: [HolidayRule] = [
    HolidayRule(
      HolidayName("국회의원 선거일", "National Assembly Election Day"),
      .dates([
        1948_05_10, 1950_05_30, 1954_05_20, 1958_05_02, 1960_07_29, 1963_11_26, 1967_06_08, 1971_05_25, 1973_02_27,
        1978_12_12, 1981_03_25, 1985_02_12, 1988_04_26, 1992_03_24, 1996_04_11, 2000_04_13, 2004_04_15,
      ])),
    HolidayRule(
      HolidayName("대통령 선거일", "Presidential Election Day"),
      .dates([
        1948_07_20, 1952_08_05, 1956_05_15, 1960_03_15, 1960_08_12, 1963_10_15, 1967_05_03, 1971_04_27, 1972_12_23,
        1978_07_06, 1979_12_06, 1980_08_27, 1981_02_25, 1987_12_16, 1992_12_18, 1997_12_18, 2002_12_19,
        // The early elections after the impeachments of 2017 and 2025.
        2017_05_09, 2025_06_03,
      ])),
    HolidayRule(
      HolidayName("지방선거일", "Local Election Day"),
      .dates([
        1952_04_25, 1952_05_10, 1956_08_08, 1956_08_13, 1960_12_12, 1960_12_19, 1960_12_26, 1960_12_29, 1991_03_26,
        1991_06_20, 1995_06_27, 1998_06_04, 2002_06_13, 2006_05_31,
      ])),
    HolidayRule(HolidayName("부통령 선거일", "Vice Presidential Election"), .dates([1951_05_16])),
    HolidayRule(
      HolidayName("통일주체국민회의 선거일", "National Conference for Unification Election Day"),
      .dates([1972_12_15, 1978_05_18])),
    HolidayRule(HolidayName("선거를 위한 선거인단 선일", "Electoral College Election Day"), .dates([1981_02_11])),
    HolidayRule(
      HolidayName("대통령 취임식", "Presidential Inauguration Day"),
      .dates([
        1963_12_17, 1967_07_01, 1971_07_01, 1972_12_27, 1978_12_27, 1979_12_21, 1980_09_01, 1981_03_03, 1988_02_25,
      ])),
    HolidayRule(HolidayName("유신헌법 국민투표일", "Yushin Constitution Referendum Day"), .dates([1972_11_21, 1975_02_12])),
    HolidayRule(HolidayName("삼선 헌법 개정 국민투표일", "Third-term Constitutional Referendum Day"), .dates([1969_10_17])),
    HolidayRule(HolidayName("제5공화국 헌법 개정 국민투표일", "5th Republic Constitutional Referendum Day"), .dates([1980_10_22])),
    HolidayRule(HolidayName("제6공화국 헌법 개정 국민투표일", "6th Republic Constitutional Referendum Day"), .dates([1987_10_27])),
    HolidayRule(
      HolidayName("임시공휴일", "Temporary Public Holiday"),
      .dates([1967_01_04, 1982_10_02, 2015_08_14, 2016_05_06, 2017_10_02, 2020_08_17, 2023_10_02, 2025_01_27])),
    HolidayRule(HolidayName("국군의 날", "Armed Forces Day"), .dates([1966_10_01, 2024_10_01])),
    HolidayRule(
      HolidayName("국제연합의 대한민국 정부 승인 경축 국민대회", "Republic of Korea's United Nations Recognition Celebrations"),
      .dates([1948_12_15])),
    HolidayRule(
      HolidayName("5.10 제헌의회선거 1주년 기념일", "Anniversary of the 1st National Assembly Election"), .dates([1949_05_10])),
    HolidayRule(HolidayName("백범 김구 선생 국민장 영결식", "Baekbeom Kim Ku's Funeral Ceremony"), .dates([1949_07_05])),
    HolidayRule(HolidayName("전몰군인 합동위령제", "Joint Memorial Service for Fallen Soldiers"), .dates([1950_06_21])),
    HolidayRule(
      HolidayName("이승만 대통령 탄신일", "President Syngman Rhee's Birthday"),
      .dates([1957_03_26, 1958_03_26, 1959_03_26, 1960_03_26])),
    // Sabang Day was in the regulations themselves, but kept in 1960 alone.
    HolidayRule(HolidayName("사방의 날", "Sabang Day"), .dates([1960_03_16])),
    HolidayRule(HolidayName("신정부 경축의 날", "New Government Celebration Day"), .dates([1960_10_01])),
    HolidayRule(
      HolidayName("4.19 혁명 기념일", "April 19 Revolution Anniversary"), .dates([1961_04_19, 1962_04_19, 1963_04_19])),
    HolidayRule(
      HolidayName("5.16 군사혁명 기념일", "May 16 Military Coup d'Etat Anniversary"), .dates([1962_05_16, 1963_05_16])),
    HolidayRule(HolidayName("아폴로 11호 달 착륙 기념", "Commemoration of the Apollo 11 Moon Landing"), .dates([1969_07_21])),
    HolidayRule(
      HolidayName("대통령 영부인 육영수 여사 국민장 영결식", "First Lady Yuk Young-soo's Funeral Ceremony"), .dates([1974_08_19])),
    HolidayRule(HolidayName("박정희 대통령 국장 영결식", "President Park Chung Hee's Funeral Ceremony"), .dates([1979_11_03])),
    HolidayRule(HolidayName("1988 서울 올림픽 개막식", "1988 Seoul Olympics Opening Ceremony"), .dates([1988_09_17])),
    HolidayRule(
      HolidayName("2002년 한일 월드컵 대표팀 4강 진출", "2002 FIFA World Cup National Team Semi-Finals Celebrations"),
      .dates([2002_07_01])),
    // Alternative holidays declared one at a time before the 2013 amendment.
    HolidayRule(HolidayName("식목일 대체 휴일", "Alternative holiday for Tree Planting Day"), .dates([1959_04_06])),
    HolidayRule(HolidayName("제헌절 대체 휴일", "Alternative holiday for Constitution Day"), .dates([1960_07_18])),
    HolidayRule(HolidayName("한글날 대체 휴일", "Alternative holiday for Hangul Day"), .dates([1960_10_10])),
    HolidayRule(HolidayName("기독탄신일 대체 휴일", "Alternative holiday for Christmas Day"), .dates([1960_12_26])),
    HolidayRule(HolidayName("국군의 날 대체 휴일", "Alternative holiday for Armed Forces Day"), .dates([1989_10_02])),
  ]

  /// Adds the year's election days (Article 34 of the Public Official Election Act), then its alternative
  /// holidays (Article 3 of the regulations).
  @Sendable static func completeSouthKoreanYear(_ year: inout HolidayYear) {
    addSouthKoreanElections(&year)
    addSouthKoreanAlternativeHolidays(&year)
  }

  /// Adds each election held this year: its Wednesday, or the next week's when that day or a day next to
  /// it is a holiday (Article 34 (2)).
  private static func addSouthKoreanElections(_ year: inout HolidayYear) {
    let rules = HolidayCountry.southKorea.rules
    let gregorian = Reform.gregorian
    for election in southKoreanElections
    where election.years.contains(year.year) && (year.year - election.years.lowerBound) % election.interval == 0 {
      guard
        let rule = year.rules.first(where: { rules[$0].date == .derived && rules[$0].name.lastText == election.name }),
        rules[rule].years.contains(year.year)
      else { continue }
      let first = gregorian.julianDay(of: CivilDate(year: year.year, month: election.month, day: 1))
      var day = first + Weekday.wednesday.offset(from: Weekday.ofJulianDay(first)) + 7 * (election.ordinal - 1)
      if year.isHoliday(day - 1) || year.isHoliday(day) || year.isHoliday(day + 1) { day += 7 }
      year.add(HolidayOccurrence(julianDay: day, rule: rule))
    }
  }

  /// Adds the alternative holidays: in date order, for each holiday with an alternative this year that
  /// falls on a weekend day (Sunday alone for Seollal's and Chuseok's days) or shares its day with another
  /// holiday, the first working day after it, named for each holiday of its day (for Seollal's or
  /// Chuseok's days, once, for the festival).
  ///
  /// Works on the year's packed days and lists of numbers: a year has a dozen holidays, and sets of names or
  /// dictionaries of days, made again each year, cost more than the search (a long range reads many years).
  private static func addSouthKoreanAlternativeHolidays(_ year: inout HolidayYear) {
    let country = HolidayCountry.southKorea
    let rules = country.rules
    let festivals = southKoreanFestivalOfRule
    // Each day with a holiday that has an alternative, as pairs: the day, and the festival's rule for a three-day
    // holiday's day (-1 for none). A festival's day takes its festival even when found after another holiday.
    var days: [Int] = []
    days.reserveCapacity(2 * year.days.count)
    for packed in year.days where HolidayOccurrence.isOwnDay(packed: packed) {
      let rule = HolidayOccurrence.rule(ofPacked: packed)
      guard let observance = rules[rule].observance, country.observances[observance].years.contains(year.year) else {
        continue
      }
      let julianDay = HolidayOccurrence.julianDay(ofPacked: packed)
      var pair = 0
      while pair < days.count && days[pair] != julianDay { pair += 2 }
      if pair == days.count {
        days.append(julianDay)
        days.append(observance == 0 ? festivals[rule] : -1)
      } else if observance == 0 {
        days[pair + 1] = festivals[rule]
      }
    }
    // In date order: an alternative holiday found for one day is a holiday the next day's search passes over.
    var order = Array(stride(from: 0, to: days.count, by: 2))
    order.sort { days[$0] < days[$1] }
    let lastDay = GregorianYearDays(year.year).lastDay
    var holidays: [Int] = []
    holidays.reserveCapacity(8)
    for pair in order {
      let (day, festival) = (days[pair], days[pair + 1])
      let weekday = Weekday.ofJulianDay(day)
      let isWeekend = weekday == .sunday || (festival < 0 && weekday == .saturday)
      // The rules of the day's holidays (an alternative holiday added before counts), and whether their names differ.
      holidays.removeAll(keepingCapacity: true)
      var namesDiffer = false
      for packed in year.days
      where HolidayOccurrence.julianDay(ofPacked: packed) == day && !HolidayOccurrence.isWorkingDay(packed: packed) {
        let rule = HolidayOccurrence.rule(ofPacked: packed)
        if let first = holidays.first, rules[first].name != rules[rule].name { namesDiffer = true }
        holidays.append(rule)
      }
      guard isWeekend || namesDiffer else { continue }
      // The first working day after, in the same year (the day itself when there is none).
      var alternative = day + 1
      while alternative <= lastDay && !year.isWorkingDay(alternative) { alternative += 1 }
      if alternative > lastDay { alternative = day }
      for rule in festival >= 0 ? [festival] : holidays {
        let role = HolidayOccurrence.Role.observed(observance: rules[rule].observance ?? 0, isBefore: false)
        year.add(HolidayOccurrence(julianDay: alternative, rule: rule, role: role))
      }
    }
  }

  /// Beside the page's rules, the position of the festival (the rule of a three-day holiday's own day: the same
  /// date, no days added, the same alternative) of each rule with Seollal's and Chuseok's alternative, -1 for the
  /// others: found once, rather than by comparing dates on every year.
  private static let southKoreanFestivalOfRule: [Int] = {
    let rules = HolidayCountry.southKorea.rules
    return rules.map { rule in
      guard rule.observance == 0 else { return -1 }
      // The dates compared last: a comparison of dates costs more than of numbers.
      return rules.firstIndex { $0.observance == 0 && $0.offset == 0 && $0.date == rule.date } ?? -1
    }
  }()
}
