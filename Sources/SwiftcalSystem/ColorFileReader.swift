// ColorFileReader: the terminfo entry of TERM and cal's terminal-colors.d files, read from disk when asked.

import SwiftcalCommand

/// Reads the colour settings util-linux `cal` reads: the compiled terminfo entry of the terminal
/// (how many colours it has) and cal's terminal-colors.d files. `Style` asks for them only when
/// standard output is a terminal and colour is still undecided, so a pipe reads none of them.
enum ColorFileReader {
  /// The most bytes read of a terminfo entry or a scheme file: ncurses refuses entries above 32 KiB,
  /// and a scheme is a few lines. More, or a file that is not a regular file (a link to `/dev/zero`
  /// or to a FIFO), and the file is ignored.
  static let maximumFileBytes = 1 << 16

  /// The readers `Style(mode:isTerminal:environment:colorFiles:)` calls.
  static var files: ColorFiles {
    ColorFiles(
      terminalColorCount: terminalColorCount(term:), selection: { located(term: $0)?.selection },
      scheme: scheme(term:))
  }

  /// The `colors` of `term`'s compiled terminfo entry, or `nil` without one.
  static func terminalColorCount(term: String?) -> Int? {
    guard let term else { return nil }
    let paths = terminfoPaths(
      term: term, terminfo: Platform.environmentValue("TERMINFO"), home: Platform.environmentValue("HOME"),
      terminfoDirectories: Platform.environmentValue("TERMINFO_DIRS"))
    for path in paths {
      if case .success(let entry) = Platform.readWholeFile(path, limit: maximumFileBytes, isRegularFileOnly: true) {
        return terminfoColorCount(entry)
      }
    }
    return nil
  }

  /// What the first terminal-colors.d directory that can be read says for cal on `term`, and that directory.
  static func located(term: String?) -> (directory: String, selection: TerminalColorsSelection)? {
    let directories = terminalColorsDirectories(
      xdgConfigHome: Platform.environmentValue("XDG_CONFIG_HOME"), home: Platform.environmentValue("HOME"))
    for directory in directories {
      guard let names = Platform.fileNames(inDirectory: directory) else { continue }
      return (directory, TerminalColorsSelection(fileNames: names, program: "cal", term: term))
    }
    return nil
  }

  /// The roles of cal's best-matching scheme file for `term`, empty without one.
  static func scheme(term: String?) -> [String: String] {
    guard let (directory, selection) = located(term: term), let name = selection.schemeFileName,
      case .success(let bytes) = Platform.readWholeFile(
        directory + "/" + name, limit: maximumFileBytes, isRegularFileOnly: true)
    else { return [:] }
    return terminalColorsScheme(String(decoding: bytes, as: UTF8.self))
  }
}
