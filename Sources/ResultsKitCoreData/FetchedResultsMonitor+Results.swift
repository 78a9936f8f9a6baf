#if canImport(CoreData)
  import CoreData
  import ResultsKit

  extension FetchedResultsMonitor {
    /// Fetches the results: the controller's `performFetch()`.
    ///
    /// - Throws: The controller's error, for an invalid fetch request.
    public func performFetch() throws {
      try controller.performFetch()
    }

    /// The number of sections; 0 before the first fetch.
    public var numberOfSections: Int { controller.sections?.count ?? 0 }

    /// The number of objects in `section`; 0 for a section that does not exist.
    ///
    /// - Parameter section: The section's index.
    public func numberOfObjects(inSection section: Int) -> Int {
      sectionInfo(section)?.numberOfObjects ?? 0
    }

    /// The object at `path`: the controller's `object(at:)`.
    ///
    /// - Parameter path: An existing object's path.
    public func object(at path: ItemPath) -> Entity {
      controller.object(at: IndexPath(path))
    }

    /// The name of `section` (`""` in unsectioned results, and for a section that does not
    /// exist).
    ///
    /// - Parameter section: The section's index.
    public func sectionName(at section: Int) -> String {
      sectionInfo(section)?.name ?? ""
    }

    /// The number of fetched objects: the count of the controller's `fetchedObjects`, without
    /// reading them one by one.
    public var numberOfObjects: Int { controller.fetchedObjects?.count ?? 0 }

    /// The controller's own section index titles.
    public var sectionIndexTitles: [String] { controller.sectionIndexTitles }

    /// The controller's index title for the section named `name`.
    ///
    /// - Parameter name: A section's name.
    public func sectionIndexTitle(forSectionName name: String) -> String? {
      controller.sectionIndexTitle(forSectionName: name)
    }

    /// The controller's section for the index title `title` at `index` of
    /// ``sectionIndexTitles``.
    ///
    /// When `title` is not the controller's title at `index` (which the controller would
    /// answer with an exception), the first section with that title, else the last one whose
    /// title sorts before it, else 0.
    ///
    /// - Parameters:
    ///   - title: The index title tapped.
    ///   - index: Its place in ``sectionIndexTitles``.
    public func section(forSectionIndexTitle title: String, at index: Int) -> Int {
      let titles = controller.sectionIndexTitles
      guard titles.indices.contains(index), titles[index] == title else {
        return SectionIndex.section(
          forTitle: title,
          among: (0..<numberOfSections).lazy.map {
            self.sectionIndexTitle(forSectionName: self.sectionName(at: $0))
          })
      }
      return controller.section(forSectionIndexTitle: title, at: index)
    }

    /// Sends every change to `observer` until the subscription ends.
    ///
    /// Observers are called on the controller's context's queue, in subscription order.
    ///
    /// - Parameter observer: Receives the events.
    /// - Returns: The subscription.
    public func subscribe(
      _ observer: @escaping (ResultsEvent<Entity>) -> Void
    ) -> ResultsSubscription {
      relay.subscribe(observer)
    }
  }
#endif
