// swiftcal — MIT licence.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Program {
  /// Writes `--json` output in chunks as it is made, so that `-n 120000` (about 800 MB of JSON)
  /// never sits in memory whole, and stops making it once the reader has gone away
  /// (`swiftcal --json -n 120000 | head`).
  static func writeJSON(_ request: Request, names: LocaleNames) -> Int32 {
    var status: Int32 = 0
    renderJSON(request, names: names) { chunk in
      // `writeAll` ends quietly with status 0 on EPIPE; only errno tells that apart from success.
      errno = 0
      status = writeAll(chunk.bytes)
      return status == 0 && errno != EPIPE
    }
    return status
  }
}
