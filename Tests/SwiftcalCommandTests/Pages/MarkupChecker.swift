// MarkupChecker: a small well-formedness checker for the pages' HTML and the images' XML.

/// Checks that markup is well formed as swiftcal writes it: every tag closed in order (HTML's void
/// elements excepted), attributes quoted, `&` only in the character references XML 1.0 §4.1 allows, no
/// `<` in text or attribute values. In XML mode (SVG), a void element must close itself (`<rect/>`) and
/// the only declaration allowed is the `<?xml …?>` prolog; in HTML mode, `<!DOCTYPE html>`. Small rather
/// than general: enough to catch a tag left open, a label written unescaped, or an attribute cut short.
struct MarkupChecker {
  /// Whether the markup is XML (SVG) rather than HTML.
  let isXML: Bool

  /// HTML's void elements that swiftcal writes (HTML Living Standard 13.1.2).
  private static let voidElements: Set<String> = ["meta", "br", "link", "img"]

  /// The problems found in `text`, each naming where; empty when it is well formed.
  func problems(in text: String) -> [String] {
    let bytes = Array(text.utf8)
    var problems: [String] = []
    var open: [String] = []
    var position = 0
    var rootCount = 0
    func report(_ message: String) {
      if problems.count < 20 { problems.append("byte \(position): \(message)") }
    }
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "&") {
        let end = bytes[position...].firstIndex(of: UInt8(ascii: ";")) ?? bytes.count
        let reference = String(decoding: bytes[position..<min(end + 1, bytes.count)], as: UTF8.self)
        if !isValidReference(reference) { report("a bare & (\(reference.prefix(12)))") }
        position = end + 1
        continue
      }
      guard byte == UInt8(ascii: "<") else {
        if byte == UInt8(ascii: ">") && !isXML { report("a bare > in text") }
        position += 1
        continue
      }
      guard let end = bytes[position...].firstIndex(of: UInt8(ascii: ">")) else {
        report("a tag never ended")
        break
      }
      let tag = String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
      if tag.hasPrefix("!DOCTYPE") {
        if isXML || position != 0 { report("a DOCTYPE out of place") }
      } else if tag.hasPrefix("?xml") {
        if !isXML || position != 0 || !tag.hasSuffix("?") { report("an XML declaration out of place") }
      } else if tag.hasPrefix("/") {
        let name = String(tag.dropFirst())
        if open.last == name {
          open.removeLast()
        } else {
          report("</\(name)> closes <\(open.last ?? "nothing")>")
        }
      } else {
        let selfClosing = tag.hasSuffix("/")
        let body = selfClosing ? String(tag.dropLast()) : tag
        let name = String(body.prefix { $0 != " " && $0 != "\n" })
        if name.isEmpty || !name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == ":" }) {
          report("a tag without a proper name: <\(tag.prefix(20))")
        }
        for problem in attributeProblems(String(body.dropFirst(name.count))) { report("<\(name)>: \(problem)") }
        if open.isEmpty { rootCount += 1 }
        let isVoid = !isXML && MarkupChecker.voidElements.contains(name)
        if selfClosing && !isXML { report("a self-closing <\(name)/> in HTML") }
        if !selfClosing && !isVoid { open.append(name) }
        if name == "style" || name == "script" {
          // Raw text up to the element's end tag: it must not hold `<` (nor, in XML, `&`).
          let closing = Array("</\(name)>".utf8)
          var scan = end + 1
          while scan + closing.count <= bytes.count && Array(bytes[scan..<(scan + closing.count)]) != closing {
            if bytes[scan] == UInt8(ascii: "<") || (isXML && bytes[scan] == UInt8(ascii: "&")) {
              report("markup inside <\(name)>")
            }
            scan += 1
          }
          position = scan
          continue
        }
      }
      position = end + 1
    }
    if !open.isEmpty { problems.append("left open at the end: \(open)") }
    if rootCount != 1 { problems.append("\(rootCount) root elements") }
    return problems
  }

  /// The problems of a tag's attributes, ` name="value"…`: names unquoted, values unquoted or holding `<`.
  /// Read by Unicode scalars, as an HTML or XML parser reads: a value may begin with a combining mark, which
  /// as a `Character` would join the quote before it.
  private func attributeProblems(_ text: String) -> [String] {
    var problems: [String] = []
    var rest = Substring(text).unicodeScalars
    var names: Set<String> = []
    while true {
      rest = rest.drop { $0 == " " || $0 == "\n" }
      guard !rest.isEmpty else { break }
      let name = String(String.UnicodeScalarView(rest.prefix { $0 != "=" && $0 != " " }))
      rest = rest.dropFirst(name.unicodeScalars.count)
      guard rest.first == "=", rest.dropFirst().first == "\"" else {
        problems.append("attribute \(name) without a quoted value")
        break
      }
      if !names.insert(name).inserted { problems.append("attribute \(name) twice") }
      rest = rest.dropFirst(2)
      guard let close = rest.firstIndex(of: "\"") else {
        problems.append("attribute \(name) never closed")
        break
      }
      if rest[..<close].contains("<") { problems.append("a < in attribute \(name)") }
      rest = rest[rest.index(after: close)...]
    }
    return problems
  }

  /// Whether `reference` (from `&` through `;`) is one XML and HTML both read: a predefined entity or a
  /// numeric character reference.
  private func isValidReference(_ reference: String) -> Bool {
    if ["&amp;", "&lt;", "&gt;", "&quot;", "&apos;"].contains(reference) { return true }
    guard reference.hasPrefix("&#"), reference.hasSuffix(";") else { return false }
    let digits = reference.dropFirst(2).dropLast()
    if digits.hasPrefix("x") { return digits.count > 1 && digits.dropFirst().allSatisfy(\.isHexDigit) }
    return !digits.isEmpty && digits.allSatisfy(\.isWholeNumber)
  }
}
