// Finland: the church holidays of the Kirkkolaki (Church Act, 1054/1993, and the acts before it), moved
// to Saturdays from 1955 (Midsummer and All Saints' Day) and for 1973-1990 (Epiphany and Ascension Day);
// May Day a holiday from 1944; Independence Day from the decision of 20 November 1919; the days the Bank
// of Finland and the University of Helsinki's Almanac Office list as holidays.

import CalendarCore

extension HolidayCountry {
  /// Finland's public holidays, for the country as a whole (Åland's Autonomy Day is not on this page).
  ///
  /// No holiday moves when it falls on a weekend.
  package static let finland = HolidayCountry(
    code: "FI", name: "Finland", languages: ["fi", "en_US", "sv_FI"], firstYear: 1853,
    rules: [
      HolidayRule(HolidayName("Uudenvuodenpäivä", "New Year's Day", "Nyårsdagen"), .fixed(month: 1, day: 1)),
      HolidayRule(HolidayName("Loppiainen", "Epiphany", "Trettondag"), .fixed(month: 1, day: 6), years: 1853...1972),
      HolidayRule(
        HolidayName("Loppiainen", "Epiphany", "Trettondag"), .weekdayOnOrAfter(.saturday, month: 1, day: 6),
        years: 1973...1990),
      HolidayRule(HolidayName("Loppiainen", "Epiphany", "Trettondag"), .fixed(month: 1, day: 6), years: 1991...9999),
      HolidayRule(HolidayName("Pitkäperjantai", "Good Friday", "Långfredagen"), .easter(-2)),
      HolidayRule(HolidayName("Pääsiäispäivä", "Easter Sunday", "Påskdagen"), .easter(0)),
      HolidayRule(HolidayName("Toinen pääsiäispäivä", "Easter Monday", "Annandag påsk"), .easter(1)),
      HolidayRule(HolidayName("Vappu", "May Day", "Första maj"), .fixed(month: 5, day: 1), years: 1944...9999),
      HolidayRule(
        HolidayName("Helatorstai", "Ascension Day", "Kristi himmelsfärdsdag"), .easter(39), years: 1853...1972),
      // The Saturday before the sixth Sunday after Easter.
      HolidayRule(
        HolidayName("Helatorstai", "Ascension Day", "Kristi himmelsfärdsdag"), .easter(34), years: 1973...1990),
      HolidayRule(
        HolidayName("Helatorstai", "Ascension Day", "Kristi himmelsfärdsdag"), .easter(39), years: 1991...9999),
      HolidayRule(HolidayName("Helluntaipäivä", "Pentecost", "Pingst"), .easter(49)),
      HolidayRule(
        HolidayName("Juhannusaatto", "Midsummer Eve", "Midsommarafton"), .fixed(month: 6, day: 23), years: 1853...1954),
      HolidayRule(
        HolidayName("Juhannusaatto", "Midsummer Eve", "Midsommarafton"), .weekdayOnOrAfter(.friday, month: 6, day: 19),
        years: 1955...9999),
      HolidayRule(
        HolidayName("Juhannuspäivä", "Midsummer Day", "Midsommardagen"), .fixed(month: 6, day: 24), years: 1853...1954),
      HolidayRule(
        HolidayName("Juhannuspäivä", "Midsummer Day", "Midsommardagen"),
        .weekdayOnOrAfter(.saturday, month: 6, day: 20),
        years: 1955...9999),
      HolidayRule(
        HolidayName("Pyhäinpäivä", "All Saints' Day", "Alla helgons dag"), .fixed(month: 11, day: 1), years: 1853...1954
      ),
      HolidayRule(
        HolidayName("Pyhäinpäivä", "All Saints' Day", "Alla helgons dag"),
        .weekdayOnOrAfter(.saturday, month: 10, day: 31), years: 1955...9999),
      HolidayRule(
        HolidayName("Itsenäisyyspäivä", "Independence Day", "Självständighetsdagen"), .fixed(month: 12, day: 6),
        years: 1919...9999),
      HolidayRule(HolidayName("Jouluaatto", "Christmas Eve", "Julafton"), .fixed(month: 12, day: 24)),
      HolidayRule(HolidayName("Joulupäivä", "Christmas Day", "Juldagen"), .fixed(month: 12, day: 25)),
      HolidayRule(HolidayName("Tapaninpäivä", "Second Day of Christmas", "Annandag jul"), .fixed(month: 12, day: 26)),
    ]
  )
}
