// committedInputs: the fuzz target's inputs committed under Tests/Fuzz, read as the replay tests need them.

import Foundation

@testable import SwiftcalSystem

/// The files of `Tests/Fuzz/FOLDER` (without hidden ones), sorted by name, each with its contents,
/// or `nil` when it could not be read (a failure for the caller to report, not a file to drop).
func committedInputs(in folder: String) -> [(name: String, bytes: [UInt8]?)] {
  let names = (Platform.fileNames(inDirectory: fuzzDirectory + "/" + folder) ?? []).filter { !$0.hasPrefix(".") }
  return names.sorted().map { name in (name, committedInput(name, in: folder)) }
}

/// The contents of `Tests/Fuzz/FOLDER/NAME`, or `nil` when it could not be read.
func committedInput(_ name: String, in folder: String) -> [UInt8]? {
  // Inputs are at most 8 KB (Tools/Fuzz/run's -max_len).
  guard case .success(let bytes) = Platform.readWholeFile(fuzzDirectory + "/\(folder)/\(name)", limit: 1 << 16) else {
    return nil
  }
  return bytes
}

/// The names of the files of `Tests/Fuzz/FOLDER` (without hidden ones), sorted, as Foundation lists
/// them: a second opinion on what `committedInputs(in:)` found, whose listing is swiftcal's own code.
func committedInputNames(in folder: String) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: fuzzDirectory + "/" + folder).filter { !$0.hasPrefix(".") }
    .sorted()
}
