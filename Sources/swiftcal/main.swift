// swiftcal — MIT licence.
// The only code that touches the world: arguments, locale, clock, terminal, one write.

import SwiftcalCommand

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The words as bytes: `CommandLine.arguments` would silently repair words that are not UTF-8.
let words = (1..<Int(CommandLine.argc)).map { index in
  CommandLine.unsafeArgv[index].map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) } ?? []
}
exit(Program.run(argumentBytes: words))
