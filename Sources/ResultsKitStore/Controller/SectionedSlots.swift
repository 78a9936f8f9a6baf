import ResultsKit

/// The filtered, sorted, sectioned objects of a ``ResultsController``: the index that answers
/// where each object is and takes a commit's changes.
///
/// Objects live in slots (`objects`, with their sort key values in `order`'s columns); each
/// section is a counted tree of slot numbers, each with its first sort key's 32-bit prefix
/// (``KeyedSlot``), and the sections form a counted tree of their own, in the request's section
/// order. `rowSlots` leads from a store row to its object's slot, which is how an object's old
/// content is found: by identity, never by asking the request's closures again.
///
/// A class rather than a value: its parts are reached millions of times on the paths that
/// touch every object, and a stored value in the controller would be reached through an
/// access to the whole of it each time.
@usableFromInline
final class SectionedSlots<Object: Identifiable & Equatable> {
  /// One section: its name and its objects' slots in order, with their prefixes.
  @usableFromInline
  final class Section {
    /// The canonical spelling (`canonicalSpelling`) of its objects' section name, whichever
    /// spelling the object that made the section had: what the controller reports and what the
    /// section order compares.
    @usableFromInline
    let name: String
    // Unchecked exclusivity: a section is reached only from its index's own methods, which
    // never hold two accesses to one of these at once, and the checks cost a runtime call
    // per access on paths that touch every object.
    @exclusivity(unchecked) @usableFromInline
    var slots: CountedTree<KeyedSlot>
    /// The section's index before the commit being applied, set by that apply for the
    /// sections it reports on (-1 for a section the commit created).
    @exclusivity(unchecked) @usableFromInline
    var indexBefore = -1
    /// The value of `indexBefore` and `indexAfter` while a commit applied object by object
    /// has yet to search the section's index.
    @inlinable
    static var unknownIndex: Int { -2 }
    /// The section's index after the commit being applied, set likewise.
    @exclusivity(unchecked) @usableFromInline
    var indexAfter = -1
    /// The objects the commit being applied object by object puts in the section, unsorted.
    @exclusivity(unchecked) @usableFromInline
    var arrivals: [Arrival] = []
    /// The section's number among those that receive objects in the commit being applied in
    /// bulk, or -1 while it receives none.
    @exclusivity(unchecked) @usableFromInline
    var receivingNumber: Int32 = -1
    /// How many of the section's objects the commit being applied in bulk changes, and how
    /// many of those keep their places (the same keys, the same section).
    @exclusivity(unchecked) @usableFromInline
    var changedCount: Int32 = 0
    @exclusivity(unchecked) @usableFromInline
    var stayingCount: Int32 = 0
    /// Whether an object of the section keeps its place in the commit being applied object
    /// by object (set while its rank after the commit is counted).
    @exclusivity(unchecked) @usableFromInline
    var holdsKeptPlace = false

    @usableFromInline
    init(name: String, slots: CountedTree<KeyedSlot> = CountedTree()) {
      self.name = name
      self.slots = slots
    }
  }

  // Unchecked exclusivity on the stored properties below: the index is reached only from its
  // controller, on the controller's own thread, and its methods never hold an access to one of
  // these across a call that could reach it again (the request's closures and the sort keys'
  // comparisons get objects and values, never the index); the checks cost a runtime call per
  // access on paths that touch every object.

  /// The request the index follows (the one of the last load): its predicate, sections and
  /// section order.
  @exclusivity(unchecked) @usableFromInline
  var request: FetchRequest<Object>
  /// The sections, in the request's section order.
  @exclusivity(unchecked) @usableFromInline
  var sectionTree = CountedTree<Section>()
  /// The sections by name; a look-up finds a section by any spelling that `==` calls equal
  /// to its name.
  @exclusivity(unchecked) @usableFromInline
  var sectionsByName: [String: Section] = [:]
  @exclusivity(unchecked) @usableFromInline
  var objectCount = 0
  /// The objects by slot; the sections' trees hold slot numbers.
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
  /// Brings sort key values into cache, one per sort key (see `SortColumn.touch`).
  @exclusivity(unchecked) @usableFromInline
  var keyTouchers: [(UnsafeBufferPointer<Int32>) -> UInt8] = []
  /// What the reads that bring values into cache read, kept so that they are not left out.
  @exclusivity(unchecked) @usableFromInline
  var touched: UInt8 = 0
  /// Slots no longer in use.
  @exclusivity(unchecked) @usableFromInline
  var freeSlots: [Int32] = []
  /// The slot of each store row whose object is in the index.
  @exclusivity(unchecked) @usableFromInline
  var rowSlots = RowSlots()
  /// How commits are applied, and who is told of repairs: left as made, unless a test
  /// changes it.
  @usableFromInline
  package var testingSeam = IndexTestingSeam()

  /// The index's heavy work, as closures made where `Object` is a concrete type, so that it
  /// runs as code specialised for that type even when it is reached through generic code (a
  /// coordinator's subscription, a store's delivery, a controller's unspecialised methods).
  @usableFromInline
  struct Engine {
    /// Applies commits (merged into one change when there are several) without reporting.
    @usableFromInline let apply: (SectionedSlots, [StoreChanges<Object>]) -> Void
    /// Applies commits likewise and sends the events that report them (or, to a sole
    /// subscriber that takes them, the lists).
    @usableFromInline let applyReporting:
      (
        SectionedSlots, [StoreChanges<Object>], ObserverList<ResultsEvent<Object>>,
        ObserverList<ChangeLists<Object>>
      ) -> Void
    /// Loads every object of a store that a request includes.
    @usableFromInline let load: (SectionedSlots, FetchRequest<Object>, ObjectStore<Object>) -> Void
    /// The sections with their objects, each section's index title made by the closure.
    @usableFromInline let sections:
      (SectionedSlots, (String) -> String?) -> [ResultsSection<Object>]
    /// Every object, section after section.
    @usableFromInline let allObjects: (SectionedSlots) -> [Object]

    @inlinable
    init(
      apply: @escaping (SectionedSlots, [StoreChanges<Object>]) -> Void,
      applyReporting:
        @escaping (
          SectionedSlots, [StoreChanges<Object>], ObserverList<ResultsEvent<Object>>,
          ObserverList<ChangeLists<Object>>
        ) -> Void,
      load: @escaping (SectionedSlots, FetchRequest<Object>, ObjectStore<Object>) -> Void,
      sections: @escaping (SectionedSlots, (String) -> String?) -> [ResultsSection<Object>],
      allObjects: @escaping (SectionedSlots) -> [Object]
    ) {
      self.apply = apply
      self.applyReporting = applyReporting
      self.load = load
      self.sections = sections
      self.allObjects = allObjects
    }
  }

  @usableFromInline let engine: Engine

  /// An empty index following `request` (nothing loaded).
  ///
  /// Inlinable, so that the engine's closures are made, and specialised, where the caller
  /// knows `Object`.
  @inlinable
  init(request: FetchRequest<Object>) {
    self.request = request
    engine = Engine(
      apply: { slots, commits in
        slots.apply(CommitBacklog<Object>.merged(commits.map(\.changes)))
      },
      applyReporting: { slots, commits, observers, listObservers in
        let changes = CommitBacklog<Object>.merged(commits.map(\.changes))
        slots.sendEvents(
          slots.applyReporting(changes), changes, to: observers, lists: listObservers)
      },
      load: { slots, request, store in slots.load(request, from: store) },
      sections: { slots, indexTitle in slots.materializedSections(indexTitle: indexTitle) },
      allObjects: { slots in slots.collectedObjects() })
  }

  /// Whether the request includes `object`.
  @inlinable
  func includes(_ object: Object) -> Bool {
    request.predicate?(object) ?? true
  }

  /// The section name the request gives `object`, as the request spells it: it finds the
  /// object's section in `sectionsByName`, and names a new section once made canonical.
  @inlinable
  func sectionName(of object: Object) -> String {
    request.sectionBy?(object) ?? ""
  }

  /// Notes a repair: a search that did not find an object where its values placed it.
  @inlinable
  func noteRepair() {
    if let repairs = testingSeam.repairs { testingSeam.repairs = repairs + 1 }
  }

  /// Stores `object` and its insertion number at `slot` (a free slot, or the next new one).
  @inlinable
  func write(_ object: Object, sequence: UInt64, at slot: Int) {
    if slot < objects.count {
      objects[slot] = object
    } else {
      objects.append(object)
    }
    if !order.store(sequence: sequence, at: slot) {
      // Rare: an insertion number too far from the others' for four bytes (see `SlotOrder`).
      var inUse = [Bool](repeating: true, count: order.sequences.count)
      for free in freeSlots { inUse[Int(free)] = false }
      if slot < inUse.count { inUse[slot] = false }
      order.rebaseSequences(including: sequence, inUse: inUse)
      _ = order.store(sequence: sequence, at: slot)
    }
    for writer in keyWriters { writer(object, slot) }
  }

  /// Puts `object`, the new content of the object in `slot`, in that slot with its sort key
  /// values, and returns whether the old and new values tie on every key.
  ///
  /// `replacers` are the index's `keyReplacers`, read once by the caller. The slot's
  /// insertion number stays: an update keeps its object's.
  @inlinable
  func replaceContent(
    at slot: Int, with object: Object, replacers: [(Object, Int) -> Bool]
  ) -> Bool {
    objects[slot] = object
    var tie = true
    for replace in replacers where !replace(object, slot) { tie = false }
    return tie
  }

  /// Stores `object` in a slot of its own and returns the slot.
  @inlinable
  func allocate(_ object: Object, sequence: UInt64) -> Int {
    let slot = freeSlots.popLast().map(Int.init) ?? objects.count
    write(object, sequence: sequence, at: slot)
    return slot
  }

  /// The object at `path`.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  func object(at path: ItemPath) -> Object {
    objects[Int(sectionTree[path.section].slots[path.item].slot)]
  }

  /// The sections with their objects, in order, as code specialised for `Object` (see
  /// ``Engine``): copying a million objects through generic code costs several times more.
  ///
  /// - Complexity: O(*n*).
  func sections(indexTitle: (String) -> String?) -> [ResultsSection<Object>] {
    engine.sections(self, indexTitle)
  }

  /// The sections with their objects, in order: what ``sections(indexTitle:)`` runs.
  ///
  /// - Complexity: O(*n*).
  @inlinable
  func materializedSections(indexTitle: (String) -> String?) -> [ResultsSection<Object>] {
    let objects = objects
    var result: [ResultsSection<Object>] = []
    result.reserveCapacity(sectionTree.count)
    sectionTree.forEach { section in
      var sectionObjects: [Object] = []
      sectionObjects.reserveCapacity(section.slots.count)
      section.slots.forEach { sectionObjects.append(objects[Int($0.slot)]) }
      result.append(
        ResultsSection(
          name: section.name, indexTitle: indexTitle(section.name), objects: sectionObjects))
    }
    return result
  }

  /// Every object, section after section, copied as code specialised for `Object` (see
  /// ``Engine``).
  ///
  /// - Complexity: O(*n*).
  var allObjects: [Object] {
    engine.allObjects(self)
  }

  /// Every object, section after section: what ``allObjects`` runs.
  ///
  /// - Complexity: O(*n*).
  @inlinable
  func collectedObjects() -> [Object] {
    let objects = objects
    var all: [Object] = []
    all.reserveCapacity(objectCount)
    sectionTree.forEach { section in section.slots.forEach { all.append(objects[Int($0.slot)]) } }
    return all
  }
}
