// French: the moon's phases as French almanacs name them.

extension LocaleWords {
  /// French: the moon's phases (nouvelle lune, premier quartier, pleine lune, dernier quartier), capitalised to
  /// begin a label as the English ones are; the rest English.
  static let french = LocaleWords(
    moonPhases: ["Nouvelle lune", "Premier quartier", "Pleine lune", "Dernier quartier"])
}
