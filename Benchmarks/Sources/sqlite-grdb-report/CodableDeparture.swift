import GRDB
import SQLiteScenarios

/// A departure as most GRDB records are written: `Codable`, with GRDB's defaults, so that its
/// rows decode through a `Decoder` by column name (as the store's do), unlike ``Departure``'s
/// hand-written `init(row:)`.
struct CodableDeparture: Codable, FetchableRecord, TableRecord {
  static var databaseTableName: String { BoardRig.table }

  var id: Int
  var line: String
  var destination: String
  var platform: String
  var time: Int
  var delay: Int
  var load: Double
  var cancelled: Bool
  var note: String?

  /// Every departure in board order (as ``Departure/boardOrder``).
  static var boardOrder: QueryInterfaceRequest<CodableDeparture> {
    order(Column("platform"), Column("time"), Column("destination"), Column("id"))
  }
}
