import Foundation
import ResultsKitStore
import Testing

@testable import ResultsKitSQLite

/// Every `Double` and `Float`, NaN and negative zero included, reads back bit for bit: through
/// another store's refresh and through a reopen.
@Suite("SQLite store: every floating-point value round-trips")
struct FloatingPointTests {
  struct Reading: Identifiable, Equatable, Codable {
    var id: Int
    var value: Double
    var single: Float
    var maybe: Double?
    var series: [Double]

    /// Bit-for-bit equality of the properties (`==` is false for NaN and true for 0 and -0);
    /// in the nested array (JSON text), a NaN is any NaN.
    func same(as other: Reading) -> Bool {
      id == other.id && value.bitPattern == other.value.bitPattern
        && single.bitPattern == other.single.bitPattern
        && maybe?.bitPattern == other.maybe?.bitPattern
        && series.map(Self.nested) == other.series.map(Self.nested)
    }

    /// A nested value's bits, every NaN as `Double.nan`'s.
    static func nested(_ value: Double) -> UInt64 {
      value.isNaN ? Double.nan.bitPattern : value.bitPattern
    }
  }

  static let doubles: [Double] = [
    .nan, -.nan, .signalingNaN, Double(bitPattern: 0x7FF8_0000_0000_1234), 0, -0.0,
    .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
    .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1, -1, 0.1,
    3, 9_007_199_254_740_992, 1e300,
  ]
  static let floats: [Float] = [
    .nan, -.nan, 0, -0.0, .infinity, -.infinity, .leastNonzeroMagnitude, .leastNormalMagnitude,
    .greatestFiniteMagnitude, 1.5,
  ]

  /// One reading per value class, every slot filled.
  static var readings: [Reading] {
    doubles.indices.map { index in
      let double = doubles[index]
      return Reading(
        id: index, value: double, single: floats[index % floats.count],
        maybe: index.isMultiple(of: 3) ? nil : double,
        series: [double, doubles[(index + 5) % doubles.count]])
    }
  }

  @Test("written through one store: another store's refresh and a reopen have the same bits")
  func roundTrip() throws {
    let directory = try TemporaryDirectory()
    let writer = try ObjectStore<Reading>(
      database: SQLiteDatabase(path: directory.path()), table: "readings")
    try writer.perform { try $0.insert(Reading(id: -1, value: 1, single: 1, series: [])) }
    let follower = try ObjectStore<Reading>(
      database: SQLiteDatabase(path: directory.path()), table: "readings")
    let readings = Self.readings
    try writer.perform { transaction in
      for reading in readings { try transaction.insert(reading) }
    }
    #expect(try follower.refresh())
    let reopened = try ObjectStore<Reading>(
      database: SQLiteDatabase(path: directory.path()), table: "readings")
    for reading in readings {
      let followed = try #require(follower[id: reading.id])
      let read = try #require(reopened[id: reading.id])
      #expect(followed.same(as: reading), "followed \(followed) != \(reading)")
      #expect(read.same(as: reading), "reopened \(read) != \(reading)")
    }
    // A later write of another object leaves them readable: nothing is stuck.
    try writer.perform { $0.upsert(Reading(id: 1_000, value: .nan, single: -0.0, series: [])) }
    #expect(try follower.refresh())
    #expect(follower.count == readings.count + 2)
  }

  @Test("NaN and negative zero are kept as their bits; the rest are REALs a shell can read")
  func storageClasses() throws {
    let database = try SQLiteDatabase(path: ":memory:")
    let store = try ObjectStore<Reading>(database: database, table: "readings")
    try store.perform { transaction in
      try transaction.insert(Reading(id: 1, value: .nan, single: -0.0, series: []))
      try transaction.insert(Reading(id: 2, value: .infinity, single: 2.5, series: [-0.0, .nan]))
    }
    let rows = try database.query(
      "SELECT typeof(value), hex(value), typeof(single), hex(single), series FROM readings ORDER BY id"
    )
    #expect(
      rows[0] == [
        .text("blob"), .text("7FF8000000000000"), .text("blob"), .text("80000000"), .text("[]"),
      ])
    #expect(rows[1][0] == .text("real"))
    #expect(rows[1][2] == .text("real"))
    #expect(rows[1][4] == .text(#"[-0,"NaN"]"#))
  }
}
