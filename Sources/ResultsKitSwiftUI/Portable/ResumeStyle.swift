/// How a paused list catches up with its results when it is resumed.
///
/// The two ways a `ResultsCoordinator` un-pauses: ``reload`` is `isPaused = false` (fetch,
/// then one `reloadData()`), ``animated`` is `resume(animated: true)` (fetch, then one diffed
/// batch from what the list showed at the pause to the fresh results).
public enum ResumeStyle: Hashable, Sendable {
  /// Fetch, then reload the list once: no animation, and no diff.
  ///
  /// The cheapest after a bulk import: the work is the fetch and the rows that come into view.
  case reload
  /// Fetch, then apply one batch that turns what the list showed at the pause into the fresh
  /// results: rows fade in and out and move, and rows whose object changed are updated in
  /// place.
  ///
  /// - Complexity: O(*n* + *m* log *m*), the cost of the diff, for *n* rows shown before and *m*
  ///   after.
  case animated
}
