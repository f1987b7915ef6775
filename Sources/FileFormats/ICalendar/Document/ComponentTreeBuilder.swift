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
  /// The lines kept, for every component of the tree.
  private var lines = ContentLineStore.Builder()
  private(set) var calendars: [ICalendarComponent] = []
  private(set) var sawCalendar = false
  private var open: [ICalendarComponent] = []
  /// The records of the lines the open components kept so far (two words each, `ContentLineStore.Record`), the
  /// outermost's first: a component's lines come after those of the components around it, and those of the
  /// components inside it are filed when they close, before it takes another. Filed side by side in the store when
  /// it closes.
  private var openRecords: [UInt64] = []
  /// Beside each of `open`: where its records begin in `openRecords`.
  private var openRecordStarts: [Int] = []
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

  mutating func add(_ line: ContentLine, log: inout ICalendarWarningLog) {
    if line.kind == .begin {
      begin(componentName(line), line: line.number, log: &log)
    } else if line.kind == .end {
      end(componentName(line), line: line.number, log: &log)
    } else if keeps(line.kind) {
      let words = lines.add(line).words
      openRecords.append(words.0)
      openRecords.append(words.1)
    }
  }

  /// Closes what is still open at the end of the file, and gives the components the store of their lines.
  mutating func finish(lastLine: Int, log: inout ICalendarWarningLog) {
    closeAll(reason: "the file ends at line \(lastLine)", log: &log)
    let store = lines.finish()
    for index in calendars.indices { calendars[index].attach(store) }
  }

  private func componentName(_ line: ContentLine) -> String {
    let value = String(decoding: line.value, as: UTF8.self)
    // The usual value, upper-case without spaces, is the name as it is.
    if !line.value.contains(where: { $0 == 0x20 || ($0 >= 0x61 && $0 <= 0x7A) }) { return value }
    let name = value[...].trimmingSpaces
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
    open.append(ICalendarComponent(name: name, line: line))
    openRecordStarts.append(openRecords.count)
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
          line: line, uid: uidOfOpen(at: open.count - 1),
          "END:\(shown(name)) matches no open component: read as the END of \(shown(innermost.name)) "
            + "begun at line \(innermost.line)")
        let isKept = openIsKept.last!
        close(popOpen(), isKept: isKept)
      } else {
        log.add(line: line, "END:\(shown(name)) matches no open component: ignored")
      }
      return
    }
    while open.count > index + 1 {
      let uid = uidOfOpen(at: open.count - 1)
      let broken = popOpen()
      log.add(
        line: broken.line, uid: uid,
        "BEGIN:\(shown(broken.name)) has no END before END:\(shown(name)) at line \(line): skipped")
    }
    let isKept = openIsKept.last!
    close(popOpen(), isKept: isKept)
  }

  private mutating func closeAll(reason: String, log: inout ICalendarWarningLog) {
    while !open.isEmpty {
      let uid = uidOfOpen(at: open.count - 1)
      let broken = popOpen()
      if open.isEmpty, broken.name == "VCALENDAR" {
        log.add(line: broken.line, "VCALENDAR has no END before \(reason): its complete components are read")
        calendars.append(broken)
      } else {
        log.add(line: broken.line, uid: uid, "\(shown(broken.name)) has no END before \(reason): skipped")
      }
    }
    tooDeep.removeAll()
  }

  /// The innermost open component (one is open), closed, its kept lines filed with the store's.
  private mutating func popOpen() -> ICalendarComponent {
    var component = open.removeLast()
    let isKept = openIsKept.removeLast()
    let recordStart = openRecordStarts.removeLast()
    if isKept && recordStart < openRecords.count {
      component.properties = ICalendarPropertyList(range: lines.file(openRecords[recordStart...]))
    }
    openRecords.removeSubrange(recordStart...)
    (isInKept, isInEvent) = (openIsKept.last ?? false, open.last?.name == "VEVENT")
    return component
  }

  /// The UID of the open component at `depth`, unescaped, when it has one: for warnings.
  private func uidOfOpen(at depth: Int) -> String? {
    let end = depth + 1 < openRecordStarts.count ? openRecordStarts[depth + 1] : openRecords.count
    for word in stride(from: openRecordStarts[depth], to: end, by: 2) {
      let record = ContentLineStore.Record(words: (openRecords[word], openRecords[word + 1]))
      if record.kind == .uid { return TextValue.unescaped(lines.property(record).value) }
    }
    return nil
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
