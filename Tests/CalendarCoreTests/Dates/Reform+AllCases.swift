// The three reforms cal names, for the sweeps that run over each of them.
import CalendarCore

extension Reform {
  /// The three reforms `cal --reform` knows, in the order it lists them. Kept with the tests: an
  /// array of reforms in the library would add its type's metadata to every run's start-up.
  static let allCases: [Reform] = [.greatBritain1752, .gregorian, .julian]
}
