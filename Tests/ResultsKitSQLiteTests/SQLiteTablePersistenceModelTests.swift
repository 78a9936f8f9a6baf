import Foundation
import ResultsKitStore
import ResultsKitTesting
import TestSupport
import Testing

@testable import ResultsKitSQLite

/// Random commits from two persistences on one file and raw SQL, interleaved with
/// `changesByOthers()`: after each step both persistences' views, a fresh load and a model of
/// the table (objects and first-insertion order) agree.
@Suite("SQLiteTablePersistence: model-based")
struct SQLiteTablePersistenceModelTests {
  static let seeds: [UInt64] = [1, 2, 3, 4]
  static let transactions = Soak.perCase(cases: seeds.count, usual: 120)

  /// The table as it should be: the objects in first-insertion order.
  struct Model {
    var order: [Int] = []
    var objects: [Int: Note] = [:]

    mutating func upsert(_ note: Note) {
      if objects[note.id] == nil { order.append(note.id) }
      objects[note.id] = note
    }

    mutating func delete(_ id: Int) {
      guard objects.removeValue(forKey: id) != nil else { return }
      order.removeAll { $0 == id }
    }

    mutating func apply(_ commit: PersistedCommit<Note>) {
      if commit.removesAll {
        order = []
        objects = [:]
      }
      for id in commit.deletions { delete(id) }
      for note in commit.upserts { upsert(note) }
    }
  }

  private static func randomNote(_ generator: inout SeededRandomNumberGenerator) -> Note {
    let id = Int.random(in: 0..<30, using: &generator)
    return Note(
      id: id, title: ["a", "b", "it's", ""].randomElement(using: &generator) ?? "",
      pinned: Bool.random(using: &generator),
      score: Bool.random(using: &generator)
        ? Double(Int.random(in: 0..<5, using: &generator)) : nil,
      tags: Array(["x", "y", "z"].prefix(Int.random(in: 0...3, using: &generator))))
  }

  private static func randomCommit(_ generator: inout SeededRandomNumberGenerator)
    -> PersistedCommit<Note>
  {
    var upserts: [Int: Note] = [:]
    var order: [Int] = []
    for _ in 0..<Int.random(in: 0...4, using: &generator) {
      let note = randomNote(&generator)
      if upserts[note.id] == nil { order.append(note.id) }
      upserts[note.id] = note
    }
    let deletions = (0..<Int.random(in: 0...2, using: &generator))
      .map { _ in Int.random(in: 0..<30, using: &generator) }
      .filter { upserts[$0] == nil }
    return PersistedCommit(
      removesAll: Int.random(in: 0..<40, using: &generator) == 0,
      upserts: order.compactMap { upserts[$0] }, deletions: Array(Set(deletions)).sorted())
  }

  @Test("two persistences, raw SQL and refreshes agree with the model", arguments: seeds)
  func agree(seed: UInt64) throws {
    var generator = SeededRandomNumberGenerator(seed: seed)
    let directory = try TemporaryDirectory()
    let databaseA = try SQLiteDatabase(path: directory.path())
    let databaseB = try SQLiteDatabase(path: directory.path())
    let a = try SQLiteTablePersistence<Note>(database: databaseA, table: "notes")
    let b = try SQLiteTablePersistence<Note>(database: databaseB, table: "notes")
    a.changeLogLimit = seed.isMultiple(of: 2) ? 6 : 1_000
    var model = Model()
    var viewA: [Int: Note] = Dictionary(
      uniqueKeysWithValues: try a.loadObjects().map { ($0.id, $0) })
    var viewB: [Int: Note] = Dictionary(
      uniqueKeysWithValues: try b.loadObjects().map { ($0.id, $0) })
    for step in 0..<Self.transactions {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<4:
        let commit = Self.randomCommit(&generator)
        try a.write(commit)
        model.apply(commit)
        var own = Model(order: [], objects: viewA)
        own.apply(commit)
        viewA = own.objects
      case 4..<7:
        let commit = Self.randomCommit(&generator)
        try b.write(commit)
        model.apply(commit)
        var own = Model(order: [], objects: viewB)
        own.apply(commit)
        viewB = own.objects
      default:
        // Raw SQL on A's own connection or B's.
        let database = Bool.random(using: &generator) ? databaseA : databaseB
        let note = Self.randomNote(&generator)
        let victim = Int.random(in: 0..<30, using: &generator)
        let score = note.score.map { String($0) } ?? "NULL"
        let tags = "'[" + note.tags.map { "\"\($0)\"" }.joined(separator: ",") + "]'"
        let title = "'" + note.title.replacingOccurrences(of: "'", with: "''") + "'"
        try database.execute(
          """
          BEGIN;
          INSERT INTO notes VALUES (\(note.id), \(title), \(note.pinned ? 1 : 0), \(score), \(tags))
            ON CONFLICT(id) DO UPDATE SET title = excluded.title, pinned = excluded.pinned,
            score = excluded.score, tags = excluded.tags;
          DELETE FROM notes WHERE id = \(victim) AND id != \(note.id);
          COMMIT;
          """)
        model.upsert(note)
        if victim != note.id { model.delete(victim) }
      }
      if Bool.random(using: &generator) { apply(try a.changesByOthers(), to: &viewA) }
      if Bool.random(using: &generator) { apply(try b.changesByOthers(), to: &viewB) }
      apply(try a.changesByOthers(), to: &viewA)
      apply(try b.changesByOthers(), to: &viewB)
      let fresh = try SQLiteTablePersistence<Note>(
        database: SQLiteDatabase(path: directory.path()), table: "notes"
      ).loadObjects()
      #expect(fresh.map(\.id) == model.order, "step \(step)")
      #expect(fresh == model.order.compactMap { model.objects[$0] }, "step \(step)")
      #expect(viewA == model.objects, "step \(step)")
      #expect(viewB == model.objects, "step \(step)")
      if viewA != model.objects || viewB != model.objects || fresh.map(\.id) != model.order {
        return
      }
    }
    Soak.report("SQLiteTablePersistenceModelTests.agree", case: "\(seed)", ran: Self.transactions)
  }
}
