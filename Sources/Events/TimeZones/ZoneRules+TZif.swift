// ZoneRules+TZif: a zone read from the bytes of a compiled TZif file (RFC 8536).

extension ZoneRules {
  /// The largest time a transition may have, in seconds either side of 1970: 2^60, past any year a calendar
  /// asks about, and below the point where adding an offset could overflow (zic's earliest, -2^59, fits).
  static let transitionTimeLimit = 1 << 60

  /// The zone a TZif file describes (RFC 8536: versions 1 to 4): the 64-bit data block of a version 2 or
  /// later file (the 32-bit block of a version 1 file), its transitions and their local time types' offsets,
  /// time type 0 before the first transition (RFC 8536, 3.2), and the footer's POSIX TZ string after the last.
  /// Leap-second records are read past: iCalendar's times, like POSIX's, have none.
  ///
  /// Every count is checked against the bytes left before anything is read or kept: a file cut short at any
  /// byte, a count too large for the file, a type index, designation index or offset out of range, or
  /// transitions out of order throw. Bytes after the data (or after the footer) are ignored.
  ///
  /// - Parameters:
  ///   - bytes: the file's bytes, as the edge read them.
  ///   - name: the zone's name (`Europe/Dublin`), kept as `name` and used in messages.
  package init(tzif bytes: some Collection<UInt8>, name: String) throws(TimeZoneError) {
    var reader = TZifReader(bytes: Array(bytes), name: name)
    let first = try reader.readHeader()
    if first.version == 1 {
      let block = try reader.readDataBlock(first, timeSize: 4)
      self.init(name: name, block: block, rule: nil)
      return
    }
    try reader.skipDataBlock(first, timeSize: 4)
    let second = try reader.readHeader()
    let block = try reader.readDataBlock(second, timeSize: 8)
    let footer = try reader.readFooter()
    var rule: POSIXZoneRule?
    if !footer.isEmpty {
      do {
        rule = try POSIXZoneRule(parsing: footer)
      } catch {
        throw .invalidTZif(name: name, reason: "its footer: \(error.description)")
      }
    }
    self.init(name: name, block: block, rule: rule)
  }

  private init(name: String, block: TZifReader.DataBlock, rule: POSIXZoneRule?) {
    self.init(
      name: name, initialOffset: block.typeOffsets[0], changeTimes: block.times,
      changeOffsets: block.typeIndices.map { block.typeOffsets[Int($0)] }, rule: rule
    )
    self = writingOutRule()
  }
}

/// Reads a TZif file's parts in order, each read checked against the bytes left.
private struct TZifReader {
  /// A header's version and counts (RFC 8536, 3.1).
  struct Header {
    var version: Int
    var isUTCCount, isStandardCount, leapCount, timeCount, typeCount, characterCount: Int
  }

  /// What a data block gives: transition times, each one's local time type, each type's offset.
  struct DataBlock {
    var times: [Int]
    var typeIndices: [UInt8]
    var typeOffsets: [Int]
  }

  let bytes: [UInt8]
  let name: String
  var position = 0

  init(bytes: [UInt8], name: String) { (self.bytes, self.name) = (bytes, name) }

  /// Checks that `count` bytes remain for `part`.
  func require(_ count: Int, for part: String) throws(TimeZoneError) {
    guard count <= bytes.count - position else {
      throw .truncatedTZif(name: name, part: part, length: bytes.count)
    }
  }

  /// A big-endian unsigned integer of `size` bytes at `offset`, already checked to be there.
  @inline(__always)
  func unsigned(at offset: Int, size: Int) -> UInt64 {
    var value: UInt64 = 0
    for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
    return value
  }

  /// A big-endian two's-complement integer of 4 or 8 bytes.
  @inline(__always)
  func signed(at offset: Int, size: Int) -> Int {
    size == 8
      ? Int(Int64(bitPattern: unsigned(at: offset, size: 8)))
      : Int(Int32(bitPattern: UInt32(unsigned(at: offset, size: 4))))
  }

  /// The 44-byte header: magic, version, 15 unused bytes, six counts (RFC 8536, 3.1).
  mutating func readHeader() throws(TimeZoneError) -> Header {
    let magic = Array("TZif".utf8)
    guard magic.starts(with: bytes[position..<min(bytes.count, position + 4)]) else {
      throw position == 0
        ? .notTZif(name: name) : .invalidTZif(name: name, reason: "no second header at byte \(position)")
    }
    try require(44, for: "header")
    let versionByte = bytes[position + 4]
    let version: Int
    switch versionByte {
    case 0: version = 1
    case UInt8(ascii: "2")...UInt8(ascii: "9"): version = Int(versionByte - UInt8(ascii: "0"))
    default: throw .invalidTZif(name: name, reason: "unknown version byte \(versionByte)")
    }
    let start = position
    func count(_ index: Int) -> Int { Int(unsigned(at: start + 20 + 4 * index, size: 4)) }
    let header = Header(
      version: version, isUTCCount: count(0), isStandardCount: count(1), leapCount: count(2), timeCount: count(3),
      typeCount: count(4), characterCount: count(5)
    )
    position += 44
    guard header.typeCount > 0 else { throw .invalidTZif(name: name, reason: "typecnt is 0") }
    guard header.typeCount <= 256 else { throw .invalidTZif(name: name, reason: "typecnt \(header.typeCount) > 256") }
    guard header.characterCount > 0 else { throw .invalidTZif(name: name, reason: "charcnt is 0") }
    for (label, value) in [("isutcnt", header.isUTCCount), ("isstdcnt", header.isStandardCount)]
    where value != 0 && value != header.typeCount {
      throw .invalidTZif(name: name, reason: "\(label) \(value) is neither 0 nor typecnt \(header.typeCount)")
    }
    return header
  }

  /// The size of the data block `header` announces, with transition times of `timeSize` bytes; at most
  /// about 6 × 2^32 × 12 bytes, which cannot overflow `Int`.
  func dataBlockSize(_ header: Header, timeSize: Int) -> Int {
    header.timeCount * (timeSize + 1) + header.typeCount * 6 + header.characterCount
      + header.leapCount * (timeSize + 4) + header.isStandardCount + header.isUTCCount
  }

  /// Moves past a data block (the 32-bit one of a version 2 or later file, RFC 8536, 4: readers of the
  /// 64-bit block may ignore it).
  mutating func skipDataBlock(_ header: Header, timeSize: Int) throws(TimeZoneError) {
    let size = dataBlockSize(header, timeSize: timeSize)
    try require(size, for: "version 1 data block")
    position += size
  }

  /// A data block (RFC 8536, 3.2), checked whole before any of it is kept.
  mutating func readDataBlock(_ header: Header, timeSize: Int) throws(TimeZoneError) -> DataBlock {
    try require(dataBlockSize(header, timeSize: timeSize), for: "data block")
    var times: [Int] = []
    times.reserveCapacity(header.timeCount)
    var previous = Int.min
    for index in 0..<header.timeCount {
      let time = signed(at: position + index * timeSize, size: timeSize)
      guard abs(time) <= ZoneRules.transitionTimeLimit else {
        throw .invalidTZif(name: name, reason: "transition time \(time) is out of range")
      }
      guard index == 0 || time > previous else {
        throw .invalidTZif(name: name, reason: "transition \(index) is not after the one before it")
      }
      times.append(time)
      previous = time
    }
    position += header.timeCount * timeSize
    let typeIndices = Array(bytes[position..<(position + header.timeCount)])
    if let bad = typeIndices.first(where: { Int($0) >= header.typeCount }) {
      throw .invalidTZif(name: name, reason: "type index \(bad) is not below typecnt \(header.typeCount)")
    }
    position += header.timeCount
    var typeOffsets: [Int] = []
    typeOffsets.reserveCapacity(header.typeCount)
    for index in 0..<header.typeCount {
      let start = position + index * 6
      let offset = signed(at: start, size: 4)
      // RFC 8536, 3.2: utoff SHOULD be -89999 to 93599 (under 25 and 26 hours), and must not be -2^31.
      guard (-89_999...93_599).contains(offset) else {
        throw .invalidTZif(name: name, reason: "local time type \(index) has offset \(offset) s, beyond ±26 hours")
      }
      guard bytes[start + 4] <= 1 else {
        throw .invalidTZif(name: name, reason: "isdst of type \(index) is not 0 or 1")
      }
      guard Int(bytes[start + 5]) < header.characterCount else {
        throw .invalidTZif(name: name, reason: "designation index of type \(index) is past charcnt")
      }
      typeOffsets.append(offset)
    }
    position += dataBlockSize(header, timeSize: timeSize) - header.timeCount * (timeSize + 1)
    return DataBlock(times: times, typeIndices: typeIndices, typeOffsets: typeOffsets)
  }

  /// The footer of a version 2 or later file: a POSIX TZ string between two newlines (RFC 8536, 3.3).
  mutating func readFooter() throws(TimeZoneError) -> String {
    try require(1, for: "footer")
    guard bytes[position] == UInt8(ascii: "\n") else {
      throw .invalidTZif(name: name, reason: "the footer does not begin with a newline")
    }
    position += 1
    guard let end = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) else {
      throw .truncatedTZif(name: name, part: "footer", length: bytes.count)
    }
    guard let text = String(validating: bytes[position..<end], as: UTF8.self) else {
      throw .invalidTZif(name: name, reason: "the footer is not UTF-8")
    }
    position = end + 1
    return text
  }
}
