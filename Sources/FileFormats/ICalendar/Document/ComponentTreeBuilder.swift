// ComponentTreeBuilder: content lines gathered into components by BEGIN and END, broken ones skipped.

/// Builds the component tree from content lines. A component whose END is missing (the file cut short,
/// an END misspelled) is skipped with a warning, and the component around it goes on; an END that closes
/// nothing open is ignored with a warning. A VCALENDAR whose END is missing keeps the components it
/// completed: a file cut short still shows what it holds, as does a VCALENDAR that begins before the
/// one before it ended (files concatenated carelessly). An END naming no open component closes the
/// innermost one unless that is the VCALENDAR.
struct ComponentTreeBuilder {
  /// The deepest nesting kept: VCALENDAR > VTIMEZONE > STANDARD is 3 deep, VCALENDAR > VEVENT > VALARM
  /// too. Deeper components are skipped with a warning, so that a million nested BEGINs cannot build a
  /// tree whose recursive destruction would exhaust the stack.
  static let maximumDepth = 8

  private(set) var calendars: [ICalendarComponent] = []
  private(set) var sawCalendar = false
  private var open: [ICalendarComponent] = []
  /// The names of the components begun below `maximumDepth`, not kept, only matched with their ENDs.
  private var tooDeep: [String] = []

  mutating func add(_ property: ICalendarProperty, log: inout ICalendarWarningLog) {
    switch property.name {
    case "BEGIN": begin(componentName(property), line: property.line, log: &log)
    case "END": end(componentName(property), line: property.line, log: &log)
    default:
      if tooDeep.isEmpty, !open.isEmpty { open[open.count - 1].properties.append(property) }
    }
  }

  /// Closes what is still open at the end of the file.
  mutating func finish(lastLine: Int, log: inout ICalendarWarningLog) {
    closeAll(reason: "the file ends at line \(lastLine)", log: &log)
  }

  private func componentName(_ property: ICalendarProperty) -> String {
    var name = property.value
    while name.last == " " || name.last == "\t" { name.removeLast() }
    return name.uppercased()
  }

  private mutating func begin(_ name: String, line: Int, log: inout ICalendarWarningLog) {
    if !tooDeep.isEmpty || open.count >= ComponentTreeBuilder.maximumDepth {
      if tooDeep.isEmpty {
        log.add(line: line, "BEGIN:\(shown(name)) nested more than \(ComponentTreeBuilder.maximumDepth) deep: skipped")
      }
      tooDeep.append(name)
      return
    }
    if name == "VCALENDAR" {
      sawCalendar = true
      if !open.isEmpty { closeAll(reason: "a new BEGIN:VCALENDAR at line \(line)", log: &log) }
    } else if open.isEmpty {
      log.add(line: line, "BEGIN:\(shown(name)) outside a VCALENDAR: skipped")
    }
    open.append(ICalendarComponent(name: name, line: line))
  }

  private mutating func end(_ name: String, line: Int, log: inout ICalendarWarningLog) {
    if !tooDeep.isEmpty {
      if tooDeep.last == name { tooDeep.removeLast() }
      return
    }
    guard let index = open.lastIndex(where: { $0.name == name }) else {
      // A misspelt END (`END:VTOOD`, in calendars in the wild): python's icalendar closes the innermost
      // component whatever the END names, and so does this, but never a VCALENDAR, whose events would go
      // with it.
      if let innermost = open.last, innermost.name != "VCALENDAR" {
        log.add(
          line: line, uid: innermost.uid,
          "END:\(shown(name)) matches no open component: read as the END of \(shown(innermost.name)) "
            + "begun at line \(innermost.line)")
        close(open.removeLast())
      } else {
        log.add(line: line, "END:\(shown(name)) matches no open component: ignored")
      }
      return
    }
    while open.count > index + 1 {
      let broken = open.removeLast()
      log.add(
        line: broken.line, uid: broken.uid,
        "BEGIN:\(shown(broken.name)) has no END before END:\(shown(name)) at line \(line): skipped")
    }
    close(open.removeLast())
  }

  private mutating func closeAll(reason: String, log: inout ICalendarWarningLog) {
    while let broken = open.popLast() {
      if open.isEmpty, broken.name == "VCALENDAR" {
        log.add(line: broken.line, "VCALENDAR has no END before \(reason): its complete components are read")
        calendars.append(broken)
      } else {
        log.add(line: broken.line, uid: broken.uid, "\(shown(broken.name)) has no END before \(reason): skipped")
      }
    }
    tooDeep.removeAll()
  }

  private mutating func close(_ component: ICalendarComponent) {
    if open.isEmpty {
      if component.name == "VCALENDAR" { calendars.append(component) }
    } else {
      open[open.count - 1].components.append(component)
    }
  }
}
