import ResultsKitReplay

extension LiveDemo.Report {
  /// The build the demo runs in, for the summary's timing: "debug build" or "release build".
  static var build: String {
    #if DEBUG
      "debug build"
    #else
      "release build"
    #endif
  }

  /// The closing summary: a few short lines, each under 80 columns.
  ///
  /// The first line, "resultskit-demo: 60 feed updates, 60 batches applied", names the run;
  /// the lines under it are indented by two spaces: the changes, the mean time per update and
  /// the build it was measured in, then the import and the refreshes when there were any.
  var summary: String {
    summaryLines.joined(separator: "\n")
  }

  /// The lines of ``summary``.
  var summaryLines: [String] {
    var lines = [
      "resultskit-demo: \(Format.counted(updates, "feed update")), "
        + "\(Format.counted(batches, "batch")) applied",
      "  \(Format.counted(changes, "change")), \(Format.grouped(updatesInPlace)) updated in place, "
        + Format.counted(reloads, "reload"),
      "  \(Format.fixed(microsecondsPerUpdate, 0)) µs per update from perform to the batch "
        + "applied (this \(Self.build))",
    ]
    if imported > 0 {
      let seconds = Format.microseconds(importTime) / 1e6
      let rate = seconds > 0 ? Int(Double(imported) / seconds) : 0
      lines += [
        "  \(Format.grouped(imported)) historical arrivals imported in "
          + "\(Format.seconds(importTime)) (\(Format.grouped(rate))/s),",
        "  with the coordinator paused; then one catch-up and reload in "
          + Format.seconds(resumeTime),
      ]
    }
    if refreshes > 0 {
      lines.append("  \(Format.counted(refreshes, "refresh")) brought in other processes' writes")
    }
    return lines
  }
}
