// Presentation's format names: the words --format takes for each form of output.

extension Presentation {
  /// The forms `--format` names, in the order help lists them.
  package static let formatNames = ["text", "json", "html", "svg", "ics"]

  /// The form `--format` names with `name` (one of `formatNames`, lowercased), or `nil`.
  init?(formatName name: String) {
    switch name {
    case "text": self = .text
    case "json": self = .json
    case "html": self = .html
    case "svg": self = .svg
    case "ics": self = .ics
    default: return nil
    }
  }
}
