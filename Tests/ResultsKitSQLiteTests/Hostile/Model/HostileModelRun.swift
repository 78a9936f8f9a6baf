import ResultsKitTesting

@testable import ResultsKitSQLite
@testable import ResultsKitStore

/// One run of the hostile model (see ``HostileModelTests``): two watched stores, each on its
/// own connection to one file, and raw SQL on a third connection (now and then on a store's),
/// driven by seeded random steps; checked after every step, stopped at the first divergence.
///
/// The model predicts no winner among rows: what a store must hold after a refresh is what
/// ``FileSnapshot`` reads from the file. Between refreshes each store must hold what it held
/// plus its own successful transactions (``memory``).
struct HostileModelRun {
  let path: String
  let seed: UInt64
  /// The third connection: raw SQL, and the independent reading of the file.
  let sql: SQLiteDatabase
  /// The stores' own connections, and the stores.
  var databases: [SQLiteDatabase] = []
  var stores: [WatchedSamples] = []
  /// What each store must hold.
  var memory: [[String: Sample]] = [[:], [:]]
  var random: SeededRandomNumberGenerator
  /// How often each kind of step (and outcome) happened.
  var counts: [String: Int] = [:]
  /// The first divergence, with the seed, the step and the operations that led to it.
  var failure: String?
  /// The step running, and the operations of the last steps (the current one last).
  var step = 0
  var transcript: [[String]] = []
  /// Columns added by the model so far (for unique names).
  var addedColumns = 0
  static let names = ["A", "B"]

  /// Makes the table (the usual variant) and opens the two stores on it.
  init(path: String, seed: UInt64) throws {
    self.path = path
    self.seed = seed
    random = SeededRandomNumberGenerator(seed: seed)
    sql = try SQLiteDatabase(path: path)
    try sql.execute(SampleTable.create(variant: 0))
    for _ in 0..<2 {
      let database = try SQLiteDatabase(path: path)
      databases.append(database)
      stores.append(try WatchedSamples(database: database))
    }
  }

  /// Runs `steps` steps, or up to the first divergence.
  mutating func run(steps: Int) {
    for step in 0..<steps where failure == nil {
      self.step = step
      transcript.append([])
      if transcript.count > 8 { transcript.removeFirst() }
      do {
        let pick = random.next(below: 100)
        if pick < 23 {
          try transaction(0)
        } else if pick < 46 {
          try transaction(1)
        } else if pick < 68 {
          try rawSQL()
        } else if pick < 80 {
          try schemaChange()
        } else if pick < 98 {
          try refresh()
        } else {
          try writableReopen()
        }
        if failure == nil { try check() }
      } catch {
        fail("unexpected error: \(error)")
      }
    }
  }

  /// Notes one operation of the current step, for the failure message.
  mutating func note(_ operation: String) {
    transcript[transcript.count - 1].append(operation)
  }

  mutating func count(_ what: String) { counts[what, default: 0] += 1 }

  /// Records the first divergence: the seed, the step and the operations of the last steps.
  mutating func fail(_ message: String) {
    guard failure == nil else { return }
    let first = step - transcript.count + 1
    let steps = transcript.enumerated().map { offset, operations in
      "  step \(first + offset):\n" + operations.map { "    " + $0 }.joined(separator: "\n")
    }
    failure =
      "seed \(seed), step \(step): \(message)\nthe last steps (replay the seed to reach them):\n"
      + steps.joined(separator: "\n")
  }

  /// Fails with `message` unless `condition` holds.
  mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fail(message()) }
  }

  /// After every step: each store holds its model and its watchers agree with it; a fresh
  /// read-only reopen holds what the file holds.
  mutating func check() throws {
    for (index, watched) in stores.enumerated() {
      let name = Self.names[index]
      let expected = memory[index]
      expect(
        watched.contents == expected,
        "\(name) holds \(Self.difference(watched.contents, expected)) (store vs model)")
      try watched.replayNewBatches()
      let problems = watched.problems()
      for problem in problems { fail("\(name): \(problem)") }
    }
    let file = try snapshot()
    let database = try SQLiteDatabase(path: path, readOnly: true)
    defer { database.close() }
    let reopened = try ObjectStore<Sample>(database: database, table: SampleTable.name)
    let held = reopened.storage.records.mapValues(\.object)
    expect(
      held == file.objects,
      "a read-only reopen holds \(Self.difference(held, file.objects)) (reopen vs file)")
  }

  /// The file, read by raw SQL.
  mutating func snapshot() throws -> FileSnapshot {
    try FileSnapshot.read(sql)
  }

  /// How `actual` differs from `expected`, object by object.
  static func difference(_ actual: [String: Sample], _ expected: [String: Sample]) -> String {
    var lines: [String] = []
    for (id, object) in actual where expected[id] != object {
      lines.append("\(object) where \(expected[id].map(\.description) ?? "nothing") was expected")
    }
    for (id, object) in expected where actual[id] == nil {
      lines.append("nothing where \(object) was expected")
    }
    return lines.joined(separator: "; ")
  }
}
