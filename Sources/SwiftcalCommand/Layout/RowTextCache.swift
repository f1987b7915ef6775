// RowTextCache: the text of each distinct row of month blocks written so far, to copy instead of writing again.

/// The text of each distinct row of blocks a rendering has written (its titles, weekday names and
/// cell lines), so that a row like one before it is one copy: a thousand years of three-month rows
/// hold a few dozen kinds.
///
/// A row is kept under its blocks' `MonthBody`s and the key of its titles
/// (`TitleWriter.templateKey(firstMonth:count:)`, 0 when the titles are written apart and not
/// kept). The text is made from those and the layout's settings alone (through `BlockTextCache`,
/// the weekday names, which are the same for every row of a rendering, and `TitleWriter`), so
/// rows of equal keys have the same text but for the years in the titles, whose places are kept
/// with it. A match is confirmed by comparing the keys (`==`), never by hashes alone.
struct RowTextCache {
  /// Whether rows are kept at all: `false` finds none (a year or less; what the tests compare the
  /// cache with).
  let isEnabled: Bool
  /// Each row's bodies (`MonthBody.append(to:)`), one row after another.
  private var bodies: [Int] = []
  /// Each row's title key.
  private var titleKeys: [Int] = []
  /// Where each row's bodies' words start in `bodies`, and at the end where the next row's will
  /// (with the offsets below, made with the first row kept: most renderings keep none).
  private var bodyStarts: [Int] = []
  /// Each row's text, one after another.
  private(set) var bytes: [UInt8] = []
  /// Where each row's text starts in `bytes`, and at the end where the next row's will start.
  private var textStarts: [Int] = []
  /// Where each row's years start in its text, one row after another.
  private(set) var yearStarts: [Int] = []
  /// Where each row's year starts start in `yearStarts`, and at the end where the next row's will.
  private var yearStartStarts: [Int] = []
  private var table = HashSlots()

  /// More than this many bytes kept and `keep` starts afresh: marked days or a today in every
  /// month can make most rows differ, and `-n 3000000` must not keep them all.
  private static let byteLimit = 1 << 20

  init(isEnabled: Bool = true) { self.isEnabled = isEnabled }

  /// The hash of a row's key, for `row(for:titleKey:hash:)` and `keep(_:yearStarts:for:titleKey:hash:)`:
  /// its bodies' words (`MonthBody.append(to:)`) and its title key.
  static func hash(of rowBodies: UnsafeBufferPointer<Int>, titleKey: Int) -> UInt64 {
    // One multiplication a word, stirred once at the end: a row has a dozen words or more, and
    // `mixedHash` on each cost more than the rest of finding the row.
    var folded = UInt64(truncatingIfNeeded: titleKey)
    for word in rowBodies { folded = (folded &+ UInt64(truncatingIfNeeded: word)) &* 0x9E37_79B9_7F4A_7C15 }
    return mixedHash(folded, folded >> 32)
  }

  /// The index of the kept row with the bodies whose words are `rowBodies` and the title key
  /// `titleKey`, whose hash is `hash`, if there is one.
  func row(for rowBodies: [Int], titleKey: Int, hash: UInt64) -> Int? {
    guard isEnabled else { return nil }
    // Through pointers: the arrays' subscripts would check their bounds for every word.
    return bodies.withUnsafeBufferPointer { kept in
      rowBodies.withUnsafeBufferPointer { wanted in
        table.index(forHash: hash) { row in
          let start = bodyStarts[row]
          guard titleKeys[row] == titleKey && bodyStarts[row + 1] - start == wanted.count else { return false }
          // A body's words at a time, one branch each. The pointers stay within both rows: they are
          // as long (checked above) and hold whole bodies.
          precondition(MonthBody.wordCount == 7 && wanted.count % 7 == 0, "a row of part of a body")
          var position = 0
          while position < wanted.count {
            let (keptWord, wantedWord) = (kept.baseAddress! + start + position, wanted.baseAddress! + position)
            let difference =
              (keptWord[0] ^ wantedWord[0]) | (keptWord[1] ^ wantedWord[1]) | (keptWord[2] ^ wantedWord[2])
              | (keptWord[3] ^ wantedWord[3]) | (keptWord[4] ^ wantedWord[4]) | (keptWord[5] ^ wantedWord[5])
              | (keptWord[6] ^ wantedWord[6])
            if difference != 0 { return false }
            position += MonthBody.wordCount
          }
          return true
        }
      }
    }
  }

  /// Row `row`'s text, as offsets into `bytes`.
  func text(ofRow row: Int) -> Range<Int> { textStarts[row]..<textStarts[row + 1] }

  /// Where row `row`'s years start in its text, as offsets into `yearStarts`.
  func yearStarts(ofRow row: Int) -> Range<Int> { yearStartStarts[row]..<yearStartStarts[row + 1] }

  /// Keeps `text`, whose years start at `textYearStarts`, as the text of the row with the bodies
  /// whose words are `rowBodies` and the title key `titleKey`, whose hash is `hash`.
  mutating func keep(
    _ text: UnsafeBufferPointer<UInt8>, yearStarts textYearStarts: [Int], for rowBodies: [Int], titleKey: Int,
    hash: UInt64
  ) {
    guard isEnabled else { return }
    if bytes.count > RowTextCache.byteLimit || bodyStarts.isEmpty { removeAll() }
    bodies.append(contentsOf: rowBodies)
    bodyStarts.append(bodies.count)
    titleKeys.append(titleKey)
    bytes.append(contentsOf: text)
    textStarts.append(bytes.count)
    yearStarts.append(contentsOf: textYearStarts)
    yearStartStarts.append(yearStarts.count)
    table.insert(titleKeys.count - 1, hash: hash) { row in
      bodies.withUnsafeBufferPointer { words in
        let rowWords = UnsafeBufferPointer(rebasing: words[bodyStarts[row]..<bodyStarts[row + 1]])
        return RowTextCache.hash(of: rowWords, titleKey: titleKeys[row])
      }
    }
  }

  private mutating func removeAll() {
    bodies.removeAll(keepingCapacity: true)
    titleKeys.removeAll(keepingCapacity: true)
    bodyStarts.removeAll(keepingCapacity: true)
    bodyStarts.append(0)
    bytes.removeAll(keepingCapacity: true)
    textStarts.removeAll(keepingCapacity: true)
    textStarts.append(0)
    yearStarts.removeAll(keepingCapacity: true)
    yearStartStarts.removeAll(keepingCapacity: true)
    yearStartStarts.append(0)
    table.removeAll()
  }
}
