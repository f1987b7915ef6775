// HolidayName: a holiday's name in each language a country's page gives.

import CalendarCore

/// A holiday's name in each of its country's languages, in the order of `HolidayCountry.languages`
/// (the first is the country's default language, and one of them is `en_US`). A name the same in every
/// language is written once.
///
///     HolidayName("New Year's Day", "元日")   // Japan: en_US, ja
///     HolidayName("Boxing Day")               // the same in every language
///
/// An observed day's name (`HolidayObservance.name`) and a substituted day's (`HolidayCountry`'s
/// `substitutedDayName`) are templates: `%s` stands for the holiday's name or the date.
package struct HolidayName: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The name in up to four languages, in the country's order, and how many are given: fields rather than a
  /// list, so that a page's names are made without a list each (a page has dozens).
  private let first: String
  private let second: String
  private let third: String
  private let fourth: String
  private let count: Int

  /// The name in each of the country's languages, in its order.
  package init(_ first: String, _ second: String) {
    (self.first, self.second, third, fourth, count) = (first, second, "", "", 2)
  }

  /// The name in each of the country's languages, in its order.
  package init(_ first: String, _ second: String, _ third: String) {
    (self.first, self.second, self.third, fourth, count) = (first, second, third, "", 3)
  }

  /// The name in each of the country's languages, in its order.
  package init(_ first: String, _ second: String, _ third: String, _ fourth: String) {
    (self.first, self.second, self.third, self.fourth, count) = (first, second, third, fourth, 4)
  }

  /// The name `text` in every language.
  package init(_ text: String) { (first, second, third, fourth, count) = (text, "", "", "", 1) }

  /// The name `text` in every language.
  package init(stringLiteral text: String) { self.init(text) }

  /// The name in each language, in the country's order; one text stands for every language.
  package var texts: [String] { Array([first, second, third, fourth].prefix(count)) }

  /// The last text the name gives (`texts.last`, without making the list): a page's English name, where
  /// `en_US` comes last.
  package var lastText: String { text(inLanguageAt: count - 1) }

  /// The name in the language at `position` of the country's languages (the first text when the name
  /// gives fewer texts).
  package func text(inLanguageAt position: Int) -> String {
    guard position < count else { return first }
    switch position {
    case 1: return second
    case 2: return third
    case 3: return fourth
    default: return first
    }
  }

  /// The template's text in the language at `position`, `%s` replaced by `argument`.
  package func text(inLanguageAt position: Int, filling argument: String) -> String {
    let template = text(inLanguageAt: position)
    let offset = HolidayName.placeholderOffset(in: template)
    guard offset >= 0 else { return template }
    let start = template.utf8.index(template.utf8.startIndex, offsetBy: offset)
    let end = template.utf8.index(start, offsetBy: 2)
    return String(template[..<start]) + argument + String(template[end...])
  }

  /// The offset of the first `%s` in `template`'s bytes, -1 for none. Searched in the string's own storage, on
  /// every observed day of a long range's legend, where the standard library's generic `firstRange(of:)` and the
  /// string's iterator cost far more.
  static func placeholderOffset(in template: String) -> Int {
    func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
      var offset = 1
      while offset < bytes.count {
        if bytes[offset] == UInt8(ascii: "s") && bytes[offset - 1] == UInt8(ascii: "%") { return offset - 1 }
        offset += 1
      }
      return -1
    }
    if let offset = template.utf8.withContiguousStorageIfAvailable(search) { return offset }
    return Array(template.utf8).withUnsafeBufferPointer(search)
  }
}
