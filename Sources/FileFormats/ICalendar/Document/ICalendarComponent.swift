// ICalendarComponent: a BEGIN/END block of an iCalendar file, its properties and the blocks inside it.

/// A component (RFC 5545, 3.4 and 3.6): `BEGIN:VEVENT` ... `END:VEVENT`, with its properties in the order
/// written and the components nested in it (a VEVENT's VALARMs, a VTIMEZONE's STANDARD and DAYLIGHT).
public struct ICalendarComponent: Hashable, Sendable {
  /// The component's name, upper-cased: `VCALENDAR`, `VEVENT`.
  public var name: String
  /// The line of its BEGIN, counted from 1.
  public var line: Int
  /// Its properties, in order.
  public var properties: [ICalendarProperty]
  /// The components inside it, in order.
  public var components: [ICalendarComponent]

  /// A component with the parts given.
  public init(
    name: String, line: Int, properties: [ICalendarProperty] = [], components: [ICalendarComponent] = []
  ) {
    (self.name, self.line, self.properties, self.components) = (name, line, properties, components)
  }

  /// The first property named `name` (upper-case), if any.
  public func property(_ name: String) -> ICalendarProperty? { properties.first { $0.name == name } }

  /// Every property named `name` (upper-case), in order.
  public func properties(named name: String) -> [ICalendarProperty] { properties.filter { $0.name == name } }

  /// Its UID, when it has one: for warnings.
  public var uid: String? { property("UID").map { TextValue.unescaped($0.value) } }
}
