/// What ``ResultsMonitor/itemPath(matching:)`` looks for: an identifier, and how to read one
/// from an object.
///
///     // The objects' own identifier: a ResultsController answers from its index alone.
///     let path = controller.itemPath(matching: ObjectLookup(id: train.id))
///     // Any other: read from every object a scan compares.
///     let byName = monitor.itemPath(matching: ObjectLookup(id: "Express", identifier: \.name))
///
/// A monitor with an index of its objects' identifiers (a `ResultsController`) uses it when
/// the identifier has their identifier's type, and checks the object it finds with
/// ``matches(_:)``; where the lookup is by the objects' own `id`
/// (``isObjectsOwnIdentifier``) it trusts the index, a missing object included.
public struct ObjectLookup<Object, ID: Hashable> {
  /// The identifier looked for.
  public let id: ID
  /// Reads an object's identifier.
  public let identifier: (Object) -> ID
  /// Whether ``identifier`` reads the objects' own `Identifiable` identifier, so that an index
  /// of those identifiers answers for it, even that no object has ``id``.
  public let isObjectsOwnIdentifier: Bool

  /// A lookup of the object whose `identifier` is `id`.
  ///
  /// - Parameters:
  ///   - id: The identifier looked for.
  ///   - identifier: Reads an object's identifier; it should be cheap, and unique among the
  ///     results.
  public init(id: ID, identifier: @escaping (Object) -> ID) {
    self.id = id
    self.identifier = identifier
    isObjectsOwnIdentifier = false
  }

  /// Whether `object`'s identifier is the one looked for.
  ///
  /// - Parameter object: An object of the results.
  /// - Returns: `identifier(object) == id`.
  public func matches(_ object: Object) -> Bool {
    identifier(object) == id
  }

  /// The same lookup over the objects that `transform` turns into these: what a monitor that
  /// shows another's results through `transform` asks its base.
  ///
  /// The result is never by the base objects' own identifier, even when the identifiers have
  /// the same type: the transform may make another.
  ///
  /// - Parameter transform: Makes an object of this lookup's type from a base object.
  /// - Returns: A lookup of the base object whose transformed identifier is ``id``.
  public func pulledBack<Base>(through transform: @escaping (Base) -> Object) -> ObjectLookup<
    Base, ID
  > {
    let identifier = identifier
    return ObjectLookup<Base, ID>(id: id) { identifier(transform($0)) }
  }
}

extension ObjectLookup where Object: Identifiable, ID == Object.ID {
  /// A lookup of the object whose own `id` is `id`.
  ///
  /// - Parameter id: The identifier looked for.
  public init(id: ID) {
    self.id = id
    identifier = { $0.id }
    isObjectsOwnIdentifier = true
  }
}

extension ResultsMonitor {
  /// Where the first object that `lookup` matches is, found by reading every object in order.
  ///
  /// - Parameter lookup: The identifier, and how to read one from an object.
  /// - Returns: The object's path, or `nil` when no object matches.
  /// - Complexity: O(*n*), one `object(at:)` per object compared.
  public func itemPath<ID>(matching lookup: ObjectLookup<Object, ID>) -> ItemPath? {
    firstItemPath(matching: lookup)
  }

  /// The scan of the default ``itemPath(matching:)``, for monitors whose own lookup cannot
  /// answer.
  package func firstItemPath<ID>(matching lookup: ObjectLookup<Object, ID>) -> ItemPath? {
    for section in 0..<numberOfSections {
      for item in 0..<numberOfObjects(inSection: section) {
        let path = ItemPath(item: item, section: section)
        if lookup.matches(object(at: path)) { return path }
      }
    }
    return nil
  }
}
