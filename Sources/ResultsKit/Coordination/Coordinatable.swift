/// A view that a ``ResultsCoordinator`` keeps in step: a table, a grid, or a test double.
///
/// A target works like UIKit's views: it remembers the counts it shows (its "before" state),
/// and when a batch arrives it reads the new counts from its data source, checks the batch
/// against both (``ChangeBatch/validate(before:after:)``), and only then changes what it shows.
///
///     final class CounterLabel: Coordinatable {
///         var shown: [Int] = []
///         let counts: () -> [Int]
///         init(counts: @escaping () -> [Int]) { self.counts = counts }
///         func reloadData() { shown = counts() }
///         func apply(_ batch: ChangeBatch) throws(BatchError) {
///             let after = counts()
///             try batch.validate(before: shown, after: after)
///             shown = after
///         }
///     }
public protocol Coordinatable: AnyObject {
  /// Forgets what is shown and reads everything from the data source again.
  func reloadData()
  /// Applies one batch; throws (a ``BatchError``, for the library's targets) when the batch
  /// does not fit the counts, leaving what is shown unchanged.
  func apply(_ batch: ChangeBatch) throws
}
