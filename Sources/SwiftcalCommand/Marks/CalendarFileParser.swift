// The text of calendar(1) files as marks: preprocessing, lines, and calendar(1)'s reading of dates.

import CalendarCore

/// A calendar(1) file's text and the name it was found under (for messages and `#include`).
package struct CalendarFileText: Hashable, Sendable {
  /// The path the file was read from (`-` for standard input).
  package var path: String
  /// Its text.
  package var text: String

  package init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}

/// Month and weekday names a `LANG=` line brings in, besides the English ones.
package struct CalendarFileNames: Hashable, Sendable {
  /// Each month's spellings (full and abbreviated), January first.
  package var months: [[String]]
  /// Each weekday's spellings, Sunday first.
  package var weekdays: [[String]]

  package init(months: [[String]], weekdays: [[String]]) {
    self.months = months
    self.weekdays = weekdays
  }
}

/// What reading a calendar(1) file needs from the world, passed in so that reading stays pure.
package struct CalendarFileWorld: Sendable {
  /// The file an `#include <name>` in the file at `includingPath` names, or `nil` when there is
  /// none; it throws when the file is there but cannot be read.
  package var include: @Sendable (_ name: String, _ includingPath: String) throws(UsageError) -> CalendarFileText?
  /// The names of the locale a `LANG=` line names, or `nil` for none (English names only).
  package var localeNames: @Sendable (_ locale: String) -> CalendarFileNames?

  package init(
    include: @escaping @Sendable (String, String) throws(UsageError) -> CalendarFileText?,
    localeNames: @escaping @Sendable (String) -> CalendarFileNames?
  ) {
    self.include = include
    self.localeNames = localeNames
  }

  /// No includes and no locales: English names only.
  package static let isolated = CalendarFileWorld(include: { _, _ in nil }, localeNames: { _ in nil })
}

/// The marks of a calendar(1) file, as BSD calendar(1) reads it after cpp: `/* */` comments are
/// removed, `#include`, `#define`, `#undef`, `#ifdef`, `#ifndef`, `#else` and `#endif` are obeyed
/// and other directives dropped; then each line is a date, a tab and the text (a line starting
/// with a tab continues the text of the one before), or `LANG=`, or a rename such as
/// `Easter=Pasen`. A date calendar(1) would not read is skipped as it skips it; a date in
/// swiftcal's own forms (`YYYY-MM-DD`, `YYYY-MM-DD..YYYY-MM-DD`, `MM-DD`) that names no day is an
/// error, with the file and line.
package func calendarFileMarks(
  _ file: CalendarFileText, reform: Reform, world: CalendarFileWorld
) throws(UsageError) -> [MarkedDays.Mark] {
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

  /// How deep includes may nest, as cpp limits them (a file including itself would never end).
  static let maximumIncludeDepth = 200

  init(reform: Reform, world: CalendarFileWorld) {
    self.reform = reform
    self.world = world
  }

  mutating func read(_ file: CalendarFileText, depth: Int) throws(UsageError) {
    // Whether each open conditional's lines are kept, and whether one of its branches was.
    var conditions: [(isKept: Bool, wasTaken: Bool)] = []
    var isKept: Bool { conditions.allSatisfy(\.isKept) }
    for (index, line) in withoutComments(file.text).split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let lineNumber = index + 1
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
          guard depth < CalendarFileReader.maximumIncludeDepth, let included = try world.include(name, file.path) else {
            throw .missingInclude(file: file.path, line: lineNumber, name: name)
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

  /// One line after preprocessing.
  mutating func readLine(_ rawLine: Substring, path: String, lineNumber: Int) throws(UsageError) {
    let line = Array(rawLine.unicodeScalars.reversed().drop(while: \.properties.isWhitespace).reversed())
    if line.isEmpty { return }
    if line.first == "\t" {
      if let continued = continuedMarks {
        for position in continued {
          marks[position].label = markLabel(marks[position].label + " " + String(rawLine))
        }
      }
      return
    }
    if line.starts(with: "LANG=".unicodeScalars) {
      let locale = String(String.UnicodeScalarView(line.dropFirst(5)))
      names = CalendarNames(locale: world.localeNames(locale))
      names.renames = namesRenamed
      return
    }
    if renameSpecialDay(line) { return }
    continuedMarks = nil
    guard let tab = line.firstIndex(of: "\t") else { return }
    let dateText = String(String.UnicodeScalarView(line[..<tab])).trimmingSpaces()
    let label = markLabel(String(String.UnicodeScalarView(line[(tab + 1)...])))
    let rule: DateRule
    if DateRule.looksLikeISO(dateText) {
      guard let parsed = DateRule(dateText, reform: reform) else {
        throw .invalidMarkLine(file: path, line: lineNumber, text: dateText)
      }
      rule = parsed
    } else {
      guard let parsed = calendarDateRule(line, names: names) else { return }
      rule = parsed
    }
    marks.append(MarkedDays.Mark(rule: rule, label: label))
    continuedMarks = (marks.count - 1)..<marks.count
  }

  /// The renames in force, kept across `LANG=` lines.
  var namesRenamed: [String: Easter] { names.renames }

  /// `Easter=Pasen`, `Paskha=Пасха`: a new name for a special day, as calendar(1) takes them.
  mutating func renameSpecialDay(_ line: [Unicode.Scalar]) -> Bool {
    guard let equals = line.firstIndex(of: "="), equals + 1 < line.count else { return false }
    let name = String(String.UnicodeScalarView(line[..<equals])).lowercased()
    let easter: Easter
    switch name {
    case "easter": easter = .western
    case "paskha": easter = .orthodox
    case "pesach": return true  // Passover is not computed; its rename is still not a date line
    default: return false
    }
    names.renames[String(String.UnicodeScalarView(line[(equals + 1)...])).lowercased()] = easter
    return true
  }
}

/// `text` without its `/* */` comments, as cpp removes them (with nothing in their place, as
/// `cpp -traditional`), the line ends inside a comment kept so that line numbers stay right.
func withoutComments(_ text: String) -> String {
  guard text.contains("/*") else { return text }
  var result = String.UnicodeScalarView()
  var scalars = text.unicodeScalars.makeIterator()
  var isInComment = false
  var previous: Unicode.Scalar?
  while let scalar = scalars.next() {
    if isInComment {
      if scalar == "\n" { result.append(scalar) }
      if previous == "*" && scalar == "/" {
        isInComment = false
        previous = nil
        continue
      }
      previous = scalar
      continue
    }
    if previous == "/" && scalar == "*" {
      result.removeLast()
      isInComment = true
      previous = nil
      continue
    }
    result.append(scalar)
    previous = scalar
  }
  return String(result)
}

/// A line's preprocessor directive, as (word, the rest trimmed), when its first non-blank
/// character is `#`.
func preprocessorDirective(_ line: Substring) -> (String, String)? {
  let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
  guard trimmed.first == "#" else { return nil }
  let body = trimmed.dropFirst().drop(while: { $0 == " " || $0 == "\t" })
  let word = body.prefix(while: { $0.isLetter })
  return (String(word), String(body.dropFirst(word.count)).trimmingSpaces())
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
  func trimmingSpaces() -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
  }
}
