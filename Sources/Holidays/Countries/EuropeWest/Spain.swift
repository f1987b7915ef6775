// Spain: Estatuto de los Trabajadores, artículo 37.2, and Real Decreto 2001/1983 (fiestas laborales),
// artículo 45: the national holidays, and the yearly Resolución de la Dirección General de Trabajo that
// lists the year's days (checked from 2008).

import CalendarCore

extension HolidayCountry {
  /// Spain's national holidays, the days every autonomous community keeps (the communities' own days,
  /// and the Mondays some give for a holiday on a Sunday, are not on this page).
  ///
  /// A national holiday on a Sunday is no national day off: each community moves it to the Monday or
  /// not, so the country as a whole drops it.
  package static let spain = HolidayCountry(
    code: "ES", name: "Spain", languages: ["es", "en_US", "ca"], firstYear: 2008,
    rules: [
      HolidayRule(HolidayName("Año Nuevo", "New Year's Day", "Cap d'Any"), .fixed(month: 1, day: 1), observance: 0),
      HolidayRule(HolidayName("Epifanía del Señor", "Epiphany", "Reis"), .fixed(month: 1, day: 6), observance: 0),
      HolidayRule(HolidayName("Viernes Santo", "Good Friday", "Divendres Sant"), .easter(-2)),
      HolidayRule(
        HolidayName("Fiesta del Trabajo", "Labor Day", "Festa del Treball"), .fixed(month: 5, day: 1), observance: 0),
      HolidayRule(
        HolidayName("Asunción de la Virgen", "Assumption Day", "Assumpció de la Verge"), .fixed(month: 8, day: 15),
        observance: 0),
      HolidayRule(
        HolidayName("Fiesta Nacional de España", "National Day", "Festa Nacional d'Espanya"),
        .fixed(month: 10, day: 12), observance: 0),
      HolidayRule(
        HolidayName("Todos los Santos", "All Saints' Day", "Tots Sants"), .fixed(month: 11, day: 1), observance: 0),
      HolidayRule(
        HolidayName("Día de la Constitución Española", "Constitution Day", "Dia de la Constitució Espanyola"),
        .fixed(month: 12, day: 6), observance: 0),
      HolidayRule(
        HolidayName("Inmaculada Concepción", "Immaculate Conception", "Immaculada Concepció"),
        .fixed(month: 12, day: 8), observance: 0),
      HolidayRule(
        HolidayName("Natividad del Señor", "Christmas Day", "Nativitat del Senyor"), .fixed(month: 12, day: 25),
        observance: 0),
    ],
    observances: [
      // Real Decreto 2001/1983, artículo 45: a holiday on a Sunday is moved to Monday or replaced by
      // each community, not by the country as a whole.
      HolidayObservance(name: "%s", moves: HolidayMoves(sunday: .dropped))
    ]
  )
}
