// United States: the federal government's holidays (5 U.S.C. 6103, from 16 Stat. 168 of 28 June 1870)
// and the closings the presidents ordered (E.O. 13238, 13281, 13320, 13343, 13421, 13453, 13482, 13523,
// 13633, 13682, 13713, 13852, 13854, 13900, 13965, 14129, 14133, 14371); Puerto Rico's own government
// and half days (Law No. 53 of 4 March 2000, Law No. 305 of 25 December 2002); and the days kept across
// the country without a law.

import CalendarCore

extension HolidayCountry {
  /// The federal holidays (`government`), which Puerto Rico's government does not follow, the closings
  /// ordered by the presidents, and the `half_day` and `unofficial` days.
  static let unitedStatesFederalRules: [HolidayRule] = [
    HolidayRule(
      "New Year's Day", .fixed(month: 1, day: 1), years: 1871...9999, except: ["MA", "PR"],
      category: "government", observance: 1),
    HolidayRule(
      "New Year's Day", .fixed(month: 1, day: 1), years: 1871...9999, in: ["MA"], category: "government",
      observance: 2),
    HolidayRule(
      "Birthday of Martin Luther King, Jr.", .weekday(.monday, ordinal: 3, month: 1), years: 1986...9999,
      except: ["PR"], category: "government"),
    // Washington's Birthday on a Sunday was first observed in 1954, after the decision of February 1953.
    HolidayRule(
      "Washington's Birthday", .fixed(month: 2, day: 22), years: 1879...1953, except: ["PR"],
      category: "government"),
    HolidayRule(
      "Washington's Birthday", .fixed(month: 2, day: 22), years: 1954...1970, except: ["MA", "PR"],
      category: "government", observance: 1),
    HolidayRule(
      "Washington's Birthday", .fixed(month: 2, day: 22), years: 1954...1970, in: ["MA"], category: "government",
      observance: 2),
    HolidayRule(
      "Washington's Birthday", .weekday(.monday, ordinal: 3, month: 2), years: 1971...9999, except: ["PR"],
      category: "government"),
    HolidayRule(
      "Memorial Day", .weekday(.monday, ordinal: -1, month: 5), years: 1971...9999, except: ["PR"],
      category: "government"),
    HolidayRule(
      "Juneteenth National Independence Day", .fixed(month: 6, day: 19), years: 2021...9999, except: ["MA", "PR"],
      category: "government", observance: 1),
    HolidayRule(
      "Juneteenth National Independence Day", .fixed(month: 6, day: 19), years: 2021...9999, in: ["MA"],
      category: "government", observance: 2),
    HolidayRule(
      "Independence Day", .fixed(month: 7, day: 4), years: 1870...9999, except: ["MA", "PR"],
      category: "government", observance: 1),
    HolidayRule(
      "Independence Day", .fixed(month: 7, day: 4), years: 1870...9999, in: ["MA"], category: "government",
      observance: 2),
    HolidayRule(
      "Labor Day", .weekday(.monday, ordinal: 1, month: 9), years: 1894...9999, except: ["PR"],
      category: "government"),
    HolidayRule(
      "Columbus Day", .weekday(.monday, ordinal: 2, month: 10), years: 1971...9999, except: ["PR"],
      category: "government"),
    HolidayRule(
      "Armistice Day", .fixed(month: 11, day: 11), years: 1938...1953, except: ["PR"], category: "government",
      observance: 1),
    HolidayRule(
      "Veterans Day", .fixed(month: 11, day: 11), years: 1954...1970, except: ["MA", "PR"],
      category: "government", observance: 1),
    HolidayRule(
      "Veterans Day", .fixed(month: 11, day: 11), years: 1954...1970, in: ["MA"], category: "government",
      observance: 2),
    HolidayRule(
      "Veterans Day", .weekday(.monday, ordinal: 4, month: 10), years: 1971...1977, except: ["PR"],
      category: "government"),
    HolidayRule(
      "Veterans Day", .fixed(month: 11, day: 11), years: 1978...9999, except: ["MA", "PR"],
      category: "government", observance: 1),
    HolidayRule(
      "Veterans Day", .fixed(month: 11, day: 11), years: 1978...9999, in: ["MA"], category: "government",
      observance: 2),
    HolidayRule(
      "Thanksgiving Day", .weekday(.thursday, ordinal: -1, month: 11), years: 1870...1938, except: ["PR"],
      category: "government"),
    HolidayRule(
      "Thanksgiving Day", .weekday(.thursday, ordinal: -2, month: 11), years: 1939...1941, except: ["PR"],
      category: "government"),
    HolidayRule(
      "Thanksgiving Day", .weekday(.thursday, ordinal: 4, month: 11), years: 1942...9999, except: ["PR"],
      category: "government"),
    HolidayRule(
      "Christmas Day", .fixed(month: 12, day: 25), years: 1870...9999, except: ["MA", "PR"],
      category: "government", observance: 1),
    HolidayRule(
      "Christmas Day", .fixed(month: 12, day: 25), years: 1870...9999, in: ["MA"], category: "government",
      observance: 2),
    // The closings the presidents ordered, each an executive order of its own.
    HolidayRule(
      "Christmas Eve",
      .dates([2001_12_24, 2007_12_24, 2012_12_24, 2018_12_24, 2019_12_24, 2020_12_24, 2024_12_24, 2025_12_24]),
      category: "government"),
    HolidayRule(
      "Christmas Eve (half-day closing)", .dates([2002_12_24, 2009_12_24, 2015_12_24]), category: "government"),
    HolidayRule(
      "Day After Christmas", .dates([2003_12_26, 2008_12_26, 2014_12_26, 2025_12_26]), category: "government"),
    HolidayRule(
      "National Day of Mourning for former President Ronald Reagan", .dates([2004_06_11]), category: "government"),
    HolidayRule(
      "National Day of Mourning for former President Gerald R. Ford", .dates([2007_01_02]), category: "government"),
    HolidayRule(
      "National Day of Mourning for former President George H. W. Bush", .dates([2018_12_05]),
      category: "government"),
    HolidayRule(
      "National Day of Mourning for former President Jimmy Carter", .dates([2025_01_09]), category: "government"),
    // Puerto Rico's government: American Citizenship Day (Law No. 53 of 2000); its half day from noon on
    // Christmas Eve (Law No. 305 of 2002).
    HolidayRule(
      "American Citizenship Day", .fixed(month: 3, day: 2), years: 2001...9999, in: ["PR"], category: "government"),
    HolidayRule(
      "Christmas Eve (from 12pm)", .fixed(month: 12, day: 24), years: 2003...9999, in: ["PR"], category: "half_day"),
    // Days widely kept without a law; the mainland's Groundhog Day and presidential Election Day.
    HolidayRule("Valentine's Day", .fixed(month: 2, day: 14), years: 1847...9999, category: "unofficial"),
    HolidayRule("Saint Patrick's Day", .fixed(month: 3, day: 17), category: "unofficial"),
    HolidayRule("Good Friday", .easter(-2), category: "unofficial"),
    HolidayRule("Easter Sunday", .easter(0), category: "unofficial"),
    HolidayRule("Mother's Day", .weekday(.sunday, ordinal: 2, month: 5), years: 1914...9999, category: "unofficial"),
    HolidayRule("Father's Day", .weekday(.sunday, ordinal: 3, month: 6), years: 1972...9999, category: "unofficial"),
    HolidayRule("Halloween", .fixed(month: 10, day: 31), category: "unofficial"),
    HolidayRule("Christmas Eve", .fixed(month: 12, day: 24), years: 1870...9999, category: "unofficial"),
    HolidayRule("New Year's Eve", .fixed(month: 12, day: 31), years: 1870...9999, category: "unofficial"),
    HolidayRule(
      "Groundhog Day", .fixed(month: 2, day: 2), years: 1886...9999, except: ["AS", "GU", "MP", "PR", "UM", "VI"],
      category: "unofficial"),
    HolidayRule(
      "Election Day", .weekday(.monday, ordinal: 1, month: 11), offset: 1, years: 1848...9999, every: 4,
      except: ["AS", "GU", "MP", "PR", "UM", "VI"], category: "unofficial"),
  ]
}
