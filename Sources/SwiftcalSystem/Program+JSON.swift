// Program.writeJSON and writeICalendar: `--json` and `--format ics` written chunk by chunk as they are made.

import SwiftcalCommand

extension Program {
  /// Writes `--json` output in chunks as it is made, so that `-n 120000` (about 800 MB of JSON)
  /// never sits in memory whole, and stops making it once the reader has gone away
  /// (`swiftcal --json -n 120000 | head`).
  static func writeJSON(_ request: Request, names: LocaleNames) -> Int32 {
    var status: Int32 = 0
    renderJSON(request, names: names) { chunk in
      let result = chunk.withBytes { Platform.writeAll($0, to: Platform.standardOutput) }
      status = exitStatus(after: result)
      return result == .written
    }
    return status
  }

  /// Writes `--format ics` output in chunks as it is made; when no day of the months holds a fact to write,
  /// one line on standard error and status 1, nothing on standard output.
  static func writeICalendar(_ request: Request) -> Int32 {
    var status: Int32 = 0
    let result = renderICalendar(request) { bytes in
      let result = Platform.writeAll(bytes, to: Platform.standardOutput)
      status = exitStatus(after: result)
      return result == .written
    }
    guard result != .empty else {
      return reportFailure("no holiday, mark or moon phase falls in the months shown: nothing to write as iCalendar")
    }
    return status
  }
}
