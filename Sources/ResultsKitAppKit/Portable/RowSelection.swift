import ResultsKit

/// The objects some rows of a table show, by identifier: how a table's selection follows its
/// objects, not its row numbers, across a reload.
///
/// It is taken while the rows and the results agree, and turned back into rows after they
/// change: an object that moved is found where it is now, one that is gone is left out.
///
///     let rows = FlatRows(itemCounts: [2, 1], showsGroupRows: true)
///     let selection = RowSelection(rows: [1, 4], of: rows) { ids[$0] }   // two objects
///     selection.rows(in: newRows) { newPaths[$0] }                       // their rows now
///
/// - Complexity: Taking it costs O(*r* log *s*) for *r* rows and *s* sections, plus one
///   `identifier` call per item row; finding the rows, one `path` call per identifier plus
///   O(*i* log *i*) for *i* identifiers.
struct RowSelection<ID: Hashable> {
  /// The identifiers, in the order of the rows they were read from, each once.
  private(set) var ids: [ID]

  /// The identifiers of the objects that `rows` of `layout` show.
  ///
  /// Group rows, rows past the layout, and item rows whose object `identifier` cannot read
  /// (`nil`) are left out.
  ///
  /// - Parameters:
  ///   - rows: Rows of the table, in any order.
  ///   - layout: The rows the table shows.
  ///   - identifier: The identifier of the object at a path, or `nil` when there is none.
  init(rows: some Sequence<Int>, of layout: FlatRows, identifier: (ItemPath) -> ID?) {
    var seen = Set<ID>()
    ids = rows.sorted().compactMap { row in
      guard case .item(let path)? = layout.content(ofRow: row), let id = identifier(path),
        seen.insert(id).inserted
      else { return nil }
      return id
    }
  }

  /// Identifiers given as they are.
  ///
  /// - Parameter ids: The identifiers; duplicates are kept once.
  init(ids: some Sequence<ID>) {
    var seen = Set<ID>()
    self.ids = ids.filter { seen.insert($0).inserted }
  }

  /// The rows of `layout` that show these objects: ascending, each once.
  ///
  /// Identifiers whose path is `nil`, or outside `layout`, are left out.
  ///
  /// - Parameters:
  ///   - layout: The rows the table shows now.
  ///   - path: Where the object with an identifier is now, or `nil` when it is gone.
  /// - Returns: The rows.
  func rows(in layout: FlatRows, path: (ID) -> ItemPath?) -> [Int] {
    Array(Set(ids.compactMap { path($0).flatMap(layout.rowIfPresent(of:)) })).sorted()
  }
}

extension FlatRows {
  /// The row of the item at `path`, or `nil` when these rows have no such item.
  ///
  /// - Parameter path: Any path.
  /// - Returns: The row, or `nil`.
  /// - Complexity: O(1).
  func rowIfPresent(of path: ItemPath) -> Int? {
    guard path.section >= 0, path.section < itemCounts.count, path.item >= 0,
      path.item < itemCounts[path.section]
    else { return nil }
    return row(of: path)
  }
}
