import GRDB
import SQLiteScenarios

/// GRDB's record protocols for the departures, as GRDB's README writes a record for speed: an
/// explicit `databaseSelection` and values read by position (its `Codable` defaults decode
/// through a `Decoder` by name), on a table of the same name and columns as the store's.
extension Departure: FetchableRecord, PersistableRecord {
  /// The store's table name (`BoardRig.table`), in a file of GRDB's own.
  public static var databaseTableName: String { BoardRig.table }

  /// Every departure in board order: by platform (the sections), then time and destination as
  /// the controller sorts, then identifier, so that ties come in the same order every fetch.
  static var boardOrder: QueryInterfaceRequest<Departure> {
    order(Column("platform"), Column("time"), Column("destination"), Column("id"))
  }

  /// The columns selected, in the order ``init(row:)`` reads them.
  public static var databaseSelection: [any SQLSelectable] {
    [
      Column("id"), Column("line"), Column("destination"), Column("platform"), Column("time"),
      Column("delay"), Column("load"), Column("cancelled"), Column("note"),
    ]
  }

  /// Reads a departure from a row of ``databaseSelection``.
  public init(row: Row) {
    self.init(
      id: row[0], line: row[1], destination: row[2], platform: row[3], time: row[4],
      delay: row[5], load: row[6], cancelled: row[7], note: row[8])
  }

  /// Writes the departure's columns.
  public func encode(to container: inout PersistenceContainer) {
    container["id"] = id
    container["line"] = line
    container["destination"] = destination
    container["platform"] = platform
    container["time"] = time
    container["delay"] = delay
    container["load"] = load
    container["cancelled"] = cancelled
    container["note"] = note
  }

  /// Creates the table as GRDB's documentation does: the identifier is an `INTEGER PRIMARY
  /// KEY` (SQLite's row id; the store declares `INT`, a separate key, so that rows keep their
  /// insertion order), the other columns as the store's, `NOT NULL` where not optional.
  static func createTable(_ db: Database) throws {
    try db.create(table: databaseTableName) { table in
      table.primaryKey("id", .integer)
      table.column("line", .text).notNull()
      table.column("destination", .text).notNull()
      table.column("platform", .text).notNull()
      table.column("time", .integer).notNull()
      table.column("delay", .integer).notNull()
      table.column("load", .double).notNull()
      table.column("cancelled", .boolean).notNull()
      table.column("note", .text)
    }
  }
}
