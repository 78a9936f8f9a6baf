#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A placeholder until the demo issue: prints how the tool will be used.
let usage = """
  resultskit-demo — the ResultsKit live demo and replay tool

  USAGE:
    resultskit-demo [--grid] [--frames N] [--seed N] [--rows N] [--import N] [--no-color]
    resultskit-demo replay FILE|-

  The live board and replay arrive in a later release; this build only prints this text.
  """

if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "replay" {
  exit(ReplayCommand.run(arguments: Array(CommandLine.arguments.dropFirst(2))))
}
print(usage)
