import ResultsKitJSON

/// One transaction of a replay, checked and ready for the store:
/// `{"insert": [{"id": "a1", …}], "update": […], "upsert": […], "delete": ["a1"]}`.
///
/// Every key is optional, so `{}` is a valid transaction that does nothing. Objects must be
/// flat (fields are `null`, booleans, numbers or strings) with a string `id`.
///
/// A line is read straight from its bytes: checked as JSON first, without building its value
/// (``JSONParser/validate(_:)``), then walked with a ``JSONCursor`` that decodes only the ids
/// and fields the transaction keeps and stops at the first problem. So a line costs its bytes
/// and what the store will hold, not a tree of every value in it.
package struct TransactionLine: Equatable, Sendable {
  /// The objects to insert, in order.
  package var inserts: [ReplayObject] = []
  /// The objects to replace, in order.
  package var updates: [ReplayObject] = []
  /// The objects to insert or replace, in order.
  package var upserts: [ReplayObject] = []
  /// The ids to delete, in order.
  package var deletes: [String] = []

  /// An empty transaction.
  package init() {}

  /// Reads a line's bytes (without its line feed): JSON first, so that a line that is not
  /// JSON is reported as such whatever else is wrong with it, then the transaction.
  ///
  /// - Throws: A ``TransactionLineError``: "malformed JSON at column …", or any error of
  ///   ``init(validatedJSON:)``.
  package init(json bytes: ArraySlice<UInt8>) throws(TransactionLineError) {
    self = try bytes.withUnsafeBufferPointer { buffer throws(TransactionLineError) in
      do throws(JSONParseError) {
        try JSONParser.validate(buffer)
      } catch {
        throw TransactionLineError(malformed: error)
      }
      return try TransactionLine(validatedJSON: buffer)
    }
  }

  /// Reads and checks a line that ``JSONParser/validate(_:)`` accepted; problems are found
  /// reading the line left to right.
  ///
  /// - Throws: A ``TransactionLineError`` for a line that is not an object, an unknown key,
  ///   a kind whose value is not a list, an entry of the wrong kind, an object with a nested
  ///   value or without a string `id`.
  package init(validatedJSON bytes: UnsafeBufferPointer<UInt8>) throws(TransactionLineError) {
    var cursor = JSONCursor(bytes)
    guard cursor.kind == .object else {
      throw TransactionLineError("a transaction must be a JSON object, not \(cursor.kind)")
    }
    cursor.enter()
    while cursor.nextItem() {
      let key = try Self.read { () throws(JSONParseError) in try cursor.key() }
      guard let kind = TransactionKind(rawValue: key) else {
        let hint = key == "fetch" ? " (a fetch request is only allowed on the first line)" : ""
        throw TransactionLineError(
          "unknown key \(JSONWriter.quoted(key)); a transaction has only "
            + "\"insert\", \"update\", \"upsert\" and \"delete\"\(hint)")
      }
      guard cursor.kind == .array else {
        throw TransactionLineError("\"\(kind.rawValue)\" must be a list, not \(cursor.kind)")
      }
      switch kind {
      case .insert: inserts = try Self.objects(&cursor, kind: kind)
      case .update: updates = try Self.objects(&cursor, kind: kind)
      case .upsert: upserts = try Self.objects(&cursor, kind: kind)
      case .delete: deletes = try Self.ids(&cursor)
      }
    }
  }

  /// Reads the entries of `insert`, `update` or `upsert` at the cursor (a list): flat objects
  /// with a string `id`.
  private static func objects(
    _ cursor: inout JSONCursor, kind: TransactionKind
  ) throws(TransactionLineError) -> [ReplayObject] {
    var objects: [ReplayObject] = []
    objects.reserveCapacity(cursor.elementCount())
    cursor.enter()
    while cursor.nextItem() {
      let name = "entry \(objects.count + 1) of \"\(kind.rawValue)\""
      guard cursor.kind == .object else {
        throw TransactionLineError("\(name) must be an object, not \(cursor.kind)")
      }
      cursor.enter()
      var id: String?
      var fields: [String: JSONValue] = [:]
      while cursor.nextItem() {
        let key = try read { () throws(JSONParseError) in try cursor.key() }
        guard cursor.kind.isScalar else {
          throw TransactionLineError(
            "field \(JSONWriter.quoted(key)) of \(name) is \(cursor.kind); "
              + "fields must be null, booleans, numbers or strings")
        }
        let value = try read { () throws(JSONParseError) in try cursor.scalar() }
        if key == "id" {
          guard case let .string(text) = value else {
            throw TransactionLineError(
              "the \"id\" of \(name) must be a string, not \(value.kindDescription)")
          }
          id = text
        } else {
          fields[key] = value
        }
      }
      guard let id else { throw TransactionLineError("\(name) has no \"id\"") }
      objects.append(ReplayObject(id: id, fields: fields))
    }
    return objects
  }

  /// Reads the entries of `delete` at the cursor (a list): ids.
  private static func ids(_ cursor: inout JSONCursor) throws(TransactionLineError) -> [String] {
    var ids: [String] = []
    ids.reserveCapacity(cursor.elementCount())
    cursor.enter()
    while cursor.nextItem() {
      guard cursor.kind == .string,
        case let .string(id) = try read({ () throws(JSONParseError) in try cursor.scalar() })
      else {
        throw TransactionLineError(
          "entry \(ids.count + 1) of \"delete\" must be an id (a string), not \(cursor.kind)")
      }
      ids.append(id)
    }
    return ids
  }

  /// The result of `body`, a read from validated text, which cannot fail; should it fail
  /// anyway, the line is reported as malformed rather than trusted.
  private static func read<Value>(
    _ body: () throws(JSONParseError) -> Value
  ) throws(TransactionLineError) -> Value {
    do {
      return try body()
    } catch {
      throw TransactionLineError(malformed: error)
    }
  }
}
