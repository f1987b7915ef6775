// swiftcal's entry point: SwiftcalSystem's Program gathers the world, runs the stages and exits,
// on the command line as glibc passed it when ArgumentVector.swift kept it.
//
// No top-level variable here: Swift 6 isolates this file's variables to the main actor, and
// reading one links the Concurrency runtime and Dispatch into the binary, and their pages into
// every run's memory.

import SwiftcalSystem

Program.main(argumentBytes: keptArgumentBytes())
