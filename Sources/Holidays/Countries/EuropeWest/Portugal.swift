// Portugal: Código do Trabalho, artigo 234.º (feriados obrigatórios); the Decreto of 12 October 1910
// (the Republic's holidays); Decreto-Lei n.º 874/76 (25 April and 1 May, 10 June renamed 1978);
// Lei n.º 23/2012 (Corpus Christi, 5 October, 1 November and 1 December suspended 2013-2015) and
// Lei n.º 8/2016 (restored).

import CalendarCore

extension HolidayCountry {
  /// Portugal's national holidays (`public`), and the days most employers give besides (`optional`).
  ///
  /// No holiday moves when it falls on a weekend.
  package static let portugal = HolidayCountry(
    code: "PT", name: "Portugal", languages: ["pt_PT", "en_US"], categories: ["public", "optional"], firstYear: 1801,
    rules: [
      HolidayRule(HolidayName("Ano Novo", "New Year's Day"), .fixed(month: 1, day: 1)),
      HolidayRule(HolidayName("Sexta-feira Santa", "Good Friday"), .easter(-2)),
      HolidayRule(HolidayName("Páscoa", "Easter Sunday"), .easter(0)),
      HolidayRule(HolidayName("Dia da Liberdade", "Freedom Day"), .fixed(month: 4, day: 25), years: 1974...9999),
      HolidayRule(HolidayName("Dia do Trabalhador", "Labor Day"), .fixed(month: 5, day: 1), years: 1974...9999),
      HolidayRule(HolidayName("Corpo de Deus", "Corpus Christi"), .easter(60), years: 1801...2012),
      HolidayRule(HolidayName("Corpo de Deus", "Corpus Christi"), .easter(60), years: 2016...9999),
      HolidayRule(HolidayName("Dia de Portugal", "Portugal Day"), .fixed(month: 6, day: 10), years: 1911...1932),
      HolidayRule(
        HolidayName("Dia de Camões, de Portugal e da Raça", "Day of Camões, Portugal, and the Portuguese Race"),
        .fixed(month: 6, day: 10), years: 1933...1973),
      HolidayRule(HolidayName("Dia de Portugal", "Portugal Day"), .fixed(month: 6, day: 10), years: 1974...1977),
      HolidayRule(
        HolidayName(
          "Dia de Portugal, de Camões e das Comunidades Portuguesas",
          "Day of Portugal, Camões, and the Portuguese Communities"), .fixed(month: 6, day: 10), years: 1978...9999),
      HolidayRule(HolidayName("Assunção de Nossa Senhora", "Assumption Day"), .fixed(month: 8, day: 15)),
      HolidayRule(
        HolidayName("Implantação da República", "Republic Day"), .fixed(month: 10, day: 5), years: 1910...2012),
      HolidayRule(
        HolidayName("Implantação da República", "Republic Day"), .fixed(month: 10, day: 5), years: 2016...9999),
      HolidayRule(
        HolidayName("Dia de Todos os Santos", "All Saints' Day"), .fixed(month: 11, day: 1), years: 1801...2012),
      HolidayRule(
        HolidayName("Dia de Todos os Santos", "All Saints' Day"), .fixed(month: 11, day: 1), years: 2016...9999),
      HolidayRule(
        HolidayName("Restauração da Independência", "Restoration of Independence Day"), .fixed(month: 12, day: 1),
        years: 1823...2012),
      HolidayRule(
        HolidayName("Restauração da Independência", "Restoration of Independence Day"), .fixed(month: 12, day: 1),
        years: 2016...9999),
      HolidayRule(HolidayName("Imaculada Conceição", "Immaculate Conception"), .fixed(month: 12, day: 8)),
      HolidayRule(HolidayName("Dia de Natal", "Christmas Day"), .fixed(month: 12, day: 25)),
      // Not law: the days most collective agreements and employers give.
      HolidayRule(HolidayName("Carnaval", "Carnival"), .easter(-47), category: "optional"),
      HolidayRule(
        HolidayName("Dia de Santo António", "Saint Anthony's Day"), .fixed(month: 6, day: 13), category: "optional"),
      HolidayRule(HolidayName("Véspera de Natal", "Christmas Eve"), .fixed(month: 12, day: 24), category: "optional"),
      HolidayRule(
        HolidayName("26 de Dezembro", "Second Day of Christmas"), .fixed(month: 12, day: 26), category: "optional"),
      HolidayRule(
        HolidayName("Véspera de Ano Novo", "New Year's Eve"), .fixed(month: 12, day: 31), category: "optional"),
    ]
  )
}
