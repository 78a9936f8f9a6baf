import ResultsKitText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `text` and a newline to standard error.
func printError(_ text: String) {
  var stream = StandardErrorStream()
  print(text, to: &stream)
}

/// Standard error as a text stream.
struct StandardErrorStream: TextOutputStream {
  mutating func write(_ string: String) {
    var text = string
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(2, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}

switch DemoOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .help:
  print(DemoOptions.usage)
case let .invalid(message):
  printError("resultskit-demo: \(message)\n\n\(DemoOptions.usage)")
  exit(2)
case .replay:
  printError("resultskit-demo: replay is not built yet")
  exit(2)
case let .run(options):
  let output = LiveOutput.standardOutput()
  let environment = ColorPolicy.processEnvironment
  let demo = LiveDemo(
    options: options, output: output,
    ansi: ColorPolicy.usesColor(
      environment: environment, isTerminal: output.isTerminal, disabled: options.noColor),
    style: environment["TERM"] == "dumb" ? .ascii : .unicode)
  do {
    let report = try await demo.run()
    print(report.summary)
    for problem in report.problems { printError("resultskit-demo: inconsistency: \(problem)") }
    exit(report.problems.isEmpty ? 0 : 1)
  } catch {
    output.finish()
    printError("resultskit-demo: \(error)")
    exit(1)
  }
}
