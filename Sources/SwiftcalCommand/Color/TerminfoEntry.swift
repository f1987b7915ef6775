// The compiled terminfo database, read without ncurses: where an entry lives and how many colours it has.

/// The places a compiled terminfo entry for `term` may be, in the order ncurses searches them:
/// `$TERMINFO`, `~/.terminfo`, each directory of `$TERMINFO_DIRS` (an empty one meaning the system's),
/// `/etc/terminfo`, `/lib/terminfo`, `/usr/share/terminfo`. Each directory holds the entry under the
/// name's first letter (`x/xterm`) or, on some systems, its hexadecimal code (`78/xterm`).
/// - Returns: no path for an empty name or one that could leave the directory (`../x`, `a/b`).
package func terminfoPaths(term: String, terminfo: String?, home: String?, terminfoDirectories: String?) -> [String] {
  guard let first = term.unicodeScalars.first, !term.contains("/"), term != ".", term != ".." else { return [] }
  let system = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo"]
  var directories: [String] = []
  if let terminfo, !terminfo.isEmpty { directories.append(terminfo) }
  if let home, !home.isEmpty { directories.append(home + "/.terminfo") }
  if let terminfoDirectories {
    for directory in terminfoDirectories.split(separator: ":", omittingEmptySubsequences: false) {
      directories += directory.isEmpty ? system : [String(directory)]
    }
  }
  directories += system
  let hex = String(first.value, radix: 16)
  return directories.flatMap { ["\($0)/\(first)/\(term)", "\($0)/\(hex)/\(term)"] }
}

/// The number of colours (`colors`, `max_colors`) a compiled terminfo entry declares, or `nil` when the
/// bytes are not an entry or declare none.
///
/// The format (term(5)): a header of six little-endian 16-bit numbers (the magic, 0o432 for 16-bit numbers
/// or 0o1036 for 32-bit ones; the sizes of the names, the booleans, the numbers, the string offsets and
/// the string table), then the names, one byte per boolean, a padding byte when that ends at an odd
/// offset, then the numbers. `colors` is number 13; a negative value means absent or cancelled.
package func terminfoColorCount(_ entry: [UInt8]) -> Int? {
  func short(_ offset: Int) -> Int? {
    guard offset + 1 < entry.count else { return nil }
    return Int(Int16(bitPattern: UInt16(entry[offset]) | UInt16(entry[offset + 1]) << 8))
  }
  guard let magic = short(0), magic == 0o432 || magic == 0o1036,
    let namesSize = short(2), let booleanCount = short(4), let numberCount = short(6),
    namesSize >= 0, booleanCount >= 0, numberCount > 13
  else { return nil }
  var offset = 12 + namesSize + booleanCount
  if offset % 2 == 1 { offset += 1 }
  let colorCount: Int
  if magic == 0o432 {
    guard let value = short(offset + 13 * 2) else { return nil }
    colorCount = value
  } else {
    let start = offset + 13 * 4
    guard start + 3 < entry.count else { return nil }
    let bits = (0..<4).reduce(UInt32(0)) { $0 | UInt32(entry[start + $1]) << (8 * UInt32($1)) }
    colorCount = Int(Int32(bitPattern: bits))
  }
  return colorCount >= 0 ? colorCount : nil
}
