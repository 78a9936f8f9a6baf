#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process started with `posix_spawn`, its standard output on a pipe (standard error
/// to /dev/null), for tests that run other programs (the demo, the sqlite3 shell).
///
/// Not Foundation's `Process`: on Linux its `run()` leaks a weak-reference side table, which
/// LeakSanitizer reports in CI's sanitized run.
public struct SpawnedProcess {
  /// The child's process identifier.
  public let pid: pid_t
  /// The read end of the child's standard output.
  public let output: Int32

  /// An error of `posix_spawn` or `pipe`, with its `errno`-style code.
  public struct Failure: Error {
    /// The error number.
    public var code: Int32
  }

  /// Starts `path` with `arguments` (not counting the program's name), in an empty
  /// environment.
  public init(_ path: String, _ arguments: [String]) throws {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw Failure(code: errno) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addclose(&actions, ends[0])
    posix_spawn_file_actions_addclose(&actions, ends[1])
    let words = ([path] + arguments).map { strdup($0) }
    defer { words.forEach { free($0) } }
    var argv = words + [nil]
    var environment: [UnsafeMutablePointer<CChar>?] = [nil]
    var child: pid_t = 0
    let status = posix_spawn(&child, path, &actions, nil, &argv, &environment)
    close(ends[1])
    guard status == 0 else {
      close(ends[0])
      throw Failure(code: status)
    }
    pid = child
    output = ends[0]
  }

  /// Sends `signal` to the child.
  public func send(_ signal: Int32) {
    _ = kill(pid, signal)
  }

  /// Waits for the child to end and returns its exit status (128 + the signal's number when a
  /// signal ended it).
  @discardableResult
  public func wait() -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  /// Closes the read end of the pipe.
  public func closeOutput() {
    close(output)
  }
}
