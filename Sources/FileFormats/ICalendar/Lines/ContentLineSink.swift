// ContentLineSink: what takes the content lines ContentLineReader reads, and the line it is handed.

/// Takes content lines as `ContentLineReader` reads them, and says from each line's name whether it
/// wants the line at all (the component tree skips what events never read).
protocol ContentLineSink {
  /// Whether a line of `kind` read now is wanted. (Mutating only so that the reader passes the sink by
  /// reference: asked of every line, a copy of a sink holding arrays would retain and release each.)
  mutating func keeps(_ kind: PropertyKind) -> Bool
  /// Takes a line that is wanted.
  mutating func add(_ line: ContentLine, log: inout ICalendarWarningLog)
}

/// A content line as the reader hands it on: its bytes, unfolded and valid UTF-8, already checked to be a
/// content line (RFC 5545, 3.1), with where its parts lie. The bytes are the reader's, valid only during `add`.
struct ContentLine {
  /// The line's bytes, name to value.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The kind its name gives.
  let kind: PropertyKind
  /// Where its name ends (at its first `;` or `:`).
  let nameEnd: Int
  /// Where its value begins (after its first `:` not in quotes).
  let valueStart: Int
  /// The physical line it starts on, counted from 1.
  let number: Int

  /// The value's bytes, its escapes not read.
  var value: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[valueStart...]) }
}
