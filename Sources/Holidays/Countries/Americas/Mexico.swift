// Mexico: the Ley Federal del Trabajo (1970), artículo 74, the days of obligatory rest (as amended in
// 2005 for the Monday holidays from 2006, and in 2014 for the transmission of the Federal Executive
// Power on 1 October from 2024), and the Ley Federal del Trabajo of 1931 before it.

import CalendarCore

extension HolidayCountry {
  /// Mexico's days of obligatory rest (días de descanso obligatorio).
  package static let mexico = HolidayCountry(
    code: "MX", name: "Mexico", languages: ["es", "en_US"], firstYear: 1901,
    rules: [
      HolidayRule(HolidayName("Año Nuevo", "New Year's Day"), .fixed(month: 1, day: 1)),
      HolidayRule(
        HolidayName("Día de la Constitución", "Constitution Day"), .fixed(month: 2, day: 5), years: 1917...2005),
      HolidayRule(
        HolidayName("Día de la Constitución", "Constitution Day"), .weekday(.monday, ordinal: 1, month: 2),
        years: 2006...9999),
      // Benito Juárez's birthday: 21 March, kept on that day in 2006, his bicentenary; the third Monday
      // of March from 2007.
      HolidayRule(
        HolidayName("Natalicio de Benito Juárez", "Benito Juárez's birthday"), .fixed(month: 3, day: 21),
        years: 1917...2006),
      HolidayRule(
        HolidayName("Natalicio de Benito Juárez", "Benito Juárez's birthday"),
        .weekday(.monday, ordinal: 3, month: 3),
        years: 2007...9999),
      HolidayRule(HolidayName("Día del Trabajo", "Labor Day"), .fixed(month: 5, day: 1), years: 1923...9999),
      HolidayRule(HolidayName("Día de la Independencia", "Independence Day"), .fixed(month: 9, day: 16)),
      HolidayRule(
        HolidayName("Día de la Revolución", "Revolution Day"), .fixed(month: 11, day: 20), years: 1917...2005),
      HolidayRule(
        HolidayName("Día de la Revolución", "Revolution Day"), .weekday(.monday, ordinal: 3, month: 11),
        years: 2006...9999),
      // The transmission of the Federal Executive Power, every six years from 1970 (`completeMexicanYear`
      // keeps these days only in those years).
      HolidayRule(transmissionOfPower, .fixed(month: 12, day: 1), years: 1970...2018),
      HolidayRule(transmissionOfPower, .fixed(month: 10, day: 1), years: 2024...9999),
      HolidayRule(HolidayName("Navidad", "Christmas Day"), .fixed(month: 12, day: 25)),
    ],
    completeYear: completeMexicanYear
  )

  /// Keeps the day of the transmission of the Federal Executive Power only in the years a President
  /// takes office: every sixth year from 1970, the length of a presidential term (sexenio).
  @Sendable private static func completeMexicanYear(_ year: inout HolidayYear) {
    guard (year.year - 1970) % 6 != 0 else { return }
    let rules = HolidayCountry.mexico.rules
    year.removeAll { rules[$0.rule].name == transmissionOfPower }
  }

  /// The name of the day of the transmission of the Federal Executive Power.
  private static let transmissionOfPower = HolidayName(
    "Transmisión del Poder Ejecutivo Federal", "Change of Federal Government")
}
