import ResultsKitTesting
import TestSupport
import Testing

@testable import ResultsKitStore

/// Transactions that touch objects in the order their records lie, against a dictionary.
///
/// Such a transaction finds each record beside the one it touched before. The runs are of
/// consecutive identifiers upwards (the records' order while nothing was deleted), downwards
/// and at random, with updates, inserts, deletes and reads. A deletion moves the store's last
/// record into the hole, so the records' order and the identifiers' order part as the
/// transactions go on, and the record beside the last one touched is often another
/// identifier's.
@Suite("ObjectStore: transactions in the records' order")
struct ModelBasedRecordOrderTests {
  struct Item: Identifiable, Equatable, Sendable {
    var id: Int
    var value: Int
  }

  static let transactions = Soak.perCase(cases: 2, usual: 300)
  static let universe = 400

  /// The identifiers of one run: consecutive upwards, consecutive downwards, or scattered.
  static func run(_ random: inout SeededRandomNumberGenerator) -> [Int] {
    let start = Int(random.next(below: universe))
    let length = Int(random.next(below: 60)) + 1
    switch random.next(below: 3) {
    case 0: return Array(start..<Swift.min(universe, start + length))
    case 1: return Array((Swift.max(0, start - length)...start).reversed())
    default: return (0..<length).map { _ in Int(random.next(below: universe)) }
    }
  }

  @Test(
    "Runs upwards, downwards and at random agree with a dictionary",
    arguments: [11, 12] as [UInt64])
  func runs(seed: UInt64) throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    let store = try ObjectStore((0..<Self.universe).map { Item(id: $0, value: $0) })
    var model = Dictionary(uniqueKeysWithValues: (0..<Self.universe).map { ($0, $0) })
    var kinds = Set<String>()
    for index in 0..<Self.transactions {
      try store.perform { transaction in
        for _ in 0...random.next(below: 3) {
          for id in Self.run(&random) {
            let present = model[id]
            switch (random.next(below: 10), present) {
            case (0..<3, let value?):
              try transaction.update(id) { $0.value = value + 1 }
              model[id] = value + 1
              kinds.insert("update in place")
            case (3..<6, let value?):
              try transaction.update(Item(id: id, value: value - 1))
              model[id] = value - 1
              kinds.insert("update")
            case (6..<8, _?):
              try transaction.delete(id)
              model[id] = nil
              kinds.insert("delete")
            case (0..<8, nil):
              try transaction.insert(Item(id: id, value: -id))
              model[id] = -id
              kinds.insert("insert")
            default:
              #expect(transaction[id: id]?.value == model[id], "seed \(seed), \(index), \(id)")
              kinds.insert("read")
            }
          }
        }
      }
      #expect(store.count == model.count, "seed \(seed), transaction \(index)")
      for id in 0..<Self.universe {
        #expect(store[id: id]?.value == model[id], "seed \(seed), transaction \(index), \(id)")
      }
      #expect(store.storage.records._checkIndexes() == [], "seed \(seed), transaction \(index)")
    }
    #expect(kinds.count == 5)
    Soak.report("ModelBasedRecordOrderTests", case: "\(seed)", ran: Self.transactions)
  }
}
