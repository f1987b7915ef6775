// German: the moon's phases as German almanacs name them.

extension LocaleWords {
  /// German: the moon's phases (Neumond, Erstes Viertel, Vollmond, Letztes Viertel); the rest English.
  static let german = LocaleWords(moonPhases: ["Neumond", "Erstes Viertel", "Vollmond", "Letztes Viertel"])
}
