// swiftcal — MIT licence.

extension Program {
  /// Writes `--json` output in chunks as it is made, so that `-n 120000` (about 800 MB of JSON)
  /// never sits in memory whole.
  static func writeJSON(_ request: Request, names: LocaleNames) -> Int32 {
    var status: Int32 = 0
    renderJSON(request, names: names) { chunk in
      status = writeAll(chunk.bytes)
      return status == 0
    }
    return status
  }
}
