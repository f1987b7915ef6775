// ICalendarProperty: one content line of an iCalendar file, unfolded, as its name, parameters and value.

/// A content line (RFC 5545, 3.1): `NAME;PARAM=value,"quoted, value":value`, after unfolding. The name
/// is upper-cased (names are case-insensitive, 3.1); parameter values keep their case, with their quotes
/// removed and RFC 6868's `^n`, `^^` and `^'` read; the value is the text after the first `:` not in
/// quotes, not yet unescaped (its escapes depend on its type).
public struct ICalendarProperty: Hashable, Sendable {
  /// The property's name, upper-cased: `DTSTART`, `X-WR-TIMEZONE`.
  public var name: String
  /// The parameters in the order written.
  public var parameters: [ICalendarParameter]
  /// The raw value.
  public var value: String
  /// The physical line it starts on, counted from 1.
  public var line: Int

  /// A property with the parts given.
  public init(name: String, parameters: [ICalendarParameter] = [], value: String, line: Int) {
    (self.name, self.parameters, self.value, self.line) = (name, parameters, value, line)
  }

  /// The first value of the parameter `name` (upper-case), or `nil` when it is not given.
  public func parameter(_ name: String) -> String? {
    parameters.first { $0.name == name }?.values.first
  }
}

/// A property parameter: `TZID=Europe/Berlin`, `MEMBER="a@x","b@x"` (several values, RFC 5545, 3.2).
public struct ICalendarParameter: Hashable, Sendable {
  /// The parameter's name, upper-cased.
  public var name: String
  /// Its values, unquoted, at least one (perhaps empty).
  public var values: [String]

  /// A parameter with the values given.
  public init(name: String, values: [String]) { (self.name, self.values) = (name, values) }
}
