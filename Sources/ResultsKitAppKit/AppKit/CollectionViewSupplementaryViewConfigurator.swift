#if canImport(AppKit)
  import AppKit

  /// Configures a collection view's supplementary views (section headers, footers…) for a
  /// ``CollectionViewDataSource``.
  ///
  /// The protocol is isolated to the main actor, as views are; a conforming type is too.
  @MainActor
  public protocol CollectionViewSupplementaryViewConfigurator {
    /// Shows what belongs at `indexPath` in `view`, a supplementary view of `kind`.
    ///
    /// - Parameters:
    ///   - view: A view made with `makeSupplementaryView(ofKind:withIdentifier:for:)` for the
    ///     identifier ``identifier(forSupplementaryViewOfKind:at:)`` gave.
    ///   - kind: The kind, such as `NSCollectionView.elementKindSectionHeader`.
    ///   - indexPath: The view's path (for a section header, the section and item 0).
    ///   - sectionName: The name of the view's section (`""` for unsectioned results).
    func configure(
      _ view: NSView, ofKind kind: NSCollectionView.SupplementaryElementKind,
      at indexPath: IndexPath, sectionName: String)
    /// The identifier of the view of `kind` at `indexPath`; the collection view must have a
    /// class or nib registered for that kind and identifier.
    ///
    /// - Parameters:
    ///   - kind: The kind of supplementary view.
    ///   - indexPath: The view's path.
    /// - Returns: The identifier.
    func identifier(
      forSupplementaryViewOfKind kind: NSCollectionView.SupplementaryElementKind,
      at indexPath: IndexPath
    ) -> NSUserInterfaceItemIdentifier
  }
#endif
