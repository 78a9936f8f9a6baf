import ResultsKitTesting
import TestSupport
import Testing

@testable import ResultsKitStore

/// The store's table of records found by identifier (`ObjectStore.RecordTable` over its
/// `PositionTable`), against a dictionary: random insertions, replacements, removals (which
/// move the last record into the hole) and look-ups of present and absent identifiers, for
/// identifiers that spread well, identifiers that differ only in their high bits, strings, and
/// identifiers whose hashes are all equal (every look-up then compares records).
@Suite("ObjectStore: records found by identifier")
struct PositionTableTests {
  struct Keyed<ID: Hashable & Sendable>: Identifiable, Equatable, Sendable {
    var id: ID
    var value: Int
  }

  /// An identifier whose hash is the same for every value.
  struct Clashing: Hashable, Sendable {
    var value: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
  }

  /// An identifier that breaks `Hashable`'s rules: its hash changes from one call to the
  /// next.
  struct Fickle: Hashable, Sendable {
    nonisolated(unsafe) static var calls = 0
    var value: Int
    func hash(into hasher: inout Hasher) {
      Self.calls += 1
      hasher.combine(Self.calls % 3)
    }
  }

  static let operations = Soak.perCase(cases: 2, usual: 6_000)

  /// Runs random operations over identifiers `universe` (each with its own row), checking the
  /// table against a dictionary after each one.
  func run<ID: Hashable & Sendable>(seed: UInt64, universe: [ID]) {
    var random = SeededRandomNumberGenerator(seed: seed)
    var table = ObjectStore<Keyed<ID>>.RecordTable()
    var model: [ID: Int] = [:]
    for step in 0..<Self.operations {
      let index = Int(random.next(below: universe.count))
      let id = universe[index]
      let value = step
      switch random.next(below: 10) {
      case 0..<5:
        let record = ObjectStore<Keyed<ID>>.Record(
          object: Keyed(id: id, value: value), sequence: UInt64(step), row: Int32(index))
        let replaced = table.updateValue(record, forKey: id)
        #expect(replaced?.object.value == model[id])
        model[id] = value
      case 5..<9:
        let removed = table.removeValue(forKey: id)
        #expect(removed?.object.value == model.removeValue(forKey: id))
      default:
        if random.next(below: 20) == 0 {
          table.removeAll()
          model = [:]
        } else {
          table.reserveCapacity(model.count + Int(random.next(below: 500)))
        }
      }
      #expect(table.count == model.count)
      #expect(table.positions.count == model.count)
      // Every identifier of the universe: present ones lead to their records, absent ones
      // to nothing (checked in full now and then, else a sample).
      let checked =
        step % 97 == 0
        ? universe : (0..<8).map { _ in universe[random.next(below: universe.count)] }
      for id in checked {
        #expect(table[id]?.object.value == model[id], "step \(step)")
      }
      if step % 97 == 0 {
        #expect(table._checkIndexes() == [], "step \(step)")
        #expect(table.positions.count * 4 <= table.positions.slots.count * 3)
      }
    }
  }

  @Test("Sequential integers", arguments: [1, 2] as [UInt64])
  func sequential(seed: UInt64) {
    run(seed: seed, universe: Array(0..<3_000))
  }

  @Test("Integers that differ only in their high bits", arguments: [3, 4] as [UInt64])
  func highBits(seed: UInt64) {
    run(seed: seed, universe: (0..<3_000).map { $0 << 50 } + (0..<64).map { Int.min + $0 << 52 })
  }

  @Test("Strings", arguments: [5] as [UInt64])
  func strings(seed: UInt64) {
    run(seed: seed, universe: (0..<2_000).map { "id-\($0)" })
  }

  @Test("Identifiers whose hashes all clash", arguments: [6] as [UInt64])
  func clashing(seed: UInt64) {
    run(seed: seed, universe: (0..<150).map { Clashing(value: $0) })
  }

  @Test("An identifier type that breaks Hashable's rules gets wrong answers, not a crash")
  func fickle() {
    var random = SeededRandomNumberGenerator(seed: 7)
    var table = ObjectStore<Keyed<Fickle>>.RecordTable()
    for step in 0..<Self.operations {
      let index = random.next(below: 40)
      let id = Fickle(value: index)
      if random.next(below: 2) == 0 {
        let record = ObjectStore<Keyed<Fickle>>.Record(
          object: Keyed(id: id, value: step), sequence: UInt64(step), row: Int32(step))
        table.updateValue(record, forKey: id)
      } else {
        table.removeValue(forKey: id)
      }
      _ = table[Fickle(value: random.next(below: 40))]
      #expect(table.positions.count == table.count)
    }
  }

  @Test("A store's look-ups, updates and deletes through transactions agree with the table")
  func throughTransactions() throws {
    let store = try ObjectStore((0..<500).map { Keyed(id: $0 << 40, value: $0) })
    try store.perform { transaction in
      for id in stride(from: 0, to: 500, by: 3) { try transaction.delete(id << 40) }
      for id in stride(from: 1, to: 500, by: 3) {
        try transaction.update(Keyed(id: id << 40, value: -id))
      }
      try transaction.insert(Keyed(id: 1, value: 1))
    }
    #expect(store.count == 500 - 167 + 1)
    #expect(store.storage.records._checkIndexes() == [])
    for id in 0..<500 {
      let expected: Int? = id % 3 == 0 ? nil : id % 3 == 1 ? -id : id
      #expect(store[id: id << 40]?.value == expected)
    }
    #expect(store[id: 1]?.value == 1)
    #expect(store[id: 2] == nil)
  }
}
