// The folders the tests read: Fixtures beside this file and Tests/Fuzz, found from this file's path
// (the one file that must stay at the top of the target for them to be right).

/// `Tests/SwiftcalCommandTests`.
let commandTestsDirectory: String = {
  let path = #filePath
  return String(path[..<path.lastIndex(of: "/")!])
}()

/// `Tests/SwiftcalCommandTests/Fixtures`: reference outputs, combinations, parity cases, eras, JSON,
/// `--fill` and mark files.
let fixturesDirectory = commandTestsDirectory + "/Fixtures"

/// `Tests/Fuzz`: the fuzz target's corpus and regressions.
let fuzzDirectory: String = {
  String(commandTestsDirectory[..<commandTestsDirectory.lastIndex(of: "/")!]) + "/Fuzz"
}()
