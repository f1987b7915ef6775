// Platform's paper: the locale's LC_PAPER and LC_TIME name, read only for HTML and SVG pages.

import SwiftcalCommand

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Platform {
  /// The user's paper (`LC_ALL` > `LC_PAPER` > `LANG`), as glibc's LC_PAPER category gives its height
  /// and width in millimetres (`nl_langinfo(_NL_PAPER_HEIGHT)`, `_NL_PAPER_WIDTH`, numbers stored in the
  /// pointer itself, as `_NL_TIME_WEEK_1STDAY` is). A4 where the C library has no LC_PAPER.
  static func localePaper() -> PaperSize {
    #if canImport(Glibc)
      return withLocaleLock {
        // Selected here only: most runs print no page, and need no paper.
        _ = setlocale(LC_PAPER, "")
        let height = UInt(bitPattern: nl_langinfo(nl_item(_NL_PAPER_HEIGHT)))
        let width = UInt(bitPattern: nl_langinfo(nl_item(_NL_PAPER_WIDTH)))
        return PaperSize(
          widthInMillimetres: Int(UInt32(truncatingIfNeeded: width)),
          heightInMillimetres: Int(UInt32(truncatingIfNeeded: height)))
      }
    #else
      return .a4
    #endif
  }

  /// The name of the locale selected for dates (`ja_JP.UTF-8`, `C`), whose names a page shows.
  static func timeLocaleName() -> String {
    setlocale(LC_TIME, nil).map { String(cString: $0) } ?? "C"
  }
}
