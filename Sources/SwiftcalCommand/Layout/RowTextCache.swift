// RowTextCache: the text of each distinct row of month blocks written so far, below its titles.

/// The text under the titles of each distinct row of blocks a rendering has written (the weekday
/// names and the cell lines), kept under the row's `MonthBody`s, so that a row like one before it
/// is one copy: a thousand years of three-month rows hold a few dozen kinds.
///
/// The text of a row is made from its blocks' bodies and the layout's settings alone (through
/// `BlockTextCache` and the weekday names, which are the same for every row of a rendering), so
/// rows of equal bodies have the same text. A match is confirmed by comparing the bodies (`==`),
/// never by hashes alone.
struct RowTextCache {
  /// Whether rows are kept at all: `false` finds none (what the tests compare the cache with).
  let isEnabled: Bool
  /// Each row's bodies, one row after another.
  private var bodies: [MonthBody] = []
  /// Where each row's bodies start in `bodies`, and at the end where the next row's will start.
  private var bodyStarts: [Int] = [0]
  /// Each row's text, one after another.
  private(set) var bytes: [UInt8] = []
  /// Where each row's text starts in `bytes`, and at the end where the next row's will start.
  private var textStarts: [Int] = [0]
  private var table = HashSlots()

  /// More than this many bytes kept and `keep` starts afresh: marked days or a today in every
  /// month can make most rows differ, and `-n 3000000` must not keep them all.
  private static let byteLimit = 1 << 20

  init(isEnabled: Bool = true) { self.isEnabled = isEnabled }

  /// The hash of a row of blocks with these bodies, for `text(for:hash:)` and `keep(_:for:hash:)`.
  static func hash(of rowBodies: some Collection<MonthBody>) -> UInt64 {
    rowBodies.reduce(UInt64(truncatingIfNeeded: rowBodies.count)) { mixedHash($0, $1.tableHash) }
  }

  /// The text kept for the row of blocks with the bodies `rowBodies`, whose hash is `hash`, as
  /// offsets into `bytes`, if it is kept.
  func text(for rowBodies: [MonthBody], hash: UInt64) -> Range<Int>? {
    guard isEnabled else { return nil }
    let found = table.index(forHash: hash) { row in
      let start = bodyStarts[row]
      guard bodyStarts[row + 1] - start == rowBodies.count else { return false }
      for position in rowBodies.indices where bodies[start + position] != rowBodies[position] { return false }
      return true
    }
    return found.map { textStarts[$0]..<textStarts[$0 + 1] }
  }

  /// Keeps `text` as the text of the row of blocks with the bodies `rowBodies`, whose hash is `hash`.
  mutating func keep(_ text: UnsafeBufferPointer<UInt8>, for rowBodies: [MonthBody], hash: UInt64) {
    guard isEnabled else { return }
    if bytes.count > RowTextCache.byteLimit { removeAll() }
    bodies.append(contentsOf: rowBodies)
    bodyStarts.append(bodies.count)
    bytes.append(contentsOf: text)
    textStarts.append(bytes.count)
    table.insert(textStarts.count - 2, hash: hash) { row in
      RowTextCache.hash(of: bodies[bodyStarts[row]..<bodyStarts[row + 1]])
    }
  }

  private mutating func removeAll() {
    bodies.removeAll(keepingCapacity: true)
    bodyStarts.removeAll(keepingCapacity: true)
    bodyStarts.append(0)
    bytes.removeAll(keepingCapacity: true)
    textStarts.removeAll(keepingCapacity: true)
    textStarts.append(0)
    table.removeAll()
  }
}
