import ResultsKit

/// A view that takes UIKit-style batch updates: what ``apply(_:animated:)`` needs from a
/// `UITableView`, a `UICollectionView` or an `NSCollectionView`.
///
/// The UIKit and AppKit adapters forward each requirement to one call of their view; the tests
/// drive the same ``apply(_:animated:)`` with a fake view that records the calls and checks
/// them against UIKit's rules. Every requirement is called on the view's own isolation (the
/// main actor for UIKit and AppKit).
package protocol BatchUpdatingView {
  /// The number of items of each section the view shows now: the counts before the batch
  /// (`numberOfSections` and `numberOfRows(inSection:)` / `numberOfItems(inSection:)`).
  var shownItemCounts: [Int] { get }
  /// The number of items of each section its data source has now: the counts after the batch.
  var dataSourceItemCounts: [Int] { get }

  /// Runs `updates` as one batch (`performBatchUpdates(_:completion:)`); the view checks the
  /// counts when it ends.
  func performBatchUpdates(_ updates: @escaping () -> Void)
  /// Runs `changes` with animations turned off (`UIView.performWithoutAnimation`).
  func performWithoutAnimation(_ changes: () -> Void)

  /// Deletes whole sections (before-batch indices).
  func deleteSections(_ sections: [Int])
  /// Inserts whole sections (after-batch indices).
  func insertSections(_ sections: [Int])
  /// Deletes items (before-batch paths).
  func deleteItems(at paths: [ItemPath])
  /// Inserts items (after-batch paths).
  func insertItems(at paths: [ItemPath])
  /// Moves one item from a before-batch path to an after-batch path.
  func moveItem(at from: ItemPath, to: ItemPath)
  /// Replaces the cells of items (before-batch paths).
  func reloadItems(at paths: [ItemPath])
  /// Configures the cells of items again in place, after the batch (after-batch paths).
  func reconfigureItems(at paths: [ItemPath])
}
