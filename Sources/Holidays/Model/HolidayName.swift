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
public struct HolidayName: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The name in each language, in the country's order; one text stands for every language.
  public let texts: [String]

  /// The name in each of the country's languages, in its order.
  public init(_ texts: String...) { self.texts = texts }

  /// The name `text` in every language.
  public init(stringLiteral text: String) { texts = [text] }

  /// The name in the language at `position` of the country's languages (the first text when the name
  /// gives fewer texts).
  public func text(inLanguageAt position: Int) -> String {
    position < texts.count ? texts[position] : texts[0]
  }

  /// The template's text in the language at `position`, `%s` replaced by `argument`.
  public func text(inLanguageAt position: Int, filling argument: String) -> String {
    let template = text(inLanguageAt: position)
    // Found byte by byte: the standard library's generic `firstRange(of:)` costs ten times as much, on every
    // observed day of a long range's legend.
    var utf8 = template.utf8.makeIterator()
    var offset = 0
    var previous: UInt8 = 0
    while let byte = utf8.next() {
      if previous == UInt8(ascii: "%") && byte == UInt8(ascii: "s") {
        let start = template.utf8.index(template.utf8.startIndex, offsetBy: offset - 1)
        let end = template.utf8.index(start, offsetBy: 2)
        return String(template[..<start]) + argument + String(template[end...])
      }
      previous = byte
      offset += 1
    }
    return template
  }
}
