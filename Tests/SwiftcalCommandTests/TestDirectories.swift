// The folders the tests read: Fixtures beside this file and Tests/Fuzz, found from this file's path
// (the one file that must stay at the top of the target for them to be right).

import SwiftcalTestSupport

/// `Tests/SwiftcalCommandTests`.
let commandTestsDirectory = testFolder()

/// `Tests/SwiftcalCommandTests/Fixtures`: reference outputs, combinations, parity cases, eras, JSON,
/// `--fill` and mark files.
let fixturesDirectory = commandTestsDirectory + "/Fixtures"

/// `Tests/Fuzz`: the fuzz target's corpus and regressions.
let fuzzDirectory: String = {
  String(commandTestsDirectory[..<commandTestsDirectory.lastIndex(of: "/")!]) + "/Fuzz"
}()
