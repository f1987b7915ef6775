// holidayValueNames: the words --holidays completes.

import Holidays

/// The words completion offers for `--holidays`: the codes of the countries with a page and `list`, derived from
/// the countries' own list (`HolidayCountry.codes`).
package var holidayValueNames: [String] { HolidayCountry.codes + [HolidaySpecs.listWord] }
