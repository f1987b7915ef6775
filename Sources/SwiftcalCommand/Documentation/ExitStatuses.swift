// exitStatuses: swiftcal's exit statuses, for --help and the manual page.

/// An exit status swiftcal returns and what it means, for `--help` and the manual page.
package struct ExitStatus: Hashable, Sendable {
  /// The status, as the shell's `$?` shows it.
  package let status: Int32
  /// When swiftcal returns it.
  package let meaning: String
}

/// swiftcal's exit statuses: `cal`'s two.
package let exitStatuses: [ExitStatus] = [
  ExitStatus(
    status: 0,
    meaning: "the calendar, help, version, manual page or completion script was printed, also when the "
      + "reader of the output went away early (swiftcal -y | head -1); with -i, the day chosen with Enter"),
  ExitStatus(
    status: 1,
    meaning: "a bad argument, named on standard error with what is accepted (nothing is printed on standard "
      + "output), a failed write, -i without a terminal (or with TERM=dumb), or -i quit without choosing a day "
      + "when standard output is not a terminal (d=$(swiftcal -i))"),
]
