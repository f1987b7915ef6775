// Belgium: Arrêté royal du 18 avril 1974 / Koninklijk besluit van 18 april 1974 (the ten public holidays
// of the law on public holidays of 4 January 1974), with Easter Sunday and Whit Sunday, which fall on a
// Sunday; the banks' closing days of the Belgian banking sector's agreement.

extension HolidayCountry {
  /// Belgium's public holidays (`public`) and the days banks close besides (`bank`).
  ///
  /// A holiday on a Sunday gives employers a replacement day each chooses; no national day moves.
  public static let belgium = HolidayCountry(
    code: "BE", name: "Belgium", languages: ["nl", "en_US"], categories: ["public", "bank"], firstYear: 1901,
    rules: [
      HolidayRule(HolidayName("Nieuwjaar", "New Year's Day"), .fixed(month: 1, day: 1)),
      HolidayRule(HolidayName("Pasen", "Easter Sunday"), .easter(0)),
      HolidayRule(HolidayName("Paasmaandag", "Easter Monday"), .easter(1)),
      HolidayRule(HolidayName("Dag van de Arbeid", "Labor Day"), .fixed(month: 5, day: 1)),
      HolidayRule(HolidayName("O. L. H. Hemelvaart", "Ascension Day"), .easter(39)),
      HolidayRule(HolidayName("Pinksteren", "Pentecost"), .easter(49)),
      HolidayRule(HolidayName("Pinkstermaandag", "Pentecost Monday"), .easter(50)),
      HolidayRule(HolidayName("Nationale feestdag", "National Day"), .fixed(month: 7, day: 21)),
      HolidayRule(HolidayName("O. L. V. Hemelvaart", "Assumption Day"), .fixed(month: 8, day: 15)),
      HolidayRule(HolidayName("Allerheiligen", "All Saints' Day"), .fixed(month: 11, day: 1)),
      HolidayRule(HolidayName("Wapenstilstand", "Armistice Day"), .fixed(month: 11, day: 11)),
      HolidayRule(HolidayName("Kerstmis", "Christmas Day"), .fixed(month: 12, day: 25)),
      HolidayRule(HolidayName("Goede vrijdag", "Good Friday"), .easter(-2), category: "bank"),
      HolidayRule(
        HolidayName("Vrijdag na O. L. H. Hemelvaart", "Friday after Ascension Day"), .easter(40), category: "bank"),
      HolidayRule(HolidayName("Banksluitingsdag", "Bank Holiday"), .fixed(month: 12, day: 26), category: "bank"),
    ]
  )
}
