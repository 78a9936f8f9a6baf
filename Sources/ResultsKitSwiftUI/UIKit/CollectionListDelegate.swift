#if canImport(SwiftUI) && os(iOS)
  import UIKit

  /// What a list's collection view delegate asks of the list's host.
  @MainActor
  protocol CollectionListEvents: AnyObject {
    /// Whether rows may be selected.
    var allowsSelection: Bool { get }
    /// The user changed the selection.
    func selectionDidChange()
    /// The user activated the row at `indexPath`.
    func performPrimaryAction(at indexPath: IndexPath)
    /// The context menu of the row at `indexPath`, or `nil` for none.
    func contextMenu(at indexPath: IndexPath) -> UIContextMenuConfiguration?
  }

  /// A list's collection view delegate: it passes the user's selection, taps and long presses
  /// to the list's host. (A class of its own because a generic class cannot implement
  /// Objective-C delegate methods in extensions.)
  @MainActor
  final class CollectionListDelegate: NSObject, UICollectionViewDelegate {
    weak var events: (any CollectionListEvents)?

    func collectionView(
      _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool {
      events?.allowsSelection ?? false
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      events?.selectionDidChange()
    }

    func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) {
      events?.selectionDidChange()
    }

    /// A tap that does not extend a selection; called also when the row may not be selected.
    func collectionView(
      _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
    ) {
      events?.performPrimaryAction(at: indexPath)
    }

    /// The context menu of one row; several rows have none.
    func collectionView(
      _ collectionView: UICollectionView,
      contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
      guard indexPaths.count == 1, let indexPath = indexPaths.first else { return nil }
      return events?.contextMenu(at: indexPath)
    }
  }
#endif
