// Belgium: Arrêté royal du 18 avril 1974 / Koninklijk besluit van 18 april 1974 (the ten public holidays
// of the law on public holidays of 4 January 1974), with Easter Sunday and Whit Sunday, which fall on a
// Sunday; the banks' closing days of the Belgian banking sector's agreement. Years before 1974 follow
// python-holidays, which applies today's list from 1901.

import CalendarCore

extension HolidayCountry {
  /// Belgium's public holidays (`public`) and the days banks close besides (`bank`).
  ///
  /// A holiday on a Sunday gives employers a replacement day each chooses; no national day moves.
  package static let belgium = HolidayCountry(
    code: "BE", name: "Belgium", languages: ["nl", "en_US", "fr", "de"], categories: ["public", "bank"],
    firstYear: 1901,
    rules: [
      HolidayRule(HolidayName("Nieuwjaar", "New Year's Day", "Nouvel An", "Neujahr"), .fixed(month: 1, day: 1)),
      HolidayRule(HolidayName("Pasen", "Easter Sunday", "Pâques", "Ostern"), .easter(0)),
      HolidayRule(HolidayName("Paasmaandag", "Easter Monday", "Lundi de Pâques", "Ostermontag"), .easter(1)),
      HolidayRule(
        HolidayName("Dag van de Arbeid", "Labor Day", "Fête du Travail", "Tag der Arbeit"), .fixed(month: 5, day: 1)),
      HolidayRule(HolidayName("O. L. H. Hemelvaart", "Ascension Day", "Ascension", "Christi Himmelfahrt"), .easter(39)),
      HolidayRule(HolidayName("Pinksteren", "Pentecost", "Pentecôte", "Pfingsten"), .easter(49)),
      HolidayRule(
        HolidayName("Pinkstermaandag", "Pentecost Monday", "Lundi de Pentecôte", "Pfingstmontag"), .easter(50)),
      HolidayRule(
        HolidayName("Nationale feestdag", "National Day", "Fête nationale", "Nationalfeiertag"),
        .fixed(month: 7, day: 21)),
      HolidayRule(
        HolidayName("O. L. V. Hemelvaart", "Assumption Day", "Assomption", "Mariä Himmelfahrt"),
        .fixed(month: 8, day: 15)),
      HolidayRule(
        HolidayName("Allerheiligen", "All Saints' Day", "Toussaint", "Allerheiligen"), .fixed(month: 11, day: 1)),
      HolidayRule(
        HolidayName("Wapenstilstand", "Armistice Day", "Jour de l'Armistice", "Waffenstillstand"),
        .fixed(month: 11, day: 11)),
      HolidayRule(HolidayName("Kerstmis", "Christmas Day", "Noël", "Weihnachten"), .fixed(month: 12, day: 25)),
      HolidayRule(
        HolidayName("Goede vrijdag", "Good Friday", "Vendredi Saint", "Karfreitag"), .easter(-2), category: "bank"),
      HolidayRule(
        HolidayName(
          "Vrijdag na O. L. H. Hemelvaart", "Friday after Ascension Day", "Vendredi suivant l'Ascension",
          "Freitag nach Christi Himmelfahrt"), .easter(40), category: "bank"),
      HolidayRule(
        HolidayName("Banksluitingsdag", "Bank Holiday", "Jour de fermeture bancaire", "Bankschlusstag"),
        .fixed(month: 12, day: 26), category: "bank"),
    ]
  )
}
