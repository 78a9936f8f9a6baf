import ResultsKit

/// The filtered, sorted, sectioned results of a fetch request over an ``ObjectStore``, kept
/// up to date commit by commit: this library's `NSFetchedResultsController`.
///
///     let controller = ResultsController(store: store, request: FetchRequest(
///         predicate: { !$0.hidden }, sortBy: [.ascending(\.time)], sectionBy: { $0.platform }))
///     let coordinator = ResultsCoordinator(target: table, monitor: controller)
///     try coordinator.loadData()      // performFetch(), subscribe, reload
///
/// Sections are in the request's ``FetchRequest/sectionOrder`` (by name, ascending unless it
/// says otherwise), objects by the request's sort keys and then by the order in which they were
/// first inserted into the store. Without `sectionBy` there is exactly one
/// section, named `""`, even when it is empty; with it, one section per distinct name and never
/// an empty one. Names that `==` calls equal are one section, named by their canonical (NFC)
/// spelling whichever spellings its objects have (see ``FetchRequest/sectionBy``). Before the
/// first ``performFetch()`` there are no sections.
///
/// While it has at least one subscriber, the controller turns every store commit into results
/// events: an object entering or leaving the predicate is inserted or deleted; one that changed
/// section, or whose sort keys changed so that it crossed other objects, is moved; one that
/// changed in place is updated. A commit that changes nothing visible sends nothing.
///
/// Without subscribers it does no per-commit work beyond keeping the commit for the next
/// ``performFetch()``, which then catches up on the *k* changes it missed as one commit (or
/// fetches from scratch after more than *n* / 2 changes). Until then it keeps showing the results
/// it had.
///
/// A commit the results already hold — the controller was fetched while the store was
/// delivering it, say from another controller's subscriber — is not applied again.
///
/// - Complexity: A commit of *k* objects costs O(*k* log *n*) on *n* fetched objects, through
///   a counted B+ tree per section (and one over the sections); one that touches more than
///   one object in 64 is applied in bulk, in O(*n* + *k* log *k*), about the cost of a fetch.
public final class ResultsController<Object: Identifiable & Equatable>: ResultsMonitor {
  /// The store whose objects are fetched.
  public let store: ObjectStore<Object>

  /// The request; a new value takes effect at the next ``performFetch()``.
  public var request: FetchRequest<Object> {
    didSet { requestChanged = true }
  }

  /// Makes a section's index title from its name, as `NSFetchedResultsController`'s
  /// `sectionIndexTitle(forSectionName:)` does; `nil` gives the section no title.
  ///
  /// The default takes the first character of the name, uppercased, and gives `""` no title.
  public var sectionIndexTitleFormatter: (String) -> String? = {
    SectionIndex.defaultTitle(forSectionName: $0)
  }

  /// The results: the objects, where each one is, and the request they follow (the one of
  /// the last fetch).
  @usableFromInline
  let slots: SectionedSlots<Object>
  /// The commits not applied yet, and the store version the results hold.
  @usableFromInline
  var backlog = CommitBacklog<Object>()
  @usableFromInline
  var requestChanged = false
  @usableFromInline
  var hasFetched = false
  @usableFromInline
  let observers = ObserverList<ResultsEvent<Object>>()
  /// The subscribers among ``observers`` that also take a whole change as lists (see
  /// ``subscribe(events:lists:)``).
  @usableFromInline
  let listObservers = ObserverList<ChangeLists<Object>>()
  /// The store subscription: present from the first fetch on, unless the backlog overflowed.
  @usableFromInline
  var storeSubscription: ResultsSubscription?
  /// Snapshots handed out by `snapshotOfSections()` and not yet copied.
  @usableFromInline
  var pendingSnapshots: [WeakSnapshot] = []
  /// Takes each of the store's commits (``storeDidCommit(_:)``) as code specialised for
  /// `Object`: made by the inlinable initialiser, where `Object` is known, so that a commit
  /// looks up none of the controller's generic types at run time.
  @usableFromInline
  let takeCommit: (ResultsController, StoreChanges<Object>) -> Void

  /// Creates a controller for `request` over `store`; it has no results until
  /// ``performFetch()``.
  ///
  /// - Parameters:
  ///   - store: The store to fetch from and follow.
  ///   - request: What to fetch.
  @inlinable
  public convenience init(store: ObjectStore<Object>, request: FetchRequest<Object>) {
    // Made here, where `Object` is known, so that the index's work and each commit's
    // reception run specialised.
    self.init(
      store: store, request: request, slots: SectionedSlots(request: request),
      takeCommit: { controller, commit in controller.storeDidCommit(commit) })
  }

  @usableFromInline
  init(
    store: ObjectStore<Object>, request: FetchRequest<Object>, slots: SectionedSlots<Object>,
    takeCommit: @escaping (ResultsController, StoreChanges<Object>) -> Void
  ) {
    self.store = store
    self.request = request
    self.slots = slots
    self.takeCommit = takeCommit
  }

  /// What a test may change about how the controller's index works (see
  /// ``IndexTestingSeam``); production leaves it as made.
  var testingSeam: IndexTestingSeam {
    get { slots.testingSeam }
    set { slots.testingSeam = newValue }
  }

  // MARK: ResultsMonitor

  /// The number of sections.
  @inlinable
  public var numberOfSections: Int { slots.sectionTree.count }

  /// The number of objects in `section`.
  ///
  /// - Parameter section: A section index; it must be in `0..<numberOfSections` (a section
  ///   out of range stops the program, with a message naming it and the count, as an array's
  ///   subscript does).
  /// - Complexity: O(log *s*) for *s* sections.
  @inlinable
  public func numberOfObjects(inSection section: Int) -> Int {
    checkSection(section)
    return slots.sectionTree[section].slots.count
  }

  /// The object at `path`.
  ///
  /// - Parameter path: An item path; its section must be in `0..<numberOfSections` and its
  ///   item in `0..<numberOfObjects(inSection:)` (a path out of range stops the program, with a
  ///   message naming the path and the counts, as an array's subscript does).
  /// - Complexity: O(log *n*).
  @inlinable
  public func object(at path: ItemPath) -> Object {
    checkSection(path.section)
    let items = slots.sectionTree[path.section].slots
    guard path.item >= 0, path.item < items.count else {
      fatalError(
        "ResultsController.object(at:): item \(path.item) of section \(path.section) is out of "
          + "range 0..<\(items.count) (the section's objects).")
    }
    return slots.objects[Int(items[path.item].slot)]
  }

  /// The name of `section`.
  ///
  /// - Parameter section: A section index; it must be in `0..<numberOfSections`.
  /// - Complexity: O(log *s*) for *s* sections.
  @inlinable
  public func sectionName(at section: Int) -> String {
    checkSection(section)
    return slots.sectionTree[section].name
  }

  /// Stops the program with a message naming `section` and the count when it is out of range
  /// (`fatalError`, not `precondition`: its message is kept in optimised builds too).
  @inlinable
  func checkSection(_ section: Int, function: StaticString = #function) {
    let count = slots.sectionTree.count
    guard section >= 0, section < count else {
      fatalError(
        "ResultsController.\(function): section \(section) is out of range 0..<\(count) (the "
          + "sections).")
    }
  }

  /// Sends every change of the results to `observer` until the subscription ends.
  ///
  /// The first subscriber starts the per-commit tracking; when the last one leaves, the
  /// controller stops it.
  public func subscribe(_ observer: @escaping (ResultsEvent<Object>) -> Void) -> ResultsSubscription
  {
    let inner = observers.subscribe(observer)
    if hasFetched, storeSubscription == nil { followStore() }
    return ResultsSubscription { inner.cancel() }
  }

  /// The results, section by section.
  ///
  /// - Complexity: O(*n*).
  public var sections: [ResultsSection<Object>] {
    slots.sections(indexTitle: sectionIndexTitleFormatter)
  }

  /// The number of fetched objects.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var numberOfObjects: Int { slots.objectCount }

  /// The number of objects in each section, in section order.
  ///
  /// - Complexity: O(*s*) for *s* sections: one walk of the sections' tree, where
  ///   ``numberOfObjects(inSection:)`` for each would search it *s* times.
  @inlinable
  public var sectionCounts: [Int] {
    var counts: [Int] = []
    counts.reserveCapacity(slots.sectionTree.count)
    slots.sectionTree.forEach { counts.append($0.slots.count) }
    return counts
  }

  /// Every fetched object, section after section.
  ///
  /// - Complexity: O(*n*).
  public var fetchedObjects: [Object] { slots.allObjects }

  /// Where the object with the identifier `id` is in the results, or `nil` when it is not.
  ///
  /// - Complexity: O(log *n*); O(*n*) while the controller has commits to catch up on.
  public func itemPath(for id: Object.ID) -> ItemPath? {
    guard hasFetched else { return nil }
    if backlog.isCurrent {
      // The results hold the store's current objects: find this one by its row.
      guard let record = store.storage.records[id], let slot = slots.rowSlots[record.row] else {
        return nil
      }
      if let path = slots.locate(slot: slot) { return path }
    }
    // The results are behind the store: look at every object.
    return slots.scan(for: id)
  }
}

extension ResultsController: ObjectLocating {}
