// committedInputs: the fuzz target's inputs committed under Tests/Fuzz, read as the replay tests need them.

@testable import SwiftcalSystem

/// The files in `directory` (without hidden ones), sorted, with their contents.
func committedInputs(in directory: String) -> [(name: String, bytes: [UInt8])] {
  let names = (Platform.fileNames(inDirectory: directory) ?? []).filter { !$0.hasPrefix(".") }
  return names.sorted().compactMap { name in
    // Inputs are at most 8 KB (Tests/Fuzz/run's -max_len).
    guard case .success(let bytes) = Platform.readWholeFile(directory + "/" + name, limit: 1 << 16) else { return nil }
    return (name, bytes)
  }
}
