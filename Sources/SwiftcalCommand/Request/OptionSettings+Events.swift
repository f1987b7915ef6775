// OptionSettings' events: --ics' calendars read, their zones resolved, as day-fact sources.

import CalendarCore
import Events
import FileFormats

extension OptionSettings {
  /// Adds the events of each `--ics` path, read through `world`, as a source named by the path, shown on
  /// the clock of `world`'s display zone; appends to `warnings` a line for each part left out.
  /// - Throws: `UsageError.eventFile` for a path that cannot be read, or a file named on the command line
  ///   that is not iCalendar; a folder's file that is not is left out with a warning, as is a broken event.
  /// - Parameter lastYear: the last year shown: a VTIMEZONE of rules other than the usual yearly pair is
  ///   written out through it (through 2100 at least, for the browser's moves).
  func addEvents(
    to facts: inout DayFacts, world: EventWorld, lastYear: Int, warnings: inout [String]
  ) throws(UsageError) {
    if calendarPaths.isEmpty { return }
    let zoneYears = max(lastYear, ICalendarDocument.defaultZoneYearsThrough)
    let displayZone = world.displayZone()
    // Each zone of the database is read once, whichever files name it.
    var systemZones: [String: ZoneRules] = [:]
    var unknownZones: Set<String> = []
    for path in calendarPaths {
      guard !path.isEmpty else {
        let option = OptionSpec.Identifier.ics.longOption
        throw .commandLine(.invalidValue(option: option, value: path, expected: "a file, a folder or -"))
      }
      var files: [CalendarFileBytes]
      switch world.readCalendars(path) {
      case .failure(let message): throw .eventFile(message)
      case .files(let read, let readWarnings):
        files = read
        warnings += readWarnings
      }
      var events: [CalendarEvent] = []
      for index in files.indices {
        let document: ICalendarDocument
        let (filePath, isNamed) = (files[index].path, files[index].isNamed)
        do {
          document = try ICalendarDocument.parse(files[index].bytes, keeping: .events)
        } catch {
          let message = "\(shown(filePath)): \(error)"
          if isNamed { throw .eventFile(message) }
          warnings.append(message + " (skipped)")
          continue
        }
        // The bytes are let go once read: a large file's would otherwise stay while its events are made.
        files[index].bytes = []
        for name in document.systemZoneNames where systemZones[name] == nil && !unknownZones.contains(name) {
          if let bytes = world.zoneFile(name), let zone = try? ZoneRules(tzif: bytes, name: name) {
            systemZones[name] = zone
          } else {
            unknownZones.insert(name)
          }
        }
        let read = document.events(systemZones: systemZones, zoneYearsThrough: zoneYears)
        // The first file's events taken as they are: appended to an empty array they would be copied, the
        // copy beside the document and the original at the peak of memory (20 MB for 100,000 events).
        if events.isEmpty { events = read.events } else { events += read.events }
        for warning in document.warnings + read.warnings {
          let uid = warning.uid.map { $0.isEmpty ? "" : "UID \(shown($0)): " } ?? ""
          warnings.append("\(shown(filePath)):\(warning.line): \(uid)\(warning.message)")
        }
      }
      facts.add(EventDays(events: events, displayZone: displayZone), named: path)
    }
  }
}
