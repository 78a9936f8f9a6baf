import ResultsKit
import ResultsKitJSON

/// Why a ``ReplayTarget`` refused a batch or an `updateCell` call: always a bug in the
/// library, reported on standard error.
package enum ReplayTargetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The batch breaks UIKit's rules for the counts shown and the results' counts.
  case invalidBatch(BatchError)
  /// The batch fits the counts, but replaying it on the rows shown does not give the results.
  case wrongRows(shown: [[String]], expected: [[String]])
  /// `updateCell` named a path that does not show the object it was given.
  case wrongCell(ItemPath, id: String, shown: String?)

  /// A sentence about the problem.
  package var description: String {
    switch self {
    case let .invalidBatch(error):
      "the target rejected the batch: \(error)"
    case let .wrongRows(shown, expected):
      "the batch fits the counts but turns the rows into \(shown) instead of \(expected)"
    case let .wrongCell(path, id, shown):
      "updateCell was called at \(path) for \(JSONWriter.quoted(id)), but that row shows "
        + (shown.map(JSONWriter.quoted) ?? "nothing")
    }
  }
}
