import ResultsKitAlgorithms

extension ObjectStore {
  /// Whether the store holds an object with the identifier `id`.
  ///
  /// - Parameter id: An identifier.
  /// - Returns: `true` when a committed object has it.
  /// - Complexity: O(1) on average.
  public func contains(id: Object.ID) -> Bool {
    storage.records.position(of: id) >= 0
  }

  /// Every committed object, in the store's insertion order.
  ///
  /// Insertion order is the order in which the objects were first inserted (an update keeps an
  /// object's place; one deleted and inserted again goes last): the order a
  /// ``ResultsController`` keeps among objects whose sort keys are equal. The array is a copy:
  /// later commits do not change it.
  /// To follow the objects as they change, fetch them with a ``ResultsController`` instead.
  ///
  /// - Complexity: O(*n*) for *n* objects (a radix sort of their insertion numbers).
  public var objects: [Object] {
    let records = storage.records.values
    var order = records.indices.map {
      KeyedIndex(key: records[$0].sequence, index: Int32(truncatingIfNeeded: $0))
    }
    order.sortByKey()
    return order.map { records[Int($0.index)].object }
  }
}
