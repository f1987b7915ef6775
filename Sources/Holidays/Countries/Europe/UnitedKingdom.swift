// United Kingdom: the Bank Holidays Act 1871, the Bank Holidays Extension Act 1875 (days in lieu), the
// Banking and Financial Dealings Act 1971 (Schedule 1: the days in each nation, and the days proclaimed
// each year under section 1(3)), the St Andrew's Day Bank Holiday (Scotland) Act 2007, and the Royal
// Proclamations of one-off bank holidays and of moved May and Spring bank holidays.

import CalendarCore

extension HolidayCountry {
  /// The United Kingdom's bank holidays, for the country (the days all four nations share, and the
  /// Christmas and New Year days England, Wales and Northern Ireland share) and for each nation.
  ///
  /// A bank holiday on a Saturday or Sunday gives the next Monday as a day in lieu; when Christmas Day and
  /// Boxing Day both need one, the Monday and Tuesday after (Christmas Day on a Sunday: the Tuesday).
  package static let unitedKingdom = HolidayCountry(
    code: "GB", name: "United Kingdom", languages: ["en_GB", "en_US"],
    subdivisions: [
      ("ENG", "England"), ("NIR", "Northern Ireland"), ("SCT", "Scotland"), ("WLS", "Wales"),
    ],
    firstYear: 1872,
    rules: [
      // England, Wales and Northern Ireland (the country as a whole keeps their Christmas and New Year).
      HolidayRule("New Year's Day", .fixed(month: 1, day: 1), years: 1975...9999, except: ["SCT"], observance: 0),
      HolidayRule("Christmas Day", .fixed(month: 12, day: 25), except: ["SCT"], observance: 1),
      HolidayRule("Boxing Day", .fixed(month: 12, day: 26), except: ["SCT"], observance: 1),
      HolidayRule("Easter Monday", .easter(1), in: ["ENG", "NIR", "WLS"]),
      HolidayRule(
        HolidayName("Whit Monday", "Pentecost Monday"), .easter(50), years: 1872...1970,
        in: ["ENG", "NIR", "WLS"]),
      HolidayRule(
        "Late Summer Bank Holiday", .weekday(.monday, ordinal: -1, month: 8), years: 1971...9999,
        in: ["ENG", "NIR", "WLS"]),
      // Every nation.
      HolidayRule("Good Friday", .easter(-2)),
      // The early May bank holiday, moved to VE Day's 50th and 75th anniversaries.
      HolidayRule("May Day", .weekday(.monday, ordinal: 1, month: 5), years: 1978...1994),
      HolidayRule("May Day", .weekday(.monday, ordinal: 1, month: 5), years: 1996...2019),
      HolidayRule("May Day", .dates([1995_05_08, 2020_05_08])),
      HolidayRule("May Day", .weekday(.monday, ordinal: 1, month: 5), years: 2021...9999),
      // The spring bank holiday, moved next to the Golden, Diamond and Platinum Jubilees.
      HolidayRule("Spring Bank Holiday", .weekday(.monday, ordinal: -1, month: 5), years: 1971...2001),
      HolidayRule("Spring Bank Holiday", .weekday(.monday, ordinal: -1, month: 5), years: 2003...2011),
      HolidayRule("Spring Bank Holiday", .weekday(.monday, ordinal: -1, month: 5), years: 2013...2021),
      HolidayRule("Spring Bank Holiday", .dates([2002_06_04, 2012_06_04, 2022_06_02])),
      HolidayRule("Spring Bank Holiday", .weekday(.monday, ordinal: -1, month: 5), years: 2023...9999),
      // One-off bank holidays, each by its proclamation.
      HolidayRule("Silver Jubilee of Elizabeth II", .dates([1977_06_07])),
      HolidayRule("Wedding of Charles and Diana", .dates([1981_07_29])),
      HolidayRule("Millennium Celebrations", .dates([1999_12_31])),
      HolidayRule("Golden Jubilee of Elizabeth II", .dates([2002_06_03])),
      HolidayRule("Wedding of William and Catherine", .dates([2011_04_29])),
      HolidayRule("Diamond Jubilee of Elizabeth II", .dates([2012_06_05])),
      HolidayRule("Platinum Jubilee of Elizabeth II", .dates([2022_06_03])),
      HolidayRule("State Funeral of Queen Elizabeth II", .dates([2022_09_19])),
      HolidayRule("Coronation of Charles III", .dates([2023_05_08])),
      // Northern Ireland.
      HolidayRule("Saint Patrick's Day", .fixed(month: 3, day: 17), years: 1903...9999, in: ["NIR"], observance: 0),
      // Proclaimed each year by the Secretary of State for Northern Ireland.
      HolidayRule("Battle of the Boyne", .fixed(month: 7, day: 12), in: ["NIR"], observance: 0),
      // Scotland.
      HolidayRule("New Year's Day", .fixed(month: 1, day: 1), in: ["SCT"], observance: 0),
      HolidayRule("New Year Holiday", .fixed(month: 1, day: 2), in: ["SCT"], observance: 2),
      HolidayRule("Summer Bank Holiday", .weekday(.monday, ordinal: 1, month: 8), in: ["SCT"]),
      HolidayRule("Saint Andrew's Day", .fixed(month: 11, day: 30), years: 2006...9999, in: ["SCT"], observance: 0),
      HolidayRule("Christmas Day", .fixed(month: 12, day: 25), years: 1872...1973, in: ["SCT"], observance: 0),
      HolidayRule("Christmas Day", .fixed(month: 12, day: 25), years: 1974...9999, in: ["SCT"], observance: 1),
      HolidayRule("Boxing Day", .fixed(month: 12, day: 26), years: 1974...9999, in: ["SCT"], observance: 1),
      HolidayRule("Scotland's participation in the FIFA World Cup final", .dates([2026_06_15]), in: ["SCT"]),
    ],
    observances: [
      // A day in lieu, the next Monday (Bank Holidays Extension Act 1875).
      HolidayObservance(
        name: "%s (observed)", years: 1875...9999, moves: HolidayMoves(sunday: .days(1), saturday: .days(2))),
      // Christmas Day and Boxing Day: the Monday and the Tuesday after a weekend.
      HolidayObservance(
        name: "%s (observed)", years: 1875...9999, moves: HolidayMoves(sunday: .days(2), saturday: .days(2))),
      // Scotland's 2 January: after New Year's Day and its day in lieu.
      HolidayObservance(
        name: "%s (observed)", years: 1875...9999,
        moves: HolidayMoves(sunday: .days(2), monday: .days(1), saturday: .days(2))),
    ]
  )
}
