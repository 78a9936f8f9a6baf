#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether `FUZZ_TRACE` is set: the targets then print what they do with an input, which is
/// how a saved crash is turned into a readable regression test.
let tracing = getenv("FUZZ_TRACE") != nil

/// Prints `message` on standard error when tracing.
func trace(_ message: @autoclosure () -> String) {
  guard tracing else { return }
  let bytes = Array((message() + "\n").utf8)
  _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
