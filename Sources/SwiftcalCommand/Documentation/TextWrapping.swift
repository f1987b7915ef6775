// wrapped and twoColumnLines: text broken into lines for --help and the manual page.

/// `text` broken at spaces into lines of at most `width` terminal columns. A word wider than
/// `width` stands on a line of its own rather than being cut, so no option name is ever split.
func wrapped(_ text: String, width: Int) -> [String] {
  var lines: [String] = []
  var line = ""
  for word in text.split(separator: " ") {
    if line.isEmpty {
      line = String(word)
    } else if displayWidth(line) + 1 + displayWidth(word) <= width {
      line += " " + word
    } else {
      lines.append(line)
      line = String(word)
    }
  }
  if !line.isEmpty { lines.append(line) }
  return lines
}

/// A term and its description as help lists them: the term indented by `indent`, the description
/// wrapped in the column from `column` to `width`. A term that leaves fewer than two spaces before
/// the column puts the description on the lines below it.
func twoColumnLines(term: String, description: String, indent: Int = 2, column: Int = 26, width: Int = 80)
  -> [String]
{
  let margin = String(repeating: " ", count: column)
  var lines = wrapped(description, width: width - column).map { margin + $0 }
  let head = String(repeating: " ", count: indent) + term
  let headWidth = displayWidth(head)
  if headWidth + 2 <= column, let first = lines.first {
    lines[0] = head + String(repeating: " ", count: column - headWidth) + first.dropFirst(column)
  } else {
    lines.insert(head, at: 0)
  }
  return lines
}
