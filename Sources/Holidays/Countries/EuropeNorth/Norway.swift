// Norway: Lov om helligdager og helligdagsfred (LOV-1995-02-24-12), the Church's feast days it names,
// and Lov om 1. og 17. mai som høgtidsdager (LOV-1947-04-26-1).

import CalendarCore

extension HolidayCountry {
  /// Norway's public holidays (the Sundays, each a holiday by the law too, are not listed).
  ///
  /// A holiday on a Sunday is not moved. The names are Bokmål: `nb` reads the same texts as `no`.
  package static let norway = HolidayCountry(
    code: "NO", name: "Norway", languages: ["no", "en_US", "nb"], firstYear: 1901,
    rules: [
      HolidayRule(HolidayName("Første nyttårsdag", "New Year's Day"), .fixed(month: 1, day: 1)),
      HolidayRule(HolidayName("Skjærtorsdag", "Maundy Thursday"), .easter(-3)),
      HolidayRule(HolidayName("Langfredag", "Good Friday"), .easter(-2)),
      HolidayRule(HolidayName("Første påskedag", "Easter Sunday"), .easter(0)),
      HolidayRule(HolidayName("Andre påskedag", "Easter Monday"), .easter(1)),
      HolidayRule(HolidayName("Arbeidernes dag", "Labor Day"), .fixed(month: 5, day: 1), years: 1947...9999),
      HolidayRule(HolidayName("Grunnlovsdag", "Constitution Day"), .fixed(month: 5, day: 17), years: 1947...9999),
      HolidayRule(HolidayName("Kristi himmelfartsdag", "Ascension Day"), .easter(39)),
      HolidayRule(HolidayName("Første pinsedag", "Pentecost"), .easter(49)),
      HolidayRule(HolidayName("Andre pinsedag", "Pentecost Monday"), .easter(50)),
      HolidayRule(HolidayName("Første juledag", "Christmas Day"), .fixed(month: 12, day: 25)),
      HolidayRule(HolidayName("Andre juledag", "Second Day of Christmas"), .fixed(month: 12, day: 26)),
    ]
  )
}
