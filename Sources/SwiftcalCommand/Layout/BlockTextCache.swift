// BlockTextCache: the text of each distinct month body laid out so far, to copy instead of laying out again.

/// The lines of each distinct `MonthBody` a rendering has laid out, kept as bytes, so that a long
/// range lays out each kind of month once (a few dozen kinds in a thousand years) and copies it
/// after.
///
/// A body is laid out by `CalendarLayout.appendBlockLine(_:of:to:)` from the body and the layout's
/// settings alone, and a cache serves one rendering, whose settings do not change: so equal bodies
/// have equal text, and the text found under a body is the text laying it out would make. The
/// table confirms every match by comparing whole bodies (all six words, which are all a body
/// holds), never by hashes alone.
struct BlockTextCache {
  /// The layout whose blocks are kept.
  let layout: CalendarLayout
  /// Lines per block.
  let lineCount: Int
  /// Whether blocks are kept at all: `false` lays every block out anew (a year or less; what the
  /// tests compare the cache with).
  let isEnabled: Bool

  /// The bodies kept (`MonthBody.append(to:)`), in the order first met.
  private var bodies: [Int] = []
  /// Their lines' bytes, one block after another.
  private(set) var bytes: [UInt8] = []
  /// Where each block's lines start in `bytes`, `lineCount` offsets per block, and at the end where
  /// the next block will start (from the first block on): a line ends where the next one starts.
  private var lineStarts: [Int] = []
  private var table = HashSlots()

  /// More than this many bytes kept and the cache starts afresh: marked days or a today in every
  /// month can make most months differ, and `-n 3000000` must not keep them all.
  private static let byteLimit = 1 << 20

  init(layout: CalendarLayout, isEnabled: Bool = true) {
    self.layout = layout
    lineCount = layout.blockLineCount
    self.isEnabled = isEnabled
  }

  /// Forgets every block if there are too many (or if blocks are not kept): only between rows, so
  /// that the blocks of a row stay while it is put together.
  mutating func forgetIfFull() {
    guard bytes.count > BlockTextCache.byteLimit || !isEnabled && !bodies.isEmpty else { return }
    bodies.removeAll(keepingCapacity: true)
    bytes.removeAll(keepingCapacity: true)
    lineStarts.removeAll(keepingCapacity: true)
    lineStarts.append(0)
    table.removeAll()
  }

  /// The index of `body`'s block, laying it out first if it is new. Valid until `forgetIfFull()`
  /// forgets.
  mutating func block(for body: MonthBody) -> Int {
    let hash = body.tableHash
    if isEnabled,
      let found = table.index(forHash: hash, where: { body.isKept(in: bodies, at: $0 * MonthBody.wordCount) })
    {
      return found
    }
    if lineStarts.isEmpty { lineStarts.append(0) }
    var text = TextBuffer()
    for line in 0..<lineCount {
      layout.appendBlockLine(line, of: body, to: &text)
      lineStarts.append(bytes.count + text.count)
    }
    text.withBytes { bytes.append(contentsOf: $0) }
    body.append(to: &bodies)
    let block = bodies.count / MonthBody.wordCount - 1
    // Not kept, not looked for: no table to make.
    if isEnabled {
      table.insert(block, hash: hash) { MonthBody(words: bodies, at: $0 * MonthBody.wordCount).tableHash }
    }
    return block
  }

  /// Line `line` of block `block`, as offsets into `bytes`.
  @inline(__always)
  func lineRange(_ line: Int, ofBlock block: Int) -> Range<Int> {
    let first = block * lineCount + line
    return lineStarts[first]..<lineStarts[first + 1]
  }

  /// The bytes of all of block `block`'s lines.
  func byteCount(ofBlock block: Int) -> Int { lineStarts[(block + 1) * lineCount] - lineStarts[block * lineCount] }
}
