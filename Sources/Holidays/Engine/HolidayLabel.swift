// HolidayLabel: a day's name as its parts, a template and what fills it, for a writer that copies bytes.

/// The name of a holiday's day as a writer copies it: an observed day's name is a template
/// (`%s (observed)`) filled with the holiday's name; others are a text alone. A legend of many years writes
/// the parts where they are rather than make each observed day's name a string of its own.
package struct HolidayLabel: Sendable {
  /// The name, or the template whose first `%s` `filling` replaces.
  package let template: String
  /// What replaces the template's first `%s`; empty for a name that is no template.
  package let filling: String
  /// The byte offset in `template` of its first `%s`, as `HolidayName` finds it; -1 for a name that is no
  /// template, or a template without one.
  private let placeholderOffset: Int

  /// No name: the empty text.
  package static let none = HolidayLabel("")

  /// The text `text` alone.
  init(_ text: String) { (template, filling, placeholderOffset) = (text, "", -1) }

  /// The template `template`, its first `%s` to be replaced by `filling`.
  init(template: String, filling: String) {
    (self.template, self.filling) = (template, filling)
    placeholderOffset = HolidayName.placeholderOffset(in: template)
  }

  /// The name as one string, as `HolidayName.text(inLanguageAt:filling:)` fills a template.
  package var text: String {
    guard placeholderOffset >= 0 else { return template }
    let utf8 = template.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: placeholderOffset)
    return String(template[..<start]) + filling + String(template[utf8.index(start, offsetBy: 2)...])
  }

  /// The number of bytes of `text` in UTF-8.
  package var utf8Count: Int {
    placeholderOffset >= 0 ? template.utf8.count - 2 + filling.utf8.count : template.utf8.count
  }

  /// Calls `body` with the bytes of `text` in UTF-8, a part at a time.
  package func forEachPart(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    let offset = placeholderOffset
    HolidayLabel.withBytes(of: template) { bytes in
      guard offset >= 0 else { return body(bytes) }
      body(UnsafeBufferPointer(rebasing: bytes[..<offset]))
      HolidayLabel.withBytes(of: filling, body)
      body(UnsafeBufferPointer(rebasing: bytes[(offset + 2)...]))
    }
  }

  /// Calls `body` with the UTF-8 bytes of `text`, copied only when they are not stored contiguously.
  private static func withBytes(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    if text.utf8.withContiguousStorageIfAvailable(body) == nil { Array(text.utf8).withUnsafeBufferPointer(body) }
  }
}
