// ReformCountry: the countries whose switch to the Gregorian calendar `--reform CC` names, and when.

/// A country's switch from the Julian to the Gregorian calendar: its last Julian day, followed by
/// the Gregorian date of the next day number.
///
///     ReformCountry.named("it")?.reform.date(CivilDate(year: 1582, month: 10, day: 4), advancedByDays: 1)
///     // 1582-10-15
public struct ReformCountry: Hashable, Sendable {
  /// The country's two-letter code (ISO 3166-1 alpha-2, as BSD ncal spells them; YU for Yugoslavia).
  public let code: String
  /// The country's name in English.
  public let name: String
  /// The last day the country counted in the Julian calendar, as a Julian date.
  public let lastJulianDay: CivilDate

  /// The reform the country made.
  public var reform: Reform { Reform(lastJulianDay: lastJulianDay) }

  /// The country whose code is `code`, in upper or lower case, or `nil` when none has it.
  public static func named(_ code: String) -> ReformCountry? {
    let wanted = code.uppercased()
    return all.first { $0.code == wanted }
  }
}

extension ReformCountry {
  /// The country `code`, `name`, whose last Julian day was `year`-`month`-`day`: one line of the table.
  init(_ code: String, _ name: String, _ year: Int, _ month: Int, _ day: Int) {
    self.init(code: code, name: name, lastJulianDay: CivilDate(year: year, month: month, day: day))
  }

  /// The countries BSD ncal knows, in the order of their codes, with the last Julian day of each.
  ///
  /// These are the dates of the `switches` table in FreeBSD's ncal(1) (usr.bin/ncal/ncal.c, printed
  /// by `ncal -p`), so that `--reform CC` shows the months `ncal -s CC` does. They are ncal's
  /// dates, which simplify some histories (Sweden's 1700-1712 attempt, with its 30 February 1712,
  /// is left out); for China, Japan and Turkey, which came to the Gregorian calendar from calendars
  /// other than the Julian, they are the Julian date before a Gregorian 1 January.
  ///
  /// Made when asked for rather than kept: an array of countries held by the library would add its
  /// type to what every run sets up at start-up, for the few runs that name a country.
  public static var all: [ReformCountry] {
    [
      ReformCountry("AL", "Albania", 1912, 11, 30),
      ReformCountry("AT", "Austria", 1583, 10, 5),
      ReformCountry("AU", "Australia", 1752, 9, 2),
      ReformCountry("BE", "Belgium", 1582, 12, 14),
      ReformCountry("BG", "Bulgaria", 1916, 3, 31),
      ReformCountry("CA", "Canada", 1752, 9, 2),
      ReformCountry("CH", "Switzerland", 1655, 2, 28),
      ReformCountry("CN", "China", 1911, 12, 18),
      ReformCountry("CZ", "Czech Republic", 1584, 1, 6),
      ReformCountry("DE", "Germany", 1700, 2, 18),
      ReformCountry("DK", "Denmark", 1700, 2, 18),
      ReformCountry("ES", "Spain", 1582, 10, 4),
      ReformCountry("FI", "Finland", 1753, 2, 17),
      ReformCountry("FR", "France", 1582, 12, 9),
      ReformCountry("GB", "United Kingdom", 1752, 9, 2),
      ReformCountry("GR", "Greece", 1924, 3, 9),
      ReformCountry("HU", "Hungary", 1587, 10, 21),
      ReformCountry("IS", "Iceland", 1700, 11, 16),
      ReformCountry("IT", "Italy", 1582, 10, 4),
      ReformCountry("JP", "Japan", 1918, 12, 18),
      ReformCountry("LI", "Lithuania", 1918, 2, 1),
      ReformCountry("LU", "Luxembourg", 1582, 12, 14),
      ReformCountry("LV", "Latvia", 1918, 2, 1),
      ReformCountry("NL", "Netherlands", 1582, 12, 14),
      ReformCountry("NO", "Norway", 1700, 2, 18),
      ReformCountry("PL", "Poland", 1582, 10, 4),
      ReformCountry("PT", "Portugal", 1582, 10, 4),
      ReformCountry("RO", "Romania", 1919, 3, 31),
      ReformCountry("RU", "Russia", 1918, 1, 31),
      ReformCountry("SE", "Sweden", 1753, 2, 17),
      ReformCountry("SI", "Slovenia", 1919, 3, 4),
      ReformCountry("TR", "Turkey", 1926, 12, 18),
      ReformCountry("US", "United States", 1752, 9, 2),
      ReformCountry("YU", "Yugoslavia", 1919, 3, 4),
    ]
  }
}
