// The Swift runtime's search for its crash backtracer, answered at once: swiftcal ships none.
//
// At start-up the runtime's backtracing initializer (Backtrace.cpp) asks for the path of the
// swift-backtrace program, and the runtime (Paths.cpp) looks for it around the binary's own path,
// with readlinks of /proc/self/exe and a stat call for each place it might be, at every run.
// swiftcal is installed without one, so this file defines the runtime's function to answer "none"
// at once; the linker then takes nothing from Paths.cpp.o. Crash backtraces stay available by
// naming the program: SWIFT_BACKTRACE=swift-backtrace=PATH skips the search. Release builds only:
// in a debug build, linked to the runtime's shared library, this definition would hide the
// runtime's own for the whole process, and backtraces help there. Only with the start-up tricks
// on (SWIFTCAL_STARTUP_HOOKS, which Package.swift defines unless SWIFTCAL_PLAIN_BUILD is set).

#if SWIFTCAL_STARTUP_HOOKS && os(Linux) && !DEBUG
  /// The Swift runtime's look-up of an auxiliary program such as swift-backtrace: none.
  @_cdecl("swift_copyAuxiliaryExecutablePath")
  public func auxiliaryExecutablePath(_ name: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>? {
    nil
  }
#endif
