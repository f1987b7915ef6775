// ContentLineTokenizer: one unfolded content line's bytes split into name, parameters and value.

/// Splits an unfolded content line (RFC 5545, 3.1) at its unquoted `;`, `=`, `,` and `:`. The bytes are
/// valid UTF-8 by the time they come here (the reader replaced what was not), so every slice cut at an
/// ASCII delimiter is valid UTF-8 too.
enum ContentLineTokenizer {
  /// Why a line is not a content line, for the warning.
  enum Failure: Error, Equatable {
    case noName
    case invalidName
    case noColon
    case unclosedQuote
  }

  static let colon: UInt8 = 0x3A
  static let semicolon: UInt8 = 0x3B
  static let comma: UInt8 = 0x2C
  static let equals: UInt8 = 0x3D
  static let quote: UInt8 = 0x22
  static let caret: UInt8 = 0x5E

  /// The kind of the property on `bytes`, from its name alone, and where the name ends: what the reader
  /// needs to know whether to read the rest (`property(_:kind:nameEnd:line:)`).
  static func kind(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> (kind: PropertyKind, nameEnd: Int) {
    var index = 0
    let count = bytes.count
    // The name: iana-token or x-name, letters, digits and `-` (3.1); `_` too, which some producers write.
    while index < count, bytes[index] != colon, bytes[index] != semicolon {
      guard isNameByte(bytes[index]) else { throw bytes.contains(colon) ? .invalidName : .noColon }
      index += 1
    }
    guard index > 0 else { throw .noName }
    guard index < count else { throw .noColon }
    let nameBytes = UnsafeBufferPointer(rebasing: bytes[0..<index])
    let kind =
      nameBytes.contains(where: { $0 >= 0x61 && $0 <= 0x7A })
      ? PropertyKind(upperCaseName: upperCased(nameBytes)) : PropertyKind(upperCaseName: nameBytes)
    return (kind, index)
  }

  /// Where the name of `bytes`, a content line read already, ends: at its first `;` or `:`.
  static func nameEnd(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
    bytes.firstIndex { $0 == colon || $0 == semicolon } ?? bytes.count
  }

  /// The property on `bytes`, which start on physical line `line`.
  static func property(_ bytes: UnsafeBufferPointer<UInt8>, line: Int) throws(Failure) -> ICalendarProperty {
    let (kind, nameEnd) = try self.kind(bytes)
    return try property(bytes, kind: kind, nameEnd: nameEnd, line: line)
  }

  /// The property on `bytes`, of `kind`, its name ending at `nameEnd`, as `kind(_:)` found them.
  static func property(
    _ bytes: UnsafeBufferPointer<UInt8>, kind: PropertyKind, nameEnd: Int, line: Int
  ) throws(Failure) -> ICalendarProperty {
    let name = kind != .other ? kind.knownName : upperCased(UnsafeBufferPointer(rebasing: bytes[0..<nameEnd]))
    var parameters: [ICalendarParameter] = []
    let valueStart = try scanParameters(bytes, nameEnd: nameEnd) { name, value, isFirst in
      if isFirst {
        parameters.append(ICalendarParameter(name: upperCased(name), values: [caretDecoded(value)]))
      } else {
        parameters[parameters.count - 1].values.append(caretDecoded(value))
      }
    }
    let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart...]), as: UTF8.self)
    return ICalendarProperty(name: name, kind: kind, parameters: parameters, value: value, line: line)
  }

  /// Where the value of the content line `bytes` begins (after its first `:` not in quotes), its name ending
  /// at `nameEnd`, as `kind(_:)` found it; its parameters are checked as `property` reads them, and make nothing.
  static func valueStart(_ bytes: UnsafeBufferPointer<UInt8>, nameEnd: Int) throws(Failure) -> Int {
    try scanParameters(bytes, nameEnd: nameEnd) { _, _, _ in }
  }

  /// The first value of the parameter `name` (upper-case) of the content line `bytes`, whose name ends at
  /// `nameEnd`, or `nil` when it has none: what `property(_:kind:nameEnd:line:)` gives as its `parameter(name)`,
  /// without the value. The line is a content line already read.
  static func parameter(_ name: String, of bytes: UnsafeBufferPointer<UInt8>, nameEnd: Int) -> String? {
    guard nameEnd < bytes.count, bytes[nameEnd] == semicolon else { return nil }
    var found: String?
    _ = try? scanParameters(bytes, nameEnd: nameEnd) { parameterName, value, isFirst in
      guard found == nil, isFirst, isName(parameterName, name) else { return }
      found = caretDecoded(value)
    }
    return found
  }

  /// Whether the name bytes `bytes`, upper-cased, are `name` (upper-case).
  static func isName(_ bytes: UnsafeBufferPointer<UInt8>, _ name: String) -> Bool {
    var name = name
    return name.withUTF8 { wanted in
      guard bytes.count == wanted.count else { return false }
      for index in 0..<bytes.count where bytes[index] != wanted[index] {
        guard bytes[index] >= 0x61 && bytes[index] <= 0x7A && bytes[index] - 0x20 == wanted[index] else { return false }
      }
      return true
    }
  }

  /// Reads the parameters of the content line `bytes` from `nameEnd` on, calling `each` with each value of each
  /// parameter as written (unquoted, its escapes not yet read), its parameter's name, and whether it is that
  /// parameter's first, and returns where the line's value begins. A value at a time, not a list of a parameter's:
  /// checking a line makes nothing.
  private static func scanParameters(
    _ bytes: UnsafeBufferPointer<UInt8>, nameEnd: Int,
    _ each: (_ name: UnsafeBufferPointer<UInt8>, _ value: UnsafeBufferPointer<UInt8>, _ isFirst: Bool) -> Void
  ) throws(Failure) -> Int {
    var index = nameEnd
    let count = bytes.count
    while bytes[index] == semicolon {
      index += 1
      let nameStart = index
      while index < count, bytes[index] != equals, bytes[index] != colon, bytes[index] != semicolon {
        guard isNameByte(bytes[index]) else { throw .invalidName }
        index += 1
      }
      guard index < count else { throw .noColon }
      let parameterName = UnsafeBufferPointer(rebasing: bytes[nameStart..<index])
      if bytes[index] == equals {
        var isFirst = true
        repeat {
          index += 1
          each(parameterName, try parameterValue(bytes, from: &index), isFirst)
          isFirst = false
        } while index < count && bytes[index] == comma
        guard index < count else { throw .noColon }
      } else {
        // `;NAME:` with no `=`: RFC 5545 has no such form; read as an empty value rather than lose the line.
        each(parameterName, UnsafeBufferPointer(rebasing: bytes[index..<index]), true)
      }
    }
    guard bytes[index] == colon else { throw .noColon }
    return index + 1
  }

  /// One parameter value from `index`, quoted or not, as written between its quotes, leaving `index` on the
  /// byte after it.
  private static func parameterValue(
    _ bytes: UnsafeBufferPointer<UInt8>, from index: inout Int
  ) throws(Failure) -> UnsafeBufferPointer<UInt8> {
    let count = bytes.count
    if index < count, bytes[index] == quote {
      // quoted-string: any byte but `"` and controls, up to the closing quote (3.1).
      let start = index + 1
      guard let end = bytes[start...].firstIndex(of: quote) else { throw .unclosedQuote }
      index = end + 1
      return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }
    let start = index
    while index < count, bytes[index] != comma, bytes[index] != semicolon, bytes[index] != colon { index += 1 }
    return UnsafeBufferPointer(rebasing: bytes[start..<index])
  }

  /// The text of a parameter value with RFC 6868's escapes read: `^n` a newline, `^^` a caret, `^'` a
  /// double quote; any other `^` is kept as written, as RFC 6868, 3 asks.
  private static func caretDecoded(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    guard bytes.contains(caret) else { return String(decoding: bytes, as: UTF8.self) }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == caret, index + 1 < bytes.count {
        switch bytes[index + 1] {
        case 0x6E: result.append(0x0A); index += 2; continue  // ^n
        case caret: result.append(caret); index += 2; continue  // ^^
        case 0x27: result.append(quote); index += 2; continue  // ^'
        default: break
        }
      }
      result.append(bytes[index])
      index += 1
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// Letters, digits, `-` and `_`: bit `b` of the first word for bytes `b` below 64, of the second for
  /// `b` from 64 to 127 (one test where five comparisons were, on every byte of every name).
  private static let nameBytesBelow64: UInt64 = 0x03ff_2000_0000_0000
  private static let nameBytesFrom64: UInt64 = 0x07ff_fffe_87ff_fffe

  private static func isNameByte(_ byte: UInt8) -> Bool {
    guard byte < 0x80 else { return false }
    let word = byte < 0x40 ? nameBytesBelow64 : nameBytesFrom64
    return (word >> (byte & 0x3F)) & 1 == 1
  }

  /// ASCII letters upper-cased; the bytes are name bytes, all ASCII.
  private static func upperCased(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    if !bytes.contains(where: { $0 >= 0x61 && $0 <= 0x7A }) { return String(decoding: bytes, as: UTF8.self) }
    return String(decoding: bytes.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }, as: UTF8.self)
  }
}
