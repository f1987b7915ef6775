// NameMatching: equality of property and component names, checked by length first.

extension String {
  /// Whether it equals `name`. Names are compared thousands of times a file, and most comparisons are
  /// of different names: comparing lengths first answers those without the standard library's general
  /// comparison, which took a twentieth of a file's reading.
  @inline(__always) func isName(_ name: StaticString) -> Bool {
    utf8.count == name.utf8CodeUnitCount
      && withContiguousUTF8 { buffer in
        let other = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        return buffer.elementsEqual(other)
      }
  }

  /// Calls `body` with its UTF-8 bytes, copying them only when the string is not stored as UTF-8.
  @inline(__always) func withContiguousUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(utf8).withUnsafeBufferPointer(body)
  }
}

extension Substring {
  /// Calls `body` with its UTF-8 bytes, copying them only when the text is not stored as UTF-8.
  @inline(__always) func withContiguousUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(utf8).withUnsafeBufferPointer(body)
  }

  /// It without the spaces at its start and end (values written `20261203, 20261210`).
  var trimmingSpaces: Substring {
    let bytes = utf8
    var start = bytes.startIndex
    var end = bytes.endIndex
    while start < end, bytes[start] == 0x20 { start = bytes.index(after: start) }
    while end > start, bytes[bytes.index(before: end)] == 0x20 { end = bytes.index(before: end) }
    return self[start..<end]
  }
}
