// HolidayDate: how a holiday's day is found in a year, as a country's law states it.

import CalendarCore

/// How a holiday's day is found in a Gregorian year: the forms holiday laws use. A rule may add days
/// to the day found (`HolidayRule.offset`).
///
///     .fixed(month: 1, day: 1)                                     // New Year's Day
///     .weekday(.monday, ordinal: 2, month: 1)                      // the second Monday of January
///     .weekday(.monday, ordinal: -1, month: 5)                     // the last Monday of May
///     .weekdayOnOrBefore(.monday, month: 5, day: 24)               // the Monday before 25 May
///     .easter(-2)                                                  // Good Friday
///     .calendar(.chinese, month: 8, day: 15)                       // the Mid-Autumn Festival
///     .equinox(month: 3, utcOffsetMinutes: 540)                    // Japan's Vernal Equinox Day
///     .dates([2019_05_01, 2019_10_22])                             // days the law lists
package enum HolidayDate: Hashable, Sendable {
  /// The same month and day every year; none in a year without it (29 February).
  case fixed(month: Int, day: Int)
  /// The `ordinal`-th `weekday` of `month` (1 to 5), or counted from its end (-1 the last).
  case weekday(Weekday, ordinal: Int, month: Int)
  /// The first `weekday` on or after `month`/`day`.
  case weekdayOnOrAfter(Weekday, month: Int, day: Int)
  /// The last `weekday` on or before `month`/`day`.
  case weekdayOnOrBefore(Weekday, month: Int, day: Int)
  /// Western Easter Sunday (the Gregorian computus) plus `days`.
  case easter(Int)
  /// Orthodox Easter Sunday (the Julian computus, as a Gregorian date) plus `days`.
  case orthodoxEaster(Int)
  /// Day `day` of month `month` (a leap month with `isLeapMonth`) of another calendar, each time it falls
  /// in the Gregorian year: an Islamic date may fall twice in one, or not at all.
  case calendar(CalendarSystem, month: Int, day: Int, isLeapMonth: Bool = false)
  /// The last day of month `month` of another calendar (the Lunar New Year's Eve is the last day of the
  /// 12th month, whose length changes), each time it falls in the Gregorian year.
  case calendarMonthEnd(CalendarSystem, month: Int)
  /// Day `day` (1 to 15 the waxing days, 16 on the waning ones) of month `month` of the Thai lunar
  /// calendar, as Thailand keeps its Buddhist holy days: in a year with an added month a day of the first
  /// eight months is kept a month later (`ThaiLunarCalendar`). None outside 1914-2157.
  case thaiLunar(month: Int, day: Int)
  /// The civil day, on clocks `utcOffsetMinutes` ahead of UTC, of the March (`month` 3) or September
  /// (`month` 9) equinox.
  case equinox(month: Int, utcOffsetMinutes: Int)
  /// The civil day, on clocks `utcOffsetMinutes` ahead of UTC, when the sun's apparent longitude reaches
  /// `longitude` degrees (a multiple of 15: Qingming is 15°).
  case solarTerm(longitude: Int, utcOffsetMinutes: Int)
  /// The days the law lists, each written as the number YYYYMMDD: one-off days, and days announced year
  /// by year.
  case dates([Int])
  /// Days off moved onto another day (China's 调休): each pair the day off and the weekend day worked in
  /// its place, as YYYYMMDD numbers. The day off is a holiday named by the country's
  /// `substitutedDayName`; the day worked a make-up working day.
  case substitutedDays([HolidaySubstitution])
  /// No day of its own: days the country's `completeYear` finds from the others (Japan's day between
  /// two holidays), named by this rule in its years.
  case derived
}

/// A day off moved in exchange for a weekend day worked: both days as YYYYMMDD numbers.
package struct HolidaySubstitution: Hashable, Sendable {
  /// The day off, YYYYMMDD.
  package let dayOff: Int
  /// The day worked in its place, YYYYMMDD.
  package let dayWorked: Int

  /// `dayOff` given in exchange for `dayWorked`, both YYYYMMDD.
  package init(_ dayOff: Int, for dayWorked: Int) { (self.dayOff, self.dayWorked) = (dayOff, dayWorked) }
}
