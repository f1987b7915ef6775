// Tests of --format and --paper, and of what a page takes from the locale.

import Testing

@testable import SwiftcalCommand

@Suite("--format and --paper")
struct PageOptionsTests {
  // Columns: arguments, the form they ask for.
  @Test(
    "--format names the form; --json is --format json",
    arguments: [
      ([], Presentation.text), (["--format", "text"], .text), (["--format", "JSON"], .json),
      (["--format=html"], .html), (["--format", "svg"], .svg), (["--json", "--format", "json"], .json),
      (["--format", "json", "--json"], .json),
    ])
  func format(arguments: [String], presentation: Presentation) throws {
    #expect(try request(arguments).presentation == presentation)
  }

  @Test("bad values and clashing forms are one line naming what is valid")
  func badValues() {
    let formats = "text, json, html, svg or ics"
    #expect(throws: UsageError.commandLine(.invalidValue(option: "--format", value: "pdf", expected: formats))) {
      try request(["--format", "pdf"])
    }
    #expect(throws: UsageError.commandLine(.invalidValue(option: "--paper", value: "b5", expected: "a4 or letter"))) {
      try request(["--paper", "b5"])
    }
    #expect(throws: UsageError.commandLine(.conflictingOptions("--json", "--format"))) {
      try request(["--json", "--format", "html"])
    }
    #expect(throws: UsageError.commandLine(.conflictingOptions("--format", "--interactive"))) {
      try request(["--format", "svg", "-i"])
    }
  }

  @Test("--paper names the paper; without it the locale's is used")
  func paper() throws {
    #expect(try request(["--paper", "Letter"]).paper == .letter)
    #expect(try request(["--paper", "a4"]).paper == .a4)
    #expect(try request([]).paper == nil)
  }

  // Columns: LC_PAPER's width and height in millimetres as glibc gives them, the paper.
  @Test(
    "LC_PAPER's sheet is letter where it is letter-wide, A4 otherwise",
    arguments: [(210, 297, PaperSize.a4), (216, 279, .letter), (216, 356, .letter), (0, 0, .a4), (297, 420, .a4)])
  func localePaper(width: Int, height: Int, paper: PaperSize) {
    #expect(PaperSize(widthInMillimetres: width, heightInMillimetres: height) == paper)
  }

  // Columns: the locale's name as setlocale gives it, the page's lang.
  @Test(
    "lang is the locale's language, script and territory",
    arguments: [
      ("ja_JP.UTF-8", "ja-JP"), ("ko_KR.utf8", "ko-KR"), ("de_DE", "de-DE"), ("C", "en"), ("POSIX", "en"),
      ("C.UTF-8", "en"), ("", "en"), ("sr_RS@latin", "sr-Latn-RS"), ("ks_IN@devanagari", "ks-Deva-IN"), ("ca_ES@valencia", "ca-ES"), ("th_TH.UTF-8", "th-TH"), ("eo", "eo"),
      ("LC_CTYPE=C;LC_TIME=x", "en"),
    ])
  func language(locale: String, tag: String) {
    #expect(PageSetup.languageTag(ofLocale: locale) == tag)
  }

  @Test("help, the manual and every completion offer the two options and their values")
  func documented() {
    let help = helpText()
    #expect(help.contains("--format FORM") && help.contains("--paper a4|letter"))
    #expect(manualPage().contains("format"))
    for shell in [Shell.bash, .zsh, .fish] {
      let script = completionScript(for: shell)
      #expect(script.contains("format") && script.contains("html") && script.contains("letter"))
    }
  }
}
