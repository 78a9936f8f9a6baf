import PostgresNIO
import ResultsKit
import ResultsKitPostgres
import ResultsKitStore
import Testing

/// Three writers — two stores in this process on their own connections, each following, and
/// raw SQL from a third connection — write random transactions at once; at quiescence every
/// store equals the table, and every results controller equals a fresh fetch of its store.
@Suite(
  "Following: random writers at once",
  .enabled(if: TestServer.isAvailable, "no PostgreSQL"))
@MainActor
struct ModelBasedFollowingTests {
  static let request = FetchRequest<Item>(
    sortBy: [.ascending(\.rank)], sectionBy: { $0.done ? "done" : "open" })

  /// A random transaction of one to four writes against `store`'s objects.
  static func randomTransaction(
    _ transaction: inout StoreTransaction<Item>, known: [Int: Item],
    using random: inout SystemRandomNumberGenerator
  ) throws {
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let id = Int.random(in: 1...40, using: &random)
      let item = Item(
        id: id, title: "t\(Int.random(in: 0...9, using: &random))",
        rank: Double(Int.random(in: 0...20, using: &random)),
        done: Bool.random(using: &random),
        note: Bool.random(using: &random) ? nil : "n")
      switch Int.random(in: 0..<4, using: &random) {
      case 0: transaction.upsert(item)
      case 1:
        if transaction[id: id] != nil {
          try transaction.delete(id)
        } else {
          transaction.upsert(item)
        }
      case 2:
        if transaction[id: id] != nil {
          try transaction.update(id) { $0.rank = item.rank }
        } else {
          try transaction.insert(item)
        }
      default:
        // An identifier change: the object moves to another id.
        if let old = transaction[id: id], transaction[id: id + 40] == nil {
          try transaction.delete(id)
          var moved = old
          moved.id = id + 40
          try transaction.insert(moved)
        } else {
          transaction.upsert(item)
        }
      }
    }
  }

  /// Whether `error` is the server's deadlock (40P01): writers that lock rows in different
  /// orders meet it, and the server rolls one transaction back, so nothing of it is kept.
  static func isDeadlock(_ error: any Error) -> Bool {
    if case .serverError(sqlState: "40P01", _) = error as? PostgresStoreError { return true }
    return (error as? PSQLError)?.serverInfo?[.sqlState] == "40P01"
  }

  /// 25 random transactions through `store`; the errors met (deadlocks aside).
  static func writeRandomly(_ store: PostgresStore<Item>) async -> [String] {
    var random = SystemRandomNumberGenerator()
    var errors: [String] = []
    for _ in 0..<25 {
      do {
        try await store.perform { transaction in
          try Self.randomTransaction(&transaction, known: store.byID, using: &random)
        }
      } catch  where !isDeadlock(error) {
        errors.append("\(error)")
      } catch {}
    }
    return errors
  }

  /// 25 statements of raw SQL, as `psql` would send them: upserts, deletes and identifier
  /// changes; the errors met (deadlocks aside).
  static func writeRawSQL(_ table: String, on raw: PostgresConnection) async -> [String] {
    var random = SystemRandomNumberGenerator()
    var errors: [String] = []
    for step in 0..<25 {
      let id = Int.random(in: 1...40, using: &random)
      let sql: String
      switch step % 4 {
      case 2:
        sql = "DELETE FROM \"\(table)\" WHERE id = \(id)"
      case 3:
        // An identifier changed in place: the trigger logs the old and the new one.
        sql = """
          UPDATE "\(table)" SET id = id + 40 WHERE id = \(id)
          AND NOT EXISTS (SELECT 1 FROM "\(table)" WHERE id = \(id + 40))
          """
      default:
        sql = """
          INSERT INTO "\(table)" (id, title, rank, done, note) VALUES (\(id), 'raw', \(step), true, NULL)
          ON CONFLICT (id) DO UPDATE SET title = 'raw\(step)', rank = EXCLUDED.rank, done = EXCLUDED.done
          """
      }
      do {
        try await TestServer.run(sql, on: raw)
      } catch  where !isDeadlock(error) {
        errors.append(String(reflecting: error))
      } catch {}
    }
    return errors
  }

  @Test("Two following stores and raw SQL write at once: all equal the table at quiescence")
  func randomWriters() async throws {
    let table = TestServer.uniqueTable("model")
    var errors: [String] = []
    let stores = try await openFollowingPair(
      table, configuration: TestServer.configuration(),
      seed: Item(id: 1, title: "seed", rank: 0, done: false, note: nil),
      onFollowError: { errors.append("\($0)") })
    let (first, second) = (stores[0], stores[1])
    let watched = [first, second].map { WatchedStore($0, request: Self.request) }
    let raw = try await TestServer.connect()

    // Each writer runs 25 transactions; they interleave at every network wait.
    let writers = [
      Task { await Self.writeRandomly(first) },
      Task { await Self.writeRandomly(second) },
      Task { await Self.writeRawSQL(table, on: raw) },
    ]
    var writeErrors: [String] = []
    for writer in writers { writeErrors += await writer.value }
    #expect(writeErrors.isEmpty && errors.isEmpty, "\(writeErrors) \(errors)")

    // Quiescence: every store reaches the table through notifications alone.
    let expected = try await tableItems(table, on: raw)
    #expect(!expected.isEmpty)
    for (index, store) in [first, second].enumerated() {
      let reached = try await eventually { store.byID == expected }
      #expect(reached, "store \(index) differs from the table")
      watched[index].checkController("store \(index)")
    }
    try await raw.close()
    await first.close()
    await second.close()
  }
}
