// ContentLineStore: the content lines a document keeps, their bytes side by side in pages of text.

/// The content lines an `ICalendarDocument` keeps, unfolded, their bytes one after another in pages of text,
/// and a record of each: its page, where it lies there, its kind and its line number. A property is made of
/// its bytes when it is read (`ICalendarPropertyList`), so that a large file's properties cost their bytes and
/// a record each, not a string for each value and a list for each component's properties; a UID or SUMMARY
/// read from it is a substring of its page, whose storage the events made from the document go on sharing.
/// A line of a kind the reader knows (`DTSTART`) is kept from its parameters on: its kind gives its name.
///
/// Made whole once the file is read (`Builder`), and never changed after: what the document's components read.
/// A value of two lists, held by each component's list of properties, and lists of numbers alone: no type of its
/// own for the runtime to set up in every run that reads a calendar.
struct ContentLineStore: Sendable {
  /// Where a kept line lies, and what it is, in two words of `records`: a large file has a record for each of
  /// millions of lines.
  struct Record: Sendable {
    /// The page its bytes are on, above 8 bits: the kind its name gives below, and whether it has parameters.
    /// Pages are fewer than 2^24: a file's bytes fill fewer than 2^24 pages, and a line that is a page of its own
    /// is longer than a page.
    private var pageAndKind: UInt32
    /// Where its bytes begin and end on the page.
    var start: UInt32
    var end: UInt32
    /// The physical line it starts on, counted from 1.
    var line: UInt32

    init(page: Int, start: Int, end: Int, line: Int, kind: PropertyKind, hasParameters: Bool) {
      pageAndKind = UInt32(page) << 8 | (hasParameters ? 0x80 : 0) | UInt32(kind.rawValue)
      (self.start, self.end, self.line) = (UInt32(start), UInt32(end), UInt32(line))
    }

    /// The page its bytes are on.
    var page: Int { Int(pageAndKind >> 8) }
    /// The kind its name gives.
    var kind: PropertyKind { PropertyKind(rawValue: UInt8(truncatingIfNeeded: pageAndKind & 0x7F))! }
    /// Whether a parameter follows its name.
    var hasParameters: Bool { pageAndKind & 0x80 != 0 }

    /// The record kept as `words`.
    init(words: (UInt64, UInt64)) {
      (pageAndKind, line) = (UInt32(truncatingIfNeeded: words.0 >> 32), UInt32(truncatingIfNeeded: words.0))
      (start, end) = (UInt32(truncatingIfNeeded: words.1 >> 32), UInt32(truncatingIfNeeded: words.1))
    }

    /// It as two words.
    var words: (UInt64, UInt64) {
      (UInt64(pageAndKind) << 32 | UInt64(line), UInt64(start) << 32 | UInt64(end))
    }
  }

  /// The pages, each a string of lines side by side.
  private let pages: [String]
  /// The records of the lines kept, two words each (`Record.words`), each component's side by side.
  private let records: [UInt64]

  /// How many bytes a page holds, unless one line alone is longer: small enough that a few events' substrings
  /// keep little else alive, large enough that a large file's pages are few.
  static let pageCapacity = 1 << 16

  /// No lines.
  init() { (pages, records) = ([], []) }

  private init(pages: [String], records: [UInt64]) { (self.pages, self.records) = (pages, records) }

  /// The record at `position` of the records filed.
  func record(at position: Int) -> Record { Record(words: (records[2 * position], records[2 * position + 1])) }

  /// Calls `body` with the bytes of the line `record` keeps, read in place: from its name, or for a kind other
  /// than `.other` from its parameters (`;TZID=...:` or `:`).
  func withBytes<Result>(of record: Record, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    var page = pages[record.page]
    return page.withUTF8 { body(UnsafeBufferPointer(rebasing: $0[Int(record.start)..<Int(record.end)])) }
  }

  /// The text of `record`'s bytes from `offset` (a count of bytes from its start, at a character's first byte)
  /// to its end, sharing its page's storage: its value, once `offset` is where the value begins.
  func text(of record: Record, from offset: Int) -> Substring {
    let page = pages[record.page]
    let utf8 = page.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: Int(record.start) + offset)
    let end = utf8.index(utf8.startIndex, offsetBy: Int(record.end))
    return page[start..<end]
  }

  /// The property `record` keeps, made of its bytes.
  func property(_ record: Record) -> ICalendarProperty {
    withBytes(of: record) { ContentLineStore.property(record, bytes: $0) }
  }

  /// The property `record` keeps, made of its bytes `bytes`.
  fileprivate static func property(_ record: Record, bytes: UnsafeBufferPointer<UInt8>) -> ICalendarProperty {
    // The line was read as a content line already: reading it again cannot fail.
    let nameEnd = ContentLineTokenizer.nameEnd(of: bytes)
    return (try? ContentLineTokenizer.property(bytes, kind: record.kind, nameEnd: nameEnd, line: Int(record.line)))
      ?? ICalendarProperty(name: "", kind: record.kind, parameters: [], value: "", line: Int(record.line))
  }

  /// Where the value of the line `record` keeps begins, counted from its start.
  func valueOffset(of record: Record) -> Int {
    withBytes(of: record) { bytes in
      let nameEnd = ContentLineTokenizer.nameEnd(of: bytes)
      guard record.hasParameters else { return nameEnd + 1 }
      return (try? ContentLineTokenizer.valueStart(bytes, nameEnd: nameEnd)) ?? bytes.count
    }
  }

  /// The first value of the parameter `name` (upper-case) of the line `record` keeps, or `nil` when it has
  /// none, without the rest of the property made.
  func parameter(_ name: String, of record: Record) -> String? {
    guard record.hasParameters else { return nil }
    return withBytes(of: record) { bytes in
      ContentLineTokenizer.parameter(name, of: bytes, nameEnd: ContentLineTokenizer.nameEnd(of: bytes))
    }
  }

  /// Whether the line `record` keeps is named `name` (upper-case), whose kind is `kind`.
  func isNamed(_ name: String, kind: PropertyKind, _ record: Record) -> Bool {
    guard record.kind == kind else { return false }
    if kind != .other { return true }
    return withBytes(of: record) { bytes in
      let nameEnd = ContentLineTokenizer.nameEnd(of: bytes)
      return ContentLineTokenizer.isName(UnsafeBufferPointer(rebasing: bytes[..<nameEnd]), name)
    }
  }
}

extension ContentLineStore {
  /// The store being filled while a file is read: its lines' bytes go to pages, the records of each component's
  /// lines are filed side by side when it closes.
  struct Builder {
    /// The pages filled.
    private var pages: [String] = []
    /// The page being filled (number `pages.count`), as bytes until it is full.
    private var openPage: [UInt8] = []
    /// The records filed, two words each.
    private var records: [UInt64] = []

    /// Adds the bytes of `line` to the pages and returns its record, to be filed with its component's (`file`).
    mutating func add(_ line: ContentLine) -> Record {
      let bytes = line.kind == .other ? line.bytes : UnsafeBufferPointer(rebasing: line.bytes[line.nameEnd...])
      let hasParameters = line.bytes[line.nameEnd] == ContentLineTokenizer.semicolon
      if openPage.count + bytes.count > ContentLineStore.pageCapacity && !openPage.isEmpty { closePage() }
      if bytes.count > ContentLineStore.pageCapacity {
        // A line longer than a page (a folded DESCRIPTION of a megabyte) is a page of its own.
        pages.append(String(decoding: bytes, as: UTF8.self))
        return Record(
          page: pages.count - 1, start: 0, end: bytes.count, line: line.number, kind: line.kind,
          hasParameters: hasParameters)
      }
      if openPage.capacity == 0 { openPage.reserveCapacity(ContentLineStore.pageCapacity) }
      let start = openPage.count
      openPage.append(contentsOf: bytes)
      return Record(
        page: pages.count, start: start, end: openPage.count, line: line.number, kind: line.kind,
        hasParameters: hasParameters)
    }

    /// Files the records `kept` holds (two words each) after those filed before, a component's records side by
    /// side, and returns the positions they have among the store's records.
    mutating func file(_ kept: ArraySlice<UInt64>) -> Range<Int> {
      let start = records.count / 2
      records.append(contentsOf: kept)
      return start..<records.count / 2
    }

    /// The property `record` keeps, whether its page is full or still being filled: for warnings while the file
    /// is read.
    func property(_ record: Record) -> ICalendarProperty {
      let range = Int(record.start)..<Int(record.end)
      if record.page == pages.count {
        return openPage.withUnsafeBufferPointer {
          ContentLineStore.property(record, bytes: UnsafeBufferPointer(rebasing: $0[range]))
        }
      }
      var page = pages[record.page]
      return page.withUTF8 { ContentLineStore.property(record, bytes: UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The store of the lines added, once the file is read.
    mutating func finish() -> ContentLineStore {
      closePage()
      return ContentLineStore(pages: pages, records: records)
    }

    /// Makes the page being filled a page of text.
    private mutating func closePage() {
      guard !openPage.isEmpty else { return }
      // The bytes are valid UTF-8 (the reader replaced what was not), so nothing is repaired here.
      pages.append(String(decoding: openPage, as: UTF8.self))
      openPage.removeAll(keepingCapacity: true)
    }
  }
}
