// holidayValueNames: the country codes --holidays completes.

/// The words completion offers for `--holidays`: the codes of the countries with a page
/// (`HolidayCountry.codes`) and `list`. Spelled out as one literal for the reason `reformValueNames` gives (the
/// option table is built on every run); `TypedValuesTests` checks that the two agree.
package let holidayValueNames = [
  "JP", "list",
]
