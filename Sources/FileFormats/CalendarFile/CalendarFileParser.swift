// The text of calendar(1) files as marks: preprocessing, lines, and calendar(1)'s reading of dates.

import CalendarCore

/// The marks of a calendar(1) file, as BSD calendar(1) reads it after cpp: `/* */` comments are
/// removed, `#include`, `#define`, `#undef`, `#ifdef`, `#ifndef`, `#else` and `#endif` are obeyed
/// and other directives dropped; then each line is a date, a tab and the text (a line starting
/// with a tab continues the text of the one before), or `LANG=`, or a rename such as
/// `Easter=Pasen`. A date calendar(1) would not read is skipped as it skips it; a date in
/// swiftcal's own forms (`YYYY-MM-DD`, `YYYY-MM-DD..YYYY-MM-DD`, `MM-DD`) that names no day is an
/// error, with the file and line. Reading is bounded by `CalendarFileLimits`: includes nest at
/// most 200 deep, at most 10,000 are obeyed, and the text read, each inclusion counted, is at
/// most 4 MiB.
package func calendarFileMarks(
  _ file: CalendarFileText, reform: Reform, world: CalendarFileWorld
) throws(CalendarFileError) -> [MarkedDays.Mark] {
  var reader = CalendarFileReader(reform: reform, world: world)
  try reader.read(file, depth: 0)
  return reader.marks
}

/// The state of one reading: the macros defined, the names in force, the marks so far.
struct CalendarFileReader {
  let reform: Reform
  let world: CalendarFileWorld
  var marks: [MarkedDays.Mark] = []
  var macros: Set<String> = []
  var names = CalendarNames()
  /// The marks the last date line made, which its continuation lines add to.
  var continuedMarks: Range<Int>?
  /// The bytes of text read so far, each inclusion of a file counted, and the includes obeyed.
  var byteCount = 0, inclusionCount = 0

  /// How deep includes may nest, as cpp limits them (a file including itself would never end).
  static let maximumIncludeDepth = CalendarFileLimits.maximumIncludeDepth

  init(reform: Reform, world: CalendarFileWorld) {
    self.reform = reform
    self.world = world
  }

  mutating func read(_ file: CalendarFileText, depth: Int) throws(CalendarFileError) {
    // Whether each open conditional's lines are kept, and whether one of its branches was.
    var conditions: [(isKept: Bool, wasTaken: Bool)] = []
    var isKept: Bool { conditions.allSatisfy(\.isKept) }
    byteCount += file.text.utf8.count
    // Bytes, not Strings: calendar.all and what it includes are some 7,000 lines, and reading
    // them through String's Unicode-aware operations took tens of milliseconds.
    let text = withoutComments(Array(file.text.utf8))
    var lineNumber = 0
    var lineStart = text.startIndex
    while lineStart < text.endIndex {
      let lineEnd = text[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
      let line = text[lineStart..<lineEnd]
      lineStart = lineEnd + 1
      lineNumber += 1
      if let directive = preprocessorDirective(line) {
        let (word, argument) = directive
        switch word {
        case "ifdef", "ifndef":
          let isDefined = macros.contains(argument)
          let holds = (word == "ifdef") == isDefined
          conditions.append((holds, holds))
        case "if":
          // Only the constant conditions calendar files use; anything else counts as true.
          let holds = argument != "0"
          conditions.append((holds, holds))
        case "else":
          if let last = conditions.popLast() { conditions.append((!last.wasTaken, true)) }
        case "endif":
          _ = conditions.popLast()
        case "define" where isKept:
          if let name = argument.split(separator: " ").first { macros.insert(String(name)) }
        case "undef" where isKept:
          macros.remove(argument)
        case "include" where isKept:
          let name = includeName(argument)
          guard depth < CalendarFileReader.maximumIncludeDepth else {
            throw .includesTooDeep(file: file.path, line: lineNumber, limit: CalendarFileReader.maximumIncludeDepth)
          }
          inclusionCount += 1
          guard inclusionCount <= CalendarFileLimits.maximumInclusions else {
            throw .tooManyIncludes(file: file.path, line: lineNumber, limit: CalendarFileLimits.maximumInclusions)
          }
          guard let included = try world.included(name, includingPath: file.path) else {
            throw .missingInclude(file: file.path, line: lineNumber, name: name)
          }
          guard byteCount + included.text.utf8.count <= CalendarFileLimits.maximumBytes else {
            throw .includedTextTooLarge(file: file.path, line: lineNumber, limit: CalendarFileLimits.maximumBytesText)
          }
          try read(included, depth: depth + 1)
        default:
          break
        }
        continue
      }
      if isKept { try readLine(line, path: file.path, lineNumber: lineNumber) }
    }
  }

  /// One line after preprocessing, as UTF-8 bytes.
  mutating func readLine(_ rawLine: ArraySlice<UInt8>, path: String, lineNumber: Int) throws(CalendarFileError) {
    var line = rawLine
    while let last = line.last, isASCIIWhitespace(last) { line.removeLast() }
    guard let first = line.first else { return }
    if first == UInt8(ascii: "\t") {
      if let continued = continuedMarks {
        let continuation = String(decoding: line, as: UTF8.self)
        for position in continued {
          marks[position].label = markLabel((marks[position].label + " " + continuation)[...])
        }
      }
      return
    }
    if line.starts(with: "LANG=".utf8) {
      let locale = String(decoding: line.dropFirst(5), as: UTF8.self)
      let renames = names.renames
      names = CalendarNames(locale: world.localeNames(locale))
      names.renames = renames
      return
    }
    if line.contains(UInt8(ascii: "=")) && renameSpecialDay(String(decoding: line, as: UTF8.self)) { return }
    continuedMarks = nil
    guard let tab = line.firstIndex(of: UInt8(ascii: "\t")) else { return }
    let dateText = String(decoding: trimmedOfSpaces(line[..<tab]), as: UTF8.self)
    let label = markLabel(String(decoding: line[(tab + 1)...], as: UTF8.self)[...])
    let rule: DateRule
    if DateRule.looksLikeISO(dateText) {
      guard let parsed = DateRule.isoRule(dateText, reform: reform) else {
        throw .invalidMarkLine(file: path, line: lineNumber, text: dateText)
      }
      rule = parsed
    } else {
      // ASCII lines, most of them, become scalars byte for byte.
      let scalars =
        line.allSatisfy { $0 < 0x80 }
        ? line.map { Unicode.Scalar($0) } : Array(String(decoding: line, as: UTF8.self).unicodeScalars)
      guard let parsed = calendarDateRule(scalars, names: names) else { return }
      rule = parsed
    }
    marks.append(MarkedDays.Mark(rule: rule, label: label))
    continuedMarks = (marks.count - 1)..<marks.count
  }

  /// `Easter=Pasen`, `Paskha=Пасха`: a new name for a special day, as calendar(1) takes them.
  mutating func renameSpecialDay(_ line: String) -> Bool {
    guard let equals = line.firstIndex(of: "="), line.index(after: equals) < line.endIndex else { return false }
    let easter: Easter
    switch line[..<equals].lowercased() {
    case "easter": easter = .western
    case "paskha": easter = .orthodox
    case "pesach": return true  // Passover is not computed; its rename is still not a date line
    default: return false
    }
    names.renames[line[line.index(after: equals)...].lowercased()] = easter
    return true
  }
}

/// Whether `byte` is ASCII white space, as `isspace` in the C locale.
func isASCIIWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

/// `text` without its `/* */` comments, as cpp removes them (with nothing in their place, as
/// `cpp -traditional`), the line ends inside a comment kept so that line numbers stay right.
func withoutComments(_ text: [UInt8]) -> [UInt8] {
  let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), newline = UInt8(ascii: "\n")
  var result: [UInt8] = []
  result.reserveCapacity(text.count)
  var index = 0
  while index < text.count {
    if text[index] == slash, index + 1 < text.count, text[index + 1] == star {
      index += 2
      while index < text.count, !(text[index] == star && index + 1 < text.count && text[index + 1] == slash) {
        if text[index] == newline { result.append(newline) }
        index += 1
      }
      index += 2
      continue
    }
    result.append(text[index])
    index += 1
  }
  return result
}

/// A line's preprocessor directive, as (word, the rest trimmed), when its first non-blank
/// character is `#`.
func preprocessorDirective(_ line: ArraySlice<UInt8>) -> (String, String)? {
  guard let hash = line.firstIndex(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }),
    line[hash] == UInt8(ascii: "#")
  else { return nil }
  let body = trimmedOfSpaces(line[(hash + 1)...])
  let word = body.prefix(while: { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") })
  let argument = trimmedOfSpaces(body[word.endIndex...])
  return (String(decoding: word, as: UTF8.self), String(decoding: argument, as: UTF8.self))
}

/// The file an `#include` names: `<name>` or `"name"`.
func includeName(_ argument: String) -> String {
  var name = Substring(argument)
  if let first = name.first, first == "<" || first == "\"" { name = name.dropFirst() }
  if let last = name.last, last == ">" || last == "\"" { name = name.dropLast() }
  return String(name)
}

extension String {
  /// The string without spaces and tabs at either end.
  package func trimmingSpaces() -> String {
    let bytes = Array(utf8)
    return String(decoding: trimmedOfSpaces(bytes[...]), as: UTF8.self)
  }
}

/// `bytes` without spaces and tabs at either end.
func trimmedOfSpaces(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
  let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
  guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
  else { return [] }
  return bytes[first...last]
}
