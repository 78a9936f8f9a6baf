#if canImport(UIKit)
  import Foundation
  import ResultsKit
  import ResultsKitViewSupport
  import UIKit

  /// Configures collection view cells for objects: what a ``CollectionViewDataSource`` needs
  /// to know about your items.
  ///
  /// The protocol is isolated to the main actor, as cells are; a conforming type is too.
  @MainActor
  public protocol CollectionViewCellConfigurator<Object> {
    /// The objects the items show.
    associatedtype Object
    /// The cell class registered with the collection view for the reuse identifiers.
    associatedtype Cell: UICollectionViewCell
    /// Shows `object`, at `indexPath`, in `cell`.
    ///
    /// - Parameters:
    ///   - cell: A cell dequeued for the identifier ``reuseIdentifier(for:at:)`` gave.
    ///   - object: The object of the item.
    ///   - indexPath: The item's path.
    func configure(_ cell: Cell, with object: Object, at indexPath: IndexPath)
    /// The reuse identifier of the cell for `object` at `indexPath`; the collection view must
    /// have a class or nib registered for it.
    ///
    /// - Parameters:
    ///   - object: The object of the item.
    ///   - indexPath: The item's path.
    /// - Returns: The identifier.
    func reuseIdentifier(for object: Object, at indexPath: IndexPath) -> String
  }

  extension CollectionViewCellConfigurator {
    /// An `updateCell` closure for a `ResultsCoordinator`: it configures the visible cell of an
    /// item again with the object's new content, in place, instead of reloading the item.
    ///
    /// The coordinator calls it after the batch, with after-batch paths. An item that is not
    /// visible (`cellForItem(at:)` is `nil`), or whose cell is not a `Cell`, is left alone: it
    /// gets a freshly configured cell when it comes into view. The closure keeps the
    /// configurator and holds the collection view weakly; call it on the main actor, where
    /// the coordinator runs.
    ///
    /// - Parameter collectionView: The collection view whose cells to update.
    /// - Returns: The closure to pass as `updateCell`.
    public func makeUpdateVisibleCell(
      _ collectionView: UICollectionView
    ) -> (ItemPath, Object) -> Void {
      { [weak collectionView] path, object in
        let indexPath = IndexPath(path)
        guard let cell = collectionView?.cellForItem(at: indexPath) as? Cell else { return }
        configure(cell, with: object, at: indexPath)
      }
    }
  }
#endif
