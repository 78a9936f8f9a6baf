#if canImport(AppKit)
  import AppKit

  /// The empty item a ``CollectionViewDataSource`` shows for a position its monitor does not
  /// have: its view is an empty `NSView` made in code (a plain `NSCollectionViewItem` would
  /// look for a nib).
  final class PlaceholderCollectionViewItem: NSCollectionViewItem {
    override func loadView() {
      view = NSView()
    }
  }

  /// The empty supplementary view a ``CollectionViewDataSource`` shows where it cannot
  /// configure one.
  final class PlaceholderSupplementaryView: NSView, NSCollectionViewElement {}
#endif
