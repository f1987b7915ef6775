// ZoneRules+POSIX: a zone made from a TZ value that is a rule (`EST5EDT,M3.2.0,M11.1.0`) rather than a name.

extension ZoneRules {
  /// The zone a POSIX TZ string describes, its rule kept for every instant, named by the string itself.
  /// For `TZ` values that are rules; a name (`Europe/Berlin`, `:Europe/Berlin`) is a TZif file's to read.
  ///
  ///     let eastern = try ZoneRules(posix: "EST5EDT,M3.2.0,M11.1.0")
  ///     eastern.offset(atUTC: 1_782_864_000)  // -14400, July 2026
  package init(posix text: String) throws(TimeZoneError) {
    let rule = try POSIXZoneRule(parsing: text)
    self.init(name: text, initialOffset: rule.standardOffset, rule: rule)
    self = writingOutRule()
  }
}
