// Brazil's state holidays, each by its state's law, kept from 1996 under Lei n. 9.093 (1995) which lets
// each state set its date magna; and São Paulo city's by Lei Municipal n. 7.008 (1967) and n. 13.707 (2004).

import CalendarCore

extension HolidayCountry {
  /// The holidays of each state (from 1996) and of the city of São Paulo.
  static let brazilianStateRules: [HolidayRule] = [
    // Acre: from 2009 a holiday on a Tuesday, Wednesday or Thursday moves to the Friday (state law).
    HolidayRule(
      HolidayName("Dia do Evangélico", "Evangelical Day"), .fixed(month: 1, day: 23), years: 2005...2008, in: ["AC"]),
    HolidayRule(
      HolidayName("Dia do Evangélico", "Evangelical Day"), .fixed(month: 1, day: 23), years: 2009...9999, in: ["AC"],
      observance: 0),
    HolidayRule(
      HolidayName("Dia Internacional da Mulher", "International Women's Day"), .fixed(month: 3, day: 8),
      years: 2002...2008, in: ["AC"]),
    HolidayRule(
      HolidayName("Dia Internacional da Mulher", "International Women's Day"), .fixed(month: 3, day: 8),
      years: 2009...9999, in: ["AC"],
      observance: 0),
    HolidayRule(
      HolidayName("Aniversário do Acre", "Founding of Acre"), .fixed(month: 6, day: 15), years: 1996...9999,
      in: ["AC"]),
    HolidayRule(
      HolidayName("Dia da Amazônia", "Amazonia Day"), .fixed(month: 9, day: 5), years: 2004...2008, in: ["AC"]),
    HolidayRule(
      HolidayName("Dia da Amazônia", "Amazonia Day"), .fixed(month: 9, day: 5), years: 2009...9999, in: ["AC"],
      observance: 0),
    HolidayRule(
      HolidayName("Assinatura do Tratado de Petrópolis", "Signing of the Petropolis Treaty"),
      .fixed(month: 11, day: 17),
      years: 1996...2008, in: ["AC"]),
    HolidayRule(
      HolidayName("Assinatura do Tratado de Petrópolis", "Signing of the Petropolis Treaty"),
      .fixed(month: 11, day: 17),
      years: 2009...9999, in: ["AC"], observance: 0),
    // Alagoas.
    HolidayRule(
      HolidayName("São João", "Saint John's Day"), .fixed(month: 6, day: 24), years: 1996...9999, in: ["AL"]),
    HolidayRule(
      HolidayName("São Pedro", "Saint Peter's Day"), .fixed(month: 6, day: 29), years: 1996...9999, in: ["AL"]),
    HolidayRule(
      HolidayName("Emancipação Política de Alagoas", "Political Emancipation of Alagoas"), .fixed(month: 9, day: 16),
      years: 1996...9999, in: ["AL"]),
    HolidayRule(blackAwarenessDay, .fixed(month: 11, day: 20), years: 1996...2023, in: ["AL"]),
    HolidayRule(
      HolidayName("Dia do Evangélico", "Evangelical Day"), .fixed(month: 11, day: 30), years: 2013...9999, in: ["AL"]),
    // Amazonas, Amapá, Bahia, Ceará, the Federal District, Espírito Santo, Goiás, Maranhão.
    HolidayRule(
      HolidayName("Elevação do Amazonas à categoria de província", "Elevation of Amazonas to province"),
      .fixed(month: 9, day: 5),
      years: 1996...9999, in: ["AM"]),
    HolidayRule(blackAwarenessDay, .fixed(month: 11, day: 20), years: 2010...2023, in: ["AM"]),
    HolidayRule(
      HolidayName("São José", "Saint Joseph's Day"), .fixed(month: 3, day: 19), years: 2003...9999, in: ["AP"]),
    HolidayRule(
      HolidayName("São Tiago", "Saint James' Day"), .fixed(month: 7, day: 25), years: 2012...9999, in: ["AP"]),
    HolidayRule(
      HolidayName("Criação do Território Federal", "Creation of the Federal Territory"), .fixed(month: 9, day: 13),
      years: 1996...9999, in: ["AP"]),
    HolidayRule(blackAwarenessDay, .fixed(month: 11, day: 20), years: 2008...2023, in: ["AP"]),
    HolidayRule(
      HolidayName("Independência da Bahia", "Bahia Independence Day"), .fixed(month: 7, day: 2), years: 1996...9999,
      in: ["BA"]),
    HolidayRule(
      HolidayName("São José", "Saint Joseph's Day"), .fixed(month: 3, day: 19), years: 1996...9999, in: ["CE"]),
    HolidayRule(
      HolidayName("Abolição da escravidão no Ceará", "Abolition of slavery in Ceará"), .fixed(month: 3, day: 25),
      years: 1996...9999,
      in: ["CE"]),
    HolidayRule(
      HolidayName("Nossa Senhora da Assunção", "Our Lady of Assumption"), .fixed(month: 8, day: 15),
      years: 2004...9999,
      in: ["CE"]),
    HolidayRule(
      HolidayName("Fundação de Brasília", "Founding of Brasilia"), .fixed(month: 4, day: 21), years: 1996...9999,
      in: ["DF"]),
    HolidayRule(
      HolidayName("Dia do Evangélico", "Evangelical Day"), .fixed(month: 11, day: 30), years: 1996...9999, in: ["DF"]),
    HolidayRule(
      HolidayName("Nossa Senhora da Penha", "Our Lady of Penha"), .easter(8), years: 2020...9999, in: ["ES"]),
    HolidayRule(
      HolidayName("Fundação da cidade de Goiás", "Foundation of Goiás city"), .fixed(month: 7, day: 26),
      years: 1996...9999, in: ["GO"]),
    HolidayRule(
      HolidayName("Pedra fundamental de Goiânia", "Foundation of Goiânia"), .fixed(month: 10, day: 24),
      years: 1996...9999, in: ["GO"]),
    HolidayRule(
      HolidayName("Adesão do Maranhão à independência do Brasil", "Maranhão joining to independence of Brazil"),
      .fixed(month: 7, day: 28), years: 1996...9999, in: ["MA"]),
    // Minas Gerais, Mato Grosso do Sul, Mato Grosso, Pará, Paraíba, Pernambuco, Piauí, Paraná.
    HolidayRule(
      HolidayName("Execução de Tiradentes", "Tiradentes' Execution"), .fixed(month: 4, day: 21), years: 1996...9999,
      in: ["MG"]),
    HolidayRule(stateCreationDay, .fixed(month: 10, day: 11), years: 1996...9999, in: ["MS"]),
    HolidayRule(blackAwarenessDay, .fixed(month: 11, day: 20), years: 2003...2023, in: ["MT"]),
    HolidayRule(
      HolidayName("Adesão do Grão-Pará à independência do Brasil", "Grão-Pará joining to independence of Brazil"),
      .fixed(month: 8, day: 15), years: 1996...9999, in: ["PA"]),
    HolidayRule(
      HolidayName("Fundação do Estado", "State Founding Day"), .fixed(month: 8, day: 5), years: 1996...9999,
      in: ["PB"]),
    HolidayRule(pernambucoRevolution, .weekday(.sunday, ordinal: 1, month: 3), years: 2008...2017, in: ["PE"]),
    HolidayRule(pernambucoRevolution, .fixed(month: 3, day: 6), years: 2018...9999, in: ["PE"]),
    HolidayRule(HolidayName("Dia do Piauí", "Piauí Day"), .fixed(month: 10, day: 19), years: 1996...9999, in: ["PI"]),
    HolidayRule(
      HolidayName("Emancipação do Paraná", "Political Emancipation of Paraná"), .fixed(month: 12, day: 19),
      years: 1996...2013, in: ["PR"]),
    HolidayRule(
      HolidayName("Nossa Senhora do Rocio", "Our Lady of Rocio"), .fixed(month: 11, day: 15), years: 2014...9999,
      in: ["PR"]),
    // Rio de Janeiro, Rio Grande do Norte, Rondônia, Roraima, Rio Grande do Sul.
    HolidayRule(HolidayName("Carnaval", "Carnival"), .easter(-47), years: 2009...9999, in: ["RJ"]),
    HolidayRule(
      HolidayName("São Jorge", "Saint George's Day"), .fixed(month: 4, day: 23), years: 2008...9999, in: ["RJ"]),
    HolidayRule(blackAwarenessDay, .fixed(month: 11, day: 20), years: 2002...2023, in: ["RJ"]),
    HolidayRule(
      HolidayName("Dia do Rio Grande do Norte", "Rio Grande do Norte Day"), .fixed(month: 8, day: 7),
      years: 2000...9999, in: ["RN"]),
    HolidayRule(
      HolidayName("Mártires de Cunhaú e Uruaçu", "Uruaçu and Cunhaú Martyrs Day"), .fixed(month: 10, day: 3),
      years: 2007...9999, in: ["RN"]),
    HolidayRule(stateCreationDay, .fixed(month: 1, day: 4), years: 1996...9999, in: ["RO"]),
    HolidayRule(
      HolidayName("Dia do Evangélico", "Evangelical Day"), .fixed(month: 6, day: 18), years: 2002...9999, in: ["RO"]),
    HolidayRule(stateCreationDay, .fixed(month: 10, day: 5), years: 1996...9999, in: ["RR", "TO"]),
    HolidayRule(
      HolidayName("Dia do Gaúcho", "Gaucho Day"), .fixed(month: 9, day: 20), years: 1996...9999, in: ["RS"]),
    // Santa Catarina: its days on the Sunday on or after them, from 2005 (Saint Catherine's from 1999
    // but 2004).
    HolidayRule(santaCatarinaDay, .dates([2004_08_11]), in: ["SC"]),
    HolidayRule(santaCatarinaDay, .weekdayOnOrAfter(.sunday, month: 8, day: 11), years: 2005...9999, in: ["SC"]),
    HolidayRule(saintCatherine, .fixed(month: 11, day: 25), years: 1996...1998, in: ["SC"]),
    HolidayRule(saintCatherine, .weekdayOnOrAfter(.sunday, month: 11, day: 25), years: 1999...2003, in: ["SC"]),
    HolidayRule(saintCatherine, .dates([2004_11_25]), in: ["SC"]),
    HolidayRule(saintCatherine, .weekdayOnOrAfter(.sunday, month: 11, day: 25), years: 2005...9999, in: ["SC"]),
    // Sergipe, São Paulo (state and city), Tocantins.
    HolidayRule(
      HolidayName("Emancipação política de Sergipe", "Sergipe Political Emancipation Day"), .fixed(month: 7, day: 8),
      years: 1996...9999,
      in: ["SE"]),
    HolidayRule(
      HolidayName("Revolução Constitucionalista", "Constitutionalist Revolution"), .fixed(month: 7, day: 9),
      years: 1997...9999,
      in: ["SP", "São Paulo Capital"]),
    HolidayRule(
      HolidayName("Aniversário da Cidade de São Paulo", "São Paulo City Anniversary"), .fixed(month: 1, day: 25),
      years: 1968...9999,
      in: ["São Paulo Capital"]),
    HolidayRule(HolidayName("Corpus Christi"), .easter(60), years: 1968...9999, in: ["São Paulo Capital"]),
    HolidayRule(blackAwarenessDay, .fixed(month: 11, day: 20), years: 2004...2023, in: ["São Paulo Capital"]),
    HolidayRule(
      HolidayName("Dia da Autonomia", "Autonomy Day"), .fixed(month: 3, day: 18), years: 1998...9999, in: ["TO"]),
    HolidayRule(
      HolidayName("Nossa Senhora da Natividade", "Our Lady of Nativity"), .fixed(month: 9, day: 8),
      years: 1996...9999,
      in: ["TO"]),
  ]

  /// The optional days (pontos facultativos) the federal government gives its servants, `optional`.
  static let brazilianOptionalRules: [HolidayRule] = [
    HolidayRule(HolidayName("Carnaval", "Carnival"), .easter(-48), category: "optional"),
    HolidayRule(HolidayName("Carnaval", "Carnival"), .easter(-47), category: "optional"),
    HolidayRule(HolidayName("Quarta-feira de Cinzas", "Ash Wednesday"), .easter(-46), category: "optional"),
    HolidayRule(HolidayName("Corpus Christi"), .easter(60), category: "optional"),
    HolidayRule(
      HolidayName("Dia do Servidor Público", "Public Servant's Day"), .fixed(month: 10, day: 28), category: "optional"
    ),
    HolidayRule(HolidayName("Véspera de Natal", "Christmas Eve"), .fixed(month: 12, day: 24), category: "optional"),
    HolidayRule(
      HolidayName("Véspera de Ano-Novo", "New Year's Eve"), .fixed(month: 12, day: 31), category: "optional"),
  ]

  /// Black Awareness Day, a state holiday in some states until it became a national one in 2024.
  private static let blackAwarenessDay = HolidayName("Consciência Negra", "Black Awareness Day")
  /// State Creation Day.
  private static let stateCreationDay = HolidayName("Criação do Estado", "State Creation Day")
  /// Pernambuco's day of the Revolution of 1817.
  private static let pernambucoRevolution = HolidayName(
    "Revolução Pernambucana de 1817", "Pernambuco Revolution of 1817")
  /// Santa Catarina State Day.
  private static let santaCatarinaDay = HolidayName("Dia do Estado de Santa Catarina", "Santa Catarina State Day")
  /// Saint Catherine of Alexandria Day.
  private static let saintCatherine = HolidayName(
    "Dia de Santa Catarina de Alexandria", "Saint Catherine of Alexandria Day")
}
