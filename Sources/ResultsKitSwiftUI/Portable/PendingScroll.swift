import ResultsKit

/// A request to scroll a list to an object, kept until the list shows the object.
///
/// The request names an identifier, not a row: rows move. It is looked up in the results when
/// the view is in step with them — at once, or after the reload or batch that ends a pause —
/// and when the object is not there, it waits for a batch that brings the object in, looking
/// only at the rows that batch inserts (an object absent when looked up can only come back
/// through an insert; a reload looks it up again). A new request replaces the one waiting.
package struct PendingScroll<ID: Hashable> {
  /// The object to scroll to, while the request waits.
  package private(set) var target: ID?
  /// Whether the scroll animates.
  package private(set) var animated = true
  /// Whether the target has not been looked for in the results since the request.
  private var needsLookUp = false

  /// No request.
  package init() {}

  /// Replaces the waiting request with one for the object whose identifier is `id`.
  ///
  /// - Parameters:
  ///   - id: The object's identifier.
  ///   - animated: Whether the scroll animates.
  package mutating func request(_ id: ID, animated: Bool) {
    target = id
    self.animated = animated
    needsLookUp = true
  }

  /// Looks the target up, as on a request or after a reload: the row to scroll to, ending the
  /// request, or `nil`, and the request then waits for a batch that inserts the object.
  ///
  /// - Parameter path: Where the object with an identifier is in the rows the view shows.
  /// - Returns: The row and whether to animate, or `nil`.
  /// - Complexity: One `path` call, when a request waits.
  package mutating func resolve(_ path: (ID) -> ItemPath?) -> (path: ItemPath, animated: Bool)? {
    guard let target else { return nil }
    needsLookUp = false
    guard let found = path(target) else { return nil }
    self.target = nil
    return (found, animated)
  }

  /// Looks for the target after a batch: in the results when it has not been looked for since
  /// the view caught up, otherwise among the rows the batch inserts.
  ///
  /// - Parameters:
  ///   - identifier: The identifier of the object at a row after the batch.
  ///   - insertedPaths: The rows the batch brings in; called only when a request waits.
  ///   - path: Where the object with an identifier is in the rows the view shows.
  /// - Returns: The row and whether to animate, or `nil`.
  /// - Complexity: One `path` call, or one `identifier` call per inserted row.
  package mutating func resolveAfterBatch(
    identifier: (ItemPath) -> ID?, insertedPaths: () -> [ItemPath], path: (ID) -> ItemPath?
  ) -> (path: ItemPath, animated: Bool)? {
    guard let target else { return nil }
    if needsLookUp { return resolve(path) }
    guard let found = insertedPaths().first(where: { identifier($0) == target }) else {
      return nil
    }
    self.target = nil
    return (found, animated)
  }
}
