// A placeholder until the demo issue: prints how the tool will be used.
let usage = """
  resultskit-demo — the ResultsKit live demo and replay tool

  USAGE:
    resultskit-demo [--grid] [--frames N] [--seed N] [--rows N] [--import N] [--no-color]
    resultskit-demo replay FILE|-

  The live board and replay arrive in a later release; this build only prints this text.
  """
print(usage)
