// Brazil: the national holidays of Lei n. 662 (1949) as amended by Lei n. 10.607 (2002), Lei n. 6.802
// (1980: Nossa Senhora Aparecida), Lei n. 14.759 (2023: Zumbi and Black Awareness Day), and the
// religious days of Lei n. 9.093 (1995); before 1949 Decreto n. 155-B (1890) and the decrees of 1930-1936.

import CalendarCore

extension HolidayCountry {
  /// Brazil's national holidays (feriados nacionais), each state's (`Brazil+States.swift`), and the
  /// federal optional days (`optional`).
  package static let brazil = HolidayCountry(
    code: "BR", name: "Brazil", languages: ["pt_BR", "en_US"],
    subdivisions: [
      ("AC", "Acre"), ("AL", "Alagoas"), ("AM", "Amazonas"), ("AP", "Amapá"), ("BA", "Bahia"), ("CE", "Ceará"),
      ("DF", "Distrito Federal"), ("ES", "Espírito Santo"), ("GO", "Goiás"), ("MA", "Maranhão"),
      ("MG", "Minas Gerais"),
      ("MS", "Mato Grosso do Sul"), ("MT", "Mato Grosso"), ("PA", "Pará"), ("PB", "Paraíba"), ("PE", "Pernambuco"),
      ("PI", "Piauí"), ("PR", "Paraná"), ("RJ", "Rio de Janeiro"), ("RN", "Rio Grande do Norte"), ("RO", "Rondônia"),
      ("RR", "Roraima"), ("RS", "Rio Grande do Sul"), ("SC", "Santa Catarina"), ("SE", "Sergipe"),
      ("SP", "São Paulo"),
      ("TO", "Tocantins"), ("São Paulo Capital", "São Paulo (city)"),
    ],
    categories: ["public", "optional"], firstYear: 1890,
    rules: [
      HolidayRule(
        HolidayName("Confraternização Universal", "Universal Fraternization Day"), .fixed(month: 1, day: 1)),
      HolidayRule(
        HolidayName("Constituição da República", "Republic Constitution Day"), .fixed(month: 2, day: 24),
        years: 1892...1930),
      HolidayRule(HolidayName("Sexta-feira Santa", "Good Friday"), .easter(-2)),
      // Tiradentes: not a holiday in 1931 and 1932, after the decree of December 1930 that cut the holidays.
      HolidayRule(HolidayName("Tiradentes", "Tiradentes' Day"), .fixed(month: 4, day: 21), years: 1...1930),
      HolidayRule(HolidayName("Tiradentes", "Tiradentes' Day"), .fixed(month: 4, day: 21), years: 1933...9999),
      HolidayRule(HolidayName("Dia do Trabalhador", "Worker's Day"), .fixed(month: 5, day: 1), years: 1925...9999),
      HolidayRule(
        HolidayName("Descobrimento do Brasil", "Discovery of Brazil"), .fixed(month: 5, day: 3), years: 1...1930),
      HolidayRule(
        HolidayName("Descobrimento do Brasil", "Discovery of Brazil"), .fixed(month: 5, day: 3), years: 1936...1948),
      HolidayRule(
        HolidayName("Abolição da escravidão no Brasil", "Abolition of slavery in Brazil"), .fixed(month: 5, day: 13),
        years: 1...1930),
      HolidayRule(
        HolidayName("Liberdade e Independência dos Povos Americanos", "Freedom and Independence of American Peoples"),
        .fixed(month: 7, day: 14), years: 1...1930),
      HolidayRule(HolidayName("Independência do Brasil", "Independence Day"), .fixed(month: 9, day: 7)),
      HolidayRule(
        HolidayName("Descobrimento da América", "Discovery of America"), .fixed(month: 10, day: 12), years: 1...1930),
      HolidayRule(
        HolidayName("Descobrimento da América", "Discovery of America"), .fixed(month: 10, day: 12),
        years: 1936...1948),
      HolidayRule(
        HolidayName("Nossa Senhora Aparecida", "Our Lady of Aparecida"), .fixed(month: 10, day: 12),
        years: 1980...9999),
      HolidayRule(HolidayName("Finados", "All Souls' Day"), .fixed(month: 11, day: 2)),
      HolidayRule(HolidayName("Proclamação da República", "Republic Proclamation Day"), .fixed(month: 11, day: 15)),
      HolidayRule(
        HolidayName("Dia Nacional de Zumbi e da Consciência Negra", "National Day of Zumbi and Black Awareness"),
        .fixed(month: 11, day: 20), years: 2024...9999),
      HolidayRule(HolidayName("Natal", "Christmas Day"), .fixed(month: 12, day: 25), years: 1922...9999),
    ].followed(by: brazilianStateRules).followed(by: brazilianOptionalRules),
    observances: [
      // Acre's movable days (from 2009): Tuesday, Wednesday and Thursday to the Friday.
      HolidayObservance(
        name: "%s", moves: HolidayMoves(tuesday: .days(3), wednesday: .days(2), thursday: .days(1)), movesHoliday: true)
    ]
  )
}
