// ContentLineWriter: content lines as RFC 5545 writes them, folded at 75 octets and ended with CRLF.

/// Writes iCalendar content lines (RFC 5545, 3.1): each ended with CRLF, and folded where it is longer than
/// 75 octets, the rest of it on lines that begin with a space, never inside a character's UTF-8 bytes.
///
///     var lines = ContentLineWriter()
///     lines.append("BEGIN:VCALENDAR")
///     lines.append("SUMMARY:" + TextValue.escaped(title))
///     write(lines.bytes)
package struct ContentLineWriter {
  /// The lines written so far.
  package private(set) var bytes: [UInt8] = []

  /// The longest a line may be, in octets, without its CRLF.
  package static let lineLimit = 75

  /// No lines yet.
  package init() {}

  /// Appends `line` (a name, its parameters, a colon and a value already escaped), folded.
  package mutating func append(_ line: String) {
    var count = 0
    for byte in line.utf8 {
      // A fold goes before a character's first byte (continuation bytes are 10xxxxxx), once the line is full.
      if byte & 0xC0 != 0x80 && count + ContentLineWriter.bytesStarting(with: byte) > ContentLineWriter.lineLimit {
        bytes += [0x0D, 0x0A, 0x20]
        count = 1
      }
      bytes.append(byte)
      count += 1
    }
    bytes += [0x0D, 0x0A]
  }

  /// Forgets the lines written, keeping their memory: what a writer does once it has handed them on.
  package mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

  /// How many bytes the UTF-8 character that begins with `byte` has.
  private static func bytesStarting(with byte: UInt8) -> Int {
    switch byte {
    case 0xF0...: return 4
    case 0xE0...: return 3
    case 0xC0...: return 2
    default: return 1
    }
  }
}
