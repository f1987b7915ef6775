// LegendLabels: the labels a legend writes, as bytes, each made once and copied into every line naming it.

import CalendarCore

/// The labels of the facts a legend lists, as UTF-8 bytes followed by what the line adds after them (a
/// holiday's spec, ` (US)`, when several are shown), each made once from its source
/// (`DayFactSource.label(ofFact:)`) and copied into every line that names it: a thousand years of holidays
/// name each holiday a thousand times, and making its string again costs more than its line. Labels that do
/// not repeat (a moon phase's carries its minute) fill the store, which is emptied when it holds many.
struct LegendLabels {
  /// The labels' bytes, each followed by its suffix, one after another.
  private var bytes: [UInt8] = []
  /// Three numbers for each label kept, label `n`'s from `3 * n`: its fact (the source's position from bit 32
  /// on, and the fact's number), where its bytes start in `bytes`, and its byte count (from bit 32 on) with
  /// that of the label and its suffix together. One list, where three would take three allocations a legend.
  private var labels: [Int] = []
  /// The labels kept, found by their facts once there are more than `searchedCount` (a few are found by
  /// reading the list, where a table's first use would cost more than a year's legend).
  private var table = HashSlots()
  private static let searchedCount = 32
  /// What a line adds after the label of each source position (` (US)`, or nothing), one after another; empty
  /// when no label has one.
  private let suffixes: [UInt8]
  /// Where each source position's suffix ends in `suffixes`; empty when `suffixes` is.
  private let suffixEnds: [Int]
  /// How many labels are kept before the store is emptied: far more than the rules of a legend's sources.
  private static let capacity = 1 << 14

  /// None kept yet; `suffixes` holds what a line adds after the labels of each source position, one after
  /// another, each ending where `ends` says (both empty when none adds anything).
  init(suffixes: [UInt8], ends: [Int]) {
    (self.suffixes, suffixEnds) = (suffixes, ends)
    // Room for the labels of a year's legend, set aside once: grown from nothing, the lists took as long as the
    // year's lines.
    bytes.reserveCapacity(1_024)
    labels.reserveCapacity(3 * LegendLabels.searchedCount)
  }

  /// How many labels are kept.
  private var count: Int { labels.count / 3 }

  /// The number of the label of the fact at `position` of `index`, made (with its source's suffix after it)
  /// when first asked.
  mutating func label(ofFactAt position: Int, in index: DayFactIndex) -> Int {
    let source = index.sourcePosition(at: position)
    let key = source << 32 | index.factNumber(at: position)
    let hash = LegendLabels.hash(ofKey: key)
    if count <= LegendLabels.searchedCount {
      var label = 0
      while 3 * label < labels.count {
        if labels[3 * label] == key { return label }
        label += 1
      }
    } else {
      let labels = labels
      if let kept = table.index(forHash: hash, where: { labels[3 * $0] == key }) { return kept }
    }
    let start = bytes.count
    let label = index.label(at: position)
    // A native string's bytes copied as a block; others (bridged strings) through their view.
    if label.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
      bytes.append(contentsOf: label.utf8)
    }
    let labelCount = bytes.count - start
    if !suffixEnds.isEmpty {
      let suffix = (source == 0 ? 0 : suffixEnds[source - 1])..<suffixEnds[source]
      suffixes.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[suffix])) }
    }
    labels.append(key)
    labels.append(start)
    labels.append(labelCount << 32 | (bytes.count - start))
    // The table holds every label once there are more than are searched.
    if count > LegendLabels.searchedCount {
      for label in (count == LegendLabels.searchedCount + 1 ? 0 : count - 1)..<count {
        table.insert(label, hash: LegendLabels.hash(ofKey: labels[3 * label])) {
          LegendLabels.hash(ofKey: labels[3 * $0])
        }
      }
    }
    return count - 1
  }

  /// The hash a label's fact is kept under in `table`.
  private static func hash(ofKey key: Int) -> UInt64 { mixedHash(0, UInt64(key)) }

  /// Empties the store when it holds more than its capacity: between days, when no label made is in use.
  mutating func makeRoom() {
    guard count > LegendLabels.capacity else { return }
    bytes.removeAll(keepingCapacity: true)
    labels.removeAll(keepingCapacity: true)
    table.removeAll()
  }

  /// Whether `label` is empty: it adds nothing to a line, not even its suffix.
  func isEmpty(_ label: Int) -> Bool { labels[3 * label + 2] >> 32 == 0 }

  /// The byte count of `label` and its suffix.
  func count(of label: Int) -> Int { labels[3 * label + 2] & 0xFFFF_FFFF }

  /// Whether `label` and `other` are the same text followed by the same suffix.
  func isSame(_ label: Int, as other: Int) -> Bool {
    if label == other { return true }
    guard labels[3 * label + 2] == labels[3 * other + 2] else { return false }
    let (start, otherStart) = (labels[3 * label + 1], labels[3 * other + 1])
    return bytes.withUnsafeBufferPointer { bytes in
      (0..<count(of: label)).allSatisfy { bytes[start + $0] == bytes[otherStart + $0] }
    }
  }

  /// Calls `body` with a function that gives the bytes of a label and its suffix: what a line's writer copies
  /// from, without a copy of the store for each label.
  func withBytes<Result>(_ body: ((Int) -> UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    bytes.withUnsafeBufferPointer { bytes in
      labels.withUnsafeBufferPointer { labels in
        body { label in
          let start = labels[3 * label + 1]
          return UnsafeBufferPointer(rebasing: bytes[start..<(start + labels[3 * label + 2] & 0xFFFF_FFFF)])
        }
      }
    }
  }
}
