// ContentLineReader: an iCalendar file's bytes as content lines: line breaks, unfolding, a BOM, bad UTF-8.

/// Reads bytes into content lines (RFC 5545, 3.1): lines end at CRLF, LF or a lone CR (files edited on
/// every system arrive); a line starting with a space or a tab continues the one before, less that one
/// character ("unfolding"); a UTF-8 byte order mark at the start is dropped. Each line's number is that
/// of its first physical line. A line that is not valid UTF-8 is read with U+FFFD in place of the bad
/// bytes, with a warning; a line that is not a content line is skipped with a warning.
///
/// Linear in the bytes: a line folded a million times is appended to one buffer, never copied again.
enum ContentLineReader {
  static let carriageReturn: UInt8 = 0x0D
  static let lineFeed: UInt8 = 0x0A
  static let space: UInt8 = 0x20
  static let tab: UInt8 = 0x09

  /// Calls `body` with each content line of `bytes`, in order, and the log to add its warnings to.
  /// Returns the number of physical lines.
  @discardableResult
  static func read(
    _ bytes: [UInt8], log: inout ICalendarWarningLog, _ body: (ICalendarProperty, inout ICalendarWarningLog) -> Void
  ) -> Int {
    withoutActuallyEscaping(body) { body in
      var sink = EveryLine(body: body)
      return read(bytes, log: &log, into: &sink)
    }
  }

  /// Adds to `sink` each content line of `bytes` whose kind it keeps (asked as each line's name is read,
  /// so that a line not wanted costs no strings), in order. Returns the number of physical lines.
  @discardableResult
  static func read<Sink: ContentLineSink>(_ bytes: [UInt8], log: inout ICalendarWarningLog, into sink: inout Sink)
    -> Int
  {
    bytes.withUnsafeBufferPointer { buffer in
      var index = 0
      let count = buffer.count
      // The byte order mark, EF BB BF: RFC 5545 does not mention it, but exports from Windows carry it.
      if count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF { index = 3 }
      var lineNumber = 0
      // The logical line being gathered: where its first physical line lies, and, once a fold joins a
      // second one to it, the joined bytes.
      var first: Range<Int>? = nil
      var firstLineNumber = 0
      var joined: [UInt8] = []
      var isJoined = false

      func finish() {
        guard let range = first else { return }
        if isJoined {
          joined.withUnsafeBufferPointer { emit($0, line: firstLineNumber) }
          joined.removeAll(keepingCapacity: true)
          isJoined = false
        } else {
          emit(UnsafeBufferPointer(rebasing: buffer[range]), line: firstLineNumber)
        }
        first = nil
      }

      func emit(_ line: UnsafeBufferPointer<UInt8>, line number: Int) {
        if line.isEmpty { return }
        if ByteScan.isASCII(line) || validUTF8(line) {
          tokenize(line, number)
        } else {
          log.add(line: number, "not valid UTF-8: the bad bytes read as U+FFFD")
          let repaired = Array(String(decoding: line, as: UTF8.self).utf8)
          repaired.withUnsafeBufferPointer { tokenize($0, number) }
        }
      }

      func tokenize(_ line: UnsafeBufferPointer<UInt8>, _ number: Int) {
        do {
          let (kind, nameEnd) = try ContentLineTokenizer.kind(line)
          guard sink.keeps(kind) else { return }
          let valueStart = try ContentLineTokenizer.valueStart(line, nameEnd: nameEnd)
          sink.add(
            ContentLine(bytes: line, kind: kind, nameEnd: nameEnd, valueStart: valueStart, number: number), log: &log)
        } catch {
          log.add(line: number, "not a content line (\(reason(error))): skipped")
        }
      }

      while index < count {
        lineNumber += 1
        let start = index
        index = ByteScan.lineEnd(in: buffer, from: index)
        let end = index
        if index < count {
          if buffer[index] == carriageReturn, index + 1 < count, buffer[index + 1] == lineFeed { index += 1 }
          index += 1
        }
        if end > start, buffer[start] == space || buffer[start] == tab, let range = first {
          // A fold (3.1): the rest of this line continues the logical line.
          if !isJoined {
            joined.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[range]))
            isJoined = true
          }
          joined.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[(start + 1)..<end]))
          continue
        }
        finish()
        if end == start { continue }
        // A line that starts with white space after an empty line or at the start continues nothing:
        // read it without that white space (a file indented as a whole, blank lines of spaces before it).
        var contentStart = start
        while contentStart < end && (buffer[contentStart] == space || buffer[contentStart] == tab) { contentStart += 1 }
        // A line of white space alone is an empty line: what follows it continues nothing either.
        if contentStart == end { continue }
        first = contentStart..<end
        firstLineNumber = lineNumber
      }
      finish()
      return lineNumber
    }
  }

  /// The sink of `read(_:log:_:)`: every line, to a closure.
  private struct EveryLine: ContentLineSink {
    let body: (ICalendarProperty, inout ICalendarWarningLog) -> Void
    mutating func keeps(_ kind: PropertyKind) -> Bool { true }
    func add(_ line: ContentLine, log: inout ICalendarWarningLog) {
      // The line was read as a content line already: reading it again cannot fail.
      guard
        let property = try? ContentLineTokenizer.property(
          line.bytes, kind: line.kind, nameEnd: line.nameEnd, line: line.number)
      else { return }
      body(property, &log)
    }
  }

  private static func reason(_ error: ContentLineTokenizer.Failure) -> String {
    switch error {
    case .noName: return "no name before ':'"
    case .invalidName: return "a name holds a character other than letters, digits and '-'"
    case .noColon: return "no ':' before the value"
    case .unclosedQuote: return "a parameter's quote is not closed"
    }
  }

  private static func validUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }
}
