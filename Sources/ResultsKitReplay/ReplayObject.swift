import ResultsKitJSON

/// One object of a replay: a flat JSON object with a string `id`.
///
/// Two objects are equal when they have the same id and the same other fields with equal
/// values (`1` equals `1.0`; the order the fields were written in does not matter). A field
/// written as `null` is kept, so `{"id": "a", "x": null}` differs from `{"id": "a"}` even though
/// both read `x` as `null`.
package struct ReplayObject: Identifiable, Equatable, Sendable {
  /// The object's identifier, its `id` field.
  package let id: String
  /// Every field but `id`.
  let fields: [String: JSONValue]

  /// Creates an object from its id and its other fields.
  package init(id: String, fields: [String: JSONValue] = [:]) {
    self.id = id
    self.fields = fields
  }

  /// The value of a field; `id` is the identifier, and a missing field is `null`.
  ///
  /// Sort keys and sections read fields through key paths such as
  /// `\ReplayObject[field: "time"]`.
  package subscript(field name: String) -> JSONValue {
    name == "id" ? .string(id) : fields[name] ?? .null
  }
}
