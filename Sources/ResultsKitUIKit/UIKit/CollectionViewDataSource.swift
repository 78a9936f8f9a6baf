#if canImport(UIKit)
  import Foundation
  import ResultsKit
  import ResultsKitViewSupport
  import UIKit

  /// A collection view data source over a monitor, with cells from a
  /// ``CollectionViewCellConfigurator`` and, when given one, supplementary views from a
  /// ``CollectionViewSupplementaryViewConfigurator``: the counterpart of
  /// FetchedResultsCoordinator's `SimpleCollectionDataSource`.
  ///
  ///     let dataSource = CollectionViewDataSource(configurator: NoteTile(), monitor: monitor,
  ///                                               supplementaryConfigurator: Headers())
  ///     collectionView.dataSource = dataSource   // the view holds it weakly: keep it
  ///
  /// Sections and items are the monitor's. An item's cell is dequeued with the configurator's
  /// reuse identifier and configured by it.
  ///
  /// The view may ask for an item the monitor no longer has, while it is behind the monitor
  /// (its coordinator is paused, or the results changed before the batch that describes
  /// them arrived). That item gets an empty placeholder cell: a plain `UICollectionViewCell`
  /// that the data source registers itself under ``placeholderReuseIdentifier`` and never
  /// configures. Supplementary views work the same way: without a supplementary configurator,
  /// or for a section the monitor does not have, the view gets an empty
  /// `UICollectionReusableView` registered for that kind under ``placeholderReuseIdentifier``
  /// (UIKit needs a dequeued view; the data source never crashes for lack of one). No index
  /// the view asks for traps.
  ///
  /// Items can be reordered (`beginInteractiveMovementForItem(at:)`, or a reorder control
  /// in a list cell) when ``onMove`` is set. The class is open: a subclass may answer more of
  /// `UICollectionViewDataSource`, or override these answers.
  ///
  /// The class is isolated to the main actor, as UIKit's data sources are.
  @MainActor
  open class CollectionViewDataSource<Configurator: CollectionViewCellConfigurator>:
    NSObject, UICollectionViewDataSource
  {
    private let configurator: Configurator
    private let reader: MonitorReader<Configurator.Object>
    private let supplementaryConfigurator: (any CollectionViewSupplementaryViewConfigurator)?

    /// The reuse identifier under which the data source registers the empty
    /// `UICollectionViewCell` it returns for an item the monitor does not have, and the empty
    /// `UICollectionReusableView` it returns for a supplementary view it cannot configure.
    public static var placeholderReuseIdentifier: String { placeholderIdentifier }
    /// Records the new place of an item the user dragged, given with its object and its paths
    /// before and after the move; `nil` (the default) lets no item be moved.
    ///
    /// The collection view has already moved the item: commit the new order inside the
    /// coordinator's `performUserMove(from:to:_:)`, so that the batch of that commit does not
    /// move the item a second time.
    public var onMove: ((Configurator.Object, ItemPath, ItemPath) -> Void)?

    /// Creates a data source that shows `monitor`'s results in cells configured by
    /// `configurator`, with supplementary views from `supplementaryConfigurator`.
    ///
    /// The data source keeps all three.
    ///
    /// - Parameters:
    ///   - configurator: Gives the reuse identifiers and configures the cells.
    ///   - monitor: The results to show.
    ///   - supplementaryConfigurator: Gives and configures the supplementary views; `nil` (the
    ///     default) for none: any the layout asks for are empty placeholders.
    public init<Monitor: ResultsMonitor>(
      configurator: Configurator, monitor: Monitor,
      supplementaryConfigurator: (any CollectionViewSupplementaryViewConfigurator)? = nil
    ) where Monitor.Object == Configurator.Object {
      self.configurator = configurator
      reader = MonitorReader(monitor: monitor)
      self.supplementaryConfigurator = supplementaryConfigurator
    }

    /// The monitor's object at `indexPath`, or `nil` when it has none there (the view is
    /// behind it, or the path does not name an item).
    ///
    /// - Parameter indexPath: An item's path.
    /// - Returns: The object, or `nil`.
    public func object(at indexPath: IndexPath) -> Configurator.Object? {
      ItemPath(indexPath).flatMap(reader.object(at:))
    }

    /// The monitor's number of sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
      reader.numberOfSections
    }

    /// The monitor's number of objects in `section` (0 for a section it does not have).
    open func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      reader.numberOfItems(inSection: section)
    }

    /// A cell dequeued with the configurator's reuse identifier and configured for the object.
    ///
    /// A dequeued cell that is not a `Configurator.Cell` (another class is registered for the
    /// identifier) is returned unconfigured. An item the monitor does not have gets the empty
    /// placeholder cell (see ``placeholderReuseIdentifier``).
    open func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      guard let object = object(at: indexPath) else {
        collectionView.register(
          UICollectionViewCell.self, forCellWithReuseIdentifier: Self.placeholderReuseIdentifier)
        return collectionView.dequeueReusableCell(
          withReuseIdentifier: Self.placeholderReuseIdentifier, for: indexPath)
      }
      let identifier = configurator.reuseIdentifier(for: object, at: indexPath)
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: identifier, for: indexPath)
      if let cell = cell as? Configurator.Cell {
        configurator.configure(cell, with: object, at: indexPath)
      }
      return cell
    }

    /// A supplementary view dequeued and configured by the supplementary configurator.
    ///
    /// Without a supplementary configurator, or for a section the monitor does not have, an
    /// empty `UICollectionReusableView` registered for `kind` under
    /// ``placeholderReuseIdentifier``.
    open func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      guard let supplementaryConfigurator,
        let section = indexPath.first, reader.monitor.containsSection(section)
      else {
        collectionView.register(
          UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
          withReuseIdentifier: Self.placeholderReuseIdentifier)
        return collectionView.dequeueReusableSupplementaryView(
          ofKind: kind, withReuseIdentifier: Self.placeholderReuseIdentifier, for: indexPath)
      }
      let identifier = supplementaryConfigurator.reuseIdentifier(
        forSupplementaryViewOfKind: kind, at: indexPath)
      let view = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
      supplementaryConfigurator.configure(view, ofKind: kind, at: indexPath)
      return view
    }

    /// Whether the item may be dragged: when ``onMove`` is set, for an item the monitor has.
    open func collectionView(
      _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    ) -> Bool {
      onMove != nil && object(at: indexPath) != nil
    }

    /// Passes a dragged item's object and its paths to ``onMove``.
    open func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      guard let onMove, let move = reader.userMove(from: sourceIndexPath, to: destinationIndexPath)
      else { return }
      onMove(move.object, move.source, move.destination)
    }
  }
#endif
