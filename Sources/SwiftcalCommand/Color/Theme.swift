// Theme: the colours of a calendar's parts.

/// The colour of each part of a calendar (`ColorRole`): `31` red, `7` reverse video, empty for
/// no colour.
package struct Theme: Hashable, Sendable {
  /// Today (or the date given as an argument).
  package var today: GraphicRendition = .reverseVideo
  /// Sundays, and every weekend day other than Saturday (`--weekend`).
  package var sunday: GraphicRendition = "31"
  /// Saturdays.
  package var saturday: GraphicRendition = "34"
  /// The line of weekday names.
  package var header: GraphicRendition = .none
  /// The days of the adjacent months (`--fill`).
  package var adjacent: GraphicRendition = "90"
  /// The week asked for with `--week=N`.
  package var weekNumber: GraphicRendition = .reverseVideo
  /// The days that are not weekend days (none by default, as in cal).
  package var workday: GraphicRendition = .none
  /// The week numbers (`-w`) other than the one asked for.
  package var weeks: GraphicRendition = .none
  /// Marked days (`--mark`, `--mark-file`): underlined, which combines with today's reverse
  /// video, the weekend's colours and the adjacent days' grey without hiding any of them.
  package var mark: GraphicRendition = "4"
  /// The other calendars' rows and title lines (`--calendar NAME`): grey as the adjacent days, so that they
  /// read as notes beside the civil dates rather than as dates of their own.
  package var otherCalendar: GraphicRendition = "90"
  /// The days of the moon's principal phases (`--moon`): bold, which keeps the weekend's colours and
  /// today's reverse video, and combines with a mark's underline.
  package var moon: GraphicRendition = "1"
  /// Holidays (`--holidays`): red as Sundays, as the seeds' calendars print them. A make-up working day
  /// (worked in exchange for a day off) takes the `workday` colour instead of its weekend colour.
  package var holiday: GraphicRendition = "31"
  /// Days with events (`--ics`): underlined as marked days, which iOS's month screen shows with a dot
  /// under the day; both are the user's own, and `event=` tells them apart where wanted.
  package var event: GraphicRendition = "4"

  package init() {}

  /// The default colours: today in reverse video as `cal`, Sundays red and Saturdays blue as
  /// calendars in Japan and Korea print them.
  package static let standard = Theme()
}

extension Theme {
  /// The colour of `role`.
  package subscript(role: ColorRole) -> GraphicRendition {
    get {
      switch role {
      case .today: return today
      case .sunday: return sunday
      case .saturday: return saturday
      case .header: return header
      case .adjacent: return adjacent
      case .weekNumber: return weekNumber
      case .mark: return mark
      case .moon: return moon
      case .holiday: return holiday
      case .event: return event
      case .workday: return workday
      case .weeks: return weeks
      case .otherCalendar: return otherCalendar
      }
    }
    set {
      switch role {
      case .today: today = newValue
      case .sunday: sunday = newValue
      case .saturday: saturday = newValue
      case .header: header = newValue
      case .adjacent: adjacent = newValue
      case .weekNumber: weekNumber = newValue
      case .mark: mark = newValue
      case .moon: moon = newValue
      case .holiday: holiday = newValue
      case .event: event = newValue
      case .workday: workday = newValue
      case .weeks: weeks = newValue
      case .otherCalendar: otherCalendar = newValue
      }
    }
  }
}
