// Platform.readConfigurationFile: a user's file in the configuration folder of the XDG Base Directory Specification.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Platform {
  /// The file `name` (such as `swiftcal/config`) in the user's configuration folder, as the XDG Base Directory
  /// Specification names it: `$XDG_CONFIG_HOME` when that is an absolute path, else `$HOME/.config`. Nil when
  /// neither variable gives a folder or no file is there (`ENOENT`, `ENOTDIR`); else the path and its content,
  /// or why it could not be read (as `readWholeFile` says it). Only a regular file is read.
  ///
  /// Most runs have no such file: the path is built in place from the variables' own bytes and opened once, and
  /// a `String` of it is made only when there is something to report or read.
  static func readConfigurationFile(_ name: StaticString, limit: Int)
    -> (path: String, content: Result<[UInt8], FileError>)?
  {
    var folder = getenv("XDG_CONFIG_HOME")
    var separator: StaticString = "/"
    if folder?.pointee != CChar(UInt8(ascii: "/")) {
      folder = getenv("HOME")
      separator = "/.config/"
    }
    guard let folder, folder.pointee != 0 else { return nil }
    let folderLength = strlen(folder)
    let length = folderLength + separator.utf8CodeUnitCount + name.utf8CodeUnitCount
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: length + 1) { buffer in
      let start = buffer.baseAddress!
      memcpy(start, folder, folderLength)
      memcpy(start + folderLength, separator.utf8Start, separator.utf8CodeUnitCount)
      memcpy(start + folderLength + separator.utf8CodeUnitCount, name.utf8Start, name.utf8CodeUnitCount)
      start[length] = 0
      let descriptor = open(start, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
      if descriptor < 0 && (errno == ENOENT || errno == ENOTDIR) { return nil }
      let path = String(cString: start)
      guard descriptor >= 0 else { return (path, .failure(.failed(lastErrorDescription()))) }
      return (path, readWholeFile(descriptor: descriptor, limit: limit, isRegularFileOnly: true))
    }
  }
}
