import ResultsKit

/// The view behind a list: a coordinator's target that also selects and scrolls to rows.
///
/// A `UICollectionView` on iOS, an `NSTableView` on macOS, a fake view in the tests. A
/// ``ListTarget`` wraps it: the coordinator's batches and reloads go through the target to the
/// view, and the target keeps the selection and the scroll request in step with them.
///
/// Paths are the view's own: after a batch, those of the rows it shows now.
package protocol ListPlatformView: Coordinatable {
  /// The rows the view shows selected, as item paths (a table's group rows are none).
  var selectedPaths: [ItemPath] { get }
  /// Selects or deselects the rows at `paths`, without reporting it as the user's choice.
  ///
  /// - Parameters:
  ///   - selected: Whether to select or deselect them.
  ///   - paths: Item paths of rows the view shows.
  func setSelected(_ selected: Bool, at paths: [ItemPath])
  /// Scrolls so that the row at `path` is in view.
  ///
  /// - Parameters:
  ///   - path: The item path of a row the view shows.
  ///   - animated: Whether the scroll animates.
  func scroll(to path: ItemPath, animated: Bool)
}
