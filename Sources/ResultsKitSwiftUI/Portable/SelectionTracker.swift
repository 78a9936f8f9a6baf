import ResultsKit

/// The selected objects of a list, by identifier, with where each one is in the rows the view
/// shows: a selection that follows its objects, not row numbers.
///
/// An identifier is *located* — its row is known — or *unresolved*: chosen while the view was
/// behind its monitor (paused), and looked up once it is in step. Batches move the located
/// paths along (``follow(_:identifier:insertedPaths:)``); a reload looks every identifier up
/// again (``relocate(_:)``).
///
/// - Complexity: Memory O(*s*) for *s* selected objects.
package struct SelectionTracker<ID: Hashable> {
  /// The selected objects whose rows are known, and those rows.
  package internal(set) var located: [ID: ItemPath] = [:]
  /// The selected objects whose rows are not known yet.
  package private(set) var unresolved: Set<ID> = []

  /// No selection.
  package init() {}

  /// The identifiers of the selected objects, located or not.
  ///
  /// - Complexity: O(*s*).
  package var ids: Set<ID> { unresolved.union(located.keys) }

  /// Whether nothing is selected.
  package var isEmpty: Bool { located.isEmpty && unresolved.isEmpty }

  /// The rows of the located objects, ascending.
  ///
  /// - Complexity: O(*s* log *s*).
  package var selectedPaths: [ItemPath] { located.values.sorted() }

  /// Makes `ids` the selection: identifiers already selected keep their rows, the others are
  /// unresolved until ``resolve(_:)``.
  ///
  /// - Parameter ids: The identifiers to select.
  /// - Returns: The rows of the objects no longer selected, for the view to deselect.
  /// - Complexity: O(*s* + *t*) for *t* identifiers given.
  package mutating func replace(with ids: Set<ID>) -> [ItemPath] {
    var deselected: [ItemPath] = []
    for (id, path) in located where !ids.contains(id) {
      located[id] = nil
      deselected.append(path)
    }
    unresolved = ids.filter { located[$0] == nil }
    return deselected.sorted()
  }

  /// Looks up the unresolved identifiers: those found are located, the others dropped.
  ///
  /// - Parameter path: Where the object with an identifier is in the rows the view shows, or
  ///   `nil` when it is not there.
  /// - Returns: The identifiers dropped.
  /// - Complexity: One `path` call per unresolved identifier.
  package mutating func resolve(_ path: (ID) -> ItemPath?) -> [ID] {
    var dropped: [ID] = []
    for id in unresolved {
      if let found = path(id) {
        located[id] = found
      } else {
        dropped.append(id)
      }
    }
    unresolved = []
    return dropped
  }

  /// Looks every identifier up again, as after a reload: those found are located, the others
  /// dropped.
  ///
  /// - Parameter path: Where the object with an identifier is in the rows the view shows now.
  /// - Returns: The identifiers dropped.
  /// - Complexity: One `path` call per selected object.
  package mutating func relocate(_ path: (ID) -> ItemPath?) -> [ID] {
    unresolved.formUnion(located.keys)
    located = [:]
    return resolve(path)
  }

  /// Makes the objects of the rows at `paths` the located selection.
  ///
  /// This is what the user chose in the view. Unresolved identifiers stay selected: the view
  /// could not show them.
  ///
  /// - Parameters:
  ///   - paths: The rows the view shows selected.
  ///   - identifier: The identifier of the object at a row, or `nil` when there is none.
  /// - Complexity: O(*p*) `identifier` calls for *p* paths.
  package mutating func select(paths: [ItemPath], identifier: (ItemPath) -> ID?) {
    located = [:]
    for path in paths {
      guard let id = identifier(path) else { continue }
      located[id] = path
      unresolved.remove(id)
    }
  }
}
