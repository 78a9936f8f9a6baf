/// A source of sectioned results that reports its changes: the role of Core Data's
/// `NSFetchedResultsController`.
///
/// A monitor answers questions about its current results (sections, counts, objects) and
/// tells its subscribers about every change as a sequence of ``ResultsEvent``s: `willChange`,
/// section deletes and inserts, object events, `didChange`. From `willChange` on its accessors
/// already answer with the new results, because a target reads them when it applies the batch.
/// A change that touches nothing visible sends nothing. Unlike an FRC's single delegate, any
/// number of subscribers may watch one monitor.
///
/// Implement the six requirements without defaults; the rest have default implementations
/// that a monitor may replace with faster ones:
///
/// - ``sections``, ``numberOfObjects``: built from the accessors, O(*n*).
/// - ``sectionIndexTitles``, ``sectionIndexTitle(forSectionName:)``,
///   ``section(forSectionIndexTitle:at:)``: the first character of each section name,
///   uppercased; the section named `""` has none; equal titles collapse to one.
/// - ``snapshotOfSections()``: an eager copy of ``sections``; a monitor that knows when its
///   results are about to change hands out a deferred one (see ``DeferredSections``), so that
///   pausing a coordinator copies nothing.
/// - ``itemPath(matching:)``: a scan, O(*n*); a monitor with an index of identifiers answers
///   from it.
/// - ``changeDelivery``: `nil`; a monitor whose changes come from a source that delivers to
///   several monitors at once (a store commit) names the delivery, so that a `MonitorGroup`
///   calls back once for it.
///
/// A monitor that wraps another (``MappedMonitor``) forwards all of these to it.
///
/// A class that relies on a default cannot have it overridden by a subclass through the
/// protocol, so a monitor meant to be subclassed should implement these itself.
public protocol ResultsMonitor<Object>: AnyObject {
  /// The type of the objects in the results.
  associatedtype Object

  /// Loads the results; before it a monitor may report no sections.
  func performFetch() throws
  /// The number of sections in the results.
  var numberOfSections: Int { get }
  /// The number of objects in `section`.
  func numberOfObjects(inSection section: Int) -> Int
  /// The object at `path`, which must name an existing object.
  func object(at path: ItemPath) -> Object
  /// The name of `section`: its identity, `""` when the results are unsectioned.
  func sectionName(at section: Int) -> String
  /// Starts sending every change to `observer`, until the returned subscription is cancelled
  /// or deallocated.
  func subscribe(_ observer: @escaping (ResultsEvent<Object>) -> Void) -> ResultsSubscription

  /// The current results, materialised as sections.
  var sections: [ResultsSection<Object>] { get }
  /// The number of objects in all sections together.
  var numberOfObjects: Int { get }
  /// The number of objects in each section, in section order: the counts a view checks a
  /// batch against.
  var sectionCounts: [Int] { get }
  /// The titles of the section index, in section order, each once.
  var sectionIndexTitles: [String] { get }
  /// The index title of the section named `name`, or `nil` when it has none.
  func sectionIndexTitle(forSectionName name: String) -> String?
  /// The section to show for a tap on `title`, the index title at `index` of
  /// ``sectionIndexTitles``.
  func section(forSectionIndexTitle title: String, at index: Int) -> Int

  /// A snapshot of the results as they are now, which a paused coordinator keeps for
  /// `resume(animated: true)`; a monitor may defer the copy until its results change.
  func snapshotOfSections() -> DeferredSections<Object>
  /// Where the object that `lookup` matches is, or `nil` when none is.
  func itemPath<ID>(matching lookup: ObjectLookup<Object, ID>) -> ItemPath?
  /// The delivery the change being reported belongs to, when several monitors report one
  /// delivery (a store commit); `nil` otherwise, and between changes.
  var changeDelivery: ChangeDelivery? { get }
}

extension ResultsMonitor {
  /// The current results, read through the accessors.
  ///
  /// - Complexity: O(*n*), where *n* is the number of objects.
  public var sections: [ResultsSection<Object>] {
    (0..<numberOfSections).map { section in
      let name = sectionName(at: section)
      return ResultsSection(
        name: name, indexTitle: sectionIndexTitle(forSectionName: name),
        objects: (0..<numberOfObjects(inSection: section)).map {
          object(at: ItemPath(item: $0, section: section))
        })
    }
  }

  /// The number of objects in all sections together.
  ///
  /// - Complexity: O(*s*), where *s* is the number of sections.
  public var numberOfObjects: Int {
    (0..<numberOfSections).reduce(0) { $0 + numberOfObjects(inSection: $1) }
  }

  /// The number of objects in each section, in section order, read through
  /// ``numberOfObjects(inSection:)``.
  ///
  /// - Complexity: *s* calls of ``numberOfObjects(inSection:)``, where *s* is the number of
  ///   sections.
  public var sectionCounts: [Int] {
    (0..<numberOfSections).map { numberOfObjects(inSection: $0) }
  }

  /// The index titles of the sections in order, each title once.
  ///
  /// - Complexity: O(*s*), where *s* is the number of sections.
  public var sectionIndexTitles: [String] {
    SectionIndex.uniqueTitles(
      (0..<numberOfSections).lazy.map {
        self.sectionIndexTitle(forSectionName: self.sectionName(at: $0))
      })
  }

  /// The first character of `name`, uppercased, or `nil` for the name `""`.
  public func sectionIndexTitle(forSectionName name: String) -> String? {
    SectionIndex.defaultTitle(forSectionName: name)
  }

  /// The section to show for the index title `title`.
  ///
  /// The first section whose index title is `title`; otherwise the last section whose title
  /// sorts before it; otherwise 0. This default ignores `index`.
  ///
  /// - Complexity: O(*s*), where *s* is the number of sections.
  public func section(forSectionIndexTitle title: String, at index: Int) -> Int {
    SectionIndex.section(
      forTitle: title,
      among: (0..<numberOfSections).lazy.map {
        self.sectionIndexTitle(forSectionName: self.sectionName(at: $0))
      })
  }
}

/// The section-index rules that the default implementations and the library's monitors share.
@usableFromInline package enum SectionIndex {
  /// The first character of `name`, uppercased, or `nil` for the name `""`.
  @usableFromInline package static func defaultTitle(forSectionName name: String) -> String? {
    name.first.map { String($0).uppercased() }
  }

  /// The non-nil titles in order, each once.
  @usableFromInline package static func uniqueTitles(_ titles: some Sequence<String?>) -> [String] {
    var seen = Set<String>()
    return titles.compactMap { $0 }.filter { seen.insert($0).inserted }
  }

  /// The first position whose title is `title`; otherwise the last position whose title sorts
  /// before it; otherwise 0.
  @usableFromInline package static func section(
    forTitle title: String, among titles: some Sequence<String?>
  ) -> Int {
    var before = 0
    for (section, sectionTitle) in titles.enumerated() {
      guard let sectionTitle else { continue }
      if sectionTitle == title { return section }
      if sectionTitle < title { before = section }
    }
    return before
  }
}
