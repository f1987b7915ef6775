// optionColumns: the names a help text or a rendered manual page lists for each option, word by word.

@testable import SwiftcalCommand

/// The words of each line of `text` that lists an option: a line that starts, after its indent, with
/// `-`, cut before its description (two spaces or more) and split at spaces, commas, brackets and
/// `=`. `  -w, --week[=N]          show week numbers` gives `["-w", "--week", "N"]`, so that `-y`
/// is found as a word of `-y, --year` and not as a piece of `--year`.
func optionColumns(_ text: String) -> [[String]] {
  text.split(separator: "\n").compactMap { line in
    let listing = line.drop { $0 == " " }
    guard listing.hasPrefix("-") else { return nil }
    let column = listing.firstRange(of: "  ").map { listing[..<$0.lowerBound] } ?? listing
    return column.split { " ,[]=".contains($0) }.map(String.init)
  }
}

/// The words an option's line must begin with, spelled from the table's fields rather than by the
/// code under test: the short name, if any, then the long one.
func listedNames(_ spec: OptionSpec) -> [String] {
  (spec.shortName.map { ["-\($0)"] } ?? []) + ["--" + spec.longName]
}

/// Whether one of `columns` (from `optionColumns(_:)`) begins with the names of `spec`.
func lists(_ columns: [[String]], _ spec: OptionSpec) -> Bool {
  let names = listedNames(spec)
  return columns.contains { Array($0.prefix(names.count)) == names }
}
