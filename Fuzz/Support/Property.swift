/// Stops the fuzzer with `message` when `condition` is false: the one way a target reports a
/// violated property (libFuzzer saves the input that made it trap).
func require(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  if !condition() {
    fatalError("property violated: \(message())", file: file, line: line)
  }
}

/// Stops the fuzzer with `message`: a property was violated.
func violated(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
  fatalError("property violated: \(message)", file: file, line: line)
}
