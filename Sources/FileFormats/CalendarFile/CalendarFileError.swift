// CalendarFileError: why a calendar(1) file or one of its includes was refused, with its one-line message.

/// A calendar(1) file that cannot be read as marks. `description` is the one line swiftcal prints
/// after `swiftcal: `; every message names the file (and the line, where there is one).
package enum CalendarFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A mark file that cannot be read: its name and why.
  case unreadableMarkFile(String, reason: String)
  /// A line of a mark file in swiftcal's own forms that names no day: the file, the line number
  /// and the date text.
  case invalidMarkLine(file: String, line: Int, text: String)
  /// A mark file's `#include` that names no file found: the file, the line and the name.
  case missingInclude(file: String, line: Int, name: String)
  /// A mark file's `#include` nested deeper than the limit (a file that includes itself).
  case includesTooDeep(file: String, line: Int, limit: Int)
  /// More `#include` lines obeyed for one mark file than the limit (includes that multiply).
  case tooManyIncludes(file: String, line: Int, limit: Int)
  /// A mark file's `#include` that would take the text read past the limit (as `4 MiB`).
  case includedTextTooLarge(file: String, line: Int, limit: String)

  package var description: String {
    switch self {
    case .unreadableMarkFile(let file, let reason):
      return "cannot read mark file '\(shown(file))': \(reason)"
    case .invalidMarkLine(let file, let line, let text):
      return "\(shown(file)):\(line): invalid date '\(shown(text))': use \(markForms)"
    case .missingInclude(let file, let line, let name):
      return "\(shown(file)):\(line): #include <\(shown(name))>: no such file beside it or in /usr/share/calendar"
    case .includesTooDeep(let file, let line, let limit):
      return "\(shown(file)):\(line): #include nested more than \(limit) deep: "
        + "use #ifndef guards against a file including itself"
    case .tooManyIncludes(let file, let line, let limit):
      return "\(shown(file)):\(line): more than \(limit) #include lines obeyed in all: "
        + "use #ifndef guards against files including each other"
    case .includedTextTooLarge(let file, let line, let limit):
      return "\(shown(file)):\(line): #include takes the mark file and its includes past \(limit) in all"
    }
  }
}
