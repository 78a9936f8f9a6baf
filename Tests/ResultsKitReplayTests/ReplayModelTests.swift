import ResultsKit
import ResultsKitJSON
import ResultsKitReplay
import ResultsKitTesting
import TestSupport
import Testing

/// Random replays checked against a plain model of the store and the fetch request: versions,
/// failures and the results of every line; the target checks every batch on the way.
///
/// Each of the 5 cases (one per fetch line) replays 598 transactions; with
/// `RESULTSKIT_SOAK_TRANSACTIONS=N` the test replays *N* in total, ⌈*N* / 5⌉ per case (see
/// `Soak`). Divergences are counted; the first few are printed, with the seed and line number.
@Suite("Replay against a model")
struct ReplayModelTests {
  /// The store as a dictionary plus first-insertion numbers.
  struct Model {
    var objects: [String: [String: JSONValue]] = [:]
    var sequence: [String: Int] = [:]
    var nextSequence = 0
    var version = 0

    /// Applies one transaction the way the store does, or returns `false` (and changes
    /// nothing) when a write is refused.
    mutating func apply(_ line: Line) -> Bool {
      var objects = objects
      var touched: [String] = []
      func touch(_ id: String) { if !touched.contains(id) { touched.append(id) } }
      for (id, fields) in line.inserts {
        guard objects[id] == nil else { return false }
        objects[id] = fields
        touch(id)
      }
      for (id, fields) in line.updates {
        guard objects[id] != nil else { return false }
        objects[id] = fields
        touch(id)
      }
      for (id, fields) in line.upserts {
        objects[id] = fields
        touch(id)
      }
      for id in line.deletes {
        guard objects[id] != nil else { return false }
        objects[id] = nil
        touch(id)
      }
      if objects != self.objects { version += 1 }
      for id in touched where objects[id] != nil && self.objects[id] == nil {
        sequence[id] = nextSequence
        nextSequence += 1
      }
      self.objects = objects
      return true
    }

    /// The results of `fetch`.
    func sections(for fetch: FetchLine) -> [ReplayStep.Section] {
      let all = objects.map { ReplayObject(id: $0.key, fields: $0.value) }
      let shown = all.filter { object in
        fetch.filter.map { $0.comparison.evaluate(object[field: $0.field], $0.value) } ?? true
      }
      func name(_ object: ReplayObject) -> String {
        fetch.sectionBy.map { object[field: $0].sectionName } ?? ""
      }
      let ordered = shown.sorted { left, right in
        if name(left) != name(right) { return name(left) < name(right) }
        for key in fetch.sortBy {
          let (a, b) = (left[field: key.field], right[field: key.field])
          if a != b { return key.descending ? b < a : a < b }
        }
        return (sequence[left.id] ?? 0) < (sequence[right.id] ?? 0)
      }
      var sections: [ReplayStep.Section] = []
      for object in ordered {
        if sections.last?.name == name(object) {
          sections[sections.count - 1].ids.append(object.id)
        } else {
          sections.append(ReplayStep.Section(name: name(object), ids: [object.id]))
        }
      }
      return fetch.sectionBy == nil && sections.isEmpty ? [.init(name: "", ids: [])] : sections
    }
  }

  /// One generated transaction.
  struct Line {
    var inserts: [(String, [String: JSONValue])] = []
    var updates: [(String, [String: JSONValue])] = []
    var upserts: [(String, [String: JSONValue])] = []
    var deletes: [String] = []

    var json: String {
      func objects(_ list: [(String, [String: JSONValue])]) -> JSONValue {
        .array(
          list.map { id, fields in
            .object(
              [JSONMember("id", .string(id))]
                + fields.sorted { $0.key < $1.key }.map { JSONMember($0.key, $0.value) })
          })
      }
      var members: [JSONMember] = []
      if !deletes.isEmpty {
        members.append(JSONMember("delete", .array(deletes.map(JSONValue.string))))
      }
      if !upserts.isEmpty { members.append(JSONMember("upsert", objects(upserts))) }
      if !inserts.isEmpty { members.append(JSONMember("insert", objects(inserts))) }
      if !updates.isEmpty { members.append(JSONMember("update", objects(updates))) }
      return JSONWriter.text(of: .object(members))
    }
  }

  static let ids = ["a", "b", "c", "d", "e", "f", "g", "h"]
  static let platforms: [JSONValue?] = [
    .string("1"), .string("2"), .string("3"), .number(1), .null, nil,
  ]
  static let times: [JSONValue?] = [
    .number(0), .number(1), .number(2), .number(2.0), .number(3), .number(4.5), .string("x"),
    .bool(true), nil,
  ]
  static let hidden: [JSONValue?] = [.bool(true), .bool(false), nil, nil]

  static func fields(_ generator: inout SeededRandomNumberGenerator) -> [String: JSONValue] {
    var fields: [String: JSONValue] = [:]
    fields["platform"] = platforms.randomElement(using: &generator) ?? nil
    fields["time"] = times.randomElement(using: &generator) ?? nil
    fields["hidden"] = hidden.randomElement(using: &generator) ?? nil
    return fields
  }

  static func line(_ generator: inout SeededRandomNumberGenerator) -> Line {
    var line = Line()
    func count() -> Int { [0, 0, 1, 1, 2, 3].randomElement(using: &generator) ?? 0 }
    func id() -> String { ids.randomElement(using: &generator) ?? "a" }
    for _ in 0..<count() { line.inserts.append((id(), fields(&generator))) }
    for _ in 0..<count() { line.updates.append((id(), fields(&generator))) }
    for _ in 0..<count() { line.upserts.append((id(), fields(&generator))) }
    for _ in 0..<count() { line.deletes.append(id()) }
    return line
  }

  static let fetchLines = [
    #"{"fetch": {"sortBy": ["time"], "sectionBy": "platform", "where": {"field": "hidden", "op": "!=", "value": true}}}"#,
    #"{"fetch": {"sortBy": ["-time", "id"], "sectionBy": "platform", "updates": "reconfigure"}}"#,
    #"{"fetch": {"sortBy": ["time"], "where": {"field": "time", "op": "<", "value": 3}, "updates": "reconfigure"}}"#,
    #"{"fetch": {"sectionBy": "time", "where": {"field": "platform", "op": ">=", "value": "2"}}}"#,
    #"{"fetch": {"sortBy": ["platform", "-time"]}}"#,
  ]

  /// The transactions each case replays (lines 2 and on; line 1 is the fetch).
  static let transactions = Soak.perCase(cases: fetchLines.count, usual: 598)

  @Test("Random transactions give the model's versions, failures and results", arguments: 0..<5)
  func randomReplay(fetchIndex: Int) throws {
    let seed = UInt64(1000 + fetchIndex)
    var generator = SeededRandomNumberGenerator(seed: seed)
    let fetchText = Self.fetchLines[fetchIndex]
    let fetch = try FetchLine(line: #require(json(fetchText)))
    let harness = ReplayHarness()
    #expect(harness.feed(fetchText).isEmpty)
    var model = Model()
    var failures = 0
    var lines = 0
    var divergences = 0
    var reports: [String] = []
    /// Counts a divergence at line `number`, and keeps the first three messages.
    func diverged(_ number: Int, _ what: String) {
      divergences += 1
      if reports.count < 3 { reports.append("seed \(seed), line \(number): \(what)") }
    }
    for number in 2..<(2 + Self.transactions) {
      let line = Self.line(&generator)
      lines += 1
      let printed = harness.feed(line.json)
      harness.collector.output.removeAll(keepingCapacity: true)  // keeps a soak flat
      guard let output = printed.first.flatMap(json) else {
        diverged(number, "no JSON printed for \(line.json): \(printed)")
        continue
      }
      if model.apply(line) {
        if output["version"] != .number(Double(model.version)) {
          diverged(
            number, "\(line.json) printed \(printed[0]), the model's version is \(model.version)")
        }
        let sections = model.sections(for: fetch).map { section in
          JSONValue.object([
            JSONMember("name", .string(section.name)),
            JSONMember("ids", .array(section.ids.map(JSONValue.string))),
          ])
        }
        if output["sections"] != .array(sections) {
          let expected = JSONWriter.text(of: .array(sections))
          diverged(number, "\(line.json) printed \(printed[0]), the model has \(expected)")
        }
        if fetch.updates == .reload, output["updated"] != .array([]) {
          diverged(number, "\(line.json) updated cells despite reloads: \(printed[0])")
        }
        if output["reload"] != .bool(false) {
          diverged(number, "\(line.json) reloaded: \(printed[0])")
        }
      } else {
        failures += 1
        if output["version"] != .null {
          diverged(number, "\(line.json) did not fail: \(printed[0])")
        }
      }
    }
    let summary = divergences > reports.count ? "\(divergences) divergences, the first:\n" : ""
    #expect(divergences == 0, "\(summary)\(reports.joined(separator: "\n"))")
    #expect(harness.collector.diagnostics.isEmpty)
    #expect(failures > 50)
    #expect(model.version > 100)
    #expect(lines == Self.transactions)
    Soak.report("ReplayModelTests", case: "fetch \(fetchIndex), seed \(seed)", ran: lines)
  }
}
