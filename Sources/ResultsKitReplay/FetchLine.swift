import ResultsKit
import ResultsKitJSON
import ResultsKitStore

/// A replay's fetch request: the optional first line
/// `{"fetch": {"sortBy": ["time", "-name"], "sectionBy": "platform",
/// "where": {"field": "hidden", "op": "==", "value": false}, "updates": "reload"}}`.
///
/// Every key may be left out: no sort keys (first-insertion order), no sections (one section
/// named `""`), no predicate, and `reload` updates. A sort key with a `-` prefix is
/// descending; `id` can be used like any other field.
package struct FetchLine: Equatable, Sendable {
  /// One sort key: a field and its direction.
  package struct SortField: Equatable, Sendable {
    /// The field compared.
    package var field: String
    /// Whether larger values come first.
    package var descending: Bool

    /// A sort key on `field`, descending when `descending` is true.
    package init(field: String, descending: Bool) {
      self.field = field
      self.descending = descending
    }
  }

  /// The `where` clause: objects whose field satisfies the comparison are in the results.
  package struct Filter: Equatable, Sendable {
    /// The field compared.
    package var field: String
    /// The comparison.
    package var comparison: ComparisonOperator
    /// The value the field is compared with (never an array or an object).
    package var value: JSONValue

    /// The clause taking the objects whose `field` satisfies `comparison` with `value`.
    package init(field: String, comparison: ComparisonOperator, value: JSONValue) {
      self.field = field
      self.comparison = comparison
      self.value = value
    }
  }

  /// The sort keys, most significant first.
  package var sortBy: [SortField] = []
  /// The field whose value names each object's section; `nil` for one section.
  package var sectionBy: String?
  /// The predicate; `nil` takes every object.
  package var filter: Filter?
  /// How the coordinator shows changed objects: `.reconfigure` gives it an `updateCell`.
  package var updates: UpdateStyle = .reload

  /// The request of a replay without a fetch line.
  package init() {}

  /// Reads a whole fetch line, `{"fetch": {…}}`.
  ///
  /// - Throws: A ``FetchLineError`` for a line with other keys beside `fetch`, a `fetch` that
  ///   is not an object, an unknown key inside it, or a key with a value of the wrong kind.
  package init(line: JSONValue) throws(FetchLineError) {
    guard case let .object(members) = line, let request = line["fetch"] else {
      throw FetchLineError("a fetch line is an object with the key \"fetch\"")
    }
    if let other = members.first(where: { $0.key != "fetch" }) {
      throw Self.notAllowedBesideFetch(other.key)
    }
    try self.init(request: request)
  }

  /// The error of a fetch line with the key `key` beside `fetch`.
  static func notAllowedBesideFetch(_ key: String) -> FetchLineError {
    FetchLineError(
      "the key \(JSONWriter.quoted(key)) is not allowed beside \"fetch\" "
        + "(transactions go on the lines after it)")
  }

  /// Reads the value of the `fetch` key.
  init(request: JSONValue) throws(FetchLineError) {
    guard case let .object(members) = request else {
      throw FetchLineError("\"fetch\" must be an object, not \(request.kindDescription)")
    }
    for member in members {
      switch member.key {
      case "sortBy":
        sortBy = try Self.sortFields(member.value)
      case "sectionBy":
        sectionBy = try Self.fieldName(member.value, named: "\"sectionBy\"")
      case "where":
        filter = try Self.filter(member.value)
      case "updates":
        updates = try Self.updateStyle(member.value)
      default:
        throw FetchLineError(
          "unknown key \(JSONWriter.quoted(member.key)) in \"fetch\"; "
            + "use \"sortBy\", \"sectionBy\", \"where\" or \"updates\"")
      }
    }
  }

  /// Reads `sortBy`: field names, `-` in front for descending.
  private static func sortFields(_ value: JSONValue) throws(FetchLineError) -> [SortField] {
    guard case let .array(keys) = value else {
      throw FetchLineError(
        "\"sortBy\" must be a list of field names, not \(value.kindDescription)")
    }
    var fields: [SortField] = []
    for (index, key) in keys.enumerated() {
      guard case let .string(text) = key else {
        throw FetchLineError(
          "sort key \(index + 1) in \"sortBy\" must be a string, not \(key.kindDescription)")
      }
      let descending = text.hasPrefix("-")
      let field = descending ? String(text.dropFirst()) : text
      guard !field.isEmpty else {
        throw FetchLineError("sort key \(index + 1) in \"sortBy\" names no field")
      }
      fields.append(SortField(field: field, descending: descending))
    }
    return fields
  }

  /// Reads a field name, a non-empty string; `name` says where it was, for messages.
  private static func fieldName(
    _ value: JSONValue, named name: String
  ) throws(FetchLineError) -> String {
    guard case let .string(field) = value else {
      throw FetchLineError("\(name) must be a field name (a string), not \(value.kindDescription)")
    }
    guard !field.isEmpty else { throw FetchLineError("\(name) names no field") }
    return field
  }

  /// Reads `where`: exactly `field`, `op` and a scalar `value`.
  private static func filter(_ value: JSONValue) throws(FetchLineError) -> Filter {
    guard case let .object(members) = value else {
      throw FetchLineError(
        "\"where\" must be an object with \"field\", \"op\" and \"value\", "
          + "not \(value.kindDescription)")
    }
    if let unknown = members.first(where: { !["field", "op", "value"].contains($0.key) }) {
      throw FetchLineError(
        "unknown key \(JSONWriter.quoted(unknown.key)) in \"where\"; "
          + "use \"field\", \"op\" and \"value\"")
    }
    guard let fieldValue = value["field"] else {
      throw FetchLineError("\"where\" has no \"field\"")
    }
    let field = try fieldName(fieldValue, named: "\"field\" in \"where\"")
    guard let operatorValue = value["op"] else { throw FetchLineError("\"where\" has no \"op\"") }
    guard case let .string(operatorText) = operatorValue else {
      throw FetchLineError(
        "\"op\" in \"where\" must be a string, not \(operatorValue.kindDescription)")
    }
    guard let comparison = ComparisonOperator(rawValue: operatorText) else {
      throw FetchLineError(
        "unknown operator \(JSONWriter.quoted(operatorText)) in \"where\"; "
          + "use \(ComparisonOperator.list)")
    }
    guard let compared = value["value"] else { throw FetchLineError("\"where\" has no \"value\"") }
    guard compared.isScalar else {
      throw FetchLineError(
        "\"value\" in \"where\" must be null, a boolean, a number or a string, "
          + "not \(compared.kindDescription)")
    }
    return Filter(field: field, comparison: comparison, value: compared)
  }

  /// Reads `updates`: `reload` or `reconfigure`.
  private static func updateStyle(_ value: JSONValue) throws(FetchLineError) -> UpdateStyle {
    switch value {
    case .string("reload"): return .reload
    case .string("reconfigure"): return .reconfigure
    default:
      throw FetchLineError(
        "\"updates\" must be \"reload\" or \"reconfigure\", not \(JSONWriter.text(of: value))")
    }
  }

  /// The results controller's request.
  var request: FetchRequest<ReplayObject> {
    let predicate: ((ReplayObject) -> Bool)? = filter.map { filter in
      { object in filter.comparison.evaluate(object[field: filter.field], filter.value) }
    }
    let sortKeys = sortBy.map { key -> SortKey<ReplayObject> in
      key.descending
        ? .descending(\ReplayObject[field: key.field]) : .ascending(\ReplayObject[field: key.field])
    }
    let sectionName: ((ReplayObject) -> String)? = sectionBy.map { field in
      { object in object[field: field].sectionName }
    }
    return FetchRequest(predicate: predicate, sortBy: sortKeys, sectionBy: sectionName)
  }
}
