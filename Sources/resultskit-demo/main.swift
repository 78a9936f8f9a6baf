import ResultsKitText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

switch DemoOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .help:
  print(DemoOptions.usage)
case let .invalid(error):
  StandardError.write(DemoOptions.errorLine(for: error))
  exit(2)
case let .replay(arguments):
  exit(ReplayCommand.run(arguments: arguments))
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
    for problem in report.problems {
      StandardError.write("resultskit-demo: inconsistency: \(problem)")
    }
    exit(report.problems.isEmpty ? 0 : 1)
  } catch {
    output.finish()
    StandardError.write("resultskit-demo: \(error)")
    exit(1)
  }
}
