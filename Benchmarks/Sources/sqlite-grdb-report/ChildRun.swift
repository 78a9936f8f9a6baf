#if canImport(Glibc)
  import Glibc
#endif

/// A run of this executable in a process of its own (`posix_spawn`, not Foundation's
/// `Process`, which leaks under LeakSanitizer on Linux), for a figure that needs a fresh
/// process: what it printed and how it ended.
struct ChildRun {
  /// The exit status (128 + the signal's number when a signal ended it).
  let status: Int32
  /// What the child wrote to standard output.
  let output: String

  /// An error of `pipe`, `posix_spawn` or `waitpid`, with its `errno`-style code.
  struct Failure: Error, CustomStringConvertible {
    /// What failed.
    let call: String
    /// The error number.
    let code: Int32

    var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
  }

  /// Runs this executable with `arguments` (not counting the program's name) and this
  /// process's environment, its standard error shared with this process, and waits for it.
  static func run(_ arguments: [String]) throws -> ChildRun {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw Failure(call: "pipe", code: errno) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    posix_spawn_file_actions_addclose(&actions, ends[0])
    posix_spawn_file_actions_addclose(&actions, ends[1])
    let path = executablePath()
    let words = ([path] + arguments).map { strdup($0) }
    defer { words.forEach { free($0) } }
    var argv = words + [nil]
    var child: pid_t = 0
    let spawned = posix_spawn(&child, path, &actions, nil, &argv, environ)
    close(ends[1])
    guard spawned == 0 else {
      close(ends[0])
      throw Failure(call: "posix_spawn", code: spawned)
    }
    let output = readAll(ends[0])
    close(ends[0])
    var status: Int32 = 0
    while waitpid(child, &status, 0) == -1 {
      guard errno == EINTR else { throw Failure(call: "waitpid", code: errno) }
    }
    let signal = status & 0x7f
    return ChildRun(status: signal == 0 ? (status >> 8) & 0xff : 128 + signal, output: output)
  }

  /// Everything readable from `descriptor` until end of file.
  private static func readAll(_ descriptor: Int32) -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count > 0 {
        bytes += buffer[0..<count]
      } else if count == 0 || errno != EINTR {
        break
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// This executable's path, from `/proc/self/exe` (else the command line's first word).
  private static func executablePath() -> String {
    var buffer = [CChar](repeating: 0, count: 4_096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { return CommandLine.arguments[0] }
    return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
