import ResultsKitStore

/// A model-based run that commits random transactions to its store and keeps its reference
/// model in step.
///
/// A class protocol, so that the generator is read one draw at a time: hooks that run during
/// the store's delivery draw from it too.
protocol RandomTransactions: AnyObject {
  var store: ObjectStore<Item> { get }
  var model: StoreModel { get set }
  var generator: TransactionGenerator { get set }
}

extension RandomTransactions {
  /// Runs one random transaction on the store and, when it commits, applies its final state
  /// to the model: usually a few operations, sometimes `many`, sometimes a `deleteAll()`
  /// first, and sometimes (from `kind >= throwingFrom` of 100) one that throws half-way.
  ///
  /// - Returns: `false` when the transaction threw half-way (the store must then be as it was,
  ///   which the caller checks), `true` when it committed.
  func runTransaction(many: Int, idSpace: Int, throwingFrom: Int) throws -> Bool {
    let kind = generator.next(100)
    let operations = kind < 10 ? many : 1 + generator.next(4)
    var final: [Int: Item?] = [:]
    var order: [Int] = []
    let model = model
    do {
      try store.perform { transaction in
        if kind < 2 {
          transaction.deleteAll()
          for id in model.objects.keys {
            final[id] = .some(nil)
            order.append(id)
          }
        }
        for _ in 0..<operations {
          guard
            let (operation, id, item) = generator.operation(
              on: { transaction[id: $0] }, idSpace: idSpace)
          else { continue }
          try operation.perform(id: id, item: item, in: &transaction)
          if final.updateValue(item, forKey: id) == nil { order.append(id) }
        }
        if kind >= throwingFrom { throw CancelledTransaction() }
      }
    } catch is CancelledTransaction {
      return false
    }
    self.model.commit(final, order: order)
    return true
  }
}
