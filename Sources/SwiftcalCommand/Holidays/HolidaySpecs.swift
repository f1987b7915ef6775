// HolidaySpecs: `--holidays`' value read into the holidays it selects: JP, US-CA, JP:public+bank.

import CalendarCore
import Holidays

/// Reads `--holidays` (and `SWIFTCAL_HOLIDAYS`) values: specs separated by commas, each a country code
/// (`JP`), a country and one of its subdivisions (`US-CA`), either followed by `:` and categories joined
/// by `+` (`JP:public+bank`); `public` when no category is named.
enum HolidaySpecs {
  /// The word that lists the countries instead (`--holidays list`).
  static let listWord = "list"

  /// The selections `text` names, in order, each once; `option` names where it was given (`--holidays`), read
  /// only for an error.
  /// - Throws: the error naming the first spec that names no country, subdivision or category, with
  ///   the nearest valid ones.
  static func selections(_ text: String, option: @autoclosure () -> String) throws(UsageError) -> [HolidaySelection] {
    var selections: [HolidaySelection] = []
    // Read by bytes, without `split`: a list of substrings is a type of its own, which a run would have to set up
    // on first use.
    let bytes = text.utf8
    var start = bytes.startIndex
    while true {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: ",")) ?? bytes.endIndex
      let selection = try selection(String(text[start..<end]), option: option)
      if !selections.contains(selection) { selections.append(selection) }
      if end == bytes.endIndex { return selections }
      start = bytes.index(after: end)
    }
  }

  /// The selection one spec names.
  private static func selection(_ spec: String, option: () -> String) throws(UsageError) -> HolidaySelection {
    let bytes = spec.utf8
    let colon = bytes.firstIndex(of: UInt8(ascii: ":"))
    let placeEnd = colon ?? bytes.endIndex
    let hyphen = bytes[..<placeEnd].firstIndex(of: UInt8(ascii: "-"))
    let typedCode = spec[..<(hyphen ?? placeEnd)].uppercased()
    // UK: the code everyone types for GB, which python-holidays accepts too.
    let code = typedCode == "UK" ? "GB" : typedCode
    guard let country = HolidayCountry.withCode(code) else {
      let nearest = nearestWords(to: code, among: HolidayCountry.codes)
      throw invalid(spec, option: option, expected: "a country code such as \(listed(nearest)), or list")
    }
    var subdivision = ""
    if let hyphen {
      let wanted = spec[bytes.index(after: hyphen)..<placeEnd].uppercased()
      let codes = country.subdivisions.map(\.code)
      guard let match = codes.first(where: { $0.uppercased() == wanted }) else {
        let nearest = nearestWords(to: wanted, among: codes).map { code + "-" + $0 }
        let expected =
          codes.isEmpty
          ? "\(code) alone: swiftcal knows no subdivisions of \(country.name)"
          : "a subdivision of \(country.name) such as \(listed(nearest))"
        throw invalid(spec, option: option, expected: expected)
      }
      subdivision = match
    }
    var categories = ["public"]
    if let colon {
      categories = []
      var start = bytes.index(after: colon)
      while true {
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "+")) ?? bytes.endIndex
        let category = spec[start..<end].lowercased()
        guard country.categories.contains(category) else {
          let expected = "a category of \(country.name): \(listedWithOr(country.categories))"
          throw invalid(spec, option: option, expected: expected)
        }
        if !categories.contains(category) { categories.append(category) }
        if end == bytes.endIndex { break }
        start = bytes.index(after: end)
      }
    }
    return HolidaySelection(country: country, subdivisionCode: subdivision, categories: categories)
  }

  /// The error for `spec`, given to `option`, that is not one of `expected`.
  private static func invalid(_ spec: String, option: () -> String, expected: String) -> UsageError {
    .commandLine(.invalidValue(option: option(), value: spec, expected: expected))
  }

  /// Up to three of `words` nearest to `word`: fewest letters changed, then in their order.
  static func nearestWords(to word: String, among words: [String]) -> [String] {
    let target = Array(word.utf8)
    let ranked = words.enumerated().map { (distance: editDistance(target, Array($0.element.utf8)), order: $0.offset) }
      .sorted { ($0.distance, $0.order) < ($1.distance, $1.order) }
    return ranked.prefix(3).map { words[$0.order] }
  }

  /// Up to three words joined with commas and `or`.
  private static func listed(_ words: [String]) -> String { listedWithOr(words) }

  /// The number of letters to insert, delete or change to turn `first` into `second` (Levenshtein).
  private static func editDistance(_ first: [UInt8], _ second: [UInt8]) -> Int {
    var previous = Array(0...second.count)
    for (row, letter) in first.enumerated() {
      var current = [row + 1]
      for (column, other) in second.enumerated() {
        current.append(min(previous[column + 1] + 1, current[column] + 1, previous[column] + (letter == other ? 0 : 1)))
      }
      previous = current
    }
    return previous[second.count]
  }
}
