import ResultsKit

/// A table data source over an array: one section of `objects`, with cells from a
/// ``TableCellConfigurator``.
///
/// Changing ``objects`` does not change the table until you call its `reloadData()`, as with
/// any `UITableView` data source.
public final class ListTableDataSource<Object: Equatable, Cell: TextCell>: TextTableDataSource,
  TableSelection
{
  private let cells: CellMaker<Object, Cell>

  /// The rows, in order.
  public var objects: [Object]
  /// The header of the section; `nil` by default.
  public var defaultSectionTitle: String?

  /// Creates a data source that shows `objects` in cells configured by `configurator`.
  ///
  /// - Parameters:
  ///   - configurator: Makes and configures the cells.
  ///   - objects: The rows.
  public init<C: TableCellConfigurator>(configurator: C, objects: [Object])
  where C.Object == Object, C.Cell == Cell {
    self.objects = objects
    cells = CellMaker(configurator)
  }

  /// The object of the row at `path` (its section is always 0).
  public func object(at path: ItemPath) -> Object {
    objects[path.row]
  }

  /// The row of the first object equal to `object`, or `nil`.
  ///
  /// - Complexity: O(*n*).
  public func itemPath(for object: Object) -> ItemPath? {
    objects.firstIndex(of: object).map { ItemPath(item: $0, section: 0) }
  }

  /// One section.
  public func numberOfSections(in table: TextTable) -> Int { 1 }

  /// The number of objects (0 for any section but the first).
  public func table(_ table: TextTable, numberOfRowsInSection section: Int) -> Int {
    section == 0 ? objects.count : 0
  }

  /// A cell dequeued with the configurator's reuse identifier and configured for the object.
  ///
  /// A row past the end of ``objects`` (they changed and the table was not reloaded yet) gets
  /// an empty `Cell` that is never reused.
  public func table(_ table: TextTable, cellForRowAt path: ItemPath) -> TextCell {
    guard path.section == 0, objects.indices.contains(path.row) else {
      return Cell(reuseIdentifier: "")
    }
    return cells.cell(for: objects[path.row], at: path) {
      table.dequeueReusableCell(withIdentifier: $0, for: path)
    }
  }

  /// ``defaultSectionTitle``.
  public func table(_ table: TextTable, titleForHeaderInSection section: Int) -> String? {
    defaultSectionTitle
  }
}
