// The names a country gives its days, in one of its languages.

import CalendarCore

extension HolidayCountry {
  /// The name of `occurrence` in the language at `language` of `languages`: the rule's name, its
  /// observance's template filled with it, or the substituted day's template filled with the day worked.
  package func name(of occurrence: HolidayOccurrence, inLanguageAt language: Int) -> String {
    let rule = rules[occurrence.rule]
    switch occurrence.role {
    case .holiday:
      return rule.name.text(inLanguageAt: language)
    case .observed(let position, let isBefore):
      let observance = observances[position]
      let template = isBefore ? observance.nameBefore ?? observance.name : observance.name
      return template.text(inLanguageAt: language, filling: rule.name.text(inLanguageAt: language))
    case .dayOff(let substitution):
      guard case .substitutedDays(let substitutions) = rule.date else { return rule.name.text(inLanguageAt: language) }
      let worked = dateText(substitutions[substitution].dayWorked, inLanguageAt: language)
      return substitutedDayName.text(inLanguageAt: language, filling: worked)
    case .workingDay:
      return workingDayName.text(inLanguageAt: language)
    }
  }

  /// The category of `occurrence`: its rule's.
  package func category(of occurrence: HolidayOccurrence) -> String { rules[occurrence.rule].category }

  /// The date YYYYMMDD as `substitutedDateFormat` writes it in the language at `language`.
  func dateText(_ date: Int, inLanguageAt language: Int) -> String {
    let format = substitutedDateFormat.text(inLanguageAt: language)
    var text = ""
    var characters = format.makeIterator()
    while let character = characters.next() {
      guard character == "%", let field = characters.next() else {
        text.append(character)
        continue
      }
      switch field {
      case "d": text += HolidayCountry.twoDigits(date % 100)
      case "m": text += HolidayCountry.twoDigits(date / 100 % 100)
      case "Y": text += String(date / 10_000)
      default: text += "%" + String(field)
      }
    }
    return text
  }

  private static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}
