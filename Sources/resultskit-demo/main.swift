import ResultsKitReplay
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
case let .importIntoDatabase(path, count):
  do {
    let seed = StationDatabase.importSeed
    try StationDatabase.importArrivals(count: count, into: path, seed: seed) { written in
      let total = Format.grouped(count)
      print("resultskit-demo import: \(Format.grouped(written)) of \(total) arrivals written")
      fflush(nil)  // each line out as soon as its transaction has returned
    }
    exit(0)
  } catch {
    StandardError.write("resultskit-demo import: \(error)")
    exit(1)
  }
case let .run(options):
  let environment = ColorPolicy.processEnvironment
  // TERM=dumb: frames follow one another, without cursor movement or any escape code.
  let output = LiveOutput.standardOutput(environment: environment)
  let isTerminal = isatty(1) == 1
  var screen = DemoScreen.notATerminal
  if isTerminal {
    screen = DemoScreen(
      paced: true, size: { TerminalSize.of(descriptor: 1, environment: environment) },
      resized: { false }, stopSignal: { nil })
  }
  if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
    TerminalSignals.install()
    TerminalSignals.restoresOnExit = output.isTerminal
    screen.resized = { TerminalSignals.takeResize() }
    screen.stopSignal = { TerminalSignals.stopSignal }
  }
  let demo = LiveDemo(
    options: options, output: output,
    ansi: ColorPolicy.usesColor(
      environment: environment, isTerminal: isTerminal, disabled: options.noColor),
    style: environment["TERM"] == "dumb" ? .ascii : .unicode, screen: screen)
  do {
    let report = try await demo.run()
    if let signal = report.stoppedBy { exit(128 + signal) }
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
