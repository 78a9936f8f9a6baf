/// One transaction of a replay, checked and ready for the store:
/// `{"insert": [{"id": "a1", …}], "update": […], "upsert": […], "delete": ["a1"]}`.
///
/// Every key is optional, so `{}` is a valid transaction that does nothing. Objects must be
/// flat (fields are `null`, booleans, numbers or strings) with a string `id`.
struct TransactionLine: Equatable, Sendable {
  /// The objects to insert, in order.
  var inserts: [ReplayObject] = []
  /// The objects to replace, in order.
  var updates: [ReplayObject] = []
  /// The objects to insert or replace, in order.
  var upserts: [ReplayObject] = []
  /// The ids to delete, in order.
  var deletes: [String] = []

  /// An empty transaction.
  init() {}

  /// Reads and checks a parsed line; problems are found reading the line left to right.
  ///
  /// - Throws: A ``TransactionLineError`` for a line that is not an object, an unknown key,
  ///   a kind whose value is not a list, an entry of the wrong kind, an object with a nested
  ///   value or without a string `id`.
  init(line: JSONValue) throws(TransactionLineError) {
    guard case let .object(members) = line else {
      throw TransactionLineError("a transaction must be a JSON object, not \(line.kindDescription)")
    }
    for member in members {
      guard let kind = TransactionKind(rawValue: member.key) else {
        let hint =
          member.key == "fetch" ? " (a fetch request is only allowed on the first line)" : ""
        throw TransactionLineError(
          "unknown key \(JSONWriter.quoted(member.key)); a transaction has only "
            + "\"insert\", \"update\", \"upsert\" and \"delete\"\(hint)")
      }
      guard case let .array(entries) = member.value else {
        throw TransactionLineError(
          "\"\(kind.rawValue)\" must be a list, not \(member.value.kindDescription)")
      }
      switch kind {
      case .insert: inserts = try Self.objects(entries, kind: kind)
      case .update: updates = try Self.objects(entries, kind: kind)
      case .upsert: upserts = try Self.objects(entries, kind: kind)
      case .delete: deletes = try Self.ids(entries)
      }
    }
  }

  /// Reads the entries of `insert`, `update` or `upsert`: flat objects with a string `id`.
  private static func objects(
    _ entries: [JSONValue], kind: TransactionKind
  ) throws(TransactionLineError) -> [ReplayObject] {
    var objects: [ReplayObject] = []
    objects.reserveCapacity(entries.count)
    for (index, entry) in entries.enumerated() {
      let name = "entry \(index + 1) of \"\(kind.rawValue)\""
      guard case let .object(members) = entry else {
        throw TransactionLineError("\(name) must be an object, not \(entry.kindDescription)")
      }
      var id: String?
      var fields: [String: JSONValue] = [:]
      for member in members {
        guard member.value.isScalar else {
          throw TransactionLineError(
            "field \(JSONWriter.quoted(member.key)) of \(name) is \(member.value.kindDescription); "
              + "fields must be null, booleans, numbers or strings")
        }
        if member.key == "id" {
          guard case let .string(text) = member.value else {
            throw TransactionLineError(
              "the \"id\" of \(name) must be a string, not \(member.value.kindDescription)")
          }
          id = text
        } else {
          fields[member.key] = member.value
        }
      }
      guard let id else { throw TransactionLineError("\(name) has no \"id\"") }
      objects.append(ReplayObject(id: id, fields: fields))
    }
    return objects
  }

  /// Reads the entries of `delete`: ids.
  private static func ids(_ entries: [JSONValue]) throws(TransactionLineError) -> [String] {
    var ids: [String] = []
    ids.reserveCapacity(entries.count)
    for (index, entry) in entries.enumerated() {
      guard case let .string(id) = entry else {
        throw TransactionLineError(
          "entry \(index + 1) of \"delete\" must be an id (a string), not \(entry.kindDescription)")
      }
      ids.append(id)
    }
    return ids
  }
}
