import Foundation
import ResultsKit
import ResultsKitTesting
import TestSupport
import Testing

@testable import ResultsKitSQLite
@testable import ResultsKitStore

/// Two stores on one file (two connections) and raw SQL on a third (now and then on the first
/// store's own connection), seeded random transactions from each interleaved with `refresh()`,
/// checked against a dictionary after every step; now and then a store's write finds the file
/// locked past its busy timeout and must change nothing.
@Suite("Model-based: two stores and raw SQL on one SQLite file")
struct StoreModelTests {
  static let cases = [(UInt64(3), false), (UInt64(29), false), (UInt64(101), true)]
  /// 600 steps per case; with `RESULTSKIT_SOAK_TRANSACTIONS=N` about *N* in total.
  static let steps = Soak.perCase(cases: cases.count, usual: 600)

  @Test(
    "Every store, a fresh reopen and the controllers over them agree with the model",
    arguments: cases)
  func agreesWithTheModel(seed: UInt64, shortLog: Bool) throws {
    let directory = try TemporaryDirectory()
    var run = try StoreModelRun(path: directory.path(), seed: seed, shortLog: shortLog)
    try run.run(steps: Self.steps)
    #expect(run.failures.isEmpty, "\(run.failures.prefix(5))")
    Soak.report(
      "StoreModelTests.agreesWithTheModel", case: "seed \(seed), short log \(shortLog)",
      ran: Self.steps)
    for what in [
      "A commit", "B commit", "deleteAll", "removesAll", "sql", "sql delete all",
      "sql id change", "sql on A's connection", "A locked out", "B locked out", "A refresh",
      "B refresh", "A refresh, none", "B refresh, none",
    ] where Self.steps >= 600 {
      #expect(run.counts[what, default: 0] > 0, "no \(what): \(run.counts)")
    }
    if shortLog { #expect(run.counts["refresh, all", default: 0] > 0, "\(run.counts)") }
  }
}

/// One model-based run: see ``StoreModelTests``.
struct StoreModelRun {
  static let idSpace = 40
  static let shelves = ["a", "b", "c", "d"]

  let path: String
  let sql: SQLiteDatabase
  /// The two stores, their connections, and what each should hold in memory.
  var stores: [WatchedStore] = []
  var databases: [SQLiteDatabase] = []
  var persistences: [SQLiteTablePersistence<Card>] = []
  var memory: [[Int: Card]] = [[:], [:]]
  /// What the file holds.
  var disk: [Int: Card] = [:]
  var random: SeededRandomNumberGenerator
  var failures: [String] = []
  var counts: [String: Int] = [:]
  var step = 0

  init(path: String, seed: UInt64, shortLog: Bool) throws {
    self.path = path
    random = SeededRandomNumberGenerator(seed: seed)
    for _ in 0..<2 {
      let database = try SQLiteDatabase(path: path)
      let persistence = try SQLiteTablePersistence<Card>(database: database, table: "cards")
      // A short change log makes a store that falls behind reload everything.
      if shortLog { persistence.changeLogLimit = 6 }
      databases.append(database)
      persistences.append(persistence)
      stores.append(try WatchedStore(ObjectStore(persistence: persistence)))
    }
    sql = try SQLiteDatabase(path: path)
  }

  mutating func run(steps: Int) throws {
    for step in 0..<steps {
      self.step = step
      let pick = random.next(below: 100)
      if pick < 30 {
        try transaction(0)
      } else if pick < 60 {
        try transaction(1)
      } else if pick < 75 {
        try rawSQL()
      } else {
        try refresh(random.next(below: 2))
      }
      try check()
    }
  }

  mutating func card(_ id: Int) -> Card {
    Card(
      id: id, shelf: Self.shelves[random.next(below: Self.shelves.count)],
      rank: random.next(below: 6), label: "L\(random.next(below: 4))")
  }

  /// A random transaction of store `index`; the model applies its net effect the way the
  /// store writes it (relative to what the store holds, which may be behind the file).
  mutating func transaction(_ index: Int) throws {
    let name = index == 0 ? "A" : "B"
    let watched = stores[index]
    let held = memory[index]
    var final: [Int: Card?] = [:]
    var order: [Int] = []
    var clearedAll = false
    var operations: [(Int, Card?)] = []
    if random.next(below: 12) == 0 {
      clearedAll = true
      count("deleteAll")
    }
    for _ in 0...random.next(below: 5) {
      let id = random.next(below: Self.idSpace)
      let current = final[id] ?? (clearedAll ? nil : held[id])
      let kind = random.next(below: 10)
      let object: Card?
      if kind < 3 {
        object = nil
      } else if kind < 5, let current {
        object = current  // an equal write
      } else if kind < 8, var current {
        current.rank = random.next(below: 6)
        object = current
      } else {
        object = card(id)
      }
      operations.append((id, object))
      if final[id] == nil { order.append(id) }
      final[id] = .some(object)
    }
    let before = watched.seen
    // One in ten finds the file locked by the third connection past the busy timeout.
    let locked = random.next(below: 10) == 0
    if locked {
      databases[index].busyTimeout = .zero
      try sql.execute("BEGIN IMMEDIATE")
    }
    var thrown: SQLiteError?
    do {
      try watched.store.perform { transaction in
        if clearedAll { transaction.deleteAll() }
        for (id, object) in operations {
          if let object { transaction.upsert(object) } else { try? transaction.delete(id) }
        }
      }
    } catch let error as SQLiteError {
      thrown = error
    }
    if locked {
      try sql.execute("COMMIT")
      databases[index].busyTimeout = .seconds(5)
    }
    // The write, as `persistedCommit(of:)` makes it.
    var next = clearedAll ? [:] : held
    for (id, object) in final { next[id] = object }
    if let thrown {
      // Only a write that found the file locked fails; it changes nothing and tells nobody.
      count("\(name) locked out")
      expect(locked && next != held, true, "\(name) threw \(thrown)")
      expect(thrown.primaryCode, SQLiteError.busyCode, "\(name) error")
      expect(watched.seen, before, "\(name) after a failed write")
      expect(try watched.replayNewBatches(), 0, "\(name) batches of a failed write")
      return
    }
    expect(locked && next != held, false, "\(name) wrote to a locked file")
    let survives = final.contains { $0.value != nil && held[$0.key] != nil }
    if clearedAll, !held.isEmpty, !survives {
      count("removesAll")
      disk = [:]
    } else {
      for (id, _) in held where clearedAll && final[id] == nil { disk[id] = nil }
    }
    for id in order {
      let object = final[id] ?? nil
      if let object {
        if held[id] != object { disk[id] = object }
      } else if held[id] != nil {
        disk[id] = nil
      }
    }
    let changed = next != held
    if changed { count("\(name) commit") }
    memory[index] = next
    expect(watched.commits - before.commits, changed ? 1 : 0, "\(name) commits")
    expect(try watched.replayNewBatches() <= 1, true, "\(name) batches")
  }

  /// Raw SQL on the third connection: upserts, updates and deletes, in one transaction or not.
  mutating func rawSQL() throws {
    count("sql")
    var statements: [String] = []
    for _ in 0...random.next(below: 3) {
      let id = random.next(below: Self.idSpace)
      let kind = random.next(below: 10)
      if kind < 3 {
        statements.append("DELETE FROM cards WHERE id = \(id)")
        disk[id] = nil
      } else if kind == 3, random.next(below: 4) == 0 {
        count("sql delete all")
        statements.append("DELETE FROM cards")
        disk = [:]
      } else if kind == 3 {
        // A row's identifier changes: the old one is gone, the new one is there.
        let new = random.next(below: Self.idSpace)
        if let card = disk[id], disk[new] == nil {
          count("sql id change")
          statements.append("UPDATE cards SET id = \(new) WHERE id = \(id)")
          disk[id] = nil
          disk[new] = Card(id: new, shelf: card.shelf, rank: card.rank, label: card.label)
        }
      } else if kind < 5 {
        let rank = random.next(below: 6)
        let shelf = Self.shelves[random.next(below: Self.shelves.count)]
        statements.append("UPDATE cards SET rank = \(rank) WHERE shelf = '\(shelf)'")
        for (key, card) in disk where card.shelf == shelf { disk[key]?.rank = rank }
      } else {
        let object = card(id)
        statements.append(
          "INSERT INTO cards (id, shelf, rank, label) VALUES (\(id), '\(object.shelf)', "
            + "\(object.rank), '\(object.label)') ON CONFLICT(id) DO UPDATE SET "
            + "shelf = excluded.shelf, rank = excluded.rank, label = excluded.label")
        disk[id] = object
      }
    }
    guard !statements.isEmpty else { return }
    var script = statements.joined(separator: "; ")
    if random.next(below: 2) == 0 { script = "BEGIN; " + script + "; COMMIT" }
    // Mostly a third connection; now and then store A's own, whose writes do not change its
    // `PRAGMA data_version`.
    if random.next(below: 5) == 0 {
      count("sql on A's connection")
      try databases[0].execute(script)
    } else {
      try sql.execute(script)
    }
  }

  /// `refresh()` of store `index`: it then holds what the file holds; one commit and one
  /// batch when that changed something, none otherwise.
  mutating func refresh(_ index: Int) throws {
    let name = index == 0 ? "A" : "B"
    let watched = stores[index]
    let before = watched.seen
    // Whether the log was cut past what this store had read: it then reloads everything.
    let first = try sql.query("SELECT min(seq) FROM resultskit_log_cards").first?.first
    if case let .integer(first)? = first, first - 1 > persistences[index].position {
      count("refresh, all")
    }
    let changed = try watched.store.refresh()
    count(changed ? "\(name) refresh" : "\(name) refresh, none")
    expect(changed, memory[index] != disk, "\(name) refresh's result")
    memory[index] = disk
    expect(watched.commits - before.commits, changed ? 1 : 0, "\(name) refresh commits")
    expect(
      try watched.replayNewBatches(), changed && before.sections != watched.sections ? 1 : 0,
      "\(name) refresh batches")
  }

  /// Each store holds its model, its controller shows what a fresh fetch and the model
  /// show, the replayed batches give the controller's sections; a reopen holds the file's.
  mutating func check() throws {
    for (index, watched) in stores.enumerated() {
      let name = index == 0 ? "A" : "B"
      expect(watched.contents, memory[index], "\(name) contents")
      expect(watched.sections, modelSections(memory[index]), "\(name) sections")
      expect(watched.sections, watched.freshFetch, "\(name) fresh fetch")
      expect(watched.replayed, watched.sections, "\(name) replayed batches")
      expect(watched.target.errors.isEmpty, true, "\(name) target errors")
    }
    let database = try SQLiteDatabase(path: path)
    let store = try ObjectStore<Card>(database: database, table: "cards")
    let reopened = try WatchedStore(store)
    expect(reopened.contents, disk, "reopened contents")
    expect(reopened.sections, modelSections(disk), "reopened sections")
    database.close()
  }

  mutating func count(_ what: String) { counts[what, default: 0] += 1 }

  mutating func expect<T: Equatable>(_ actual: T, _ expected: T, _ what: String) {
    guard actual != expected else { return }
    failures.append("seed step \(step): \(what): \(actual) != \(expected)")
  }
}
