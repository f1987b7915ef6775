// swift-tools-version:6.0
// swiftcal's package: the calendar model, the command's pure stages, the system edge, the executable.
import PackageDescription

// Release builds of swiftcal's own modules fetch generic types through their metadata accessors rather than
// by demangling their names at run time, which takes instructions and pages from swiftcal's start-up, and
// put each function in a section of its own, so that the link can place the ones a run uses side by side
// (see the README's Performance). Not for CalendarCore: a library product cannot carry unsafe flags.
let releaseSwiftFlags = [
  "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors", "-Xfrontend", "-function-sections",
]

// The release link, on Linux: fully static, by lld (the Swift toolchain's linker), laying out first the code
// and data that ordinary runs use, in the order of Sources/swiftcal/symbol-order.txt (made by
// Tests/Benchmark/order-symbols; symbols it names that no longer exist are skipped without a warning), with
// the small sections every run uses just before them (Sources/swiftcal/startup-sections.ld).
let executableDirectory = "\(Context.packageDirectory)/Sources/swiftcal"
let releaseLinkFlags = [
  "-static-executable", "-use-ld=lld",
  "-Xlinker", "--symbol-ordering-file=\(executableDirectory)/symbol-order.txt", "-Xlinker", "--no-warn-symbol-ordering",
  "-Xlinker", "--script=\(executableDirectory)/startup-sections.ld",
]

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
      swiftSettings: [.unsafeFlags(releaseSwiftFlags, .when(configuration: .release))]
    ),
    // The edge: every system call (arguments, environment, locale, clock, terminal, signals,
    // files, reads and writes), all in Platform.swift, the only file that imports the C library;
    // it gathers the world into values for SwiftcalCommand and writes once.
    .target(
      name: "SwiftcalSystem", dependencies: ["SwiftcalCommand", "CalendarCore"],
      swiftSettings: [.unsafeFlags(releaseSwiftFlags, .when(configuration: .release))]
    ),
    // The executable: main.swift calls SwiftcalSystem's Program; ArgumentVector.swift hands the Swift
    // runtime the command line as glibc passes it, in place of the runtime's search of /proc/self/maps,
    // and BacktracerPath.swift answers the runtime's search for swift-backtrace at once.
    .executableTarget(
      name: "swiftcal",
      dependencies: ["SwiftcalSystem"],
      exclude: ["symbol-order.txt", "startup-sections.ld"],
      swiftSettings: [.unsafeFlags(releaseSwiftFlags, .when(configuration: .release))],
      // A fully static binary starts like a C program, and the ordered layout touches fewer pages (see the
      // README's Performance and Linking).
      linkerSettings: [.unsafeFlags(releaseLinkFlags, .when(platforms: [.linux], configuration: .release))]
    ),
    // Month grids per second, CalendarCore against Foundation (Tests/Benchmark/run). The only target
    // that imports Foundation; swiftcal does not depend on it.
    .executableTarget(name: "swiftcal-benchmark", dependencies: ["CalendarCore"]),
    // What both test targets use: the .longSweep trait, FailureLog, golden text compared line by line,
    // fixture files. A library of its own, not a test target, as swift-format's _SwiftFormatTestSupport.
    .target(name: "SwiftcalTestSupport", path: "Tests/SwiftcalTestSupport"),
    .testTarget(name: "CalendarCoreTests", dependencies: ["CalendarCore", "SwiftcalTestSupport"]),
    .testTarget(
      name: "SwiftcalCommandTests",
      dependencies: ["SwiftcalCommand", "SwiftcalSystem", "CalendarCore", "SwiftcalTestSupport"],
      exclude: ["Fixtures"]
    ),
  ]
)
