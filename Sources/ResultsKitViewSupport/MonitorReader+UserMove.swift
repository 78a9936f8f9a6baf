import Foundation
import ResultsKit

extension MonitorReader {
  /// A row or item the user dragged, as a view's data source is told of it: the object at
  /// `source` and both paths; `nil` when a path is not an item path or the monitor has no
  /// object at `source`.
  ///
  /// - Parameters:
  ///   - source: The path before the move.
  ///   - destination: The path after it.
  /// - Returns: The object and the two item paths, or `nil`.
  /// - Complexity: One checked read of the monitor.
  package func userMove(from source: IndexPath, to destination: IndexPath)
    -> (object: Object, source: ItemPath, destination: ItemPath)?
  {
    guard let from = ItemPath(source), let to = ItemPath(destination),
      let object = object(at: from)
    else { return nil }
    return (object, from, to)
  }
}
