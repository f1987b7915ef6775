// ComponentTreeBuilder: content lines gathered into components by BEGIN and END, broken ones skipped.

/// Builds the component tree from content lines. A component whose END is missing (the file cut short,
/// an END misspelled) is skipped with a warning, and the component around it goes on; an END that closes
/// nothing open is ignored with a warning. A VCALENDAR whose END is missing keeps the components it
/// completed: a file cut short still shows what it holds, as does a VCALENDAR that begins before the
/// one before it ended (files concatenated carelessly). An END naming no open component closes the
/// innermost one unless that is the VCALENDAR.
struct ComponentTreeBuilder: ContentLineSink {
  /// The deepest nesting kept: VCALENDAR > VTIMEZONE > STANDARD is 3 deep, VCALENDAR > VEVENT > VALARM
  /// too. Deeper components are skipped with a warning, so that a million nested BEGINs cannot build a
  /// tree whose recursive destruction would exhaust the stack.
  static let maximumDepth = 8

  /// What of the file is kept.
  let detail: ICalendarDocument.Detail
  private(set) var calendars: [ICalendarComponent] = []
  private(set) var sawCalendar = false
  private var open: [ICalendarComponent] = []
  /// Beside each of `open`: whether it is kept. When only events are kept, the components inside a
  /// VEVENT are not: they are opened and closed as ever (so that the tree, and every warning, is the
  /// same whatever is kept), but hold no properties and are dropped when they close.
  private var openIsKept: [Bool] = []
  /// The names of the components begun below `maximumDepth`, not kept, only matched with their ENDs.
  private var tooDeep: [String] = []
  /// Whether the innermost open component is kept, and whether it is a VEVENT.
  private var (isInKept, isInEvent) = (false, false)

  init(detail: ICalendarDocument.Detail = .everything) { self.detail = detail }

  /// Whether a property of `kind` read now would be kept: BEGIN and END always; no other outside every
  /// component or inside one not kept; and inside a VEVENT, when only events are kept, only the
  /// properties events are read from.
  mutating func keeps(_ kind: PropertyKind) -> Bool {
    if kind == .begin || kind == .end { return true }
    guard tooDeep.isEmpty, isInKept else { return false }
    return kind != .other || detail == .everything || !isInEvent
  }

  mutating func add(_ property: consuming ICalendarProperty, log: inout ICalendarWarningLog) {
    if property.kind == .begin {
      begin(componentName(property), line: property.line, log: &log)
    } else if property.kind == .end {
      end(componentName(property), line: property.line, log: &log)
    } else if keeps(property.kind) {
      open[open.count - 1].properties.append(property)
    }
  }

  /// Closes what is still open at the end of the file.
  mutating func finish(lastLine: Int, log: inout ICalendarWarningLog) {
    closeAll(reason: "the file ends at line \(lastLine)", log: &log)
  }

  private func componentName(_ property: ICalendarProperty) -> String {
    // The usual value, upper-case without spaces, is the name as it is.
    var value = property.value
    if !value.withUTF8({ $0.contains { $0 == 0x20 || ($0 >= 0x61 && $0 <= 0x7A) } }) { return value }
    let name = property.value[...].trimmingSpaces
    // Names are ASCII (3.6); the common upper-case one is kept as it is.
    if !name.utf8.contains(where: { $0 >= 0x61 && $0 <= 0x7A }) { return String(name) }
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
    let isKept = open.isEmpty || (isInKept && !(detail == .events && isInEvent))
    var component = ICalendarComponent(name: name, line: line)
    // Room for a VEVENT's usual properties at once, rather than growing the array four times; of those
    // events are read from, eight are usual.
    if isKept { component.properties.reserveCapacity(detail == .events ? 8 : 16) }
    open.append(component)
    openIsKept.append(isKept)
    (isInKept, isInEvent) = (isKept, name == "VEVENT")
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
        let isKept = openIsKept.last!
        close(popOpen()!, isKept: isKept)
      } else {
        log.add(line: line, "END:\(shown(name)) matches no open component: ignored")
      }
      return
    }
    while open.count > index + 1 {
      let broken = popOpen()!
      log.add(
        line: broken.line, uid: broken.uid,
        "BEGIN:\(shown(broken.name)) has no END before END:\(shown(name)) at line \(line): skipped")
    }
    let isKept = openIsKept.last!
    close(popOpen()!, isKept: isKept)
  }

  private mutating func closeAll(reason: String, log: inout ICalendarWarningLog) {
    while let broken = popOpen() {
      if open.isEmpty, broken.name == "VCALENDAR" {
        log.add(line: broken.line, "VCALENDAR has no END before \(reason): its complete components are read")
        calendars.append(broken)
      } else {
        log.add(line: broken.line, uid: broken.uid, "\(shown(broken.name)) has no END before \(reason): skipped")
      }
    }
    tooDeep.removeAll()
  }

  /// The innermost open component, closed; `nil` when none is open.
  private mutating func popOpen() -> ICalendarComponent? {
    guard let component = open.popLast() else { return nil }
    openIsKept.removeLast()
    (isInKept, isInEvent) = (openIsKept.last ?? false, open.last?.name == "VEVENT")
    return component
  }

  /// Adds `component`, just closed (`isKept` says whether it was kept), to the one around it.
  private mutating func close(_ component: ICalendarComponent, isKept: Bool) {
    guard isKept else { return }
    if open.isEmpty {
      if component.name == "VCALENDAR" { calendars.append(component) }
    } else {
      open[open.count - 1].components.append(component)
    }
  }
}
