// The lines of the `replay` target's scripts: fetch lines and transactions built from the
// fuzzer's bytes, as `JSONValue`s for the replay's own `JSONWriter`.

import ResultsKitJSON
import ResultsKitReplay

/// The ids the transactions use: a dozen, one of them with an accent, quotes, a wide character
/// and a tab.
let replayIDs = [
  "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "caf\u{E9} \"\u{6771}\"\t",
]

extension FuzzInput {
  /// Up to 24 bytes of the input, as they are (line feeds split them into several lines).
  mutating func rawLine() -> [UInt8] {
    (0..<int(in: 0...24)).map { _ in byte() }
  }

  /// A scalar value for `field`: mostly of the field's usual kind, sometimes of any kind.
  mutating func fieldValue(_ field: String) -> JSONValue {
    switch (field, int(below: 8)) {
    case (_, 7): choose([.null, .bool(true), .bool(false), .number(2.5), .string("x")])
    case ("t", _): .number(Double(int(below: 10)))
    case ("n", _): .string(choose(["Leeds", "York", "", "\u{C5}l", "\u{6771}\u{4EAC}", "a\"b"]))
    case ("p", _): choose([.string("1"), .string("2"), .string("3"), .null, .number(3)])
    default: .bool(bool())
    }
  }

  /// An object: an id and some of the fields `t`, `n`, `p` and `h`.
  mutating func object(id: String) -> JSONValue {
    var members = [JSONMember("id", .string(id))]
    let fields = byte()
    for (bit, field) in ["t", "n", "p", "h"].enumerated() where fields & (1 << bit) != 0 {
      members.append(JSONMember(field, fieldValue(field)))
    }
    if fields & 0x80 != 0 { members.reverse() }
    return .object(members)
  }

  /// An id: mostly one in `preferred` when there is one, else any.
  mutating func id(preferring preferred: [String]) -> String {
    let choice = byte()
    if choice % 8 != 7, !preferred.isEmpty { return preferred[Int(choice / 8) % preferred.count] }
    return replayIDs[Int(choice / 8) % replayIDs.count]
  }

  /// A transaction line: inserts of mostly absent ids, updates and deletes of mostly present
  /// ones, upserts of any.
  mutating func transaction(present: Set<String>) -> JSONValue {
    let absent = replayIDs.filter { !present.contains($0) }
    let existing = replayIDs.filter { present.contains($0) }
    let kinds = byte()
    var members: [JSONMember] = []
    if kinds & 1 != 0 {
      members.append(
        JSONMember(
          "insert", .array((0..<int(in: 0...3)).map { _ in object(id: id(preferring: absent)) })))
    }
    if kinds & 2 != 0 {
      members.append(
        JSONMember(
          "update", .array((0..<int(in: 0...3)).map { _ in object(id: id(preferring: existing)) })))
    }
    if kinds & 4 != 0 {
      members.append(
        JSONMember(
          "upsert", .array((0..<int(in: 0...3)).map { _ in object(id: id(preferring: replayIDs)) }))
      )
    }
    if kinds & 8 != 0 {
      members.append(
        JSONMember(
          "delete", .array((0..<int(in: 0...2)).map { _ in .string(id(preferring: existing)) })))
    }
    if kinds & 0x80 != 0 { members.reverse() }
    return .object(members)
  }

  /// A transaction that succeeds on a store holding `present`: inserts of absent ids, updates
  /// or deletes of present ones, or upserts of any, one to three distinct ids of one kind.
  mutating func validTransaction(present: Set<String>) -> JSONValue {
    let absent = replayIDs.filter { !present.contains($0) }
    let existing = replayIDs.filter { present.contains($0) }
    var (key, pool) = ("upsert", replayIDs)
    switch int(below: 4) {
    case 0 where !absent.isEmpty: (key, pool) = ("insert", absent)
    case 1 where !existing.isEmpty: (key, pool) = ("update", existing)
    case 2 where !existing.isEmpty: (key, pool) = ("delete", existing)
    default: break
    }
    var chosen: [String] = []
    for _ in 0..<int(in: 1...3) where !pool.isEmpty {
      chosen.append(pool.remove(at: int(below: pool.count)))
    }
    let values = key == "delete" ? chosen.map(JSONValue.string) : chosen.map { object(id: $0) }
    return .object([JSONMember(key, .array(values))])
  }

  /// A fetch line; every key is optional, and a few operators are not valid.
  mutating func fetchLine() -> JSONValue {
    let keys = byte()
    var request: [JSONMember] = []
    if keys & 1 != 0 {
      let sortKeys = (0..<int(in: 0...2)).map { _ in
        JSONValue.string(choose(["t", "-t", "n", "-n", "id", "-id", "p", "h"]))
      }
      request.append(JSONMember("sortBy", .array(sortKeys)))
    }
    if keys & 2 != 0 { request.append(JSONMember("sectionBy", .string(choose(["p", "h", "t"])))) }
    if keys & 4 != 0 {
      let field = choose(["h", "t", "p", "id"])
      let op = choose(["==", "!=", "<", "<=", ">", ">=", "==", "=~"])
      request.append(
        JSONMember(
          "where",
          .object([
            JSONMember("field", .string(field)), JSONMember("op", .string(op)),
            JSONMember("value", fieldValue(field == "id" ? "n" : field)),
          ])))
    }
    if keys & 8 != 0 {
      request.append(JSONMember("updates", .string(bool() ? "reconfigure" : "reload")))
    }
    return .object([JSONMember("fetch", .object(request))])
  }
}

extension TransactionLine {
  /// The ids present after `line` when it succeeds on a store holding `present`, or `nil` when
  /// it is not a transaction.
  static func expectedIDs(_ line: [UInt8], present: Set<String>) -> Set<String>? {
    guard let transaction = try? TransactionLine(json: line[...]) else { return nil }
    var ids = present
    for object in transaction.inserts + transaction.upserts { ids.insert(object.id) }
    for id in transaction.deletes { ids.remove(id) }
    return ids
  }
}
