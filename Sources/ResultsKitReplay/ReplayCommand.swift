import ResultsKitText

/// `resultskit-demo replay FILE` (or `-` for standard input): replays a change log through a
/// store, a results controller and a coordinator, printing one JSON line per transaction.
///
/// See `Examples/replay/README.md` for the format.
///
/// The module `ResultsKitReplay` is a library target of this package, not a product: the demo's
/// `main.swift` calls this command, and the tests and the `replay` fuzz target drive the
/// session, driver, parser and writer directly. What they use is `package`, so nothing of it
/// is API outside the package.
package enum ReplayCommand {
  /// The usage text.
  static let usage = """
    usage: resultskit-demo replay FILE|-
      Replays a JSON Lines change log (from FILE, or standard input for -) and prints, per
      transaction, the store's version, the batch the coordinator applied and the results.
    """

  /// The line `replay` writes on standard error, before the usage, for wrong usage.
  package static func errorLine(for error: ReplayUsageError) -> String {
    "resultskit-demo: \(error)"
  }

  /// Runs the command with the words after `replay`: exactly one, a path or `-`.
  ///
  /// - Returns: The exit status: 0 after a replay (failed transactions included); 1 when the
  ///   input cannot be opened or read, or its fetch line is invalid; 2 for wrong usage (no
  ///   word, more than one, or an empty one), after a line saying which and the usage.
  package static func run(arguments: [String]) -> Int32 {
    if let error = ReplayUsageError.check(arguments) {
      StandardError.write(errorLine(for: error) + "\n" + usage)
      return 2
    }
    let path = arguments[0]
    if path == "--help" || path == "-h" {
      print(usage)
      return 0
    }
    let input: InputFile
    do {
      input = try InputFile(path: path)
    } catch {
      StandardError.write("resultskit-demo: cannot open \(path): \(error)")
      return 1
    }
    let driver = ReplayDriver(
      output: { print($0) }, diagnostics: { StandardError.write($0) })
    do {
      try input.forEachLine { line in driver.consume(line) }
    } catch {
      driver.inputFailed("cannot read \(input.name): \(error)")
    }
    return driver.status
  }
}
