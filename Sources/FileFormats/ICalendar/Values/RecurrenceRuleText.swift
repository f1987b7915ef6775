// RecurrenceRuleText: an RRULE property's value read as a RecurrenceRule, forgiving what recurring-ical-events does.

import Events

/// RRULE values (RFC 5545, 3.3.10) are read by `RecurrenceRule(parsing:)` in Events/Recurrence; this
/// places a floating UNTIL of a UTC DTSTART in UTC and forgives what recurring-ical-events forgives.
enum RecurrenceRuleText {
  /// What an RRULE's value gives.
  enum Reading {
    /// A rule; `note` says what was ignored to read it, if anything.
    case rule(RecurrenceRule, note: String?)
    /// An empty value (`RRULE:`, as calendarlabs.com writes them): no rule, the event happens once, as
    /// icalendar reads it (an empty vRecur) and recurring-ical-events shows it.
    case none
    /// No rule can be read: why.
    case failure(RecurrenceRuleError)
  }

  /// The rule `text` names (3.3.10: UNTIL is a date-time in UTC when DTSTART has a zone, local when it is
  /// floating; calendars write it without `Z` either way). A floating UNTIL of a UTC DTSTART is UTC; of a
  /// zoned one it stays floating, and the series ends the rule at the earlier of its UTC and wall-clock
  /// readings (`EventSeries.until`), as recurring-ical-events does. What `reading` repairs is noted.
  static func rule(_ text: String, start: EventTime, cache: inout [String: Reading]) -> Reading {
    // The same rule text recurs across a calendar's events (`FREQ=WEEKLY;BYDAY=MO`): read each once.
    let reading: Reading
    if let known = cache[text] {
      reading = known
    } else {
      reading = self.reading(text)
      cache[text] = reading
    }
    guard case .rule(var rule, let note) = reading else { return reading }
    if case .floating(let until) = rule.until, case .utc = start { rule.until = .utc(until) }
    return .rule(rule, note: note)
  }

  /// The rule `text` names, its UNTIL as written, repaired where a calendar wrote what a rule cannot hold and
  /// the rest still says what was meant: a negative COUNT beside an UNTIL is left out; semicolons escaped as
  /// TEXT escapes them (`FREQ=DAILY\\;COUNT=10`) are read as the separators they are; parts that are no part
  /// of a rule (`AnythingRandom`, as a Google export has them) are left out, but where one had a value and the
  /// rule would then never end (`UNTL=20191023`, a misspelt bound) it is not read: a typo must not make an
  /// event repeat for ever. Each repair is noted.
  private static func reading(_ text: String) -> Reading {
    if text.utf8.allSatisfy({ $0 == 0x20 }) { return .none }
    var notes: [String] = []
    var text = text
    // A backslash looked for among the bytes first: `String.contains(String)` is a general string search, which
    // took most of the time of reading 10,000 rules that have none.
    if text.utf8.contains(UInt8(ascii: "\\")) && text.contains("\\;") {
      text = String(text.split(separator: "\\;", omittingEmptySubsequences: false).joined(separator: ";"))
      notes.append("its ';' were escaped as \\; and are read as separators")
    }
    var dropped: [String] = []
    while true {
      do {
        let rule = try RecurrenceRule(parsing: text)
        if rule.count == nil && rule.until == nil, let bound = dropped.first(where: { $0.contains("=") }) {
          return .failure(.unknownPart(bound))
        }
        if !dropped.isEmpty {
          notes.append(shown(dropped.joined(separator: ";")) + " left out (no part of a rule)")
        }
        return .rule(rule, note: notes.isEmpty ? nil : notes.joined(separator: "; "))
      } catch {
        switch error {
        case .malformedPart(let part), .unknownPart(let part):
          // Left out one at a time, each part as the rule's reader named it.
          guard let index = text.split(separator: ";", omittingEmptySubsequences: false).firstIndex(where: {
            $0 == part
          }), dropped.count < 64 else { return .failure(error) }
          var parts = text.split(separator: ";", omittingEmptySubsequences: false)
          parts.remove(at: index)
          text = parts.joined(separator: ";")
          dropped.append(part)
        case .invalidValue(let part, let value, _) where part == "COUNT" && value.hasPrefix("-"):
          guard let reread = try? RecurrenceRule(parsing: withoutCount(text)), reread.until != nil else {
            return .failure(error)
          }
          notes.append("COUNT=\(value) left out (a count is not negative): the rule ends at its UNTIL")
          return .rule(reread, note: notes.joined(separator: "; "))
        default:
          return .failure(error)
        }
      }
    }
  }

  /// `text` without its COUNT parts.
  private static func withoutCount(_ text: String) -> String {
    text.split(separator: ";").filter { part in
      !part.drop { $0 == " " }.uppercased().hasPrefix("COUNT=")
    }.joined(separator: ";")
  }
}
