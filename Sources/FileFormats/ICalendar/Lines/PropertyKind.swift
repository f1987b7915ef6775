// PropertyKind: the property names the reader acts on, recognized once when a line is read.

/// The names that matter to the component tree and to events, found once from a line's bytes so that
/// later steps compare a byte rather than strings (a file of 10,000 events has 150,000 lines, each
/// looked at by the tree builder and again by the event reader).
enum PropertyKind: UInt8, Hashable, Sendable {
  case other, begin, end, uid, start, endTime, duration, summary, rule, extraDate, exceptionDate
  case recurrenceID, sequence, status

  /// The kind of the upper-case name `bytes`.
  init(upperCaseName bytes: UnsafeBufferPointer<UInt8>) {
    // Called with names of `bytes.count` bytes only.
    func matches(_ name: StaticString) -> Bool {
      let letters = name.utf8Start
      for index in 0..<bytes.count where bytes[index] != letters[index] { return false }
      return true
    }
    switch bytes.count {
    case 3:
      self = matches("UID") ? .uid : matches("END") ? .end : .other
    case 5:
      self =
        matches("BEGIN") ? .begin : matches("DTEND") ? .endTime : matches("RRULE") ? .rule
        : matches("RDATE") ? .extraDate : .other
    case 6:
      self = matches("EXDATE") ? .exceptionDate : matches("STATUS") ? .status : .other
    case 7:
      self = matches("DTSTART") ? .start : matches("SUMMARY") ? .summary : .other
    case 8:
      self = matches("DURATION") ? .duration : matches("SEQUENCE") ? .sequence : .other
    case 13:
      self = matches("RECURRENCE-ID") ? .recurrenceID : .other
    default:
      self = .other
    }
  }

  /// The upper-case name of a kind other than `.other`: the string the reader gives such a property
  /// as its name, shared rather than made anew for each of a file's lines.
  var knownName: String {
    switch self {
    case .other: return ""
    case .begin: return "BEGIN"
    case .end: return "END"
    case .uid: return "UID"
    case .start: return "DTSTART"
    case .endTime: return "DTEND"
    case .duration: return "DURATION"
    case .summary: return "SUMMARY"
    case .rule: return "RRULE"
    case .extraDate: return "RDATE"
    case .exceptionDate: return "EXDATE"
    case .recurrenceID: return "RECURRENCE-ID"
    case .sequence: return "SEQUENCE"
    case .status: return "STATUS"
    }
  }

  /// The kind of the upper-case name `name`.
  init(upperCaseName name: String) {
    var name = name
    self = name.withUTF8 { PropertyKind(upperCaseName: $0) }
  }
}
