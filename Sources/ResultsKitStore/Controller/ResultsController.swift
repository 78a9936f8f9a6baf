import ResultsKit

/// The filtered, sorted, sectioned results of a fetch request over an ``ObjectStore``, kept
/// up to date commit by commit: this library's `NSFetchedResultsController`.
///
///     let controller = ResultsController(store: store, request: FetchRequest(
///         predicate: { !$0.hidden }, sortBy: [.ascending(\.time)], sectionBy: { $0.platform }))
///     let coordinator = ResultsCoordinator(target: table, monitor: controller)
///     try coordinator.loadData()      // performFetch(), subscribe, reload
///
/// Sections are ordered by name, objects by the request's sort keys and then by the order in
/// which they were first inserted into the store. Without `sectionBy` there is exactly one
/// section, named `""`, even when it is empty; with it, one section per distinct name and never
/// an empty one. Before the first ``performFetch()`` there are no sections.
///
/// While it has at least one subscriber, the controller turns every store commit into results
/// events: an object entering or leaving the predicate is inserted or deleted; one that changed
/// section, or whose sort keys changed so that it crossed other objects, is moved; one that
/// changed in place is updated. A commit that changes nothing visible sends nothing.
///
/// Without subscribers it does no per-commit work beyond keeping the commit for the next
/// ``performFetch()``, which then catches up in O(*k* log *n*) for the *k* changes it missed
/// (or fetches from scratch after more than *n* changes). Until then it keeps showing the
/// results it had.
///
/// - Complexity: A commit of *k* objects costs O(*k* log *n*) on *n* fetched objects, through
///   a counted B+ tree per section (and one over the sections).
public final class ResultsController<Object: Identifiable & Equatable>: ResultsMonitor {
  typealias Entry = FetchedEntry<Object>

  /// One section: its name and its objects in order.
  final class Section {
    let name: String
    var entries: CountedTree<Entry>

    init(name: String, entries: CountedTree<Entry> = CountedTree()) {
      self.name = name
      self.entries = entries
    }
  }

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

  /// The request the current results follow (the one of the last fetch).
  var active: FetchRequest<Object>
  var requestChanged = false
  var hasFetched = false
  var sectionTree = CountedTree<Section>()
  var sectionsByName: [String: Section] = [:]
  var objectCount = 0
  let observers = ObserverList<ResultsEvent<Object>>()
  /// The store subscription: present from the first fetch on, unless the backlog overflowed.
  var storeSubscription: ResultsSubscription?
  /// The commits received with no subscriber, applied by the next fetch.
  var backlog: [[StoreChange<Object>]] = []
  var backlogCount = 0
  /// Whether the backlog grew past the point where fetching from scratch is cheaper.
  var backlogOverflowed = false
  /// How many times a search did not find an object where its values said it was (a request
  /// whose closures are not pure) and a linear scan found it. For tests.
  var inconsistencyRepairs = 0

  /// Creates a controller for `request` over `store`; it has no results until
  /// ``performFetch()``.
  ///
  /// - Parameters:
  ///   - store: The store to fetch from and follow.
  ///   - request: What to fetch.
  public init(store: ObjectStore<Object>, request: FetchRequest<Object>) {
    self.store = store
    self.request = request
    active = request
  }

  /// Whether `lhs` comes before `rhs` in a section: sort keys, then insertion order.
  func precedes(_ lhs: Entry, _ rhs: Entry) -> Bool {
    for key in active.sortBy {
      let order = key.compare(lhs.object, rhs.object)
      if order != 0 { return order < 0 }
    }
    return lhs.sequence < rhs.sequence
  }

  /// Whether `lhs` and `rhs` tie on every sort key.
  func sortKeysTie(_ lhs: Object, _ rhs: Object) -> Bool {
    active.sortBy.allSatisfy { $0.compare(lhs, rhs) == 0 }
  }

  /// Whether the active request takes `object`.
  func includes(_ object: Object) -> Bool {
    active.predicate?(object) ?? true
  }

  /// The section name the active request gives `object`.
  func sectionName(of object: Object) -> String {
    active.sectionBy?(object) ?? ""
  }

  /// The index of the section named `name`, or where it would go.
  func sectionRank(_ name: String) -> Int {
    sectionTree.lowerBound { $0.name < name }
  }

  // MARK: ResultsMonitor

  /// The number of sections.
  public var numberOfSections: Int { sectionTree.count }

  /// The number of objects in `section`.
  ///
  /// - Complexity: O(log *s*) for *s* sections.
  public func numberOfObjects(inSection section: Int) -> Int {
    sectionTree[section].entries.count
  }

  /// The object at `path`.
  ///
  /// - Complexity: O(log *n*).
  public func object(at path: ItemPath) -> Object {
    sectionTree[path.section].entries[path.item].object
  }

  /// The name of `section`.
  public func sectionName(at section: Int) -> String {
    sectionTree[section].name
  }

  /// Sends every change of the results to `observer` until the subscription ends.
  ///
  /// The first subscriber starts the per-commit tracking; when the last one leaves, the
  /// controller stops it.
  public func subscribe(_ observer: @escaping (ResultsEvent<Object>) -> Void) -> ResultsSubscription {
    let inner = observers.subscribe(observer)
    if hasFetched, storeSubscription == nil { followStore() }
    return ResultsSubscription { inner.cancel() }
  }

  /// The results, section by section.
  ///
  /// - Complexity: O(*n*).
  public var sections: [ResultsSection<Object>] {
    sectionTree.elements.map { section in
      ResultsSection(
        name: section.name, indexTitle: sectionIndexTitleFormatter(section.name),
        objects: section.entries.elements.map(\.object))
    }
  }

  /// The number of fetched objects.
  ///
  /// - Complexity: O(1).
  public var numberOfObjects: Int { objectCount }

  /// Every fetched object, section after section.
  ///
  /// - Complexity: O(*n*).
  public var fetchedObjects: [Object] {
    var objects: [Object] = []
    objects.reserveCapacity(objectCount)
    sectionTree.forEach { section in section.entries.forEach { objects.append($0.object) } }
    return objects
  }

  /// Where the object with the identifier `id` is in the results, or `nil` when it is not.
  ///
  /// - Complexity: O(log *n*); O(*n*) while the controller has commits to catch up on.
  public func itemPath(for id: Object.ID) -> ItemPath? {
    if backlog.isEmpty, !backlogOverflowed {
      guard let record = store.storage.records[id], includes(record.object) else { return nil }
      let entry = Entry(object: record.object, sequence: record.sequence)
      let name = sectionName(of: entry.object)
      if let section = sectionsByName[name] {
        let item = section.entries.lowerBound { precedes($0, entry) }
        if item < section.entries.count, section.entries[item].sequence == record.sequence {
          return ItemPath(item: item, section: sectionRank(name))
        }
      }
    }
    // Not where the store's values say: the results are behind the store, or the request's
    // closures are not pure. Look at every object.
    var section = 0
    var found: ItemPath?
    sectionTree.forEach { node in
      if found == nil, let item = node.entries.firstRank(where: { $0.object.id == id }) {
        found = ItemPath(item: item, section: section)
      }
      section += 1
    }
    return found
  }
}

/// A fetched object with its insertion number, which breaks ties between equal sort keys.
struct FetchedEntry<Object> {
  var object: Object
  var sequence: UInt64
}
