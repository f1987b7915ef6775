// The text of `--holidays list`: each country's code and name, then its categories, languages and subdivisions.

import CalendarCore
import Holidays

/// `--holidays list`: a line a country, its code first (for people and for completion scripts), then its
/// name, categories and the languages of its names; under it, indented, its subdivisions' codes, separated by
/// commas and wrapped.
package func holidayCountryListText() -> String {
  var text = ""
  for code in HolidayCountry.codes {
    guard let country = HolidayCountry.withCode(code) else { continue }
    text += code + "  " + country.name + ": categories " + country.categories.joined(separator: ", ")
    text += "; names in " + country.languages.joined(separator: ", ") + "\n"
    // Read once: a page gives its subdivisions each time they are asked for (`HolidayCountry.subdivisions`).
    let subdivisions = country.subdivisions
    guard !subdivisions.isEmpty else { continue }
    // Separated by commas: a few codes hold spaces (AU's `NSW Western`, NZ's `South Canterbury`).
    var line = "    subdivisions:"
    for (index, subdivision) in subdivisions.enumerated() {
      let word = subdivision.code + (index < subdivisions.count - 1 ? "," : "")
      if line.count + word.count + 1 > 100 {
        text += line + "\n"
        line = "     "
      }
      line += " " + word
    }
    text += line + "\n"
  }
  return text
}
