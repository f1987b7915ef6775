// Theme: the colours of a calendar's parts.

/// The colour of each part of a calendar (`ColorRole`): `31` red, `7` reverse video, empty for
/// no colour.
package struct Theme: Hashable, Sendable {
  /// Today (or the date given as an argument).
  package var today: GraphicRendition = .reverseVideo
  /// The weekend's day of rest (`ColorRole.sunday`): Sunday in most of the world.
  package var sunday: GraphicRendition = "31"
  /// The weekend's other days (`ColorRole.saturday`): Saturday in most of the world.
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
    get { self[keyPath: Theme.field(of: role)] }
    set { self[keyPath: Theme.field(of: role)] = newValue }
  }

  /// The field that holds the colour of `role`: the one place that pairs roles with fields.
  private static func field(of role: ColorRole) -> WritableKeyPath<Theme, GraphicRendition> {
    switch role {
    case .today: \.today
    case .sunday: \.sunday
    case .saturday: \.saturday
    case .header: \.header
    case .adjacent: \.adjacent
    case .weekNumber: \.weekNumber
    case .mark: \.mark
    case .moon: \.moon
    case .holiday: \.holiday
    case .event: \.event
    case .workday: \.workday
    case .weeks: \.weeks
    case .otherCalendar: \.otherCalendar
    }
  }
}
