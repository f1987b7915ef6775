// Poland: ustawa z dnia 18 stycznia 1951 r. o dniach wolnych od pracy (Dz.U. 1951 nr 4 poz. 28, as
// amended: Epiphany restored from 2011, Christmas Eve from 2025 by Dz.U. 2024 poz. 1965); the decree of
// 1945 on 22 July; the law of 1937 on Independence Day; the act of 2018 on the centenary's 12 November.

import CalendarCore

extension HolidayCountry {
  /// Poland's days free from work (`public`). The law moves none of them off a weekend.
  package static let poland = HolidayCountry(
    code: "PL", name: "Poland", languages: ["pl", "en_US"], firstYear: 1925,
    rules: [
      HolidayRule(HolidayName("Nowy Rok", "New Year's Day"), .fixed(month: 1, day: 1)),
      HolidayRule(HolidayName("Święto Trzech Króli", "Epiphany"), .fixed(month: 1, day: 6), years: 1925...1960),
      HolidayRule(HolidayName("Święto Trzech Króli", "Epiphany"), .fixed(month: 1, day: 6), years: 2011...9999),
      HolidayRule(
        HolidayName("Oczyszczenie Najświętszej Marii Panny", "Candlemas"),
        .fixed(month: 2, day: 2), years: 1925...1950),
      HolidayRule(HolidayName("Niedziela Wielkanocna", "Easter Sunday"), .easter(0)),
      HolidayRule(HolidayName("Poniedziałek Wielkanocny", "Easter Monday"), .easter(1)),
      HolidayRule(HolidayName("Święto Państwowe", "National Day"), .fixed(month: 5, day: 1), years: 1950...9999),
      HolidayRule(
        HolidayName("Święto Narodowe Trzeciego Maja", "National Day of the Third of May"), .fixed(month: 5, day: 3),
        years: 1925...1950),
      HolidayRule(
        HolidayName("Święto Narodowe Trzeciego Maja", "National Day of the Third of May"), .fixed(month: 5, day: 3),
        years: 1990...9999),
      HolidayRule(
        HolidayName("Narodowe Święto Zwycięstwa i Wolności", "National Victory and Freedom Day"),
        .fixed(month: 5, day: 9), years: 1946...1950),
      HolidayRule(HolidayName("Wniebowstąpienie Pańskie", "Ascension Day"), .easter(39), years: 1925...1950),
      HolidayRule(HolidayName("Zielone Świątki", "Pentecost"), .easter(49)),
      HolidayRule(HolidayName("Drugi dzień Zielonych Świątek", "Pentecost Monday"), .easter(50), years: 1925...1950),
      HolidayRule(HolidayName("Dzień Bożego Ciała", "Corpus Christi"), .easter(60)),
      HolidayRule(
        HolidayName("Uroczystość Świętych Apostołów Piotra i Pawła", "Saints Peter and Paul Day"),
        .fixed(month: 6, day: 29), years: 1925...1950),
      HolidayRule(
        HolidayName("Narodowe Święto Odrodzenia Polski", "National Day of Rebirth of Poland"),
        .fixed(month: 7, day: 22), years: 1945...1989),
      HolidayRule(
        HolidayName("Wniebowzięcie Najświętszej Marii Panny", "Assumption Day"), .fixed(month: 8, day: 15),
        years: 1925...1960),
      HolidayRule(
        HolidayName("Wniebowzięcie Najświętszej Marii Panny", "Assumption Day"), .fixed(month: 8, day: 15),
        years: 1989...9999),
      HolidayRule(HolidayName("Uroczystość Wszystkich Świętych", "All Saints' Day"), .fixed(month: 11, day: 1)),
      HolidayRule(
        HolidayName("Narodowe Święto Niepodległości", "National Independence Day"), .fixed(month: 11, day: 11),
        years: 1937...1944),
      HolidayRule(
        HolidayName("Narodowe Święto Niepodległości", "National Independence Day"), .fixed(month: 11, day: 11),
        years: 1989...9999),
      // The centenary of independence: a day off by the act of 15 November 2018.
      HolidayRule(
        HolidayName("Narodowe Święto Niepodległości - 100-lecie", "National Independence Day - 100th anniversary"),
        .dates([2018_11_12])),
      HolidayRule(
        HolidayName(
          "Niepokalane Poczęcie Najświętszej Marii Panny", "Immaculate Conception of the Blessed Virgin Mary"),
        .fixed(month: 12, day: 8), years: 1925...1950),
      HolidayRule(
        HolidayName("Wigilia Bożego Narodzenia", "Christmas Eve"), .fixed(month: 12, day: 24), years: 2025...9999),
      HolidayRule(HolidayName("Boże Narodzenie (pierwszy dzień)", "Christmas Day"), .fixed(month: 12, day: 25)),
      HolidayRule(HolidayName("Boże Narodzenie (drugi dzień)", "Second Day of Christmas"), .fixed(month: 12, day: 26)),
    ]
  )
}
