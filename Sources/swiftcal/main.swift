// swiftcal — MIT licence.
// The only code that touches the world: arguments, locale, clock, terminal, one write.

import SwiftcalCommand

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The words as bytes: `CommandLine.arguments` would silently repair words that are not UTF-8.
/// A function, not a top-level `let`: Swift 6 isolates this file's variables to the main actor, and
/// reading one links the Concurrency runtime and Dispatch into the binary (about 700 kB more resident).
func argumentBytes() -> [[UInt8]] {
  (1..<Int(CommandLine.argc)).map { index in
    CommandLine.unsafeArgv[index].map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) } ?? []
  }
}

exit(Program.run(argumentBytes: argumentBytes()))
