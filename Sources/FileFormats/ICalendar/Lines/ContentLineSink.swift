// ContentLineSink: what takes the content lines ContentLineReader reads.

/// Takes content lines as `ContentLineReader` reads them, and says from each line's name whether it
/// wants the line at all (the component tree skips what events never read).
protocol ContentLineSink {
  /// Whether a line of `kind` read now is wanted. (Mutating only so that the reader passes the sink by
  /// reference: asked of every line, a copy of a sink holding arrays would retain and release each.)
  mutating func keeps(_ kind: PropertyKind) -> Bool
  /// Takes a line that is wanted.
  mutating func add(_ property: consuming ICalendarProperty, log: inout ICalendarWarningLog)
}
