// The command line's words for the Swift runtime, kept from the C library's start-up call.
//
// The Swift runtime finds argc and argv on Linux with a static initializer (CommandLine.cpp's
// ArgvGrabber) that reads /proc/self/maps with fopen, fgets and sscanf to bound a walk up the
// stack from `environ`: a large part of every run of swiftcal, and the pages of stdio and
// scanf. glibc hands argc, argv and envp to every function in .init_array (its
// extension to the ELF rules), so the function below keeps them and this file
// defines the runtime's hook, `_swift_stdlib_getUnsafeArgvArgc`, to return them. With the hook
// defined here the linker takes nothing from the runtime's CommandLine.cpp.o, and its
// initializer is not in the static binary at all.
//
// main.swift hands Program the kept words as bytes too: `CommandLine` would reach them through the
// hook, but its first use runs a one-time initializer that lies alone in pages of the standard
// library's code, which a run then need not touch.
//
// Only with glibc: musl calls .init_array functions without arguments, and elsewhere the runtime
// does not read /proc. Only with Swift 6.3 and later, which place a global in a named section
// (`@section`); earlier compilers leave the runtime its own search and Program reads
// `CommandLine`. Only with the start-up tricks on (SWIFTCAL_STARTUP_HOOKS, which Package.swift
// defines unless SWIFTCAL_PLAIN_BUILD is set). Tests do not link this target.

#if SWIFTCAL_STARTUP_HOOKS && os(Linux) && canImport(Glibc) && compiler(>=6.3)
  /// argc and argv as glibc passed them to `keepArgumentVector`; `nil` before it ran.
  nonisolated(unsafe) private var keptArgumentCount: Int32 = 0
  nonisolated(unsafe) private var keptArgumentVector: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = nil

  /// Called by glibc before `main`, with argc, argv and envp, from the .init_array section.
  @used @section(".init_array")
  private let keepArgumentVector:
    @convention(c) (
      Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    ) -> Void = { count, vector, _ in
      keptArgumentCount = count
      keptArgumentVector = vector
    }

  /// The Swift runtime's hook for `CommandLine.argc` and `CommandLine.unsafeArgv`: the words kept
  /// at start-up, or none (an argv that is only its terminating `nil`) if nothing kept them.
  @used @_silgen_name("_swift_stdlib_getUnsafeArgvArgc")
  public func argumentVectorForRuntime(
    _ count: UnsafeMutablePointer<Int32>
  ) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
    if let vector = keptArgumentVector {
      count.pointee = keptArgumentCount
      return vector
    }
    let none = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 1)
    none.initialize(to: nil)
    count.pointee = 0
    return none
  }

  /// The kept words after the program's name, each as its bytes up to its terminating NUL, as
  /// `Platform.argumentBytes()` reads them from `CommandLine`; `nil` if nothing kept them.
  func keptArgumentBytes() -> [[UInt8]]? {
    guard let vector = keptArgumentVector else { return nil }
    return (1..<max(Int(keptArgumentCount), 1)).map { index in
      guard let word = vector[index] else { return [] }
      var length = 0
      while word[length] != 0 { length += 1 }
      return Array(UnsafeRawBufferPointer(start: word, count: length))
    }
  }
#else
  /// Nothing kept here: Program reads the words from `CommandLine`.
  func keptArgumentBytes() -> [[UInt8]]? { nil }
#endif
