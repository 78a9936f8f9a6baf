import ResultsKit

/// Selecting objects instead of rows: a data source that can go from a path to its object and
/// back gets `select`, `selectedObjects` and `selectedObject` for a ``TextTable``.
public protocol TableSelection {
  /// The objects the rows show.
  associatedtype Object
  /// The object of the row at `path`.
  func object(at path: ItemPath) -> Object
  /// The row that shows `object`, or `nil`.
  func itemPath(for object: Object) -> ItemPath?
}

extension TableSelection {
  /// Selects the rows of `objects`, in order; objects that have no row are skipped.
  ///
  /// Rows that were selected stay selected when the table allows multiple selection;
  /// otherwise each selection replaces the last, as in UIKit.
  public func select(_ objects: [Object], in table: TextTable) {
    for object in objects {
      if let path = itemPath(for: object) { table.selectRow(at: path) }
    }
  }

  /// The objects of the selected rows, in row order.
  public func selectedObjects(in table: TextTable) -> [Object] {
    table.indexPathsForSelectedRows.map(object(at:))
  }

  /// The object of the first selected row, or `nil`.
  public func selectedObject(in table: TextTable) -> Object? {
    table.indexPathsForSelectedRows.first.map(object(at:))
  }
}
