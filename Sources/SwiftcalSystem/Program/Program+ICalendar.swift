// Program.writeICalendar: `--format ics` written chunk by chunk as it is made.

import SwiftcalCommand

extension Program {
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
