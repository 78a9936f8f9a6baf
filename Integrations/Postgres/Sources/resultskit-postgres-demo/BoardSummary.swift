/// What a run of the board did, printed when it ends.
struct BoardSummary: Equatable {
  var updates: Int
  /// The commits the table showed (each as one change of its rows): its own, and others'.
  var ownCommits: Int
  var followedCommits: Int
  var rowsShown: Int
  var othersShown: Int
  var problems: [String]
  var elapsed: Duration

  /// A few lines, the last one "inconsistencies: N" (0 on a good run), each line's counts
  /// easy to pick out with `grep`.
  var lines: [String] {
    [
      "resultskit-postgres-demo: \(updates.grouped) updates written, "
        + "\((ownCommits + followedCommits).grouped) batches shown, "
        + "\(followedCommits.grouped) of them followed commits, "
        + "in \(elapsed.components.seconds) s",
      "  rows shown: \(rowsShown.grouped), from other writers: \(othersShown.grouped)",
      "  inconsistencies: \(problems.count)",
    ] + problems.map { "  - \($0)" }
  }
}
