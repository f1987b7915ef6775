// DayFactValue: what a day fact says beyond its label, typed by its kind, for views that read facts only.

/// What a day fact says beyond its label, one case a kind, each with what views show of it: JSON writes
/// a holiday's country and category, an event's times, another calendar's date by its numbers, a moon
/// phase's time, sunrise and sunset, all read from here rather than from the source that gave the fact.
///
///     switch fact.value {
///     case .holiday(let country, let subdivision, let category): print(country, subdivision ?? "", category)
///     case .event(let occurrence): print(occurrence.start, occurrence.summary)
///     default: break
///     }
public enum DayFactValue: Hashable, Sendable {
  /// A day the user marked: its label is all it says.
  case mark
  /// A holiday of the country with ISO 3166 code `country` (`JP`), of its subdivision with code
  /// `subdivision` (`CA` of `US-CA`) when the holidays asked for were a subdivision's, in the category
  /// `category` (`public`, `bank`, …).
  case holiday(country: String, subdivision: String?, category: String)
  /// A make-up working day of the country with code `country`, of its subdivision `subdivision` when the
  /// holidays asked for were a subdivision's.
  case workingDay(country: String, subdivision: String?)
  /// An occurrence of an event touching the day: its summary, start and end on the wall clock shown,
  /// whether it is all-day, and the minute of the day it starts at (`nil` when all-day or continuing).
  case event(EventOccurrence)
  /// The day's date in `CalendarSystem`.
  case calendarDate(CalendarSystem, CalendarSystemDate)
  /// A principal phase of the moon, at the minute of the local day `minuteOfDay` (0 for 00:00, 1439 for
  /// 23:59).
  case moonPhase(MoonPhase, minuteOfDay: Int)
  /// The day's sunrise and sunset on the clocks shown, or its polar day or night.
  case sunTimes(SunTimes)
  /// The solar term at the sun's apparent longitude `longitude` (a multiple of 15°, 0 the March equinox), reached at
  /// the minute of the local day `minuteOfDay`.
  case solarTerm(longitude: Int, minuteOfDay: Int)
  /// The day's rokuyō.
  case rokuyo(Rokuyo)

  /// The kind of fact this is the value of.
  public var kind: DayFactKind {
    switch self {
    case .mark: return .mark
    case .holiday: return .holiday
    case .workingDay: return .workingDay
    case .event: return .event
    case .calendarDate: return .calendarDate
    case .moonPhase: return .moonPhase
    case .sunTimes: return .sunTimes
    case .solarTerm: return .solarTerm
    case .rokuyo: return .rokuyo
    }
  }
}
