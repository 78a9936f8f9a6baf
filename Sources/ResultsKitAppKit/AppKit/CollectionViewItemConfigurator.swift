#if canImport(AppKit)
  import AppKit
  import ResultsKit
  import ResultsKitViewSupport

  /// Configures collection view items for objects: what a ``CollectionViewDataSource`` needs
  /// to know about your items.
  ///
  ///     struct StationTile: CollectionViewItemConfigurator {
  ///         func configure(_ item: NSCollectionViewItem, with station: Station,
  ///                        at indexPath: IndexPath) {
  ///             item.textField?.stringValue = station.name
  ///         }
  ///         func identifier(for station: Station, at indexPath: IndexPath)
  ///             -> NSUserInterfaceItemIdentifier { NSUserInterfaceItemIdentifier("tile") }
  ///     }
  ///
  /// The protocol is isolated to the main actor, as items are; a conforming type is too.
  @MainActor
  public protocol CollectionViewItemConfigurator<Object> {
    /// The objects the items show.
    associatedtype Object
    /// The item class registered with the collection view for the identifiers.
    associatedtype Item: NSCollectionViewItem
    /// Shows `object`, at `indexPath`, in `item`.
    ///
    /// - Parameters:
    ///   - item: An item made with `makeItem(withIdentifier:for:)` for the identifier
    ///     ``identifier(for:at:)`` gave.
    ///   - object: The object of the item.
    ///   - indexPath: The item's path.
    func configure(_ item: Item, with object: Object, at indexPath: IndexPath)
    /// The identifier of the item for `object` at `indexPath`; the collection view must have a
    /// class or nib registered for it (`register(_:forItemWithIdentifier:)`).
    ///
    /// - Parameters:
    ///   - object: The object of the item.
    ///   - indexPath: The item's path.
    /// - Returns: The identifier.
    func identifier(for object: Object, at indexPath: IndexPath) -> NSUserInterfaceItemIdentifier
  }

  extension CollectionViewItemConfigurator {
    /// An `updateCell` closure for a `ResultsCoordinator`: it configures the shown item of an
    /// object again with the object's new content, in place, instead of reloading it.
    ///
    /// The coordinator calls it after the batch, with after-batch paths. An item that is not
    /// shown (`item(at:)` is `nil`), or that is not an `Item`, is left alone: it gets a freshly
    /// configured item when it comes into view. The closure keeps the configurator and holds
    /// the collection view weakly; call it on the main actor, where the coordinator runs.
    ///
    /// - Parameter collectionView: The collection view whose items to update.
    /// - Returns: The closure to pass as `updateCell`.
    public func makeUpdateVisibleCell(
      _ collectionView: NSCollectionView
    ) -> (ItemPath, Object) -> Void {
      { [weak collectionView] path, object in
        let indexPath = IndexPath(path)
        guard let item = collectionView?.item(at: indexPath) as? Item else { return }
        configure(item, with: object, at: indexPath)
      }
    }
  }
#endif
