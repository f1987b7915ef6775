// LocaleReader: the locale's names, read from the C library at start-up.

import CalendarCore
import SwiftcalCommand

/// Reads `LocaleNames` from the C library, as util-linux `cal` does: `setlocale`, then
/// `nl_langinfo`. Only the program's edge calls it; everything else is handed the names.
package enum LocaleReader {
  /// Selects the user's locale for dates (`LC_ALL` > `LC_TIME` > `LANG`) and reads its names. An
  /// unknown locale leaves the `C` locale in force, silently, as `cal` does; its weekend is still its
  /// territory's, named by the variable, installed or not: a fact of the place, not of the C library's data.
  package static func current() -> LocaleNames {
    Platform.selectTimeLocaleFromEnvironment()
    var names = LocaleNames(Platform.localeTexts())
    names.localeName = timeLocaleVariable()
    names.weekend = Weekend.ofLocale(names.localeName)
    return names
  }

  /// The locale the environment names for dates, as `setlocale` chooses it: `LC_ALL`, else `LC_TIME`, else `LANG`,
  /// each when set and not empty; `C` when none is.
  static func timeLocaleVariable() -> String {
    for variable in ["LC_ALL", "LC_TIME", "LANG"] {
      if let value = Platform.environmentValue(variable), !value.isEmpty { return value }
    }
    return "C"
  }

  /// The selected locale's eras, for `--era`: read only when it is given, after `current()`
  /// selected the locale; empty where the C library has none for it.
  package static func eras() -> EraTable {
    EraTable(entries: Platform.eraStrings())
  }

  /// Selects the locale `name` (such as `ja_JP.UTF-8`) for the whole process and reads its names,
  /// or returns `nil` when it is not installed. For tests and tools that compare locales.
  package static func names(ofLocale name: String) -> LocaleNames? {
    Platform.withLocaleLock {
      guard Platform.selectLocale(name) else { return nil }
      var names = LocaleNames(Platform.localeTexts())
      names.weekend = Weekend.ofLocale(name)
      names.localeName = name
      return names
    }
  }
}
