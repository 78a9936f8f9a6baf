import Foundation
import Testing

@testable import ResultsKitSQLite

/// Every column kind the codec knows.
private struct Everything: Identifiable, Equatable, Codable {
  enum Mood: String, Codable, CaseIterable { case calm, busy }
  enum Level: Int, Codable, CaseIterable { case low = 1, high = 2 }
  enum Shape: Equatable, Codable { case circle(radius: Double), square }
  struct Point: Equatable, Codable { var x: Int; var y: Int }

  var id: String
  var small: Int8
  var unsigned: UInt32
  var big: Int64
  var float: Float
  var double: Double
  var text: String
  var flag: Bool
  var data: Data
  var bytes: [UInt8]
  var maybe: Int?
  var missing: String?
  var mood: Mood
  var level: Level
  var shape: Shape
  var point: Point
  var list: [Point]
  var date: Date
  var optionalPoint: Point?
}

private let sample = Everything(
  id: "e1", small: -8, unsigned: 4_000_000_000, big: .max, float: 1.5, double: -2.25,
  text: "it's \"quoted\"", flag: true, data: Data([0, 1, 2]), bytes: [9, 8], maybe: 7,
  missing: nil, mood: .busy, level: .high, shape: .circle(radius: 2), point: .init(x: 1, y: 2),
  list: [.init(x: 3, y: 4)], date: Date(timeIntervalSinceReferenceDate: 12.5), optionalPoint: nil)

@Suite("Rows and Codable")
struct RowCodingTests {
  @Test("each property is one column of the right kind; nil optionals are NULL columns")
  func encodesColumns() throws {
    let row = Dictionary(
      uniqueKeysWithValues: try RowEncoder.row(of: sample).map { ($0.name, $0.value) })
    #expect(row.count == 19)
    #expect(row["id"] == .text("e1"))
    #expect(row["small"] == .integer(-8))
    #expect(row["unsigned"] == .integer(4_000_000_000))
    #expect(row["big"] == .integer(.max))
    #expect(row["float"] == .real(1.5))
    #expect(row["double"] == .real(-2.25))
    #expect(row["text"] == .text("it's \"quoted\""))
    #expect(row["flag"] == .integer(1))
    #expect(row["data"] == .blob([0, 1, 2]))
    #expect(row["bytes"] == .blob([9, 8]))
    #expect(row["maybe"] == .integer(7))
    #expect(row["missing"] == .null)
    #expect(row["mood"] == .text("busy"))
    #expect(row["level"] == .integer(2))
    #expect(row["shape"] == .text(#"{"circle":{"radius":2}}"#))
    #expect(row["point"] == .text(#"{"x":1,"y":2}"#))
    #expect(row["list"] == .text(#"[{"x":3,"y":4}]"#))
    #expect(row["date"] == .real(12.5))
    #expect(row["optionalPoint"] == .null)
  }

  @Test("a row decodes back to the same value")
  func roundTrip() throws {
    let encoded = try RowEncoder.row(of: sample)
    let indices = Dictionary(uniqueKeysWithValues: encoded.enumerated().map { ($1.name, $0) })
    let decoded = try Everything(from: RowDecoder(indices: indices, values: encoded.map(\.value)))
    #expect(decoded == sample)
    var other = sample
    other.missing = "here"
    other.optionalPoint = .init(x: -1, y: 0)
    other.maybe = nil
    let encodedOther = try RowEncoder.row(of: other)
    #expect(
      try Everything(from: RowDecoder(indices: indices, values: encodedOther.map(\.value))) == other
    )
  }

  @Test("encoding a real object gives every column, optionals included, with declared types")
  func layout() throws {
    struct Laid: Codable {
      var id: Int
      var flag: Bool
      var double: Double?
      var text: String
      var data: Data
      var mood: Everything.Mood
      var point: Everything.Point?
      var list: [Everything.Point]
      var date: Date
      var maybe: String?
    }
    let value = Laid(
      id: 1, flag: true, double: nil, text: "t", data: Data(), mood: .calm,
      point: .init(x: 1, y: 2),
      list: [], date: Date(timeIntervalSinceReferenceDate: 0), maybe: "m")
    let columns = try RowEncoder.layout(of: value).layout
    #expect(
      columns.map(\.name) == [
        "id", "flag", "double", "text", "data", "mood", "point", "list", "date", "maybe",
      ])
    #expect(
      columns.map(\.declaredType) == [
        "INTEGER", "INTEGER", "REAL", "TEXT", "BLOB", "", "", "", "", "TEXT",
      ])
    // Optional whether nil or not: encodeIfPresent says so.
    #expect(
      columns.map(\.isOptional) == [
        false, false, true, false, false, false, true, false, false, true,
      ])
  }

  @Test(
    "a value that does not decode says which property and why",
    arguments: [
      ("flag", SQLiteValue.integer(2), "flag"),
      ("small", .integer(300), "small"),
      ("text", .integer(1), "text"),
      ("point", .text("{\"x\":1}"), "point"),
      ("mood", .text("angry"), "mood"),
      ("id", .null, "id"),
    ])
  func decodeErrors(column: String, value: SQLiteValue, named: String) throws {
    let encoded = try RowEncoder.row(of: sample)
    let indices = Dictionary(uniqueKeysWithValues: encoded.enumerated().map { ($1.name, $0) })
    var values = encoded.map(\.value)
    values[indices[column] ?? 0] = value
    do {
      _ = try Everything(from: RowDecoder(indices: indices, values: values))
      Issue.record("decoded \(column) = \(value)")
    } catch {
      #expect(describeCodingError(error).contains(named))
    }
  }

  @Test("a missing column is keyNotFound naming it")
  func missingColumn() throws {
    let encoded = try RowEncoder.row(of: sample).filter { $0.name != "text" }
    let indices = Dictionary(uniqueKeysWithValues: encoded.enumerated().map { ($1.name, $0) })
    #expect(throws: DecodingError.self) {
      _ = try Everything(from: RowDecoder(indices: indices, values: encoded.map(\.value)))
    }
  }

  @Test("an integer beyond 64 bits and a value that is not keyed are refused")
  func encodeErrors() {
    struct Huge: Codable { var id: UInt64 }
    #expect(throws: EncodingError.self) { _ = try RowEncoder.row(of: Huge(id: .max)) }
    #expect(throws: EncodingError.self) { _ = try RowEncoder.row(of: [1, 2]) }
    #expect(throws: Never.self) { _ = try RowEncoder.row(of: Huge(id: UInt64(Int64.max))) }
  }
}
