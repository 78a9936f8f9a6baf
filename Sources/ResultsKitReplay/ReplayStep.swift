import ResultsKit

/// What one committed (or empty) transaction did, as a replay prints it.
package struct ReplayStep: Equatable, Sendable {
  /// One section of the results: its name and its objects' ids in order.
  package struct Section: Equatable, Sendable {
    /// The section's name (`""` when the results are unsectioned).
    package var name: String
    /// The ids of its objects, in order.
    package var ids: [String]

    /// The section named `name` holding the objects `ids`, in order.
    package init(name: String, ids: [String]) {
      self.name = name
      self.ids = ids
    }
  }

  /// The store's version after the transaction (0 before the first commit).
  var version: UInt64
  /// The batch the coordinator applied, or `nil` when it applied none.
  var batch: ChangeBatch?
  /// Whether the coordinator reloaded the target instead.
  var reload: Bool
  /// The after-paths passed to `updateCell`, in call order.
  var updated: [ItemPath]
  /// The results after the transaction.
  var sections: [Section]
}
