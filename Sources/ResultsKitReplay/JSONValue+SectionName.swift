import ResultsKitJSON

extension JSONValue {
  /// The name of the section an object with this value belongs to: a string is its own name,
  /// `null` is `""`, any other value is its JSON text (`true`, `false`, `3`, `2.5`, `1e-7`).
  ///
  /// Equal numbers give equal names: `3` and `3.0` are both `"3"`, `0` and `-0` both `"0"`.
  package var sectionName: String {
    switch self {
    case .null: ""
    case let .string(text): text
    default: JSONWriter.text(of: self)
    }
  }
}
