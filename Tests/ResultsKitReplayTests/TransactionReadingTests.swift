import ResultsKitJSON
import ResultsKitReplay
import ResultsKitTesting
import Testing

/// Reading a transaction straight from its bytes (``JSONParser/validate(_:)`` then a
/// ``JSONCursor``) gives exactly what reading the parsed tree gave: the same transaction, or
/// the same error for the same line.
@Suite("transaction reading")
struct TransactionReadingTests {
  /// The reference: the whole line parsed into a tree, then checked member by member, left to
  /// right, as the replay did before it read lines from their bytes.
  static func reference(_ bytes: [UInt8]) -> Result<TransactionLine, TransactionLineError> {
    let value: JSONValue
    do {
      value = try JSONParser.parse(bytes)
    } catch {
      return .failure(TransactionLineError(malformed: error))
    }
    guard case let .object(members) = value else {
      return .failure(.init("a transaction must be a JSON object, not \(value.kindDescription)"))
    }
    var line = TransactionLine()
    for member in members {
      guard let kind = TransactionKind(rawValue: member.key) else {
        let hint =
          member.key == "fetch" ? " (a fetch request is only allowed on the first line)" : ""
        return .failure(
          .init(
            "unknown key \(JSONWriter.quoted(member.key)); a transaction has only "
              + "\"insert\", \"update\", \"upsert\" and \"delete\"\(hint)"))
      }
      guard case let .array(entries) = member.value else {
        return .failure(
          .init("\"\(kind.rawValue)\" must be a list, not \(member.value.kindDescription)"))
      }
      if kind == .delete {
        var ids: [String] = []
        for (index, entry) in entries.enumerated() {
          guard case let .string(id) = entry else {
            return .failure(
              .init(
                "entry \(index + 1) of \"delete\" must be an id (a string), "
                  + "not \(entry.kindDescription)"))
          }
          ids.append(id)
        }
        line.deletes = ids
        continue
      }
      var objects: [ReplayObject] = []
      for (index, entry) in entries.enumerated() {
        let name = "entry \(index + 1) of \"\(kind.rawValue)\""
        guard case let .object(fields) = entry else {
          return .failure(.init("\(name) must be an object, not \(entry.kindDescription)"))
        }
        var id: String?
        var values: [String: JSONValue] = [:]
        for field in fields {
          guard field.value.isScalar else {
            return .failure(
              .init(
                "field \(JSONWriter.quoted(field.key)) of \(name) is "
                  + "\(field.value.kindDescription); fields must be null, booleans, numbers or "
                  + "strings"))
          }
          if field.key == "id" {
            guard case let .string(text) = field.value else {
              return .failure(
                .init("the \"id\" of \(name) must be a string, not \(field.value.kindDescription)"))
            }
            id = text
          } else {
            values[field.key] = field.value
          }
        }
        guard let id else { return .failure(.init("\(name) has no \"id\"")) }
        objects.append(ReplayObject(id: id, fields: values))
      }
      switch kind {
      case .insert: line.inserts = objects
      case .update: line.updates = objects
      default: line.upserts = objects
      }
    }
    return .success(line)
  }

  /// Random transaction-like lines: mostly the right shape, with wrong kinds, unknown and
  /// repeated keys, escaped keys (`"\u0069d"` is `"id"`), nested values, odd numbers and
  /// whitespace; some with a byte changed.
  struct LineMaker {
    var random: SeededRandomNumberGenerator

    mutating func chance(_ percent: Int) -> Bool {
      Int.random(in: 0..<100, using: &random) < percent
    }
    mutating func pick(_ choices: [String]) -> String {
      choices[Int.random(in: 0..<choices.count, using: &random)]
    }
    mutating func space() -> String { chance(70) ? "" : pick([" ", "\t", "\r", "  \n "]) }

    mutating func scalar() -> String {
      pick([
        "null", "true", "false", "0", "-0", "1.0", "1", "-2.5e3", "1E400", "01", #""""#, #""a""#,
        #""\u00e9\n""#, #""\ud83d\ude00""#, #""\q""#, #""x"#, "tru",
      ])
    }

    mutating func value(depth: Int) -> String {
      if depth > 2 || chance(60) { return scalar() }
      let count = Int.random(in: 0...3, using: &random)
      if chance(50) {
        return "["
          + (0..<count).map { _ in space() + value(depth: depth + 1) }.joined(separator: ",")
          + "]"
      }
      return "{"
        + (0..<count).map { _ in
          #""k\#(Int.random(in: 0...2, using: &random))":"# + value(depth: depth + 1)
        }
        .joined(separator: ",") + "}"
    }

    mutating func entry(delete: Bool) -> String {
      if delete {
        return chance(85) ? pick([#""a""#, #""b""#, #""""#, #""\u0061""#]) : value(depth: 1)
      }
      if chance(10) { return value(depth: 1) }
      let keys = ["id", "id", #"\u0069d"#, "n", "name", "t"]
      let count = Int.random(in: 0...4, using: &random)
      let members = (0..<count).map { _ in
        let key = pick(keys)
        let isID = key == "id" || key.hasPrefix("\\")
        let fieldValue =
          isID && chance(80)
          ? pick([#""a""#, #""b""#, #""c""#]) : (chance(85) ? scalar() : value(depth: 2))
        return space() + #"""# + key + #"""# + space() + ":" + space() + fieldValue
      }
      return "{" + members.joined(separator: ",") + space() + "}"
    }

    mutating func line() -> [UInt8] {
      var text: String
      if chance(8) {
        text = value(depth: 0)
      } else {
        let kinds = [
          "insert", "update", "upsert", "delete", "insert", "delete", "fetch", "x", #"\u0069nsert"#,
        ]
        let members = (0..<Int.random(in: 0...3, using: &random)).map { _ in
          let kind = pick(kinds)
          let isDelete = kind == "delete"
          let list =
            chance(90)
            ? "["
              + (0..<Int.random(in: 0...3, using: &random)).map { _ in
                space() + entry(delete: isDelete)
              }
              .joined(separator: ",") + "]"
            : value(depth: 1)
          return space() + #"""# + kind + #"""# + ":" + space() + list
        }
        text = "{" + members.joined(separator: ",") + "}" + (chance(3) ? " {}" : "")
      }
      var bytes = Array(text.utf8)
      if chance(15), !bytes.isEmpty {
        let index = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes.remove(at: index)
        case 1: bytes[index] = UInt8.random(in: 0...255, using: &random)
        default:
          bytes.insert(pick(["[", "]", "{", "}", ",", "\"", ":"]).utf8.first ?? 0, at: index)
        }
      }
      return bytes
    }
  }

  @Test("Random lines read from their bytes give what the parsed tree gives")
  func bytesAndTreeAgree() {
    var maker = LineMaker(random: SeededRandomNumberGenerator(seed: 0x7EAD))
    var outcomes: [String: Int] = [:]
    for _ in 0..<20_000 {
      let bytes = maker.line()
      let expected = Self.reference(bytes)
      let read = Result { () throws(TransactionLineError) in try TransactionLine(json: bytes[...]) }
      #expect(read == expected, "\(String(decoding: bytes, as: UTF8.self))")
      switch expected {
      case .success: outcomes["valid", default: 0] += 1
      case let .failure(error): outcomes[String(error.message.prefix(12)), default: 0] += 1
      }
    }
    // The lines reach every kind of outcome, not just malformed JSON.
    #expect((outcomes["valid"] ?? 0) > 1_000, "\(outcomes)")
    #expect((outcomes["malformed JS"] ?? 0) > 1_000, "\(outcomes)")
    #expect(outcomes.count > 8, "\(outcomes)")
  }

  @Test("Reading text that was never checked does not trap or read past its end")
  func uncheckedTextIsSafe() {
    var maker = LineMaker(random: SeededRandomNumberGenerator(seed: 0xBAD))
    var read = 0
    for _ in 0..<20_000 {
      var bytes = maker.line()
      // Cut anywhere: unbalanced brackets, unfinished strings and escapes.
      bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &maker.random)))
      bytes.withUnsafeBufferPointer { buffer in
        if (try? TransactionLine(validatedJSON: buffer)) != nil { read += 1 }
        _ = FetchLine.firstLine(validatedJSON: buffer)
      }
    }
    #expect(read > 0)
  }

  @Test("Checking JSON without building it finds exactly the errors parsing finds")
  func validateAgreesWithParse() {
    var maker = LineMaker(random: SeededRandomNumberGenerator(seed: 0xC4EC))
    for _ in 0..<20_000 {
      let bytes = maker.line()
      let parsed = Result { () throws(JSONParseError) in _ = try JSONParser.parse(bytes) }
      let checked = Result { () throws(JSONParseError) in
        try bytes.withUnsafeBufferPointer { buffer throws(JSONParseError) in
          try JSONParser.validate(buffer)
        }
      }
      #expect(checked.error == parsed.error, "\(String(decoding: bytes, as: UTF8.self))")
    }
  }
}

extension Result {
  /// The failure, or `nil` on success.
  fileprivate var error: Failure? {
    if case let .failure(error) = self { error } else { nil }
  }
}
