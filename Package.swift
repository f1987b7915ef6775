// swift-tools-version:6.0
// swiftcal's package: the calendar model, the command's pure stages, the system edge, the executable.
import PackageDescription

// Generic types are fetched through their metadata accessors rather than by demangling their
// names at run time, which takes instructions and pages from swiftcal's start-up (see the README's
// benchmark). Not for CalendarCore: a library product cannot carry unsafe flags.
let fetchMetadataByAccessor = ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]

let package = Package(
  name: "swiftcal",
  products: [
    .executable(name: "swiftcal", targets: ["swiftcal"]),
    .library(name: "CalendarCore", targets: ["CalendarCore"]),
  ],
  targets: [
    // The calendar model: dates, the reform, month grids, week numbers, Easter, date rules and
    // marked days. No Foundation, no clock.
    .target(name: "CalendarCore"),
    // The command's pure stages, values in and values out, no system calls, in folders by concern:
    // Arguments (option table, scanning, Invocation, Request, UsageError), Layout (util-linux's
    // text rules), Color (renditions, Theme, Style, the colour decision, terminfo and
    // terminal-colors.d text), Locale (names, eras, display width), JSON, Browser (the month
    // browser's state, keys and screen), Documentation (help, manual page, completion scripts),
    // Output (TextBuffer, decimal digits) and Marks (calendar(1) files' text as marked days).
    .target(
      name: "SwiftcalCommand", dependencies: ["CalendarCore"],
      swiftSettings: [.unsafeFlags(fetchMetadataByAccessor, .when(configuration: .release))]
    ),
    // The edge: every system call (arguments, environment, locale, clock, terminal, signals,
    // files, reads and writes), all in Platform.swift, the only file that imports the C library;
    // it gathers the world into values for SwiftcalCommand and writes once.
    .target(
      name: "SwiftcalSystem", dependencies: ["SwiftcalCommand", "CalendarCore"],
      swiftSettings: [.unsafeFlags(fetchMetadataByAccessor, .when(configuration: .release))]
    ),
    // The executable: main.swift calls SwiftcalSystem's Program.
    .executableTarget(
      name: "swiftcal",
      dependencies: ["SwiftcalSystem"],
      swiftSettings: [.unsafeFlags(fetchMetadataByAccessor, .when(configuration: .release))],
      linkerSettings: [
        // A fully static binary starts like a C program (see the README's benchmark). The link warns
        // that "Using 'dlopen' in statically linked applications requires at runtime the shared
        // libraries from the glibc version used for linking". It is harmless here: the Swift
        // runtime's only dlopen (LibPrespecialized.cpp) runs only when the runtime debugging
        // variable SWIFT_DEBUG_LIB_PRESPECIALIZED_PATH is set, and then fails and is ignored (see
        // the README's Linking). gold, the linker, has no switch to silence this one warning.
        .unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release)),
      ]
    ),
    // Month grids per second, CalendarCore against Foundation (Tests/Benchmark/run). The only target
    // that imports Foundation; swiftcal does not depend on it.
    .executableTarget(name: "swiftcal-benchmark", dependencies: ["CalendarCore"]),
    .testTarget(name: "CalendarCoreTests", dependencies: ["CalendarCore"]),
    .testTarget(
      name: "SwiftcalCommandTests",
      dependencies: ["SwiftcalCommand", "SwiftcalSystem", "CalendarCore"],
      exclude: ["Fixtures"]
    ),
  ]
)
