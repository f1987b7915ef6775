// manualPage: the swiftcal(1) manual page in mdoc.

/// The manual page, swiftcal(1), in mdoc: NAME, SYNOPSIS, DESCRIPTION, OPTIONS (every entry of
/// `optionTable`, by group), HOLIDAYS, ENVIRONMENT, EXIT STATUS, EXAMPLES, COMPATIBILITY and SEE ALSO.
/// `swiftcal --generate-manual` prints it; the install steps put it in `share/man/man1/swiftcal.1`.
package func manualPage() -> String {
  var page = [
    #".\" swiftcal(1), written by swiftcal --generate-manual from swiftcal's option table."#,
    ".Dd \(swiftcalVersionDate)",
    // groff before 1.23 heads every section 1 page "BSD General Commands Manual" unless this string
    // of its mdoc package is emptied (after .Dd, which loads the package; before .Dt, which uses
    // it). mandoc ignores it and says "General Commands Manual" anyway.
    ".ds doc-volume-operating-system",
    ".Dt SWIFTCAL 1",
    // The footer names swiftcal and its version; an empty .Os names the system the page is read on
    // ("BSD" with groff 1.22).
    ".Os swiftcal \(swiftcalVersion)",
    ".Sh NAME",
    ".Nm swiftcal",
    ".Nd a month calendar for the terminal",
  ]
  page += manualSynopsis()
  page += manualDescription()
  page.append(".Sh OPTIONS")
  for group in OptionSpec.Group.allCases {
    page += [".Ss \(mdocEscaped(group.rawValue))", ".Bl -tag -width Ds"]
    for spec in optionTable where spec.group == group {
      page.append(".It " + mdocOptionForm(spec))
      page += mdocText(spec.details.isEmpty ? sentence(spec.summary) : spec.details)
    }
    page.append(".El")
  }
  page.append(".Sh HOLIDAYS")
  for (index, paragraph) in holidaysSection.enumerated() {
    if index > 0 { page.append(".Pp") }
    page += mdocText(paragraph)
  }
  page += [".Sh ENVIRONMENT", ".Bl -tag -width Ds"]
  for variable in environmentVariables {
    page.append(".It " + variable.names.map { "Ev \($0)" }.joined(separator: " , "))
    page += mdocText(variable.details)
  }
  page += [".El", ".Sh EXIT STATUS", ".Bl -tag -width Ds"]
  for exit in exitStatuses {
    page.append(".It \(exit.status)")
    page += mdocText(sentence(exit.meaning))
  }
  page += [".El", ".Sh EXAMPLES"]
  for (index, example) in usageExamples.enumerated() {
    if index > 0 { page.append(".Pp") }
    page += mdocText(String(sentence(example.meaning).dropLast()) + ":")
    page.append(".Dl $ " + mdocEscaped(example.command))
  }
  page += [".Sh COMPATIBILITY", ".Ss util\\-linux cal"]
  page += mdocBulletList(utilLinuxDifferences)
  page.append(".Ss BSD cal and ncal")
  page += mdocBulletList(bsdDifferences)
  page += [".Sh SEE ALSO", ".Xr cal 1 ,", ".Xr date 1 ,", ".Xr ncal 1 ,", ".Xr setlocale 3 ,", ".Xr locale 7"]
  return page.joined(separator: "\n") + "\n"
}

// MARK: - Sections

/// One line for each way to call swiftcal, calendar options first as BSD manuals list them.
private func manualSynopsis() -> [String] {
  let calendarOptions = optionTable.filter { $0.group != .other }
  let flagLetters = calendarOptions.filter { $0.valueKind != .required }.compactMap(\.shortName)
  var lines = [".Sh SYNOPSIS", ".Nm", ".Op Fl \(String(flagLetters))"]
  for spec in calendarOptions where spec.shortName == nil || spec.valueKind == .required {
    lines.append(".Op " + mdocOptionForm(spec, includesLong: spec.shortName == nil))
  }
  lines += [
    ".Op Oo Oo Ar day Oc Ar month Oc Ar year",
    ".Nm", ".Op Ar options", ".Ar monthname", ".Op Ar year",
    ".Nm", ".Op Ar options", ".Ar YYYY\\-MM\\-DD",
  ]
  for spec in optionTable where spec.group == .other {
    lines += [".Nm", ".Fl " + mdocLongName(spec) + (spec.valueKind == .required ? " Ar \(spec.valueName)" : "")]
  }
  return lines
}

/// What swiftcal does, the forms its arguments take, and how it reads options.
private func manualDescription() -> [String] {
  var lines = [".Sh DESCRIPTION", ".Nm"]
  lines += mdocText(
    "prints a calendar of one month, of several months or of a whole year, laid out as util-linux cal lays "
      + "it out. Its plain output is the same as cal's byte for byte, so scripts that read cal can read "
      + "swiftcal. On a terminal it colours today (reverse video), Sundays (red) and Saturdays (blue).")
  lines += [".Pp"]
  lines += mdocText("The arguments choose the month:")
  lines += [".Bl -tag -width Ds"]
  let forms: [(String, String)] = [
    ("no arguments", "This month."),
    ("Ar year", "The whole year. A lone number is always a year: swiftcal 89 shows the year 89."),
    ("Ar month year", "That month, given as a number from 1 to 12 or as a name."),
    ("Ar day month year", "That month, with the day highlighted."),
    (
      "Ar monthname",
      "That month of this year. Month names are full or abbreviated, in any case, in the locale's language "
        + "or in English."
    ),
    (
      "Ar YYYY\\-MM\\-DD",
      "The month of that date, with the day highlighted. The words now, today, tomorrow and yesterday "
        + "stand for those dates."
    ),
  ]
  for (head, text) in forms {
    lines.append(".It " + head)
    lines += mdocText(text)
  }
  lines.append(".El")
  lines += [".Pp"]
  lines += mdocText(
    "Options may come before or after the arguments. Short options combine (-3m), a value may follow its "
      + "option in the same word or the next (-n5, -n 5, --months=5, --months 5), long options may be "
      + "shortened to any prefix that names one option, later options override earlier ones, and -- ends the "
      + "options.")
  return lines
}

// MARK: - mdoc text

/// How an option is written in the manual: `Fl n , Fl \-months Ar N`, `Fl \-week Ns Op = Ns Ar N`.
/// `includesLong: false` gives the short form only, for the synopsis.
func mdocOptionForm(_ spec: OptionSpec, includesLong: Bool = true) -> String {
  var forms: [String] = []
  if let short = spec.shortName { forms.append("Fl \(short)") }
  if includesLong { forms.append("Fl " + mdocLongName(spec)) }
  var form = forms.joined(separator: " , ")
  let value = "Ar " + mdocEscaped(spec.valueName)
  switch spec.valueKind {
  case .none: break
  case .required: form += " " + value
  // An optional value goes with the long name only, after `=`, as getopt reads it.
  case .optional: form += includesLong ? " Ns Op = Ns \(value)" : ""
  }
  return form
}

/// `\-name`, for `Fl` to print as `--name`: `Fl` adds the first dash itself, and escaped dashes
/// show as the ASCII hyphen-minus a shell needs.
private func mdocLongName(_ spec: OptionSpec) -> String { mdocEscaped("-" + spec.longName) }

/// `text` as mdoc text lines: each sentence starting a line, as mdoc wants, lines of at most 80
/// bytes as mandoc's lint wants, and the characters troff reads specially escaped.
func mdocText(_ text: String) -> [String] {
  var lines: [String] = []
  var sentence = ""
  var previous: Character = " "
  for character in text {
    // A space after a full stop ends a sentence; the next one starts a line of its own.
    if character == " " && ".?!".contains(previous) {
      lines.append(sentence)
      sentence = ""
    } else {
      sentence.append(character)
    }
    previous = character
  }
  if !sentence.isEmpty { lines.append(sentence) }
  return lines.flatMap { wrapped(mdocEscaped($0), width: 80) }.map { line in
    // A text line starting with a dot or an apostrophe would be read as a request.
    line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
  }
}

/// `text` with troff's escape character written `\e` and dashes as `\-`, so that option names
/// render as the ASCII hyphen-minus a shell needs.
func mdocEscaped(_ text: String) -> String {
  var result = ""
  for character in text {
    switch character {
    case "\\": result += "\\e"
    case "-": result += "\\-"
    default: result.append(character)
    }
  }
  return result
}

/// The items as an mdoc bullet list.
private func mdocBulletList(_ items: [String]) -> [String] {
  var lines = [".Bl -bullet"]
  for item in items {
    lines.append(".It")
    lines += mdocText(item)
  }
  lines.append(".El")
  return lines
}

/// A help summary as a sentence: capitalised, with a full stop.
func sentence(_ summary: String) -> String {
  guard let first = summary.first else { return summary }
  return first.uppercased() + summary.dropFirst() + (summary.hasSuffix(".") ? "" : ".")
}
