// ICalendarComponent: a BEGIN/END block of an iCalendar file, its properties and the blocks inside it.

/// A component (RFC 5545, 3.4 and 3.6): `BEGIN:VEVENT` ... `END:VEVENT`, with its properties in the order
/// written and the components nested in it (a VEVENT's VALARMs, a VTIMEZONE's STANDARD and DAYLIGHT).
package struct ICalendarComponent: Hashable, Sendable {
  /// The component's name, upper-cased: `VCALENDAR`, `VEVENT`.
  package var name: String
  /// The line of its BEGIN, counted from 1.
  package var line: Int
  /// Its properties, in order.
  package var properties: ICalendarPropertyList
  /// The components inside it, in order.
  package var components: [ICalendarComponent]

  /// A component with no properties and no components inside it.
  package init(name: String, line: Int) {
    (self.name, self.line, self.properties, self.components) = (name, line, ICalendarPropertyList(), [])
  }

  /// The first property named `name` (upper-case), if any.
  package func property(_ name: String) -> ICalendarProperty? {
    properties.firstPosition(named: name).map { properties[$0] }
  }

  /// Every property named `name` (upper-case), in order.
  package func properties(named name: String) -> [ICalendarProperty] {
    properties.positions(named: name).map { properties[$0] }
  }

  /// Gives it and the components inside it the store their properties' lines are in, once the file is read.
  mutating func attach(_ store: ContentLineStore) {
    properties.attach(store)
    for index in components.indices { components[index].attach(store) }
  }

  /// Its UID, when it has one: for warnings.
  package var uid: String? { property("UID").map { TextValue.unescaped($0.value) } }
}
