// util-linux's terminal-colors.d, as cal reads it: which files apply, whether they turn colour off, and the scheme.

/// The kind of a terminal-colors.d file, from its name's last part.
package enum TerminalColorsFileType: Int, CaseIterable, Sendable {
  case disable, enable, scheme
}

/// What a terminal-colors.d directory says for one program on one terminal: the best-matching file of
/// each kind, chosen as util-linux chooses it.
///
/// A file is named `[NAME][@TERM].TYPE`, TYPE being `disable`, `enable` or `scheme`. A file with no
/// name and no terminal applies to every program (score 1), `@TERM.TYPE` to every program on that
/// terminal (11), `NAME.TYPE` to that program (21), `NAME@TERM.TYPE` to that program on that terminal
/// (31). Per type the highest score wins, a later file winning a tie.
package struct TerminalColorsSelection: Equatable, Sendable {
  /// The best score of each type, 0 when no file of that type applies.
  package var scores: [TerminalColorsFileType: Int] = [:]
  /// The name of the winning scheme file, if any.
  package var schemeFileName: String?

  /// Chooses among a directory's `fileNames` for `program` on the terminal `term` (`TERM`, if set).
  package init(fileNames: [String], program: String, term: String?) {
    for fileName in fileNames {
      guard let parts = TerminalColorsFileName(fileName) else { continue }
      var score = 1
      if let name = parts.program {
        guard name == program else { continue }
        score += 20
      }
      if let fileTerm = parts.term {
        guard let term, !term.isEmpty, fileTerm == term else { continue }
        score += 10
      }
      guard score >= scores[parts.type, default: 0] else { continue }
      scores[parts.type] = score
      if parts.type == .scheme { schemeFileName = fileName }
    }
  }

  /// Whether the files turn colour off: a `disable` file that matches better than any `enable` file.
  package var disablesColor: Bool { scores[.disable, default: 0] > scores[.enable, default: 0] }
}

/// The parts of a terminal-colors.d file name `[NAME][@TERM].TYPE`.
struct TerminalColorsFileName: Equatable {
  var program: String?
  var term: String?
  var type: TerminalColorsFileType

  /// The parts of `fileName`, or `nil` for a hidden file or one whose type is none of the three.
  init?(_ fileName: String) {
    guard let first = fileName.first, first != "." else { return nil }
    let typeText: Substring
    var rest: Substring = ""
    if let dot = fileName.lastIndex(of: ".") {
      typeText = fileName[fileName.index(after: dot)...]
      rest = fileName[..<dot]
    } else {
      typeText = fileName[...]
    }
    switch typeText {
    case "disable": type = .disable
    case "enable": type = .enable
    case "scheme": type = .scheme
    default: return nil
    }
    if let at = rest.firstIndex(of: "@") {
      term = String(rest[rest.index(after: at)...])
      rest = rest[..<at]
    }
    program = rest.isEmpty ? nil : String(rest)
  }
}

/// The terminal-colors.d directories to look in, in order: `$XDG_CONFIG_HOME/terminal-colors.d` (or
/// `$HOME/.config/terminal-colors.d` when it is unset), and `/etc/terminal-colors.d` only when the first
/// cannot be read, as util-linux does (the two are not merged).
package func terminalColorsDirectories(xdgConfigHome: String?, home: String?) -> [String] {
  var directories: [String] = []
  if let xdgConfigHome {
    directories.append(xdgConfigHome + "/terminal-colors.d")
  } else if let home {
    directories.append(home + "/.config/terminal-colors.d")
  }
  directories.append("/etc/terminal-colors.d")
  return directories
}

/// The logical colour names a scheme may use, as util-linux names them, with their SGR parameters.
let terminalColorNames: [String: String] = [
  "black": "30", "blink": "5", "blue": "34", "bold": "1", "brown": "33", "cyan": "36", "darkgray": "1;30",
  "gray": "37", "green": "32", "halfbright": "2", "lightblue": "1;34", "lightcyan": "1;36", "lightgray": "37",
  "lightgreen": "1;32", "lightmagenta": "1;35", "lightred": "1;31", "magenta": "35", "red": "31", "reset": "0",
  "reverse": "7", "white": "1;37", "yellow": "1;33",
]

/// The colours a scheme file sets, role by role, as SGR parameter lists (`"34"`, `"48;5;160;38;5;221"`).
///
/// Each line is `ROLE SEQUENCE`; blank lines and lines starting with `#` are skipped. SEQUENCE is a colour
/// name (`blue`), SGR parameters (`1;34`), or escape sequences written with `\e` (`\e[48;5;160m`). Only
/// sequences made of SGR codes are kept, so that no file can put another kind of escape on the terminal;
/// a later line for the same role wins.
package func terminalColorsScheme(_ text: String) -> [String: String] {
  var roles: [String: String] = [:]
  for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard words.count >= 2, let first = words.first?.first, first != "#" else { continue }
    if let parameters = selectGraphicRenditionParameters(of: String(words[1])) {
      roles[String(words[0])] = parameters
    }
  }
  return roles
}

/// The SGR parameters a scheme's sequence stands for, or `nil` when it is not made of SGR codes.
func selectGraphicRenditionParameters(of sequence: String) -> String? {
  if let first = sequence.unicodeScalars.first, first != "\\", first.properties.isAlphabetic {
    return terminalColorNames[sequence]
  }
  // `1;34` is `ESC [ 1;34 m`; written escapes (`\e[1m\e[34m`) are taken apart into their codes.
  var text = sequence.replacingEscapes()
  if !text.hasPrefix("\u{1B}") { text = "\u{1B}[" + text + "m" }
  var codes: [Substring] = []
  var rest = text[...]
  while !rest.isEmpty {
    guard rest.hasPrefix("\u{1B}["), let end = rest.firstIndex(of: "m") else { return nil }
    let parameters = rest[rest.index(rest.startIndex, offsetBy: 2)..<end]
    guard GraphicRendition(parameters: String(parameters)) != nil else { return nil }
    if !parameters.isEmpty { codes.append(parameters) }
    rest = rest[rest.index(after: end)...]
  }
  let joined = codes.joined(separator: ";")
  return GraphicRendition(parameters: joined) != nil ? joined : nil
}

extension String {
  /// The backslash escapes util-linux reads in scheme sequences: `\e` escape, `\_` space, `\\`, `\#`, `\?`,
  /// and the C ones (`\a \b \f \n \r \t \v`).
  fileprivate func replacingEscapes() -> String {
    var result = ""
    var characters = makeIterator()
    while let character = characters.next() {
      guard character == "\\", let next = characters.next() else {
        result.append(character)
        continue
      }
      switch next {
      case "e": result.append("\u{1B}")
      case "_": result.append(" ")
      case "\\", "#", "?": result.append(next)
      case "a": result.append("\u{07}")
      case "b": result.append("\u{08}")
      case "f": result.append("\u{0C}")
      case "n": result.append("\n")
      case "r": result.append("\r")
      case "t": result.append("\t")
      case "v": result.append("\u{0B}")
      default: result.append(character); result.append(next)
      }
    }
    return result
  }
}

extension Theme {
  /// The theme a terminal-colors.d scheme for cal describes, starting from `base`: cal's roles mapped onto
  /// swiftcal's (`today`; `weekend` for Saturdays, Sundays and every `--weekend` day; `workday` for the other
  /// days; `header` for the weekday names; `weeknumber` for the week asked for with `--week=N`; `weeks` for
  /// the other week numbers). Roles cal does not know are ignored, as there.
  package init(terminalColorsScheme roles: [String: String], base: Theme = .standard) {
    self = base
    for (role, parameters) in roles {
      guard let rendition = GraphicRendition(parameters: parameters) else { continue }
      switch role {
      case "today": today = rendition
      case "weekend": (sunday, saturday) = (rendition, rendition)
      case "workday": workday = rendition
      case "header": header = rendition
      case "weeknumber": weekNumber = rendition
      case "weeks": weeks = rendition
      default: continue
      }
    }
  }
}
