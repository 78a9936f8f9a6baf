import Foundation
import ResultsKitTesting

@testable import ResultsKitSQLite
@testable import ResultsKitStore

extension HostileModelRun {
  /// Raw SQL, as another tool writes: one to three statements, in a transaction or not.
  ///
  /// Inserts, upserts, updates and deletes with identifiers in any spelling (as SQL text
  /// literals, bytes as they are), an identifier changed to another spelling,
  /// `INSERT OR REPLACE`, `REPLACE INTO` and `UPDATE OR REPLACE` that delete the rows sharing
  /// a unique code. Mostly
  /// on the third connection, now and then on a store's. A statement SQLite refuses ends the
  /// step (an open transaction is rolled back).
  mutating func rawSQL() throws {
    count("sql")
    var statements: [String] = []
    let table = random.oneIn(12) ? SampleTable.away : SampleTable.name
    for _ in 0...random.next(below: 3) {
      statements.append(rawStatement(table: table))
    }
    var script = statements.joined(separator: ";\n")
    let inTransaction = random.oneIn(2)
    if inTransaction { script = "BEGIN;\n" + script + ";\nCOMMIT" }
    try execute(script, what: "sql")
  }

  /// One raw statement on `table`, its identifiers in any spelling.
  mutating func rawStatement(table: String) -> String {
    let spelling = random.identifierSpelling()
    let id = SampleTable.text(spelling)
    switch random.next(below: 12) {
    case 0, 1:
      count("sql insert")
      let verb = random.element(of: ["INSERT", "INSERT OR IGNORE"])
      return SampleTable.insert(
        random.sample(id: spelling, codes: SampleDraws.sqlCodes), into: table, verb: verb,
        random: &random)
    case 2:
      count("sql upsert")
      let sample = random.sample(id: spelling, codes: SampleDraws.sqlCodes)
      let values = SampleTable.values(of: sample, random: &random)
      let updates = zip(SampleTable.columns, values).dropFirst().filter { _ in random.oneIn(2) }
        .map { "\($0.0) = excluded.\($0.0)" }
      return SampleTable.insert(sample, into: table, random: &random)
        + " ON CONFLICT(id) DO "
        + (updates.isEmpty ? "NOTHING" : "UPDATE SET " + updates.joined(separator: ", "))
    case 3, 4:
      count("sql replace")
      let verb = random.element(of: ["INSERT OR REPLACE", "REPLACE"])
      return SampleTable.insert(
        random.sample(id: spelling, codes: SampleDraws.sqlCodes), into: table, verb: verb,
        random: &random)
    case 5:
      count("sql update or replace")
      let code = SampleTable.text(random.element(of: SampleDraws.sqlCodes))
      return "UPDATE OR REPLACE \(table) SET code = \(code) WHERE id = \(id)"
    case 6:
      count("sql respell")
      let other = SampleTable.text(
        random.respelling(of: spelling))
      let verb = random.oneIn(2) ? "UPDATE" : "UPDATE OR REPLACE"
      return "\(verb) \(table) SET id = \(other) WHERE id = \(id)"
    case 7, 8:
      count("sql update")
      let sample = random.sample(id: spelling, codes: SampleDraws.sqlCodes)
      let values = SampleTable.values(of: sample, random: &random)
      let column = 2 + random.next(below: 5)
      let condition =
        random.oneIn(3) ? "shelf = \(SampleTable.text(sample.shelf))" : "id = \(id)"
      return
        "UPDATE \(table) SET \(SampleTable.columns[column]) = \(values[column]) WHERE \(condition)"
    case 9:
      count("sql delete by code")
      return
        "DELETE FROM \(table) WHERE code = \(SampleTable.text(random.element(of: SampleDraws.sqlCodes)))"
    default:
      count("sql delete")
      return "DELETE FROM \(table) WHERE id = \(id)"
    }
  }

  /// Runs `script` on the third connection, or now and then on a store's own; a failure
  /// (SQLite refusing a statement) is counted, and rolls back a transaction left open.
  mutating func execute(_ script: String, what: String) throws {
    let own = random.oneIn(5) ? random.next(below: 2) : nil
    let database = own.map { databases[$0] } ?? sql
    if let own {
      count("\(what) on a store's connection")
      note("on \(Self.names[own])'s connection:")
    }
    note(Sample.escaped(script).replacingOccurrences(of: "\n", with: "\n    "))
    do {
      try database.execute(script)
    } catch {
      count("\(what) refused")
      note("  refused: \(error)")
      if database.isInTransaction { try database.execute("ROLLBACK") }
    }
  }
}
