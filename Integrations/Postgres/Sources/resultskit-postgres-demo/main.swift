import PostgresNIO
import ResultsKitPostgres
import ResultsKitText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `message` and a newline to standard error.
func printError(_ message: String) {
  let line = "resultskit-postgres-demo: " + message + "\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
}

let command: DemoCommand
do {
  command = try DemoCommand.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  printError("\(error)")
  exit(2)
}
let environment = ColorPolicy.processEnvironment

/// The server the PG* variables name; exits with their error when they do not name one.
func serverConfiguration() -> PostgresConnection.Configuration {
  do {
    return try PostgresConnection.Configuration(environment: environment)
  } catch {
    printError("\(error)")
    if case .missing = error {
      printError("for a server of its own: bash Integrations/Postgres/Scripts/with-postgres bash")
    }
    exit(1)
  }
}

switch command {
case .help:
  print(DemoCommand.usage)
case let .importRows(options):
  do {
    try await ImportRun(options: options, configuration: serverConfiguration()) { line in
      print(line)
      fflush(nil)  // each line out as soon as its transaction has committed
    }.run()
  } catch {
    printError("\(error)")
    exit(1)
  }
case let .board(options):
  StopSignal.install()
  let output = LiveOutput.standardOutput(environment: environment)
  let run = BoardRun(
    options: options, configuration: serverConfiguration(), output: output,
    ansi: ColorPolicy.usesColor(environment: environment, isTerminal: output.isTerminal),
    stopRequested: { StopSignal.isRequested })
  do {
    let summary = try await run.run()
    print(summary.lines.joined(separator: "\n"))
    exit(summary.problems.isEmpty ? 0 : 1)
  } catch {
    output.finish()
    printError("\(error)")
    exit(1)
  }
}
