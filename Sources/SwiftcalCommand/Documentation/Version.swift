// swiftcal — MIT licence.

/// swiftcal's version, in one place: `--version` prints it and the manual page's footer shows it.
public let swiftcalVersion = "1.0.0"

/// The date of this version, as the manual page's `.Dd` line gives it (mdoc's "Month day, year").
/// A fixed date rather than the clock's, so that the page is the same whenever it is generated.
public let swiftcalVersionDate = "November 30, 2026"

/// What `--version` prints: `swiftcal X.Y.Z` and a newline, nothing else, so scripts can read it.
public func versionText() -> String { "swiftcal \(swiftcalVersion)\n" }
