// PaperSize: the sheets a printed page is laid out for (--paper).

/// The paper a printed page is laid out for (`--paper`), by its name in CSS's `@page size`.
package enum PaperSize: String, CaseIterable, Hashable, Sendable {
  /// ISO 216 A4, 210 × 297 mm: the paper of most of the world.
  case a4
  /// US Letter, 8.5 × 11 in (215.9 × 279.4 mm): the paper of the US and Canada.
  case letter

  /// The names `--paper` takes.
  package static let names = ["a4", "letter"]

  /// The sheet's short side, in millimetres.
  package var widthInMillimetres: Double { self == .a4 ? 210 : 215.9 }
  /// The sheet's long side, in millimetres.
  package var heightInMillimetres: Double { self == .a4 ? 297 : 279.4 }

  /// The size as CSS's `@page size` names it (CSS Paged Media Level 3, "page-size").
  var cssName: String { self == .a4 ? "A4" : "letter" }

  /// The paper nearest to a sheet of `width` × `height` millimetres, as glibc's LC_PAPER gives it
  /// (`nl_langinfo(_NL_PAPER_WIDTH)`, `_NL_PAPER_HEIGHT`: 210 × 297 in the C locale, 216 × 279 in
  /// en_US). Letter where the sheet is letter-wide (215.9 mm, which glibc rounds to 216: US Legal
  /// too), A4 for every other size, and for a locale without the category (0 × 0).
  package init(widthInMillimetres width: Int, heightInMillimetres height: Int) {
    self = (214...218).contains(min(width, height)) ? .letter : .a4
  }
}
