#if canImport(CoreData)
  import CoreData
  import ResultsKit

  extension FetchedResultsMonitor {
    /// Where the object that `lookup` matches is, asked of the controller where it can answer.
    ///
    /// When the identifier looked for is itself an object of the results' type (a lookup by
    /// identity), or the `NSManagedObjectID` of an object registered in the controller's
    /// context, the controller's `indexPath(forObject:)` finds it, and the object there is
    /// checked with `lookup.matches(_:)`. Otherwise, or when that finds no matching object,
    /// the results are scanned.
    ///
    ///     let path = monitor.itemPath(matching: ObjectLookup(id: note.objectID) { $0.objectID })
    ///
    /// - Parameter lookup: The identifier, and how to read one from an object.
    /// - Returns: The object's path, or `nil` when no object matches.
    /// - Complexity: One `indexPath(forObject:)` and one `object(at:)` when the controller
    ///   finds the object; O(*n*) otherwise.
    public func itemPath<ID>(matching lookup: ObjectLookup<Entity, ID>) -> ItemPath? {
      if let candidate = candidate(for: lookup.id),
        let indexPath = controller.indexPath(forObject: candidate)
      {
        let path = ItemPath(checking: indexPath)
        if path.isValid, path.section < numberOfSections,
          path.item < numberOfObjects(inSection: path.section),
          lookup.matches(object(at: path))
        {
          return path
        }
      }
      return firstItemPath(matching: lookup)
    }

    /// The object of the results' type that `id` is, or names by its object ID.
    private func candidate(for id: some Hashable) -> Entity? {
      if let object = id as? Entity { return object }
      if let objectID = id as? NSManagedObjectID {
        return controller.managedObjectContext.registeredObject(for: objectID) as? Entity
      }
      return nil
    }
  }
#endif
