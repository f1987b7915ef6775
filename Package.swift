// swift-tools-version:6.0
// swiftcal — a month calendar for the terminal. MIT licence.
import PackageDescription

let package = Package(
  name: "swiftcal",
  products: [
    .executable(name: "swiftcal", targets: ["swiftcal"]),
    .library(name: "CalendarCore", targets: ["CalendarCore"]),
  ],
  targets: [
    // The calendar model: dates, the reform, month grids, week numbers. No Foundation, no clock.
    .target(name: "CalendarCore"),
    // Everything the command does between argv and bytes, as pure functions: arguments, layout, colour.
    .target(name: "SwiftcalCommand", dependencies: ["CalendarCore"]),
    // The thin executable: reads the world, calls SwiftcalCommand, writes once.
    .executableTarget(
      name: "swiftcal",
      dependencies: ["SwiftcalCommand"],
      linkerSettings: [
        // A fully static binary starts like a C program (see the README's benchmark).
        .unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release)),
      ]
    ),
    // Month grids per second, CalendarCore against Foundation (Tests/Benchmark/run). The only target
    // that imports Foundation; swiftcal does not depend on it.
    .executableTarget(name: "swiftcal-benchmark", dependencies: ["CalendarCore"]),
    .testTarget(name: "CalendarCoreTests", dependencies: ["CalendarCore"]),
    .testTarget(
      name: "SwiftcalCommandTests",
      dependencies: ["SwiftcalCommand", "CalendarCore"],
      exclude: ["Fixtures"]
    ),
  ]
)
