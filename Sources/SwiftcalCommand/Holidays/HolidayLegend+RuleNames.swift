// RuleNames: the bytes of the holiday legend's labels, each made once and copied into every line that names it.

import CalendarCore
import Holidays

/// The bytes of the labels of rules, made once for a legend: most lines of a long legend name a holiday on its
/// own day or its observed day, and copying its label's bytes costs a tenth of reading the name from its page
/// again. Each is kept as the whole line after its date, `  Labor Day (US)` and its newline, so that a line
/// of one holiday is its date and one copy. Other days (a day off moved for a listed day worked) are named
/// from their parts each time: their labels name the day worked, so few are given twice.
struct RuleNames {
  /// The lines' ends, one after another: two spaces, the label, its spec's name when lines name them (` (US)`)
  /// and a newline; a newline alone for an empty label.
  private(set) var arena: [UInt8] = []
  /// For each source's rules (from `bases[source]`), 0 for a label not made yet, else its slot (`slot(ofFact:)`).
  private var slots: [Int]
  /// The position in `slots` of each source's first rule.
  private let bases: [Int]
  /// The observed days' labels made, pairs of numbers: the source and fact (`source << 32 | fact`), and the
  /// label's slot. A list rather than a dictionary, whose type would be made at run time: a page has few
  /// observances, so a legend has few such labels.
  private var observedSlots: [Int] = []

  /// No labels made yet, room for those of `selections`' rules (none kept for no selections).
  init(_ selections: [HolidaySelection]) {
    var bases: [Int] = []
    var count = 0
    for selection in selections {
      bases.append(count)
      count += selection.country.rules.count
    }
    (self.bases, slots) = (bases, Array(repeating: 0, count: count))
  }

  /// The slot of the label of the fact `fact` of the source at `source`, made when first asked; `nil` for a
  /// fact whose label is not kept (neither a holiday's own day nor an observed one, or none kept). A slot is
  /// the start of its line's end in `arena` (bits 40 on), that end's length (bits 20 to 39) and the label's
  /// (bits 0 to 19): `tail(ofSlot:)`, `labelCount(ofSlot:)` and `labelAndSuffix(ofSlot:)` read it.
  // Inlined into each line by attribute: a call for each line of a long legend is its largest cost, and the
  // compiler's own choice has changed with the legend around it.
  @inline(__always)
  mutating func slot(ofFact fact: Int, source: Int, legend: HolidayLegend) -> Int? {
    if bases.isEmpty { return nil }
    switch fact >> 16 & 7 {
    case 0:
      let slot = bases[source] + fact
      if slots[slot] == 0 { slots[slot] = make(source: source, fact: fact, legend: legend) }
      return slots[slot]
    case 1:
      let key = source << 32 | fact
      var index = 0
      while index < observedSlots.count {
        if observedSlots[index] == key { return observedSlots[index + 1] }
        index += 2
      }
      let slot = make(source: source, fact: fact, legend: legend)
      observedSlots += [key, slot]
      return slot
    default:
      return nil
    }
  }

  /// Appends the end of the line of `fact` of the source at `source` to `arena`; returns its slot.
  private mutating func make(source: Int, fact: Int, legend: HolidayLegend) -> Int {
    let start = arena.count
    arena.append(UInt8(ascii: " "))
    arena.append(UInt8(ascii: " "))
    legend.labelParts(ofSource: source, fact: fact).forEachPart { arena.append(contentsOf: $0) }
    let labelCount = arena.count - start - 2
    if labelCount == 0 {
      // An empty label adds nothing to the line, not even its spec's name.
      arena.removeLast(2)
    } else {
      legend.withSuffix(ofSource: source) { arena.append(contentsOf: $0) }
    }
    arena.append(UInt8(ascii: "\n"))
    return start << 40 | (arena.count - start) << 20 | labelCount
  }

  /// The range in `arena` of the end of a line a slot names.
  static func tail(ofSlot slot: Int) -> Range<Int> { (slot >> 40)..<((slot >> 40) + (slot >> 20 & 0xF_FFFF)) }

  /// The length of the label a slot names.
  static func labelCount(ofSlot slot: Int) -> Int { slot & 0xF_FFFF }

  /// The range in `arena` of the label a slot names and its spec's name after it (` (US)`, or nothing): its
  /// line's end without the two spaces before and the newline after.
  static func labelAndSuffix(ofSlot slot: Int) -> Range<Int> {
    ((slot >> 40) + 2)..<((slot >> 40) + (slot >> 20 & 0xF_FFFF) - 1)
  }
}
