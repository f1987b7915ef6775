// TimeZoneNames: the names of the system's zone database that a TZID may stand for.

import Events

/// The zone database names a TZID may mean when no VTIMEZONE of the file defines it.
enum TimeZoneNames {
  /// The names to look up for `tzid`, most likely first: the TZID itself (`Europe/Berlin`); without a
  /// vendor's prefix (`/mozilla.org/20070129_1/Europe/Berlin`, `/citadel.org/20190914_1/Europe/Berlin`,
  /// `/softwarestudio.org/Olson_20011030_5/America/New_York`: a leading `/`, the vendor, a version);
  /// and the IANA name of a Windows zone name (`W. Europe Standard Time`, as Outlook writes them).
  static func candidates(for tzid: String) -> [String] {
    var names = [tzid]
    var trimmed = tzid
    while trimmed.first == " " { trimmed.removeFirst() }
    while trimmed.last == " " { trimmed.removeLast() }
    if trimmed.first == "/" {
      let parts = trimmed.split(separator: "/", omittingEmptySubsequences: true)
      if parts.count > 2 { trimmed = parts.dropFirst(2).joined(separator: "/") }
    }
    if trimmed != tzid, !trimmed.isEmpty { names.append(trimmed) }
    if let iana = ianaName(forWindowsName: trimmed), !names.contains(iana) { names.append(iana) }
    return names
  }

  /// The IANA name for a Windows zone name, by CLDR's table (Events/TimeZones).
  static func ianaName(forWindowsName name: String) -> String? {
    ZoneRules.ianaName(forWindowsName: name)
  }
}
