// scanArguments: a command line split into options and operands as getopt_long splits it.

/// One item of a command line, after getopt's rules have been applied.
package enum ArgumentItem: Hashable, Sendable {
  /// An option from `optionTable`, with its value if it took one.
  case option(OptionSpec, value: String?)
  /// A word that is not an option: a day, month, year, month name or date.
  case operand(String)
}

/// Splits a command line as GNU `getopt_long` does: short options combine (`-3m`), a required
/// value may be attached (`-n5`) or follow (`-n 5`), long options take `--name=value` or
/// `--name value` and may be shortened to any unambiguous prefix, operands may come before
/// options, and `--` ends the options.
package func scanArguments(_ arguments: [String], table: [OptionSpec] = optionTable) throws(UsageError)
  -> [ArgumentItem]
{
  var items: [ArgumentItem] = []
  items.reserveCapacity(arguments.count)  // at most one item a word: the array is not grown as it fills
  var index = 0
  var optionsEnded = false
  while index < arguments.count {
    let word = arguments[index]
    index += 1
    // Bytes compared, not Strings: nothing else is canonically equivalent to "-" or "--", and
    // String's `==` would run its Unicode comparison's code. Counted, then read: a word's byte count is kept with
    // it, where a comparison of two byte sequences runs the generic one's iterators.
    let byteCount = word.utf8.count
    if optionsEnded || (byteCount == 1 && word.utf8.first == UInt8(ascii: "-")) || !beginsWithDashes(word, 1) {
      items.append(.operand(word))
    } else if byteCount == 2 && beginsWithDashes(word, 2) {
      optionsEnded = true
    } else if beginsWithDashes(word, 2) {
      // The name and a value after `=` cut at the first `=` byte, as getopt_long cuts them, where a search of the
      // Characters would check grapheme boundaries. One search for the `=`, not `split`, which builds an array of
      // a type of its own, which start-up would have to set up.
      let body = word.utf8.dropFirst(2)
      let equals = body.firstIndex(of: UInt8(ascii: "="))
      let name = String(Substring(body[..<(equals ?? body.endIndex)]))
      let attached: String? = equals.map { String(Substring(body[body.index(after: $0)...])) }
      var spec = try longOption(named: name, in: table)
      // `--sun` is cal's `--sunday` too (an abbreviation getopt_long takes): only a place (`35.68,139.77`, a
      // comma in it, which no operand of cal's has) or `--sun=` make it swiftcal's.
      if spec.identifier == .sun, attached == nil, index >= arguments.count || !arguments[index].utf8.contains(44),
        let sunday = table.first(where: { $0.identifier == .sunday })
      {
        spec = sunday
      }
      switch spec.valueKind {
      case .none:
        if let attached { throw .commandLine(.unexpectedValue(option: spec.longOption, value: attached)) }
        items.append(.option(spec, value: nil))
      case .optional:
        items.append(.option(spec, value: attached))
      case .required:
        if let attached {
          items.append(.option(spec, value: attached))
        } else if index < arguments.count {
          items.append(.option(spec, value: arguments[index]))
          index += 1
        } else {
          throw .commandLine(.missingValue(option: spec.longOption, expected: expectedValue(of: spec)))
        }
      }
    } else {
      // The letters one Character at a time, with a count of the bytes read, rather than by
      // slicing the word, which checks grapheme boundaries and costs start-up time.
      var letters = word.makeIterator()
      var consumed = letters.next()?.utf8.count ?? 0  // the dash
      while let letter = letters.next() {
        consumed += letter.utf8.count
        guard let spec = table.first(where: { $0.shortName == letter }) else {
          // `-5`, `1 -2026`: a negative number, which would otherwise be reported as option `-5` or `-2`.
          if isDigits(String(word.dropFirst())) { throw .commandLine(.negativeNumber(word)) }
          throw .commandLine(.unknownOption("-\(letter)"))
        }
        if spec.valueKind == .required {
          if consumed < word.utf8.count {
            items.append(.option(spec, value: String(decoding: word.utf8.dropFirst(consumed), as: UTF8.self)))
          } else if index < arguments.count {
            items.append(.option(spec, value: arguments[index]))
            index += 1
          } else {
            throw .commandLine(.missingValue(option: "-\(letter)", expected: expectedValue(of: spec)))
          }
          break
        }
        items.append(.option(spec, value: nil))
      }
    }
  }
  return items
}

/// Whether `word` begins with `count` dashes, compared Character by Character as `hasPrefix("-")`
/// compares them, but without the grapheme-boundary checks of its slicing, which cost start-up time.
func beginsWithDashes(_ word: String, _ count: Int) -> Bool {
  var bytes = word.utf8.makeIterator()
  for _ in 0..<count where bytes.next() != UInt8(ascii: "-") { return false }
  // The bytes answer when the dashes are followed by an ASCII byte or by nothing, which cannot join the last dash
  // into another Character (a combining mark, U+0301, would); only then are Characters read, whose code costs
  // pages of memory (see docs/performance.md's peak memory).
  guard let next = bytes.next(), next >= 0x80 else { return true }
  var characters = word.makeIterator()
  for _ in 0..<count where characters.next() != "-" { return false }
  return true
}

/// The long option `name` stands for: an exact match, or the one option it is a prefix of.
private func longOption(named name: String, in table: [OptionSpec]) throws(UsageError) -> OptionSpec {
  // Names of another length are passed over by their byte counts, which a string keeps, before any comparison.
  let count = name.utf8.count
  for index in table.indices where table[index].longName.utf8.count == count && table[index].longName == name {
    return table[index]
  }
  let candidates = name.isEmpty ? [] : table.filter { $0.longName.hasPrefix(name) }
  if candidates.count == 1 { return candidates[0] }
  // An abbreviation cal takes stays cal's: of several, the one option of cal's it is a prefix of (`--j` is
  // `--julian` beside `--json`, `--w` `--week`, `--su` `--sunday`).
  let calCandidates = candidates.filter { $0.identifier.isCalOption }
  if calCandidates.count == 1 { return calCandidates[0] }
  if candidates.isEmpty { throw .commandLine(.unknownOption("--\(name)")) }
  throw .commandLine(.ambiguousOption("--\(name)", candidates: candidates.map(\.longName)))
}

/// What a missing value should have been, for the error message.
func expectedValue(of spec: OptionSpec) -> String {
  switch spec.identifier {
  case .months: return "a number of months from 0 to \(Limits.maximumMonthCount)"
  case .columns: return "a number of months side by side from 1 to \(Limits.maximumColumns), or auto"
  case .today: return "a date as YYYY-MM-DD, or another timestamp (tomorrow, @1700000000, +2 days)"
  case .week: return "a week number from 1 to 54"
  case .reform: return ReformName.validForms
  case .mark: return "a day and its label, such as 12-25=Christmas or 11/ThuFourth=Thanksgiving"
  case .markFile: return "a calendar(1) file, or - for standard input"
  case .ics: return "an iCalendar file, a folder of .ics files, or - for standard input"
  default:
    // Every option that takes a value names it: the list of them, or the form of one.
    return spec.allowedValues.isEmpty ? spec.valueName : spec.allowedValues.joined(separator: ", ")
  }
}
