// swiftcal — MIT licence.
// The only code that touches the world: arguments, locale, clock, terminal, one write.

import SwiftcalCommand

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(Program.run(arguments: Array(CommandLine.arguments.dropFirst())))
