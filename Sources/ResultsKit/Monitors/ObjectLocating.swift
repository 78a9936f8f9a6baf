/// A monitor that finds an object's position by its identifier without scanning its results.
///
/// `ResultsController` is one (in O(log *n*)). Code that needs an object's path, such as a
/// data source selecting objects in a table, uses it when the monitor offers it and scans the
/// sections otherwise.
public protocol ObjectLocating<Object>: ResultsMonitor where Object: Identifiable {
  /// Where the object with the identifier `id` is in the results, or `nil` when it is not.
  func itemPath(for id: Object.ID) -> ItemPath?
}
