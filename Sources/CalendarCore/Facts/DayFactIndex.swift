// DayFactIndex: the facts on a run of days (a month, a grid), found once and read by every view.

/// The facts on a run of up to 512 consecutive days, found once from every source of a `DayFacts`:
/// what the text grid colours, JSON writes and the browser shows for the days of a month, and what the
/// legend lists for the months of a year and more. Each fact is kept as a number (its day, its source,
/// its number there), so that an index costs no strings until a view asks for a fact's label.
public struct DayFactIndex: Sendable {
  /// The most days one index covers: sixteen months, so that a legend asks each source once for a year's
  /// months, where it would ask for every month.
  public static let maximumDayCount = 512
  /// The most days an index whose days a view reads as bits (`days(of:)`) covers: a month grid's 42, with room.
  public static let maximumBitDayCount = 64

  /// The sources the facts come from.
  private let facts: DayFacts
  /// The JDN of the first day covered.
  public let firstDay: Int
  /// How many days are covered.
  public let dayCount: Int
  /// Each fact as day offset (9 bits), source position (22 bits), fact number (32 bits), sorted: a
  /// positive `Int`, so that sorting them sorts by day, and the list's type is one every run has made.
  private let entries: [Int]

  init(facts: DayFacts, firstDay: Int, dayCount: Int, entries: [Int]) {
    self.facts = facts
    self.firstDay = firstDay
    self.dayCount = dayCount
    self.entries = entries
  }

  /// An entry as `entries` keeps it.
  static func entry(day offset: Int, source: Int, fact: Int) -> Int {
    precondition(source < 1 << 22 && fact >= 0 && fact < 1 << 32, "a fact numbered past an index entry")
    return offset << 54 | source << 32 | fact
  }

  /// Whether no day covered holds a fact.
  public var isEmpty: Bool { entries.isEmpty }

  /// How many facts the days covered hold.
  public var factCount: Int { entries.count }

  /// The days covered that hold facts of kind `kind`, as bit `day - firstDay` set for each: for an index of
  /// at most `maximumBitDayCount` days.
  public func days(of kind: DayFactKind) -> UInt64 {
    precondition(dayCount <= DayFactIndex.maximumBitDayCount, "the days of an index too long for their bits")
    var bits: UInt64 = 0
    // Marks are most of what an index holds, and all a source of marks gives: no need to ask.
    let isKindOfEverySource = facts.kinds == kind.asSet
    for entry in entries where isKindOfEverySource || kindOfEntry(entry) == kind { bits |= 1 << (entry >> 54) }
    return bits
  }

  /// The kinds of fact on the day with JDN `julianDay`.
  public func kinds(onDay julianDay: Int) -> DayFactKinds {
    var kinds: DayFactKinds = []
    for entry in entries where entry >> 54 == julianDay - firstDay { kinds.insert(kindOfEntry(entry).asSet) }
    return kinds
  }

  /// The days that hold facts, in order.
  public var days: [Day] {
    var days: [Day] = []
    var start = 0
    while start < entries.count {
      let offset = entries[start] >> 54
      var end = start + 1
      while end < entries.count && entries[end] >> 54 == offset { end += 1 }
      days.append(Day(julianDay: firstDay + offset, factPositions: start..<end))
      start = end
    }
    return days
  }

  /// Calls `body` with each day that holds facts, in order: `days` without an array made.
  public func forEachDay(_ body: (Day) -> Void) {
    var start = 0
    while start < entries.count {
      let offset = entries[start] >> 54
      var end = start + 1
      while end < entries.count && entries[end] >> 54 == offset { end += 1 }
      body(Day(julianDay: firstDay + offset, factPositions: start..<end))
      start = end
    }
  }

  /// The kind of the fact at `position` (one of a `Day`'s `factPositions`).
  public func kind(at position: Int) -> DayFactKind { kindOfEntry(entries[position]) }

  /// The label of the fact at `position` (one of a `Day`'s `factPositions`).
  public func label(at position: Int) -> String {
    let entry = entries[position]
    return facts.source(at: entry >> 32 & 0x3F_FFFF).label(ofFact: entry & 0xFFFF_FFFF)
  }

  /// The source of the fact at `position` (one of a `Day`'s `factPositions`), for what a view asks of a kind's
  /// source beyond its label (another calendar's date in a shorter form).
  public func source(at position: Int) -> any DayFactSource {
    facts.source(at: entries[position] >> 32 & 0x3F_FFFF)
  }

  /// What the fact at `position` (one of a `Day`'s `factPositions`) says beyond its label, typed by its kind:
  /// a holiday's country and category, an event's times on its day, another calendar's date, a moon phase.
  public func value(at position: Int) -> DayFactValue {
    let entry = entries[position]
    return facts.source(at: entry >> 32 & 0x3F_FFFF).value(
      ofFact: entry & 0xFFFF_FFFF, onDay: firstDay + (entry >> 54))
  }

  /// The number the source gave the fact at `position` (one of a `Day`'s `factPositions`): what the source's
  /// `titles` are read by.
  public func factNumber(at position: Int) -> Int { entries[position] & 0xFFFF_FFFF }

  /// The position in `DayFacts.sources` of the source of the fact at `position` (one of a `Day`'s
  /// `factPositions`).
  public func sourcePosition(at position: Int) -> Int { entries[position] >> 32 & 0x3F_FFFF }

  /// The name of the source of the fact at `position` (one of a `Day`'s `factPositions`).
  public func sourceName(at position: Int) -> String { facts.names[sourcePosition(at: position)] }

  /// The facts on `day`, in the order of their sources and, within a source, the source's order.
  public func facts(on day: Day) -> [DayFact] {
    day.factPositions.map { position in
      let entry = entries[position]
      return facts.fact(entry & 0xFFFF_FFFF, ofSourceAt: entry >> 32 & 0x3F_FFFF, onDay: day.julianDay)
    }
  }

  /// The labels of the facts on `day` of kind `kind`, in order.
  public func labels(on day: Day, of kind: DayFactKind) -> [String] {
    day.factPositions.compactMap { position in self.kind(at: position) == kind ? label(at: position) : nil }
  }

  /// The kind of the fact `entry` keeps.
  private func kindOfEntry(_ entry: Int) -> DayFactKind {
    // Sources of one kind (marks alone) need not be asked.
    let kinds = facts.kinds.rawValue
    if kinds & (kinds - 1) == 0 { return DayFactKind(rawValue: UInt8(kinds.trailingZeroBitCount))! }
    return facts.source(at: entry >> 32 & 0x3F_FFFF).kind(ofFact: entry & 0xFFFF_FFFF)
  }
}
