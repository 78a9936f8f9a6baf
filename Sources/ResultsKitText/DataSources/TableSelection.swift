import ResultsKit

/// Selecting objects instead of paths: a data source that can go from a path to its object
/// and back gets `select`, `selectedObjects` and `selectedObject` for a ``TextTable``, a
/// ``TextGrid`` or any other ``TextResultsView``.
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
  ///
  /// - Parameters:
  ///   - objects: The objects to select.
  ///   - table: The table that shows them.
  public func select(_ objects: [Object], in table: TextTable) {
    selectObjects(objects, in: table)
  }

  /// The objects of the selected rows, in row order.
  ///
  /// - Parameter table: The table.
  /// - Returns: The objects.
  public func selectedObjects(in table: TextTable) -> [Object] {
    objects(selectedIn: table)
  }

  /// The object of the first selected row, or `nil`.
  ///
  /// - Parameter table: The table.
  /// - Returns: The object.
  public func selectedObject(in table: TextTable) -> Object? {
    object(selectedIn: table)
  }

  /// Selects the items of `objects` in `view`, a grid or any text view, in order; objects
  /// that have no item are skipped.
  ///
  /// Items that were selected stay selected when the view allows multiple selection;
  /// otherwise each selection replaces the last.
  ///
  /// - Parameters:
  ///   - objects: The objects to select.
  ///   - view: The view that shows them.
  public func select(_ objects: [Object], in view: some TextResultsView) {
    selectObjects(objects, in: view)
  }

  /// The objects of the items selected in `view`, a grid or any text view, in path order.
  ///
  /// - Parameter view: The view.
  /// - Returns: The objects.
  public func selectedObjects(in view: some TextResultsView) -> [Object] {
    objects(selectedIn: view)
  }

  /// The object of the first item selected in `view`, a grid or any text view, or `nil`.
  ///
  /// - Parameter view: The view.
  /// - Returns: The object.
  public func selectedObject(in view: some TextResultsView) -> Object? {
    object(selectedIn: view)
  }

  /// The one implementation of the `select(_:in:)` overloads.
  private func selectObjects(_ objects: [Object], in view: some TextResultsView) {
    for object in objects {
      if let path = itemPath(for: object) { view.select(path) }
    }
  }

  private func objects(selectedIn view: some TextResultsView) -> [Object] {
    view.selectedPaths.map(object(at:))
  }

  private func object(selectedIn view: some TextResultsView) -> Object? {
    view.selectedPaths.first.map(object(at:))
  }
}
