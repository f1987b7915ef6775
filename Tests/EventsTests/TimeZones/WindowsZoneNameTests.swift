// WindowsZoneNameTests: Windows zone names, as Outlook writes them in TZID, to IANA zones.

import Events
import Testing

@Suite("Windows zone names") struct WindowsZoneNameTests {
  // Windows name, IANA zone (CLDR windowsZones.xml, territory 001)
  @Test(arguments: [
    ("W. Europe Standard Time", "Europe/Berlin"), ("Eastern Standard Time", "America/New_York"),
    ("Tokyo Standard Time", "Asia/Tokyo"), ("GMT Standard Time", "Europe/London"),
    ("Pacific Standard Time", "America/Los_Angeles"), ("India Standard Time", "Asia/Calcutta"),
    ("AUS Eastern Standard Time", "Australia/Sydney"), ("Romance Standard Time", "Europe/Paris"),
    ("Central Standard Time", "America/Chicago"), ("Lord Howe Standard Time", "Australia/Lord_Howe"),
    ("Samoa Standard Time", "Pacific/Apia"), ("UTC", "Etc/UTC"), ("  w. europe standard time ", "Europe/Berlin"),
  ])
  func mapsToTheZoneCLDRGives(windowsName: String, zone: String) {
    #expect(ZoneRules.ianaName(forWindowsName: windowsName) == zone)
  }

  @Test func knowsNoOtherNames() {
    #expect(ZoneRules.ianaName(forWindowsName: "Europe/Berlin") == nil)
    #expect(ZoneRules.ianaName(forWindowsName: "") == nil)
    #expect(ZoneRules.ianaName(forWindowsName: "W. Europe Standard") == nil)
  }
}
