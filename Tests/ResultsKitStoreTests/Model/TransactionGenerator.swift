import ResultsKitStore
import ResultsKitTesting

/// A seeded generator of store transactions, with the kinds of operation the
/// model-based tests must cover.
struct TransactionGenerator {
  enum Operation: CaseIterable {
    case insert, delete, moveWithinSection, moveAcrossSections, toggleVisibility, changeNote
    case equalUpdate, deleteThenInsert, upsert, updateInPlace
  }

  private var random: SeededRandomNumberGenerator
  /// How many times each operation ran.
  private(set) var counts: [Operation: Int] = [:]

  init(seed: UInt64) {
    random = SeededRandomNumberGenerator(seed: seed)
  }

  mutating func next(_ bound: Int) -> Int {
    random.next(below: bound)
  }

  mutating func item(id: Int) -> Item {
    Item(
      id: id, rank: next(6), group: ["a", "b", "c", "d", "e"][next(5)], visible: next(4) != 0,
      note: next(10))
  }

  /// Picks an operation and returns it with what it does to `current` (the transaction's view:
  /// `nil` for an absent id), or `nil` when the pick does not apply.
  mutating func operation(on current: (Int) -> Item?, idSpace: Int) -> (Operation, Int, Item?)? {
    let id = next(idSpace)
    let operation = Operation.allCases[next(Operation.allCases.count)]
    let existing = current(id)
    switch (operation, existing) {
    case (.insert, nil), (.upsert, nil):
      counts[operation, default: 0] += 1
      return (operation, id, item(id: id))
    case (.delete, _?):
      counts[operation, default: 0] += 1
      return (operation, id, nil)
    case (.moveWithinSection, var object?):
      object.rank = next(6)
      counts[operation, default: 0] += 1
      return (operation, id, object)
    case (.moveAcrossSections, var object?):
      object.group = ["a", "b", "c", "d", "e"][next(5)]
      counts[operation, default: 0] += 1
      return (operation, id, object)
    case (.toggleVisibility, var object?):
      object.visible.toggle()
      counts[operation, default: 0] += 1
      return (operation, id, object)
    case (.changeNote, var object?), (.updateInPlace, var object?):
      object.note = next(10)
      counts[operation, default: 0] += 1
      return (operation, id, object)
    case (.equalUpdate, let object?), (.deleteThenInsert, let object?):
      counts[operation, default: 0] += 1
      return (operation, id, object)
    case (.upsert, var object?):
      object.rank = next(6)
      counts[operation, default: 0] += 1
      return (operation, id, object)
    default:
      return nil
    }
  }
}

extension TransactionGenerator.Operation {
  /// Writes what ``TransactionGenerator/operation(on:idSpace:)`` picked — the operation, on
  /// `id`, leaving `item` (`nil`: absent) — through `transaction`.
  func perform(id: Int, item: Item?, in transaction: inout StoreTransaction<Item>) throws {
    switch self {
    case .insert:
      if let item { try transaction.insert(item) }
    case .upsert:
      if let item { transaction.upsert(item) }
    case .delete:
      try transaction.delete(id)
    case .deleteThenInsert:
      try transaction.delete(id)
      if let item { try transaction.insert(item) }
    case .updateInPlace:
      if let item { try transaction.update(id) { $0 = item } }
    case .moveWithinSection, .moveAcrossSections, .toggleVisibility, .changeNote, .equalUpdate:
      if let item { try transaction.update(item) }
    }
  }
}
