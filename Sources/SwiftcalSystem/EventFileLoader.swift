// The edge for --ics: reads calendar files and folders, the zone database's TZif files, and TZ.

import Events
import FileFormats
import SwiftcalCommand

/// Reads what `--ics` names and the zones its events need, for the pure `addEvents`, which parses
/// them; its system calls are `Platform`'s. Only `Program.run` calls it.
enum EventFileLoader {
  /// How the program's edge reads calendars and zones.
  static let world = EventWorld(readCalendars: readCalendars, zoneFile: zoneFile, displayZone: displayZone)

  /// The most a TZif file may hold: the largest in the database is under 4 KiB.
  static let maximumZoneFileBytes = 1 << 20

  /// The calendar files at `path`: a folder's `*.ics` files, in the order of their names, or the file
  /// (standard input for `-`) itself. A folder's entry that is not a regular file (a FIFO, which would
  /// block) or cannot be read is left out with a warning; the folder is not descended into.
  @Sendable static func readCalendars(_ path: String) -> CalendarPathContent {
    let limit = ICalendarDocument.maximumBytes
    guard path != "-" && Platform.isDirectory(path) else {
      switch Platform.readWholeFile(path, limit: limit) {
      case .success(let bytes): return .files([CalendarFileBytes(path: path, isNamed: true, bytes: bytes)], warnings: [])
      case .failure(let error): return .failure("\(shown(path)): \(reason(error, limit: limit))")
      }
    }
    guard let names = Platform.fileNames(inDirectory: path, includingEveryType: true) else {
      return .failure("\(shown(path)): \(Platform.lastErrorDescription())")
    }
    var files: [CalendarFileBytes] = []
    var warnings: [String] = []
    let folder = path.hasSuffix("/") ? path : path + "/"
    for name in names.sorted() where name.lowercased().hasSuffix(".ics") {
      let filePath = folder + name
      switch Platform.readWholeFile(filePath, limit: limit, isRegularFileOnly: true) {
      case .success(let bytes): files.append(CalendarFileBytes(path: filePath, isNamed: false, bytes: bytes))
      case .failure(let error): warnings.append("\(shown(filePath)): \(reason(error, limit: limit)) (skipped)")
      }
    }
    return .files(files, warnings: warnings)
  }

  /// Why a file could not be read, as a message says it.
  private static func reason(_ error: Platform.FileError, limit: Int) -> String {
    switch error {
    case .missing: return "No such file or directory"
    case .tooLarge: return "larger than \(limit / 1_000_000) MB (\(limit) bytes), the most a calendar file may hold"
    case .failed(let reason): return reason
    }
  }

  /// The TZif bytes of the zone `name` in the zone database (`TZDIR`, else /usr/share/zoneinfo), or `nil`
  /// when there is none. A name that would reach outside the database (`/etc/passwd`, `../x`) has none.
  @Sendable static func zoneFile(_ name: String) -> [UInt8]? {
    guard !name.isEmpty, !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else { return nil }
    return try? Platform.readWholeFile(zoneDirectory + "/" + name, limit: maximumZoneFileBytes, isRegularFileOnly: true)
      .get()
  }

  /// The zone database's folder.
  private static var zoneDirectory: String {
    guard let directory = Platform.environmentValue("TZDIR"), !directory.isEmpty else { return "/usr/share/zoneinfo" }
    return directory
  }

  /// The zone `TZ` names, as the C library reads it: unset, /etc/localtime; empty, UTC; `:NAME` or
  /// `NAME`, the database's file (or an absolute path); else a POSIX rule (`EST5EDT,M3.2.0,M11.1.0`);
  /// UTC when none of these can be read, as glibc falls back to it.
  @Sendable static func displayZone() -> ZoneRules {
    guard let variable = Platform.environmentValue("TZ") else {
      return zone(atPath: "/etc/localtime", name: "localtime") ?? .utc
    }
    let name = variable.hasPrefix(":") ? String(variable.dropFirst()) : variable
    if name.isEmpty { return .utc }
    if name.hasPrefix("/") { return zone(atPath: name, name: name) ?? .utc }
    if let bytes = zoneFile(name), let zone = try? ZoneRules(tzif: bytes, name: name) { return zone }
    return (try? ZoneRules(posix: name)) ?? .utc
  }

  /// The zone of the TZif file at `path`, if it is one.
  private static func zone(atPath path: String, name: String) -> ZoneRules? {
    guard
      let bytes = try? Platform.readWholeFile(path, limit: maximumZoneFileBytes, isRegularFileOnly: true).get()
    else { return nil }
    return try? ZoneRules(tzif: bytes, name: name)
  }
}
