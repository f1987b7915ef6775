// TimeZoneNames: the names of the system's zone database that a TZID may stand for.

import Events

/// The zone database names a TZID may mean when no VTIMEZONE of the file defines it.
enum TimeZoneNames {
  /// The names to look up for `tzid`, most likely first: the TZID itself (`Europe/Berlin`); a globally unique
  /// one (RFC 5545 3.2.19, a leading `/`) without its solidus (`/Europe/Stockholm`), or without a vendor's
  /// prefix (`/mozilla.org/20070129_1/Europe/Berlin`, `/citadel.org/20190914_1/Europe/Berlin`,
  /// `/softwarestudio.org/Olson_20011030_5/America/New_York`: the vendor's domain, a version); and the IANA
  /// name of a Windows zone name (`W. Europe Standard Time`, as Outlook writes them).
  static func candidates(for tzid: String) -> [String] {
    var names = databaseNames(of: tzid)
    if let iana = ianaName(forWindowsName: names.last!), !names.contains(iana) { names.append(iana) }
    return names
  }

  /// The names of `candidates(for:)` that read the TZID itself as a zone database name (`Australia/Sydney`; a
  /// globally unique one without its solidus or vendor), not a Windows name's stand-in: the zone a VTIMEZONE with
  /// this TZID describes, when the database has it, whose offsets hold before the VTIMEZONE's first onset.
  static func databaseNames(of tzid: String) -> [String] {
    var names = [tzid]
    var trimmed = tzid
    while trimmed.first == " " { trimmed.removeFirst() }
    while trimmed.last == " " { trimmed.removeLast() }
    if trimmed.first == "/" {
      let parts = trimmed.split(separator: "/", omittingEmptySubsequences: true)
      // A vendor is a domain (`mozilla.org`), which no zone's name begins with.
      let hasVendor = parts.count > 2 && parts[0].contains(".")
      trimmed = parts.dropFirst(hasVendor ? 2 : 0).joined(separator: "/")
    }
    if trimmed != tzid, !trimmed.isEmpty { names.append(trimmed) }
    return names
  }

  /// The IANA name for a Windows zone name, by CLDR's table (Events/TimeZones).
  static func ianaName(forWindowsName name: String) -> String? {
    ZoneRules.ianaName(forWindowsName: name)
  }
}
