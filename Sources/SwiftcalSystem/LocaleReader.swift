// LocaleReader: the locale's names, read from the C library at start-up.

import SwiftcalCommand

/// Reads `LocaleNames` from the C library, as util-linux `cal` does: `setlocale`, then
/// `nl_langinfo`. Only the program's edge calls it; everything else is handed the names.
package enum LocaleReader {
  /// Selects the user's locale for dates (`LC_ALL` > `LC_TIME` > `LANG`) and reads its names. An
  /// unknown locale leaves the `C` locale in force, silently, as `cal` does.
  package static func current() -> LocaleNames {
    Platform.selectTimeLocaleFromEnvironment()
    return LocaleNames(Platform.localeTexts())
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
      return LocaleNames(Platform.localeTexts())
    }
  }
}
