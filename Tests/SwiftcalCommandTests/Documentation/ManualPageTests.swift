// Tests of the manual page.

import Testing

@testable import SwiftcalCommand

@Suite("The manual page")
struct ManualPageTests {
  let page = manualPage()
  var lines: [Substring] { page.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }

  @Test("the sections come in the order the issues and mdoc give them")
  func sectionsInOrder() {
    let sections = lines.filter { $0.hasPrefix(".Sh ") }.map { String($0.dropFirst(4)) }
    #expect(
      sections == [
        "NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "HOLIDAYS", "ENVIRONMENT", "EXIT STATUS", "EXAMPLES",
        "COMPATIBILITY", "SEE ALSO",
      ])
  }

  @Test("every line is a macro, a comment or text that troff reads as text")
  func wellFormedLines() {
    for line in lines {
      #expect(!line.isEmpty, "an empty line is a paragraph break mdoc does not want")
      #expect(line.last != " ", "trailing space: \(line)")
      if line.hasPrefix(".") {
        let isMacro = line.dropFirst().prefix(2).allSatisfy(\.isLetter) || line.hasPrefix(#".\""#)
        #expect(isMacro, "not a macro: \(line)")
      }
      #expect(!line.hasPrefix("'"), "a line starting with an apostrophe is a request: \(line)")
    }
  }

  @Test("header, name and version")
  func header() {
    let header = [
      ".Dd \(swiftcalVersionDate)", ".ds doc-volume-operating-system", ".Dt SWIFTCAL 1", ".Os swiftcal \(swiftcalVersion)",
    ]
    #expect(page.contains(header.joined(separator: "\n") + "\n"))
    #expect(page.contains(".Sh NAME\n.Nm swiftcal\n.Nd "))
  }

  @Test("every environment variable, exit status and example is in the page")
  func environmentStatusesExamples() {
    for variable in environmentVariables {
      for name in variable.names { #expect(page.contains("Ev \(name)"), "no \(name)") }
    }
    for exit in exitStatuses { #expect(page.contains("\n.It \(exit.status)\n")) }
    for example in usageExamples { #expect(page.contains(".Dl $ \(mdocEscaped(example.command))\n")) }
  }

  // Columns: plain text, the mdoc lines it becomes.
  @Test(arguments: [
    ("One. Two -n.", ["One.", "Two \\-n."]),
    (".dot first", ["\\&.dot first"]),
    ("back\\slash 'quote", ["back\\eslash 'quote"]),
  ])
  func textLines(text: String, expected: [String]) {
    #expect(mdocText(text) == expected)
  }

  @Test("option forms: short and long, required and optional values")
  func optionForms() throws {
    func form(_ name: String) throws -> String {
      mdocOptionForm(try #require(optionTable.first { $0.longName == name }))
    }
    #expect(try form("months") == "Fl n , Fl \\-months Ar N")
    #expect(try form("week") == "Fl w , Fl \\-week Ns Op = Ns Ar N")
    #expect(try form("reform") == "Fl \\-reform Ar WHEN")
    #expect(try form("iso") == "Fl \\-iso")
  }

  /// mandoc run with `arguments` on the page.
  func mandoc(_ arguments: [String]) throws -> ShellRunner.Result {
    try ShellRunner.run(try #require(ShellRunner.find("mandoc")), arguments, input: page)
  }

  @Test(
    "mandoc -T lint finds nothing, not even a warning",
    .enabled(if: ShellRunner.find("mandoc") != nil, "mandoc is not installed"))
  func mandocLint() throws {
    let result = try mandoc(["-T", "lint", "-W", "warning"])
    #expect(result.status == 0)
    #expect(result.output + result.errors == "")
  }

  @Test(
    "the rendered page shows every option, variable and section",
    .enabled(if: ShellRunner.find("mandoc") != nil, "mandoc is not installed"))
  func rendered() throws {
    let result = try mandoc(["-T", "ascii", "-O", "width=80"])
    #expect(result.status == 0)
    // Bold and underline are written with backspaces in ASCII output; keep the letters only.
    let text = plainRendering(result.output)
    let columns = optionColumns(text)
    for spec in optionTable {
      #expect(lists(columns, spec), "no line begins \(listedNames(spec).joined(separator: ", "))")
    }
    for heading in ["EXIT STATUS", "COMPATIBILITY", "SEE ALSO", "SWIFTCAL(1)", swiftcalVersionDate] {
      #expect(text.contains(heading), "no \(heading)")
    }
    #expect(text.contains("swiftcal --generate-manual\n"))
    #expect(text.contains("swiftcal --generate-completion-script SHELL"))
    let lines = text.split(separator: "\n")
    #expect(lines.first?.contains("  General Commands Manual  ") == true, "header: \(lines.first ?? "")")
    #expect(lines.last?.hasPrefix("swiftcal \(swiftcalVersion) ") == true, "footer: \(lines.last ?? "")")
  }
}

/// Text rendered for a terminal with overstriking (`x\bx` for bold, `_\bx` for underline) as plain text.
func plainRendering(_ text: String) -> String {
  var result: [Character] = []
  for character in text {
    // The backspace takes back the character before it; the one after it is kept.
    if character == "\u{8}" { result.removeLast() } else { result.append(character) }
  }
  return String(result)
}
