import ResultsKit

/// A monitor that forwards everything to `base` and counts the reads that grow with the
/// results: objects read one by one, object counts, look-ups, and whole copies of the sections.
///
/// What a test of a list's cost per commit measures: a list that reads in proportion to the
/// rows, not to the change, shows up here.
final class CountingMonitor<Base: ResultsMonitor>: ResultsMonitor {
  typealias Object = Base.Object

  let base: Base
  private(set) var objectReads = 0
  private(set) var countReads = 0
  private(set) var lookUps = 0
  private(set) var sectionCopies = 0

  init(_ base: Base) {
    self.base = base
  }

  func resetCounts() {
    objectReads = 0
    countReads = 0
    lookUps = 0
    sectionCopies = 0
  }

  func performFetch() throws { try base.performFetch() }
  var numberOfSections: Int { base.numberOfSections }

  func numberOfObjects(inSection section: Int) -> Int {
    countReads += 1
    return base.numberOfObjects(inSection: section)
  }

  func object(at path: ItemPath) -> Object {
    objectReads += 1
    return base.object(at: path)
  }

  func sectionName(at section: Int) -> String { base.sectionName(at: section) }

  func subscribe(_ observer: @escaping (ResultsEvent<Object>) -> Void) -> ResultsSubscription {
    base.subscribe(observer)
  }

  var sections: [ResultsSection<Object>] {
    sectionCopies += 1
    return base.sections
  }

  var numberOfObjects: Int { base.numberOfObjects }
  func snapshotOfSections() -> DeferredSections<Object> { base.snapshotOfSections() }

  func itemPath<ID>(matching lookup: ObjectLookup<Object, ID>) -> ItemPath? {
    lookUps += 1
    return base.itemPath(matching: lookup)
  }

  var changeDelivery: ChangeDelivery? { base.changeDelivery }
}
