/// A monitor that finds an object's position by its identifier without scanning its results.
///
/// `ResultsController` is one (in O(log *n*)). A monitor that conforms gets
/// ``ResultsMonitor/itemPath(matching:)`` from ``itemPath(for:)``: code that looks objects up
/// through any monitor, such as a data source selecting objects in a table, or a
/// ``MappedMonitor`` over this one, then uses the fast lookup.
public protocol ObjectLocating<Object>: ResultsMonitor where Object: Identifiable {
  /// Where the object with the identifier `id` is in the results, or `nil` when it is not.
  func itemPath(for id: Object.ID) -> ItemPath?
}

extension ObjectLocating {
  /// Where the object that `lookup` matches is: found by ``itemPath(for:)`` when the lookup's
  /// identifier has the objects' identifier type, otherwise (or when the object found does not
  /// match, or none is found for a lookup that is not by the objects' own identifier) by a
  /// scan.
  ///
  /// A lookup by the objects' own identifier (``ObjectLookup/init(id:)``) is answered by
  /// ``itemPath(for:)`` alone, a missing object included.
  ///
  /// - Parameter lookup: The identifier, and how to read one from an object.
  /// - Returns: The object's path, or `nil` when no object matches.
  /// - Complexity: The cost of ``itemPath(for:)`` plus one `object(at:)`, when the lookup's
  ///   identifier is an object's own one; O(*n*) otherwise.
  public func itemPath<ID>(matching lookup: ObjectLookup<Object, ID>) -> ItemPath? {
    if let id = lookup.id as? Object.ID {
      let path = itemPath(for: id)
      if lookup.isObjectsOwnIdentifier { return path }
      if let path, lookup.matches(object(at: path)) { return path }
    }
    return firstItemPath(matching: lookup)
  }
}
