// EventSeries: the VEVENTs of one UID as one set of occurrences (RFC 5545, 3.8.5).

import CalendarCore

/// The events of one UID: the master (DTSTART, RRULEs, RDATEs, EXDATEs) and the overrides
/// (RECURRENCE-ID) that replace its occurrences, ready to be expanded over any range of days.
///
/// Occurrences are matched to RECURRENCE-IDs and EXDATEs as recurring-ical-events 3.8.2 matches them:
/// by the UTC time and by the wall-clock time of each (so an EXDATE written in UTC or on the start's
/// zone's clock removes the same occurrence), and a DATE EXDATE removes every start on its date.
struct EventSeries: Sendable {
  /// The master: of several without RECURRENCE-ID, the one of highest SEQUENCE, the first of equals.
  var master: EventShape?
  /// The master's SEQUENCE.
  var masterSequence = 0
  /// The master's rules, each with its UNTIL on the master's wall clock.
  var rules: [(rule: RecurrenceRule, until: LocalDateTime?)] = []
  /// Whether DTSTART is an occurrence: always, unless it is after every rule's UNTIL
  /// (recurring-ical-events adds DTSTART to the rules' starts only then; RFC 5545 counts it always).
  var includesStart = true
  /// RDATE starts on the master's wall clock, ascending.
  var extraStarts: [LocalDateTime] = []
  /// The lengths of RDATE periods, by the keys of their starts.
  var periodLengths: [Int: EventLength] = [:]
  /// The starts of RDATE periods on the master's wall clock, ascending.
  var periodStarts: [LocalDateTime] = []
  /// The keys (`keys(ofStart:)`) of the EXDATEs.
  var exceptionKeys: Set<Int> = []
  /// The days of DATE EXDATEs.
  var exceptionDays: Set<Int> = []
  /// The overrides' occurrences, shown wherever they are (unless an EXDATE removes them).
  var overrideSpans: [EventSpan] = []
  /// The override replacing each key of a RECURRENCE-ID (of equal keys, the highest SEQUENCE).
  var overrideKeys: Set<Int> = []
  /// THISANDFUTURE overrides: the first key of their RECURRENCE-ID, ascending, and the shape and shift
  /// they give the master's later occurrences (RFC 5545, 3.8.4.4).
  var followingOverrides: [(key: Int, shape: EventShape, shift: Int)] = []
  /// How far before the first day asked for an occurrence may start and still touch it, in seconds.
  var marginBefore = 0
  /// How far after the last day asked for an occurrence's rule start may be (a shift back), in seconds.
  var marginAfter = 0

  /// Whether the master repeats (rules or RDATEs); one that does not has a single occurrence.
  var repeats: Bool { !rules.isEmpty || !extraStarts.isEmpty }
}

extension EventSeries {
  /// The series of `events` (the events of one UID, with their positions), shown in `displayZone`.
  init(_ events: [(position: Int, event: CalendarEvent)], displayZone: ZoneRules) {
    var masterEvent: CalendarEvent?
    var overridesByKey: [Int: (position: Int, event: CalendarEvent)] = [:]
    var overrideOrder: [Int] = []
    for (position, event) in events {
      if let recurrenceID = event.recurrenceID {
        for key in EventSeries.keys(of: recurrenceID) {
          if let kept = overridesByKey[key], kept.event.sequence >= event.sequence { continue }
          if overridesByKey[key] == nil { overrideOrder.append(key) }
          overridesByKey[key] = (position, event)
        }
      } else if masterEvent == nil || event.sequence > masterEvent!.sequence {
        masterEvent = event
        master = EventShape(event, position: position)
      }
    }
    if let masterEvent, let master { prepareMaster(masterEvent, shape: master) }
    var seen: Set<Int> = []
    for key in overrideOrder {
      guard let (position, event) = overridesByKey[key], seen.insert(position).inserted else { continue }
      let recurrenceKeys = EventSeries.keys(of: event.recurrenceID!)
      let shape = EventShape(event, position: position)
      overrideKeys.formUnion(recurrenceKeys)
      // A THISANDFUTURE override reshapes the later occurrences even when an EXDATE removes its own, as
      // recurring-ical-events applies it.
      if event.replacesFollowing, let master {
        let shift = shape.start.seconds - master.clock.wallClock(of: event.recurrenceID!).seconds
        followingOverrides.append((recurrenceKeys[0], shape, shift))
        marginBefore = max(marginBefore, shape.length.longestSeconds + max(shift, 0))
        marginAfter = max(marginAfter, max(-shift, 0))
      }
      if !exceptionKeys.isDisjoint(with: recurrenceKeys) || isStale(event, keys: recurrenceKeys) { continue }
      overrideSpans.append(shape.occurrence(startingAt: shape.start, length: shape.length, displayZone: displayZone))
    }
    followingOverrides.sort { $0.key < $1.key }
  }

  /// Whether `override` is an old copy of a series rather than an override: it repeats itself (RRULE,
  /// RDATE or EXDATE), has a lower SEQUENCE than the master, and the master gives no occurrence its
  /// RECURRENCE-ID (`keys`) names. recurring-ical-events leaves such a component out (its issues 148,
  /// 164 and 253: Thunderbird and others keep the series as it was before it was split).
  private func isStale(_ override: CalendarEvent, keys: [Int]) -> Bool {
    guard let master, override.sequence < masterSequence,
      !override.rules.isEmpty || !override.extraDates.isEmpty || !override.exceptionDates.isEmpty
    else { return false }
    let recurrenceStart = master.clock.wallClock(of: override.recurrenceID!)
    var isGiven = false
    _ = forEachMasterStart(
      from: recurrenceStart.adding(seconds: -86_400), through: recurrenceStart.adding(seconds: 86_400)
    ) {
      let startKeys = self.keys(ofStart: $0, clock: master.clock)
      if !exceptionDays.contains($0.julianDay) && exceptionKeys.isDisjoint(with: startKeys)
        && !Set(startKeys).isDisjoint(with: keys)
      {
        isGiven = true
      }
    }
    return !isGiven
  }

  /// Reads the master's rules, RDATEs and EXDATEs onto its wall clock.
  private mutating func prepareMaster(_ event: CalendarEvent, shape: EventShape) {
    masterSequence = event.sequence
    marginBefore = shape.length.longestSeconds
    var latestUntil: LocalDateTime?
    for rule in event.rules {
      let until = rule.until.map { EventSeries.until($0, on: shape.clock) }
      rules.append((rule, until?.effective))
      if let written = until?.written { latestUntil = max(latestUntil ?? written, written) }
    }
    // recurring-ical-events compares DTSTART with the latest UNTIL of the rules that have one.
    if let latestUntil { includesStart = shape.start <= latestUntil }
    for extra in event.extraDates {
      switch extra {
      case .start(let time):
        extraStarts.append(shape.clock.wallClock(of: time))
      case .period(let time, let end):
        let start = shape.clock.wallClock(of: time)
        extraStarts.append(start)
        periodStarts.append(start)
        var periodEvent = event
        (periodEvent.start, periodEvent.end) = (time, end)
        let length = EventShape(periodEvent, position: shape.position).length
        for key in keys(ofStart: start, clock: shape.clock) { periodLengths[key] = length }
        marginBefore = max(marginBefore, length.longestSeconds)
      }
    }
    extraStarts.sort()
    periodStarts.sort()
    for exception in event.exceptionDates {
      exceptionKeys.formUnion(EventSeries.keys(of: exception))
      if case .date(let julianDay) = exception { exceptionDays.insert(julianDay) }
    }
  }

  /// An UNTIL on the wall clock of `clock`: `effective`, the last start the rule gives, and `written`,
  /// what DTSTART is compared with. Python's dateutil, under recurring-ical-events, reads an UNTIL
  /// without `Z` of a zoned rule as UTC, and recurring-ical-events then also drops starts after it on
  /// the start's wall clock: the earlier of the two readings ends the rule. (RFC 5545 asks for UTC there.)
  static func until(_ until: EventTime, on clock: EventClock) -> (effective: LocalDateTime, written: LocalDateTime) {
    switch (until, clock) {
    case (_, .floating): return (until.wallClock, until.wallClock)
    case (.utc(let time), _):
      return (clock.wallClock(atInstant: time.seconds), clock.wallClock(atInstant: time.seconds))
    case (.zoned, _):
      let wall = clock.wallClock(of: until)
      return (wall, wall)
    case (.date, _), (.floating, _):
      let asUTC = clock.wallClock(atInstant: until.wallClock.seconds)
      return (min(asUTC, until.wallClock), until.wallClock)
    }
  }

  /// The keys recurring-ical-events identifies a RECURRENCE-ID, EXDATE or start by: the wall clock of
  /// a date or floating time; the UTC time and then the wall clock of a time with a zone. Seconds of
  /// either reading are keys alike, as its `to_recurrence_ids` compares them.
  static func keys(of time: EventTime) -> [Int] {
    if let instant = time.instant { return [instant, time.wallClock.seconds] }
    return [time.wallClock.seconds]
  }

  /// The keys of a start at `wallClock` on `clock`.
  func keys(ofStart wallClock: LocalDateTime, clock: EventClock) -> [Int] {
    clock.isInstant ? [clock.instant(atWallClock: wallClock), wallClock.seconds] : [wallClock.seconds]
  }
}
