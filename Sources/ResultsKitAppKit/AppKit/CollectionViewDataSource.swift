#if canImport(AppKit)
  import AppKit
  import ResultsKit
  import ResultsKitViewSupport

  /// A collection view data source over a monitor, with items from a
  /// ``CollectionViewItemConfigurator`` and, when given one, supplementary views from a
  /// ``CollectionViewSupplementaryViewConfigurator``.
  ///
  ///     let dataSource = CollectionViewDataSource(configurator: StationTile(),
  ///                                               monitor: controller)
  ///     collectionView.dataSource = dataSource   // the view holds it weakly: keep it
  ///
  /// Sections and items are the monitor's. An item is made with the configurator's identifier
  /// (`makeItem(withIdentifier:for:)`) and configured by it.
  ///
  /// The view may ask for an item the monitor no longer has, while it is behind the monitor
  /// (its coordinator is paused, or the results changed before the batch that describes
  /// them arrived). That item gets an empty placeholder item, of a class the data source
  /// registers itself under ``placeholderIdentifier`` and never configures. Supplementary views
  /// work the same way: without a supplementary configurator, or for a section the monitor does
  /// not have, the view gets an empty view registered for that kind under
  /// ``placeholderIdentifier``. No index the view asks for traps.
  ///
  /// A batch's reconfigured items (`NSCollectionView` has no reconfigure) are configured again
  /// in place by the data source when they are shown; only a shown item that is not a
  /// `Configurator.Item`, or whose object is gone, is reloaded.
  ///
  /// The class is isolated to the main actor, as AppKit's data sources are.
  @MainActor
  public final class CollectionViewDataSource<Configurator: CollectionViewItemConfigurator>:
    NSObject, NSCollectionViewDataSource
  {
    private let configurator: Configurator
    private let reader: MonitorReader<Configurator.Object>
    private let supplementaryConfigurator: (any CollectionViewSupplementaryViewConfigurator)?

    /// The identifier under which the data source registers the empty item it returns for a
    /// position the monitor does not have, and the empty view it returns for a supplementary
    /// view it cannot configure.
    public static var placeholderIdentifier: NSUserInterfaceItemIdentifier {
      NSUserInterfaceItemIdentifier(ResultsKitAppKit.placeholderIdentifier)
    }

    /// Creates a data source that shows `monitor`'s results in items configured by
    /// `configurator`, with supplementary views from `supplementaryConfigurator`.
    ///
    /// The data source keeps all three.
    ///
    /// - Parameters:
    ///   - configurator: Gives the identifiers and configures the items.
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
    public func numberOfSections(in collectionView: NSCollectionView) -> Int {
      reader.numberOfSections
    }

    /// The monitor's number of objects in `section` (0 for a section it does not have).
    public func collectionView(
      _ collectionView: NSCollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      reader.numberOfItems(inSection: section)
    }

    /// An item made with the configurator's identifier and configured for the object.
    ///
    /// An item that is not a `Configurator.Item` (another class is registered for the
    /// identifier) is returned unconfigured. A position the monitor does not have gets the
    /// empty placeholder item (see ``placeholderIdentifier``).
    public func collectionView(
      _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
    ) -> NSCollectionViewItem {
      guard let object = object(at: indexPath) else {
        collectionView.register(
          PlaceholderCollectionViewItem.self, forItemWithIdentifier: Self.placeholderIdentifier)
        return collectionView.makeItem(withIdentifier: Self.placeholderIdentifier, for: indexPath)
      }
      let identifier = configurator.identifier(for: object, at: indexPath)
      let item = collectionView.makeItem(withIdentifier: identifier, for: indexPath)
      if let item = item as? Configurator.Item {
        configurator.configure(item, with: object, at: indexPath)
      }
      return item
    }

    /// A supplementary view made and configured by the supplementary configurator.
    ///
    /// Without a supplementary configurator, or for a section the monitor does not have, an
    /// empty view registered for `kind` under ``placeholderIdentifier``.
    public func collectionView(
      _ collectionView: NSCollectionView,
      viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
      at indexPath: IndexPath
    ) -> NSView {
      guard let supplementaryConfigurator,
        let section = indexPath.first, reader.monitor.containsSection(section)
      else {
        collectionView.register(
          PlaceholderSupplementaryView.self, forSupplementaryViewOfKind: kind,
          withIdentifier: Self.placeholderIdentifier)
        return collectionView.makeSupplementaryView(
          ofKind: kind, withIdentifier: Self.placeholderIdentifier, for: indexPath)
      }
      let identifier = supplementaryConfigurator.identifier(
        forSupplementaryViewOfKind: kind, at: indexPath)
      let view = collectionView.makeSupplementaryView(
        ofKind: kind, withIdentifier: identifier, for: indexPath)
      supplementaryConfigurator.configure(
        view, ofKind: kind, at: indexPath, sectionName: reader.monitor.sectionName(at: section))
      return view
    }
  }

  extension CollectionViewDataSource: CollectionItemReconfiguring {
    /// Configures the shown `Configurator.Item`s of `paths` again with their objects; returns
    /// the shown items it cannot configure (another class, or an object the monitor does not
    /// have), to reload.
    func reconfigureItems(at paths: [ItemPath], in collectionView: NSCollectionView) -> [ItemPath] {
      paths.filter { path in
        let indexPath = IndexPath(path)
        guard let shown = collectionView.item(at: indexPath) else { return false }
        guard let item = shown as? Configurator.Item, let object = reader.object(at: path) else {
          return true
        }
        configurator.configure(item, with: object, at: indexPath)
        return false
      }
    }
  }
#endif
