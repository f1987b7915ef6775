// Program.withDefaults: the defaults file read at the edge, its options put before the command line's.

import SwiftcalCommand

extension Program {
  /// The most bytes a defaults file may have: a few lines of options, with room.
  private static let defaultsFileLimit = 65_536

  /// The command line's items `commandLine` after the options of the defaults file, when it applies
  /// (`DefaultsFile.applies`): the file `SWIFTCAL_CONFIG` names, which must be there, else
  /// `$XDG_CONFIG_HOME/swiftcal/config` or `~/.config/swiftcal/config` (`Platform.readConfigurationFile`), which
  /// need not be.
  static func withDefaults(_ commandLine: [ArgumentItem]) throws(UsageError) -> [ArgumentItem] {
    let named = Platform.environmentValue("SWIFTCAL_CONFIG").flatMap { $0.isEmpty ? nil : $0 }
    let applies = DefaultsFile.applies(
      to: commandLine, isTerminal: Platform.isTerminal(Platform.standardOutput), isNamed: named != nil)
    guard applies else { return commandLine }
    let path: String
    let content: Result<[UInt8], Platform.FileError>
    if let named {
      path = named
      content = Platform.readWholeFile(named, limit: defaultsFileLimit, isRegularFileOnly: true)
    } else if let found = Platform.readConfigurationFile("swiftcal/config", limit: defaultsFileLimit) {
      (path, content) = found
    } else {
      return commandLine
    }
    switch content {
    case .success(let bytes):
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw .defaultsFile(path: path, line: 0, message: "not UTF-8 text: write the file in UTF-8")
      }
      return try DefaultsFile.items(fromText: text, path: path, replacedBy: commandLine) + commandLine
    case .failure(.missing):
      throw .defaultsFile(path: path, line: 0, message: "no such file: SWIFTCAL_CONFIG names a file of defaults")
    case .failure(.tooLarge):
      throw .defaultsFile(
        path: path, line: 0, message: "over \(defaultsFileLimit) bytes: a file of defaults is a few lines")
    case .failure(.failed(let reason)):
      throw .defaultsFile(path: path, line: 0, message: "cannot be read: \(reason)")
    }
  }
}
