// swiftcal's version and its date, and what --version prints.

/// swiftcal's version, in one place: `--version` prints it and the manual page's footer shows it.
package let swiftcalVersion = "1.0.0"

/// The date of this version, as the manual page's `.Dd` line gives it (mdoc's "Month day, year").
/// A fixed date rather than the clock's, so that the page is the same whenever it is generated.
package let swiftcalVersionDate = "November 30, 2026"

/// What `--version` prints: `swiftcal X.Y.Z` and a newline, nothing else, so scripts can read it.
package func versionText() -> String { "swiftcal \(swiftcalVersion)\n" }
