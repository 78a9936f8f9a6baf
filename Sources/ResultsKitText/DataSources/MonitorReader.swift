import ResultsKit

/// A monitor's accessors, for the data sources that read a monitor of any type.
struct MonitorReader<Object> {
  let monitor: AnyObject
  let numberOfSections: () -> Int
  let numberOfObjects: (Int) -> Int
  let object: (ItemPath) -> Object
  let sectionName: (Int) -> String
  let sectionIndexTitles: () -> [String]
  let sectionForIndexTitle: (String, Int) -> Int

  /// Reads `monitor`, which it keeps.
  init<M: ResultsMonitor>(_ monitor: M) where M.Object == Object {
    self.monitor = monitor
    numberOfSections = { monitor.numberOfSections }
    numberOfObjects = { monitor.numberOfObjects(inSection: $0) }
    object = { monitor.object(at: $0) }
    sectionName = { monitor.sectionName(at: $0) }
    sectionIndexTitles = { monitor.sectionIndexTitles }
    sectionForIndexTitle = { monitor.section(forSectionIndexTitle: $0, at: $1) }
  }

  /// Whether the monitor has an object at `path`.
  ///
  /// A view asks for the rows it shows, which the monitor may no longer have while the view is
  /// behind it: its coordinator is paused, or the results changed without a batch or a reload.
  ///
  /// - Complexity: O(log *s*) for *s* sections over a `ResultsController`.
  func contains(_ path: ItemPath) -> Bool {
    containsSection(path.section) && path.item >= 0 && path.item < numberOfObjects(path.section)
  }

  /// Whether the monitor has a section `section`.
  func containsSection(_ section: Int) -> Bool {
    section >= 0 && section < numberOfSections()
  }

  /// Where an object with the identifier of `object` is: through the monitor's own lookup when
  /// it is `ObjectLocating`, otherwise by a scan of its results.
  ///
  /// - Complexity: O(log *n*) for a `ResultsController`; O(*n*) otherwise.
  func itemPath(for object: Object) -> ItemPath? where Object: Identifiable {
    if let locating = monitor as? any ObjectLocating<Object> {
      return locating.itemPath(for: object.id)
    }
    for section in 0..<numberOfSections() {
      for item in 0..<numberOfObjects(section) {
        let path = ItemPath(item: item, section: section)
        if self.object(path).id == object.id { return path }
      }
    }
    return nil
  }
}
