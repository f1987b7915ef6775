// The text of `--reform list`: each country's code, name and the days of its switch.

import CalendarCore

/// `--reform list`: one line a country, as `ncal -p` lists them: its code (the first word, for
/// people and for completion scripts), its name, its last Julian day and the Gregorian day after it.
package func reformCountryListText() -> String {
  var text = ""
  for country in ReformCountry.all {
    let reform = country.reform
    let firstGregorianDay = reform.date(fromJulianDay: reform.firstGregorianDay)
    text += country.code + "  " + country.name + String(repeating: " ", count: max(1, 16 - country.name.count))
    text += "last Julian day \(country.lastJulianDay), first Gregorian day \(firstGregorianDay)\n"
  }
  return text
}
