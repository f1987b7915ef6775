// End to end: the defaults file read from its places by the built swiftcal, on a pipe only when it applies.

import SwiftcalTestSupport
import Testing

@Suite("End to end: the defaults file's places, and when it applies") struct DefaultsFileEdgeTests {
  @Test("read from $XDG_CONFIG_HOME/swiftcal/config, else ~/.config/swiftcal/config, or SWIFTCAL_CONFIG's file")
  func places() throws {
    let scratch = try ScratchDirectory()
    try scratch.write("xdg/swiftcal/config", "holidays = JP\n")
    try scratch.write("home/.config/swiftcal/config", "holidays = US\n")
    try scratch.write("named", "holidays = DE\n")
    let xdg = ["XDG_CONFIG_HOME": scratch.path + "/xdg", "HOME": scratch.path + "/home"]
    let home = ["HOME": scratch.path + "/home"]
    let json = ["--json", "1", "2026"]
    #expect(String(decoding: try SwiftcalProcess.run(json, environment: xdg).standardOutput, as: UTF8.self)
      .contains("\"country\": \"JP\""))
    #expect(String(decoding: try SwiftcalProcess.run(json, environment: home).standardOutput, as: UTF8.self)
      .contains("\"country\": \"US\""))
    // On a pipe without --json, cal's bytes: the file is not read; named by SWIFTCAL_CONFIG, it is.
    let plain = try SwiftcalProcess.run(["1", "2026"], environment: home)
    #expect(plain.status == 0 && !String(decoding: plain.standardOutput, as: UTF8.self).contains("New Year"))
    let named = try SwiftcalProcess.run(["1", "2026"], environment: ["SWIFTCAL_CONFIG": scratch.path + "/named"])
    #expect(String(decoding: named.standardOutput, as: UTF8.self).contains("2026-01-01  New Year's Day"))
    // --no-config, and the command line's own --holidays, win.
    let off = try SwiftcalProcess.run(["--no-config", "--json", "1", "2026"], environment: xdg)
    #expect(!String(decoding: off.standardOutput, as: UTF8.self).contains("\"country\""))
    let replaced = try SwiftcalProcess.run(["--holidays", "GB", "--json", "1", "2026"], environment: xdg)
    let replacedText = String(decoding: replaced.standardOutput, as: UTF8.self)
    #expect(replacedText.contains("\"country\": \"GB\"") && !replacedText.contains("\"country\": \"JP\""))
  }

  @Test("a bad line is one line naming the file and the line, status 1, nothing on standard output")
  func badLine() throws {
    let scratch = try ScratchDirectory()
    let file = try scratch.write("config", "moon\nholidays = ZZ\n")
    let result = try SwiftcalProcess.run(["-y"], environment: ["SWIFTCAL_CONFIG": file])
    let message = String(decoding: result.standardError, as: UTF8.self)
    #expect(result.status == 1 && result.standardOutput.isEmpty)
    #expect(message.hasPrefix("swiftcal: \(file):2: ") && message.filter { $0 == "\n" }.count == 1)
    let missing = try SwiftcalProcess.run(["-y"], environment: ["SWIFTCAL_CONFIG": scratch.path + "/none"])
    #expect(missing.status == 1 && missing.standardOutput.isEmpty && missing.standardError.count > 0)
  }

  @Test("a relative XDG_CONFIG_HOME is passed over; a folder where the file should be is an error naming it")
  func passedOver() throws {
    let scratch = try ScratchDirectory()
    try scratch.write("home/.config/swiftcal/config", "holidays = US\n")
    let relative = ["XDG_CONFIG_HOME": "xdg", "HOME": scratch.path + "/home"]
    let json = try SwiftcalProcess.run(["--json", "1", "2026"], environment: relative)
    #expect(String(decoding: json.standardOutput, as: UTF8.self).contains("\"country\": \"US\""))
    try scratch.write("xdg/swiftcal/config/inside", "")
    let xdg = ["XDG_CONFIG_HOME": scratch.path + "/xdg"]
    let folder = try SwiftcalProcess.run(["--json", "1", "2026"], environment: xdg)
    let message = String(decoding: folder.standardError, as: UTF8.self)
    #expect(folder.status == 1 && folder.standardOutput.isEmpty)
    #expect(message == "swiftcal: \(scratch.path)/xdg/swiftcal/config: cannot be read: not a regular file\n")
  }
}
