import ResultsKitTesting

@testable import ResultsKitStore

/// A store transaction the hostile model draws, and what it leaves in the store's memory.
struct SampleTransaction: CustomStringConvertible {
  /// One operation, in the order the transaction runs them.
  enum Operation: CustomStringConvertible {
    case deleteAll
    case upsert(Sample)
    case delete(String)

    var description: String {
      switch self {
      case .deleteAll: "transaction.deleteAll()"
      case let .upsert(sample): "transaction.upsert(\(sample))"
      case let .delete(id): "try? transaction.delete(\(Sample.escaped(id)))"
      }
    }
  }

  var operations: [Operation] = []
  /// Whether it begins with `deleteAll()`.
  var clearedAll = false
  /// What it leaves for each identifier it touched (`nil`: deleted), and the order in which
  /// it first touched them.
  var final: [String: Sample?] = [:]
  var order: [String] = []

  /// Draws one to five upserts (of new samples, or of the objects held changed, in any
  /// spelling of their identifier) and deletes, now and then after `deleteAll()`, for a store
  /// holding `held`.
  init(held: [String: Sample], random: inout SeededRandomNumberGenerator) {
    clearedAll = random.oneIn(10)
    if clearedAll { operations.append(.deleteAll) }
    for _ in 0...random.next(below: 4) {
      let spelling = random.identifierSpelling()
      let current = final[spelling] ?? (clearedAll ? nil : held[spelling])
      let kind = random.next(below: 10)
      if kind < 2 {
        operations.append(.delete(spelling))
        // Deleting what is not there throws, and the transaction goes on without it.
        if current != nil { touch(spelling, nil) }
        continue
      }
      var object = random.sample(id: spelling)
      if kind < 7, let current {
        object = random.changed(current)
        // Mostly keep the code, so that not every write conflicts.
        if !random.oneIn(4) { object.code = current.code }
        object.id = random.respelling(of: current.id)
      }
      operations.append(.upsert(object))
      touch(object.id, object)
    }
  }

  /// Notes that the transaction leaves `object` (or nothing) for `id`.
  private mutating func touch(_ id: String, _ object: Sample?) {
    if final.index(forKey: id) == nil { order.append(id) }
    final[id] = .some(object)
  }

  /// Runs the operations in `transaction`.
  func run(in transaction: inout StoreTransaction<Sample>) {
    for operation in operations {
      switch operation {
      case .deleteAll: transaction.deleteAll()
      case let .upsert(sample): transaction.upsert(sample)
      case let .delete(id): try? transaction.delete(id)
      }
    }
  }

  /// What a store holding `held` holds after committing it.
  func committed(onto held: [String: Sample]) -> [String: Sample] {
    var next = clearedAll ? [:] : held
    for (id, object) in final { next[id] = object }
    return next
  }

  /// What a store holding `held` writes for it.
  func write(from held: [String: Sample]) -> StoreWrite {
    StoreWrite(held: held, clearedAll: clearedAll, final: final, order: order)
  }

  var description: String {
    "perform { " + operations.map(\.description).joined(separator: "; ") + " }"
  }
}
