// Program.writeJSON: `--json` (the months', or the agenda's days) written chunk by chunk as it is made.

import SwiftcalCommand

extension Program {
  /// Writes `--json` output in chunks as it is made, so that `-n 120000` (about 800 MB of JSON)
  /// never sits in memory whole, and stops making it once the reader has gone away
  /// (`swiftcal --json -n 120000 | head`).
  static func writeJSON(_ request: Request, names: LocaleNames) -> Int32 {
    var status: Int32 = 0
    let write = { (chunk: TextBuffer) -> Bool in
      let result = chunk.withBytes { Platform.writeAll($0, to: Platform.standardOutput) }
      status = exitStatus(after: result)
      return result == .written
    }
    if request.agendaDays == nil {
      renderJSON(request, names: names, emit: write)
    } else {
      renderAgendaJSON(request, emit: write)
    }
    return status
  }
}
