// holiday-dates: the days of a holiday selection over a run of years, one line each, for page writers.
//
//   holiday-dates SPEC FIRST_YEAR LAST_YEAR [LOCALE]
//
// SPEC is CC, CC-SUB, either with :category+category; each line is `YYYY-MM-DD<TAB>kind<TAB>name`, kind
// `holiday` or `workingDay`, names in LOCALE's language (en_US by default), as swiftcal's legend names them.

import CalendarCore
import Holidays

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3, let firstYear = Int(arguments[1]), let lastYear = Int(arguments[2]) else {
  print("usage: holiday-dates SPEC FIRST_YEAR LAST_YEAR [LOCALE]")
  exit(2)
}
let parts = arguments[0].split(separator: ":", maxSplits: 1)
let place = parts[0].split(separator: "-", maxSplits: 1)
guard let country = HolidayCountry.withCode(String(place[0])) else {
  print("holiday-dates: no page for \(place[0])")
  exit(1)
}
let categories = parts.count > 1 ? parts[1].split(separator: "+").map(String.init) : ["public"]
let selection = HolidaySelection(
  country: country, subdivision: place.count > 1 ? String(place[1]) : nil, categories: categories)
let days = HolidayDays(
  selection, language: country.languagePosition(forLocale: arguments.count > 3 ? arguments[3] : "C"))
let reform = Reform.gregorian
var cache = DayFactCache()
var output = ""
for year in firstYear...lastYear {
  let first = reform.julianDay(of: CivilDate(year: year, month: 1, day: 1))
  let last = reform.julianDay(of: CivilDate(year: year, month: 12, day: 31))
  var found: [(day: Int, fact: Int)] = []
  days.forEachFact(onDaysFrom: first, through: last, reform: reform, cache: &cache) { found.append(($0, $1)) }
  for (day, fact) in found.sorted(by: { $0.day < $1.day }) {
    let kind = days.kind(ofFact: fact) == .workingDay ? "workingDay" : "holiday"
    output += "\(reform.date(fromJulianDay: day))\t\(kind)\t\(days.label(ofFact: fact))\n"
  }
}
print(output, terminator: "")
