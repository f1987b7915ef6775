// swift-tools-version:6.2
// swiftcal's package: the calendar model, the command's pure stages, the system edge, the executable.
//
// Tools version 6.2, the lowest that builds and runs everything here: the tests use exit tests
// (`#expect(processExitsWith:)`, Swift Testing 6.2) and the error `#expect(throws:)` returns (6.1). The product
// alone asks for less (Swift 6.0: typed throws, `String(validating:as:)`); ArgumentVector.swift's hook needs 6.3
// (`@section`, `@used`) and waits behind `#if compiler(>=6.3)`, leaving older compilers the runtime's own search.
// macOS 15, the first to have `String(validating:as:)` in its Swift runtime, the newest API the product uses.
import PackageDescription

// MARK: - The start-up switch
//
// swiftcal's start-up tricks are on by default, and one switch turns them all off: SWIFTCAL_PLAIN_BUILD=1 (any
// value but empty or 0) in the environment of `swift build` or `swift test`; with a scratch path of its own
// (`--scratch-path .build/plain`) a plain build leaves .build/release/swiftcal the one with tricks. The tricks:
// the runtime hooks of Sources/swiftcal/ArgumentVector.swift and BacktracerPath.swift (compiled only under
// SWIFTCAL_STARTUP_HOOKS, defined here), the release compiler flags below, and the release link (static, ordered by
// Sources/swiftcal/symbol-order.txt, laid out by startup-sections.ld). Plain, the package uses no unsafe flags and
// nothing of the runtime's internals: for platforms and toolchains the tricks were not made on, and to tell whether
// a problem comes from them. The output is byte for byte the same either way (.ci/run checks it); the start is not:
// a plain `swiftcal` ran 5.0 million instructions and 8.7 MB resident against 0.23 million and 2.3 MB on Linux.
let plainBuildSwitch = Context.environment["SWIFTCAL_PLAIN_BUILD"] ?? ""
let usesStartupTricks = plainBuildSwitch.isEmpty || plainBuildSwitch == "0"

// Release builds of swiftcal's own modules fetch generic types through their metadata accessors rather than
// by demangling their names at run time, which takes instructions and pages from swiftcal's start-up, and
// put each function in a section of its own, so that the link can place the ones a run uses side by side
// (see docs/performance.md). Not for CalendarCore: a library product cannot carry unsafe flags.
let releaseSwiftSettings: [SwiftSetting] = usesStartupTricks ? [
  .unsafeFlags(
    [
      "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors", "-Xfrontend", "-function-sections",
    ],
    .when(configuration: .release)
  ),
] : []

// The release link, on Linux: fully static, by lld (the Swift toolchain's linker), laying out first the code
// and data that ordinary runs use, in the order of Sources/swiftcal/symbol-order.txt (made by
// Tools/Benchmark/order-symbols; symbols it names that no longer exist are skipped without a warning), with
// the small sections every run uses just before them (Sources/swiftcal/startup-sections.ld).
let executableDirectory = "\(Context.packageDirectory)/Sources/swiftcal"
let releaseLinkSettings: [LinkerSetting] = usesStartupTricks ? [
  .unsafeFlags(
    [
      "-static-executable", "-use-ld=lld",
      "-Xlinker", "--symbol-ordering-file=\(executableDirectory)/symbol-order.txt",
      "-Xlinker", "--no-warn-symbol-ordering",
      "-Xlinker", "--script=\(executableDirectory)/startup-sections.ld",
    ],
    .when(platforms: [.linux], configuration: .release)
  ),
] : []

let package = Package(
  name: "swiftcal",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "swiftcal", targets: ["swiftcal"]),
    .library(name: "CalendarCore", targets: ["CalendarCore"]),
  ],
  targets: [
    // The calendar model, no Foundation, no clock, in folders by concern: Dates (civil dates, months,
    // weekdays, reforms), Grid (the 6x7 month grid), Weeks (numberings, cal's week search), Rules
    // (Easter, date rules, marked days), Facts (what a day holds, from every source, indexed once
    // for the days a view shows), Astronomy (instants as Julian Days, ΔT, the sun's longitude, moon
    // phases, equinoxes, solstices and solar terms, by Meeus's Astronomical Algorithms) and Calendars
    // (the arithmetic Hebrew and Islamic civil calendars, by Reingold & Dershowitz's Calendrical Calculations).
    .target(name: "CalendarCore"),
    // File formats' text as values, pure and fuzzable alone, with its own errors (CalendarFileError):
    // CalendarFile (calendar(1) files: preprocessing, includes through a world passed in, limits),
    // DateText (calendar(1)'s and swiftcal's date forms as CalendarCore's DateRule), Text (the one
    // reader of decimal digits, labels, quoting in messages).
    // Holidays: the engine that reads holiday rules (Model, Engine) and a page of rules per country (Countries),
    // on CalendarCore's dates, calendars and astronomy. A module of its own, not part of the CalendarCore product,
    // so that its release build takes the start-up flags above: each page and each year of holidays makes arrays
    // of types of its own, whose metadata would otherwise be found by demangling names at run time.
    // Holidays, Events and FileFormats declare `package` access, not `public`: they are parts of the command, with
    // no product of their own, so they promise no API outside this package; CalendarCore alone is a library.
    .target(name: "Holidays", dependencies: ["CalendarCore"], swiftSettings: releaseSwiftSettings),
    // Events: the user's own calendar as values and the days it fills: Model (an event's times and ends,
    // wall-clock times in no zone), Recurrence (RRULE's parts and the starts they give), TimeZones (offsets
    // from UTC as a TZif file, a POSIX TZ string or a VTIMEZONE keeps them), Series (a UID's occurrences with
    // their exceptions and overrides) and Occurrences (events in the zone shown, as a day-fact source). Pure:
    // iCalendar's and TZif's bytes come from the edge.
    .target(name: "Events", dependencies: ["CalendarCore"], swiftSettings: releaseSwiftSettings),
    .target(
      name: "FileFormats", dependencies: ["CalendarCore", "Events"],
      swiftSettings: releaseSwiftSettings
    ),
    // The command's pure stages, values in and values out, no system calls, in folders by concern,
    // each depending only on those before it: Output (TextBuffer, decimal digits), Locale (names,
    // eras, display width), Values (the words and number forms options and operands take), Errors
    // (UsageError and its concerns), Arguments (option table, scanning), Marks (--mark and
    // --mark-file sources as marked days), Events (--ics' world and a day's events), Documentation (help, manual page, completion scripts),
    // Request (Invocation, the options' settings, the whole Request, what it reads through a
    // SourceReader), Color (renditions, Theme, Style, the colour decision, terminfo and
    // terminal-colors.d text), Layout (util-linux's text rules), JSON, and Browser (the month
    // browser's state, keys and screen).
    .target(
      name: "SwiftcalCommand", dependencies: ["CalendarCore", "FileFormats", "Holidays", "Events"],
      swiftSettings: releaseSwiftSettings
    ),
    // The edge: every system call (arguments, environment, locale, clock, terminal, signals,
    // files, reads and writes), all in Platform.swift and its extensions (Platform+*.swift), the
    // only files that import the C library; Program gathers the world into values for
    // SwiftcalCommand and writes once.
    .target(
      name: "SwiftcalSystem", dependencies: ["SwiftcalCommand", "CalendarCore", "FileFormats", "Events"],
      swiftSettings: releaseSwiftSettings
    ),
    // The executable: main.swift calls SwiftcalSystem's Program; ArgumentVector.swift hands the Swift
    // runtime the command line as glibc passes it, in place of the runtime's search of /proc/self/maps,
    // and BacktracerPath.swift answers the runtime's search for swift-backtrace at once.
    .executableTarget(
      name: "swiftcal",
      dependencies: ["SwiftcalSystem"],
      exclude: ["symbol-order.txt", "startup-sections.ld"],
      swiftSettings: releaseSwiftSettings + (usesStartupTricks ? [.define("SWIFTCAL_STARTUP_HOOKS")] : []),
      // A fully static binary starts like a C program, and the ordered layout touches fewer pages (see
      // docs/performance.md, Linking).
      linkerSettings: releaseLinkSettings
    ),
    // Month grids per second, CalendarCore against Foundation (Tools/Benchmark/run). The only target
    // that imports Foundation; swiftcal does not depend on it.
    .executableTarget(name: "swiftcal-benchmark", dependencies: ["CalendarCore"]),
    // The holidays of a country's page for a run of years, a line a day, from CalendarCore alone: what
    // Tools/Holidays/compare-python-holidays --dates-tool reads while a page is written, built in a minute
    // where swiftcal takes several (CI compares swiftcal itself).
    .executableTarget(name: "holiday-dates", dependencies: ["CalendarCore", "Holidays"]),
    // What both test targets use: the .longSweep trait, FailureLog, golden text compared line by line,
    // fixture files. A library of its own, not a test target, as swift-format's _SwiftFormatTestSupport.
    .target(name: "SwiftcalTestSupport", path: "Tests/SwiftcalTestSupport"),
    // Astronomy/Fixtures: PyEphem's instants of moon phases, seasons, sunrises and sunsets; Calendars/Fixtures:
    // pyluach's Hebrew years and convertdate's Islamic civil months; each made by a script in Tools/Oracles, read
    // by path.
    .testTarget(
      name: "CalendarCoreTests", dependencies: ["CalendarCore", "FileFormats", "SwiftcalTestSupport"],
      exclude: ["Astronomy/Fixtures", "Calendars/Fixtures"]
    ),
    .testTarget(
      name: "FileFormatsTests", dependencies: ["FileFormats", "CalendarCore", "Events", "SwiftcalTestSupport"],
      exclude: ["ICalendar/Fixtures"]
    ),
    .testTarget(name: "HolidaysTests", dependencies: ["Holidays", "CalendarCore"]),
    .testTarget(
      name: "EventsTests", dependencies: ["Events", "CalendarCore", "SwiftcalTestSupport"], exclude: ["Fixtures"]),
    .testTarget(
      name: "SwiftcalCommandTests",
      dependencies: [
        "SwiftcalCommand", "SwiftcalSystem", "CalendarCore", "FileFormats", "Holidays", "Events", "SwiftcalTestSupport",
      ],
      exclude: ["Fixtures"]
    ),
  ]
)
