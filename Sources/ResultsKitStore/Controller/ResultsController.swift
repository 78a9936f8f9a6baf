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
/// an empty one. Before the first ``performFetch()`` there are no sections.
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
  /// One section: its name and its objects' slots in order.
  @usableFromInline
  final class Section {
    @usableFromInline
    let name: String
    // Unchecked exclusivity: a section is reached only from its controller's own methods,
    // which never hold two accesses to one of these at once, and the checks cost a runtime
    // call per access on paths that touch every object.
    @exclusivity(unchecked) @usableFromInline
    var slots: CountedTree<Int32>
    /// The section's index before the commit being applied, set by that apply for the
    /// sections it reports on (-1 for a section the commit created).
    @exclusivity(unchecked) @usableFromInline
    var indexBefore = -1
    /// The section's index after the commit being applied, set likewise.
    @exclusivity(unchecked) @usableFromInline
    var indexAfter = -1
    /// The objects the commit being applied in bulk puts in the section, unsorted.
    @exclusivity(unchecked) @usableFromInline
    var arrivals: [Arrival] = []

    @usableFromInline
    init(name: String, slots: CountedTree<Int32> = CountedTree()) {
      self.name = name
      self.slots = slots
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
  @usableFromInline
  var active: FetchRequest<Object>
  @usableFromInline
  var requestChanged = false
  @usableFromInline
  var hasFetched = false
  @exclusivity(unchecked) @usableFromInline
  var sectionTree = CountedTree<Section>()
  @exclusivity(unchecked) @usableFromInline
  var sectionsByName: [String: Section] = [:]
  @exclusivity(unchecked) @usableFromInline
  var objectCount = 0

  /// The fetched objects by slot; the sections' trees hold slot numbers.
  @exclusivity(unchecked) @usableFromInline
  var objects: [Object] = []
  /// The sort keys' values and insertion numbers by slot, and the order over slots.
  @exclusivity(unchecked) @usableFromInline
  var order = SlotOrder([SortColumn<Object>]())
  /// Stores an object's sort key values at a slot, one writer per sort key.
  @exclusivity(unchecked) @usableFromInline
  var keyWriters: [(Object, Int) -> Void] = []
  /// Replaces an object's sort key values at its slot, one per sort key (see
  /// `SortColumn.replace`).
  @exclusivity(unchecked) @usableFromInline
  var keyReplacers: [(Object, Int) -> Bool] = []
  /// Slots no longer in use.
  @exclusivity(unchecked) @usableFromInline
  var freeSlots: [Int32] = []
  /// The slot of each store row whose object is in the results: how an object's old content
  /// is found, by identity rather than by asking the request's closures again.
  @exclusivity(unchecked) @usableFromInline
  var rowSlots = RowSlots()
  /// The version of the store the results hold: commits up to it are in them.
  @usableFromInline
  var contentsVersion: UInt64 = 0

  @usableFromInline
  let observers = ObserverList<ResultsEvent<Object>>()
  /// The store subscription: present from the first fetch on, unless the backlog overflowed.
  @usableFromInline
  var storeSubscription: ResultsSubscription?
  /// The commits received with no subscriber, applied by the next fetch.
  @usableFromInline
  var backlog: [StoreChanges<Object>] = []
  @usableFromInline
  var backlogCount = 0
  /// Whether the backlog grew past the point where fetching from scratch is cheaper.
  @usableFromInline
  var backlogOverflowed = false
  /// Snapshots handed out by `deferredSections()` and not yet copied.
  var pendingSnapshots: [WeakSnapshot] = []
  /// How commits are applied: both ways give the same results and events; tests force one
  /// or the other to cover both with small stores.
  @usableFromInline
  package enum ApplyStrategy: Sendable {
    /// In bulk when the commit touches at least one object in ``bulkFactor``, else one by one.
    case automatic
    /// Always in bulk.
    case bulk
    /// Always one by one.
    case incremental
  }

  /// How commits are applied; ``ApplyStrategy/automatic`` unless a test chooses.
  @usableFromInline
  package var applyStrategy = ApplyStrategy.automatic

  /// How many times a scan had to find an object (for tests).
  ///
  /// A scan runs when a search did not find the object where its values said it was: a
  /// request whose closures are not pure, or a sort key whose `<` is not a strict order.
  @usableFromInline
  var inconsistencyRepairs = 0

  /// The controller's heavy work, as closures made where `Object` is a concrete type, so
  /// that it runs as code specialised for that type even when it is reached through generic
  /// code (a coordinator's subscription, a store's delivery).
  @usableFromInline
  struct Engine {
    /// Applies commits (merged into one change when there are several), reporting or not.
    @usableFromInline let apply: (ResultsController, [StoreChanges<Object>], Bool) -> Void
    @usableFromInline let fetch: (ResultsController) -> Void

    @inlinable
    init(
      apply: @escaping (ResultsController, [StoreChanges<Object>], Bool) -> Void,
      fetch: @escaping (ResultsController) -> Void
    ) {
      self.apply = apply
      self.fetch = fetch
    }
  }

  @usableFromInline let engine: Engine

  /// Creates a controller for `request` over `store`; it has no results until
  /// ``performFetch()``.
  ///
  /// - Parameters:
  ///   - store: The store to fetch from and follow.
  ///   - request: What to fetch.
  @inlinable
  public convenience init(store: ObjectStore<Object>, request: FetchRequest<Object>) {
    self.init(
      store: store, request: request,
      engine: Engine(
        apply: { controller, commits, reporting in
          controller.apply(Self.merged(commits.map(\.changes)), reporting: reporting)
          if let last = commits.last { controller.contentsVersion = last.version }
        },
        fetch: { controller in controller.fetchFromScratch() }))
  }

  @usableFromInline
  init(store: ObjectStore<Object>, request: FetchRequest<Object>, engine: Engine) {
    self.store = store
    self.request = request
    self.engine = engine
    active = request
  }

  @inlinable
  func includes(_ object: Object) -> Bool {
    active.predicate?(object) ?? true
  }

  /// The section name the active request gives `object`.
  @inlinable
  func sectionName(of object: Object) -> String {
    active.sectionBy?(object) ?? ""
  }

  /// The index of the section named `name`, or where it would go, in the active request's
  /// section order.
  ///
  /// The default order compares names directly, without going through the order's rule.
  @inlinable
  func sectionRank(_ name: String) -> Int {
    if active.sectionOrder.isAscending { return sectionTree.lowerBound { $0.name < name } }
    let order = active.sectionOrder
    return sectionTree.lowerBound { order.precedes($0.name, name) }
  }

  /// The index of `section`, which is in the results: where its name places it, or found by a
  /// scan when a custom section order is not a strict order.
  ///
  /// - Complexity: O(log *s*) for *s* sections, O(*s*) for a scan.
  @inlinable
  func sectionIndex(of section: Section) -> Int {
    let rank = sectionRank(section.name)
    // The library's orders are strict: the search finds every section.
    if active.sectionOrder.isBuiltIn { return rank }
    if rank < sectionTree.count, sectionTree[rank] === section { return rank }
    inconsistencyRepairs += 1
    return sectionTree.firstRank { $0 === section } ?? rank
  }

  /// Stores `object` and its insertion number at `slot` (a free slot, or the next new one).
  @inlinable
  func write(_ object: Object, sequence: UInt64, at slot: Int) {
    if slot < objects.count {
      objects[slot] = object
    } else {
      objects.append(object)
    }
    order.sequences.store(sequence, at: slot)
    for writer in keyWriters { writer(object, slot) }
  }

  /// Stores `object` in a slot of its own and returns the slot.
  @inlinable
  func allocate(_ object: Object, sequence: UInt64) -> Int {
    let slot = freeSlots.popLast().map(Int.init) ?? objects.count
    write(object, sequence: sequence, at: slot)
    return slot
  }

  // MARK: ResultsMonitor

  /// The number of sections.
  @inlinable
  public var numberOfSections: Int { sectionTree.count }

  /// The number of objects in `section`.
  ///
  /// - Complexity: O(log *s*) for *s* sections.
  @inlinable
  public func numberOfObjects(inSection section: Int) -> Int {
    sectionTree[section].slots.count
  }

  /// The object at `path`.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  public func object(at path: ItemPath) -> Object {
    objects[Int(sectionTree[path.section].slots[path.item])]
  }

  /// The name of `section`.
  @inlinable
  public func sectionName(at section: Int) -> String {
    sectionTree[section].name
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
    sectionTree.elements.map { section in
      ResultsSection(
        name: section.name, indexTitle: sectionIndexTitleFormatter(section.name),
        objects: section.slots.elements.map { self.objects[Int($0)] })
    }
  }

  /// The number of fetched objects.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var numberOfObjects: Int { objectCount }

  /// Every fetched object, section after section.
  ///
  /// - Complexity: O(*n*).
  public var fetchedObjects: [Object] {
    var objects: [Object] = []
    objects.reserveCapacity(objectCount)
    sectionTree.forEach { section in section.slots.forEach { objects.append(self.objects[Int($0)]) }
    }
    return objects
  }

  /// Where the object with the identifier `id` is in the results, or `nil` when it is not.
  ///
  /// - Complexity: O(log *n*); O(*n*) while the controller has commits to catch up on.
  public func itemPath(for id: Object.ID) -> ItemPath? {
    guard hasFetched else { return nil }
    if backlog.isEmpty, !backlogOverflowed {
      // The results hold the store's current objects: find this one by its row.
      guard let record = store.storage.records[id], let slot = rowSlots[record.row] else {
        return nil
      }
      if let placement = placement(ofSlot: slot, inSectionNamed: sectionName(of: objects[slot])) {
        return ItemPath(item: placement.item, section: sectionIndex(of: placement.section))
      }
    }
    // The results are behind the store: look at every object.
    var section = 0
    var found: ItemPath?
    sectionTree.forEach { node in
      if found == nil, let item = node.slots.firstRank(where: { self.objects[Int($0)].id == id }) {
        found = ItemPath(item: item, section: section)
      }
      section += 1
    }
    return found
  }
}

extension ResultsController: ObjectLocating {}
