// libFuzzer's entry point: each input is a `FuzzCase`; a broken invariant traps, and libFuzzer
// saves the input that did it. Built by Tools/Fuzz/run, not by SwiftPM.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let failures = FuzzCase(bytes).failures()
  if !failures.isEmpty { fatalError(failures.joined(separator: "\n")) }
  return 0
}
