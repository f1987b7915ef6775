// Program.writePage: --format html and svg written chunk by chunk, with the locale's language and paper.

import SwiftcalCommand

extension Program {
  /// Writes `--format html` or `--format svg` output in chunks as it is made, on the paper `--paper`
  /// names or else the locale's (LC_PAPER), in the language of the locale whose names the page shows
  /// (LC_TIME).
  static func writePage(_ request: Request, names: LocaleNames) -> Int32 {
    let paper = request.paper ?? Platform.localePaper()
    let setup = PageSetup(localeName: Platform.timeLocaleName(), paper: paper)
    var status: Int32 = 0
    let write: (TextBuffer) -> Bool = { chunk in
      let result = chunk.withBytes { Platform.writeAll($0, to: Platform.standardOutput) }
      status = exitStatus(after: result)
      return result == .written
    }
    if request.presentation == .svg {
      renderSVG(request, names: names, setup: setup, emit: write)
    } else {
      renderHTML(request, names: names, setup: setup, emit: write)
    }
    return status
  }
}
