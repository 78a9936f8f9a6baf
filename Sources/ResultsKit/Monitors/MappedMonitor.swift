/// A monitor that shows another monitor's results through a transform: view models over any
/// monitor, with the same sections and the same events.
///
/// Make one with ``ResultsMonitor/map(_:)``:
///
///     let rows = controller.map(TrainRow.init)
///     let coordinator = ResultsCoordinator(target: table, monitor: rows)
///
/// Objects are transformed lazily, when they are read or reported, so the transform should be
/// cheap and free of side effects. Every requirement, section index included, is forwarded to
/// the base monitor, and so are the base's strengths:
///
/// - ``snapshotOfSections()`` maps the base's snapshot lazily: pausing a coordinator transforms
///   nothing, however many objects there are (a `ResultsController`'s snapshot is not even
///   copied); the objects are transformed when an animated resume reads the snapshot.
/// - ``itemPath(matching:)`` asks the base for the base object whose transformed identifier
///   matches. Over a `ResultsController` whose identifiers have the same type as the shown
///   objects' ones, that is its O(log *n*) lookup by identifier and one transform to check the
///   object found; when the identifiers differ in type or value (the transform makes another),
///   or the object is not there, it is a scan, O(*n*) transforms.
/// - ``changeDelivery`` is the base's, so a `MonitorGroup` still calls back once per store
///   commit.
public final class MappedMonitor<Base: ResultsMonitor, Object>: ResultsMonitor {
  /// The monitor whose results are transformed.
  public let base: Base
  private let transform: (Base.Object) -> Object

  init(base: Base, transform: @escaping (Base.Object) -> Object) {
    self.base = base
    self.transform = transform
  }

  /// Loads the base monitor's results.
  ///
  /// - Throws: Whatever the base monitor's `performFetch()` throws.
  public func performFetch() throws { try base.performFetch() }

  /// The base monitor's number of sections.
  public var numberOfSections: Int { base.numberOfSections }

  /// The base monitor's number of objects in `section`.
  public func numberOfObjects(inSection section: Int) -> Int {
    base.numberOfObjects(inSection: section)
  }

  /// The base monitor's object at `path`, transformed.
  public func object(at path: ItemPath) -> Object { transform(base.object(at: path)) }

  /// The base monitor's name of `section`.
  public func sectionName(at section: Int) -> String { base.sectionName(at: section) }

  /// Sends the base monitor's events, with their objects transformed, to `observer`.
  public func subscribe(
    _ observer: @escaping (ResultsEvent<Object>) -> Void
  ) -> ResultsSubscription {
    let transform = transform
    return base.subscribe { event in observer(event.mapObject(transform)) }
  }

  /// The base monitor's sections, with their objects transformed.
  public var sections: [ResultsSection<Object>] {
    base.sections.map {
      ResultsSection(name: $0.name, indexTitle: $0.indexTitle, objects: $0.objects.map(transform))
    }
  }

  /// The base monitor's number of objects.
  public var numberOfObjects: Int { base.numberOfObjects }

  /// The base's section counts: a transform keeps them.
  public var sectionCounts: [Int] { base.sectionCounts }

  /// The base monitor's section index titles.
  public var sectionIndexTitles: [String] { base.sectionIndexTitles }

  /// The base monitor's index title for the section named `name`.
  public func sectionIndexTitle(forSectionName name: String) -> String? {
    base.sectionIndexTitle(forSectionName: name)
  }

  /// The base monitor's section for a tap on the index title `title` at `index`.
  public func section(forSectionIndexTitle title: String, at index: Int) -> Int {
    base.section(forSectionIndexTitle: title, at: index)
  }

  /// The base monitor's snapshot, its objects transformed when the snapshot is read.
  ///
  /// - Complexity: The base's `snapshotOfSections()` (O(1) for a `ResultsController` or a
  ///   `SnapshotMonitor`); no transform.
  public func snapshotOfSections() -> DeferredSections<Object> {
    base.snapshotOfSections().map(transform)
  }

  /// Where the base monitor finds the object whose transformed identifier `lookup` matches.
  ///
  /// - Complexity: The base's `itemPath(matching:)` for the lookup through the transform: see
  ///   the type's description.
  public func itemPath<ID>(matching lookup: ObjectLookup<Object, ID>) -> ItemPath? {
    base.itemPath(matching: lookup.pulledBack(through: transform))
  }

  /// The base monitor's delivery.
  public var changeDelivery: ChangeDelivery? { base.changeDelivery }
}

extension ResultsMonitor {
  /// A monitor that shows this monitor's results through `transform`, with the same events.
  ///
  /// - Parameter transform: Makes the shown object (a view model, say) from a result; called
  ///   lazily, whenever an object is read or reported.
  /// - Returns: A ``MappedMonitor`` over this monitor.
  public func map<T>(_ transform: @escaping (Object) -> T) -> MappedMonitor<Self, T> {
    MappedMonitor(base: self, transform: transform)
  }
}
