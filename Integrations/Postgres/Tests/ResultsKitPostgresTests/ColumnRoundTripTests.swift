import Foundation
import PostgresNIO
import ResultsKitPostgres
import ResultsKitStore
import Testing

/// A value of every column kind, with the edge cases of each.
struct Everything: Identifiable, Equatable, Codable {
  struct Nested: Equatable, Codable {
    var name: String
    var values: [Double]
    var tags: [String: Int]
  }
  enum Kind: String, Codable { case plain, fancy }

  var id: String
  var count: Int64
  var small: Int8
  var ratio: Double
  var flag: Bool
  var text: String
  var data: Data
  var bytes: [UInt8]
  var nested: Nested
  var kind: Kind
  var optionalText: String?
  var optionalNested: Nested?
  var optionalCount: Int?
}

@Suite(
  "Columns: every kind round-trips", .enabled(if: TestServer.isAvailable, "no PostgreSQL"))
@MainActor
struct ColumnRoundTripTests {
  static func sample(_ id: String, ratio: Double, text: String = "", data: Data = Data())
    -> Everything
  {
    Everything(
      id: id, count: Int64.min, small: -128, ratio: ratio, flag: true, text: text, data: data,
      bytes: [], nested: .init(name: "ünïcode ✓ \"quoted\"", values: [1.5, -0.25], tags: ["a": 1]),
      kind: .fancy, optionalText: nil, optionalNested: nil, optionalCount: nil)
  }

  @Test(
    "bigint, double precision (NaN, -0.0, ±infinity), text and bytea (empty too), boolean, jsonb")
  func everyKind() async throws {
    let table = TestServer.uniqueTable("everything")
    var withValues = Self.sample("full", ratio: 1.0 / 3.0, text: "text", data: Data([0, 1, 255]))
    withValues.count = Int64.max
    withValues.bytes = [9, 8, 7]
    withValues.flag = false
    withValues.kind = .plain
    withValues.optionalText = ""
    withValues.optionalNested = .init(name: "", values: [], tags: [:])
    withValues.optionalCount = 0
    let objects = [
      Self.sample("nan", ratio: .nan), Self.sample("negative zero", ratio: -0.0),
      Self.sample("zero", ratio: 0.0), Self.sample("infinity", ratio: .infinity),
      Self.sample("minus infinity", ratio: -.infinity),
      Self.sample("tiny", ratio: .leastNonzeroMagnitude), withValues,
    ]
    let writer = try await PostgresStore<Everything>.open(
      configuration: TestServer.configuration(), table: table)
    try await writer.perform { transaction in
      for object in objects { try transaction.insert(object) }
    }
    await writer.close()

    let reader = try await PostgresStore<Everything>.open(
      configuration: TestServer.configuration(), table: table)
    #expect(reader.store.count == objects.count)
    for object in objects {
      let read = try #require(reader.store[id: object.id])
      #expect(read.ratio.bitPattern == object.ratio.bitPattern, "ratio of \(object.id)")
      var same = read
      same.ratio = object.ratio
      if object.ratio.isNaN {
        #expect(read.ratio.isNaN)
      } else {
        #expect(same == object)
      }
      #expect(
        read.nested == object.nested && read.data == object.data && read.bytes == object.bytes)
    }

    // The columns were declared by kind.
    let connection = try await TestServer.connect()
    let rows = try await TestServer.run(
      """
      SELECT column_name::text, data_type::text, is_nullable::text FROM information_schema.columns
      WHERE table_name = '\(table)' ORDER BY ordinal_position
      """, on: connection)
    var types: [String: String] = [:]
    var nullable: [String: String] = [:]
    for row in rows {
      let (name, type, isNullable) = try row.decode((String, String, String).self)
      types[name] = type
      nullable[name] = isNullable
    }
    #expect(
      types == [
        "id": "text", "count": "bigint", "small": "bigint", "ratio": "double precision",
        "flag": "boolean", "text": "text", "data": "bytea", "bytes": "bytea", "nested": "jsonb",
        "kind": "text", "optionalText": "text", "optionalNested": "jsonb",
        "optionalCount": "bigint",
      ])
    #expect(nullable["count"] == "NO" && nullable["optionalText"] == "YES")
    let primary = try await TestServer.run(
      """
      SELECT a.attname::text FROM pg_index i
      JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey::int2[])
      WHERE i.indrelid = '"\(table)"'::regclass AND i.indisprimary
      """, on: connection)
    #expect(try primary.map { try $0.decode(String.self) } == ["id"])
    try await connection.close()
    await reader.close()
  }
}
