// Platform's reads and writes: waiting for input, directories, whole files and writes of all bytes.

import CalendarCore
import SwiftcalCommand
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Platform {
  // MARK: - Reading and writing

  /// What waiting for input found.
  enum WaitResult: Equatable {
    /// These descriptors (of those waited for, in their order) have input, an end or an error.
    case ready([Bool])
    /// Nothing arrived within the time given.
    case timedOut
    /// A signal interrupted the wait; wait again.
    case interrupted
    /// The wait failed.
    case failed
  }

  /// Waits until one of `descriptors` can be read, for at most `milliseconds` (for ever when `nil`).
  static func waitForInput(on descriptors: [Int32], milliseconds: Int32?) -> WaitResult {
    var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let count = poll(&polled, nfds_t(polled.count), milliseconds ?? -1)
    if count < 0 { return errno == EINTR ? .interrupted : .failed }
    if count == 0 { return .timedOut }
    return .ready(polled.map { $0.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 })
  }

  /// What a read found.
  enum ReadResult: Equatable {
    /// These bytes.
    case bytes([UInt8])
    /// Nothing yet (interrupted, or nothing to read without blocking): read again later.
    case nothingYet
    /// The end of the input, or an error: the other side has gone away.
    case ended
  }

  /// Reads what is there on `descriptor`, at most `count` bytes.
  static func readAvailable(from descriptor: Int32, count: Int) -> ReadResult {
    var bytes = [UInt8](repeating: 0, count: count)
    let received = read(descriptor, &bytes, count)
    if received > 0 { return .bytes(Array(bytes[..<received])) }
    return received < 0 && (errno == EINTR || errno == EAGAIN) ? .nothingYet : .ended
  }

  /// Whether `path` names a directory (a link to one too).
  static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  /// The names of the regular files and links in `directory` (of every entry but `.` and `..` with
  /// `includingEveryType`, so that a caller can say what it left out), or `nil` when it cannot be opened.
  static func fileNames(inDirectory directory: String, includingEveryType: Bool = false) -> [String]? {
    guard let handle = opendir(directory) else { return nil }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
      let type = entry.pointee.d_type
      guard includingEveryType || type == UInt8(DT_REG) || type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN)
      else { continue }
      let name = entryName(entry)
      if name == "." || name == ".." { continue }
      names.append(name)
    }
    return names
  }

  /// The name of a directory entry from `readdir`. The kernel packs entries to their names'
  /// lengths, so the last of a buffer can end well before the 256 bytes `d_name` is declared with:
  /// copying the field whole (as `entry.pointee.d_name` does) reads past the buffer, which
  /// AddressSanitizer reports. The name is read through a pointer, up to its NUL.
  private static func entryName(_ entry: UnsafePointer<dirent>) -> String {
    let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    return String(cString: UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self))
  }

  /// The whole content of the file at `path` (standard input for `-`), or why it could not be
  /// read: missing, longer than `limit` bytes (reading stops there, so `/dev/zero` ends), or the
  /// error's text (a directory fails its first read, `Is a directory`).
  ///
  /// With `isRegularFileOnly`, anything but a regular file (a device, a FIFO with no writer that
  /// would block the open for ever) is refused unread, as ncurses refuses terminfo entries.
  static func readWholeFile(_ path: String, limit: Int, isRegularFileOnly: Bool = false) -> Result<[UInt8], FileError> {
    let flags = O_RDONLY | O_CLOEXEC | (isRegularFileOnly ? O_NONBLOCK : 0)
    // Standard input is read once: a second option naming `-` (`--mark-file - --ics -`) would find it empty.
    if path == "-" && standardInputWasRead.exchange(true, ordering: .relaxed) {
      return .failure(.failed("standard input was read already: only one option can read -"))
    }
    let descriptor = path == "-" ? standardInput : open(path, flags)
    guard descriptor >= 0 else {
      return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : .failed(lastErrorDescription()))
    }
    return readWholeFile(descriptor: descriptor, limit: limit, isRegularFileOnly: isRegularFileOnly)
  }

  /// The whole content of the file open at `descriptor`, which is then closed (standard input is left open), or
  /// why it could not be read: as `readWholeFile(_:limit:isRegularFileOnly:)`.
  static func readWholeFile(descriptor: Int32, limit: Int, isRegularFileOnly: Bool) -> Result<[UInt8], FileError> {
    defer { if descriptor != standardInput { close(descriptor) } }
    var status = stat()
    let isRegularFile = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    if isRegularFileOnly && !isRegularFile { return .failure(.failed("not a regular file")) }
    var content: [UInt8] = []
    if isRegularFile {
      // Its size is known: past the limit the file is refused unread, and below it the bytes are read into
      // room made once (a 100 MB calendar grew the array ten times, copying twice its size). The loop
      // below still stops at the limit, should the file grow meanwhile.
      guard Int(status.st_size) <= limit else { return .failure(.tooLarge) }
      content.reserveCapacity(Int(status.st_size) + 1)
    }
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while content.count <= limit {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return .success(content) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.failed(lastErrorDescription()))
      }
      content += chunk[..<count]
    }
    return .failure(.tooLarge)
  }

  /// Whether `readWholeFile` has read standard input (`-`).
  private static let standardInputWasRead = Atomic<Bool>(false)

  /// Why a file could not be read.
  enum FileError: Error, Equatable {
    /// No file at the path (`ENOENT`, `ENOTDIR`).
    case missing
    /// More bytes than the limit read with.
    case tooLarge
    /// Another error, as `strerror` says it.
    case failed(String)
  }

  /// How a write ended.
  enum WriteResult: Equatable {
    /// Every byte was written.
    case written
    /// The reader has gone away (`EPIPE`), as `swiftcal | head -1` does.
    case readerGone
    /// The write failed; the error's text.
    case failed(String)
  }

  /// Writes `bytes` whole to `descriptor`, retrying short and interrupted writes and waiting when
  /// a non-blocking descriptor is full.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> WriteResult {
    bytes.withUnsafeBufferPointer { writeAll($0, to: descriptor) }
  }

  /// Writes `bytes` whole to `descriptor`, as `writeAll(_:to:)` writes an array: a `TextBuffer`'s
  /// bytes, in place.
  static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> WriteResult {
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written >= 0 {
        offset += written
      } else if errno == EINTR {
        continue
      } else if errno == EAGAIN || errno == EWOULDBLOCK {
        // A non-blocking descriptor that is full: wait until the reader makes room.
        var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&ready, 1, -1)
      } else if errno == EPIPE {
        return .readerGone
      } else {
        return .failed(lastErrorDescription())
      }
    }
    return .written
  }
}
