extension BatchError {
  /// The kind of view a message about a batch names: UIKit words the same mistake
  /// differently for a table view ("rows") and a collection view ("items").
  public enum ViewKind: Hashable, Sendable, CaseIterable {
    /// A collection view, or a grid: "items", "collection view".
    case collectionView
    /// A table view: "rows", "table view".
    case tableView
  }

  /// The words of one kind of view, as its messages use them.
  struct Words {
    /// One element: "item" or "row".
    let item: String
    /// Several elements: "items" or "rows".
    let items: String
    /// One element with its article: "an item" or "a row".
    let anItem: String
    /// The view: "collection view" or "table view".
    let view: String

    init(_ kind: ViewKind) {
      switch kind {
      case .collectionView:
        (item, items, anItem, view) = ("item", "items", "an item", "collection view")
      case .tableView:
        (item, items, anItem, view) = ("row", "rows", "a row", "table view")
      }
    }
  }
}
