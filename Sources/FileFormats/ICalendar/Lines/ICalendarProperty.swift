// ICalendarProperty: one content line of an iCalendar file, unfolded, as its name, parameters and value.

/// A content line (RFC 5545, 3.1): `NAME;PARAM=value,"quoted, value":value`, after unfolding. The name
/// is upper-cased (names are case-insensitive, 3.1); parameter values keep their case, with their quotes
/// removed and RFC 6868's `^n`, `^^` and `^'` read; the value is the text after the first `:` not in
/// quotes, not yet unescaped (its escapes depend on its type).
package struct ICalendarProperty: Hashable, Sendable {
  /// The property's name, upper-cased: `DTSTART`, `X-WR-TIMEZONE`.
  package let name: String
  /// The parameters in the order written.
  package var parameters: [ICalendarParameter]
  /// The raw value.
  package var value: String
  /// The physical line it starts on, counted from 1.
  package var line: Int
  /// Which of the names the reader acts on it has (`.other` for the rest); set from `name`.
  let kind: PropertyKind

  /// A property with the parts given (`name` upper-case).
  package init(name: String, parameters: [ICalendarParameter] = [], value: String, line: Int) {
    self.init(name: name, kind: PropertyKind(upperCaseName: name), parameters: parameters, value: value, line: line)
  }

  init(name: String, kind: PropertyKind, parameters: [ICalendarParameter], value: String, line: Int) {
    (self.name, self.kind, self.parameters, self.value, self.line) = (name, kind, parameters, value, line)
  }

  /// The first value of the parameter `name` (upper-case), or `nil` when it is not given.
  package func parameter(_ name: String) -> String? {
    if parameters.isEmpty { return nil }
    let length = name.utf8.count
    return parameters.first { $0.name.utf8.count == length && $0.name == name }?.values.first
  }
}

/// A property parameter: `TZID=Europe/Berlin`, `MEMBER="a@x","b@x"` (several values, RFC 5545, 3.2).
package struct ICalendarParameter: Hashable, Sendable {
  /// The parameter's name, upper-cased.
  package var name: String
  /// Its values, unquoted, at least one (perhaps empty).
  package var values: [String]

  /// A parameter with the values given.
  package init(name: String, values: [String]) { (self.name, self.values) = (name, values) }
}
