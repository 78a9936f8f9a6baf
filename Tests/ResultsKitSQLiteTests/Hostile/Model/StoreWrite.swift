@testable import ResultsKitSQLite
@testable import ResultsKitStore

/// What one `perform` of a store writes, worked out from the store's objects before it and the
/// transaction's writes, the way the store's contract says (the upserts of objects that differ
/// from the store's, the deletions of objects it holds; "remove everything" after
/// `deleteAll()` when nothing the store held survives), and whether SQLite must refuse it.
struct StoreWrite {
  /// The objects written, in the order the transaction first touched them.
  var upserts: [Sample] = []
  /// The identifiers deleted (those `deleteAll()` removed first, then the others in order).
  var deletions: [String] = []
  /// Whether the whole table is emptied first.
  var removesAll = false

  /// Whether it writes anything.
  var isEmpty: Bool { upserts.isEmpty && deletions.isEmpty && !removesAll }

  /// The write of a transaction that (after `deleteAll()` when `clearedAll`) left `final`,
  /// by identifier, touched in `order`, in a store holding `held`.
  init(held: [String: Sample], clearedAll: Bool, final: [String: Sample?], order: [String]) {
    if clearedAll, !held.isEmpty {
      let survives = order.contains { (final[$0] ?? nil) != nil && held[$0] != nil }
      if !survives {
        removesAll = true
        upserts = order.compactMap { final[$0] ?? nil }
        return
      }
      deletions = held.keys.filter { final.index(forKey: $0) == nil }
    }
    for id in order {
      if let object = final[id] ?? nil {
        if held[id] != object { upserts.append(object) }
      } else if held[id] != nil {
        deletions.append(id)
      }
    }
  }

  /// The identifiers it touches, canonically spelled.
  var touched: Set<String> {
    Set((upserts.map(\.id) + deletions).map(\.canonicalSpelling))
  }

  /// Why this write must fail on `before` in a table with `schema`, or `nil` when it must
  /// not: `"no table"`; a code that a column of numeric affinity would change (the store
  /// refuses it before writing anything); a UNIQUE conflict (see ``conflict(on:schema:)``).
  func refusal(on before: FileSnapshot, schema: SampleSchema) -> String? {
    if isEmpty { return nil }
    if !schema.exists { return "no table" }
    if schema.changesNumericCode,
      let numeric = upserts.first(where: { $0.code == SampleDraws.numericCode })
    {
      return "\(numeric) in a code column declared \(schema.codeType)"
    }
    return conflict(on: before, schema: schema)
  }

  /// Why SQLite would refuse this write on `before` in a table with `schema`, or `nil` when
  /// it takes it: the store deletes every other spelling of the touched identifiers and the
  /// deleted ones, then upserts one object after the other (each an update in place of its
  /// own row), and any moment where two rows share a unique key is a conflict.
  func conflict(on before: FileSnapshot, schema: SampleSchema) -> String? {
    var rows = removesAll ? [] : before.rows.map(\.values)
    let touched = touched
    let deleted = Set(deletions.map(\.canonicalSpelling))
    rows.removeAll { row in
      guard let id = row[0].text, touched.contains(id.canonicalSpelling) else { return false }
      let otherSpelling = !id.utf8.elementsEqual(id.canonicalSpelling.utf8)
      return otherSpelling || deleted.contains(id.canonicalSpelling)
    }
    for object in upserts {
      let canonical = object.id.canonicalSpelling
      rows.removeAll { $0[0].text.map { Array($0.utf8) } == Array(canonical.utf8) }
      let row = Self.row(of: object)
      for key in schema.uniqueKeys {
        if let other = rows.first(where: { key.same(row, $0) }) {
          return "\(object) conflicts on \(key) with the row \(other)"
        }
      }
      rows.append(row)
    }
    return nil
  }

  /// The column values of `object` as the contract says the store writes them, in
  /// ``SampleTable/columns`` order (the series, never part of a key, left out as NULL).
  static func row(of object: Sample) -> [SQLiteValue] {
    func real(_ value: Double) -> SQLiteValue {
      value.isNaN || (value == 0 && value.sign == .minus)
        ? .blob(bytes(value.bitPattern)) : .real(value)
    }
    let single: SQLiteValue =
      object.single.isNaN || (object.single == 0 && object.single.sign == .minus)
      ? .blob(bytes(object.single.bitPattern)) : .real(Double(object.single))
    return [
      .text(object.id.canonicalSpelling), .text(object.code), real(object.value), single,
      object.maybe.map(real) ?? .null, .null, .text(object.shelf),
    ]
  }

  /// The big-endian bytes of `bits`.
  static func bytes<I: FixedWidthInteger>(_ bits: I) -> [UInt8] {
    (0..<I.bitWidth / 8).reversed().map { UInt8(truncatingIfNeeded: bits >> ($0 * 8)) }
  }
}
