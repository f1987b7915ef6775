// Weekend+Territory: a territory's weekend and day of rest, looked up in the page of CLDR's weekData.

import CalendarCore

extension Weekend {
  /// The weekend of the territory `code` (ISO 3166-1 alpha-2, `IL`), as `territoryWeekends` gives it: Saturday
  /// and Sunday for a territory it does not list, or a code that names none (`001`, an empty one).
  package static func ofTerritory(_ code: Substring) -> Weekend {
    guard let key = territoryKey(code) else { return .saturdayAndSunday }
    // A look through a few numbers: what a run that colours the weekend pays for it.
    for entry in territoryWeekends where entry >> 16 == key {
      let (start, end) = ((entry >> 4) & 15, entry & 15)
      var days = WeekdaySet()
      var rawValue = start
      while true {
        days.insert(Weekday(rawValue: rawValue)!)
        if rawValue == end { break }
        rawValue = rawValue % 7 + 1
      }
      let restDay = (entry >> 8) & 15
      return Weekend(days, restDay: restDay == 0 ? nil : Weekday(rawValue: restDay))
    }
    return .saturdayAndSunday
  }

  /// The territory's entry in `territoryWeekends`: its code, its weekend's first and last days, and its day of
  /// rest (0 for none), packed in one number.
  static func territory(
    _ code: StaticString, weekendStart: Weekday, weekendEnd: Weekday, restDay: Weekday? = nil
  ) -> Int {
    // The literal's two bytes read in place: a run that colours the weekend makes every entry.
    precondition(code.utf8CodeUnitCount == 2, "a territory's code of two letters")
    let key = Int(code.utf8Start[0]) << 8 | Int(code.utf8Start[1])
    return key << 16 | (restDay?.rawValue ?? 0) << 8 | weekendStart.rawValue << 4 | weekendEnd.rawValue
  }

  /// The weekend of `country`'s page, through its changes, with its territory's day of rest.
  package static func ofCountry(_ country: HolidayCountry) -> Weekend {
    country.weekend.withRestDay(ofTerritory(country.code[...]).preferredRestDay)
  }

  /// Two capital letters as one number, or `nil` for any other code.
  private static func territoryKey(_ code: Substring) -> Int? {
    let bytes = code.utf8
    guard bytes.count == 2 else { return nil }
    let (first, last) = (bytes[bytes.startIndex], bytes[bytes.index(after: bytes.startIndex)])
    let capitals = UInt8(ascii: "A")...UInt8(ascii: "Z")
    guard capitals.contains(first) && capitals.contains(last) else { return nil }
    return Int(first) << 8 | Int(last)
  }
}
