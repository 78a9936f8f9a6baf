/// Writes JSON text on one line, in the replay tool's layout: `", "` between elements and
/// members, `": "` after keys, `[]` and `{}` for empty containers.
///
///     JSONWriter.text(of: .object([JSONMember("ids", .array([.string("a1")]))]))
///     // {"ids": ["a1"]}
///
/// Strings escape `"`, `\` and every control character (`\n`, `\r`, `\t`, `\b`, `\f`, else
/// `\u00XX`); everything else is written as it is, in UTF-8. Integral numbers below 10^18 in
/// magnitude are written without a fraction; others in Swift's shortest round-trip form.
package struct JSONWriter {
  /// The text written so far.
  private(set) var text = ""

  /// The JSON text of `value`.
  package static func text(of value: JSONValue) -> String {
    var writer = JSONWriter()
    writer.write(value)
    return writer.text
  }

  /// `string` as a JSON string literal, quotes included.
  package static func quoted(_ string: String) -> String {
    var writer = JSONWriter()
    writer.write(string: string)
    return writer.text
  }

  /// Appends the text of `value`.
  mutating func write(_ value: JSONValue) {
    switch value {
    case .null:
      text += "null"
    case let .bool(flag):
      text += flag ? "true" : "false"
    case let .number(number):
      text += Self.numberText(number)
    case let .string(string):
      write(string: string)
    case let .array(elements):
      text += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { text += ", " }
        write(element)
      }
      text += "]"
    case let .object(members):
      text += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { text += ", " }
        write(string: member.key)
        text += ": "
        write(member.value)
      }
      text += "}"
    }
  }

  /// Appends `string` as a JSON string literal.
  mutating func write(string: String) {
    text += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{08}": text += "\\b"
      case "\u{0C}": text += "\\f"
      case "\u{00}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }

  /// The JSON text of a number.
  ///
  /// `3` for 3.0 (and `0` for -0.0), else the shortest text that reads back as the same
  /// `Double` (`0.1`, `1e-7`, `1.5e300`). A non-finite number, which JSON cannot express and
  /// the parser never produces, is written as `null`.
  package static func numberText(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number.rounded(.towardZero) == number, number.magnitude < 1e18 {
      return String(Int64(number))
    }
    // Swift's description is the shortest round-trip form; its exponent ("e+20", "e-07") is
    // tidied to JSON's plainest spelling ("e20", "e-7").
    let description = number.description
    guard let exponentStart = description.firstIndex(of: "e") else { return description }
    let mantissa = description[..<exponentStart]
    var exponent = description[description.index(after: exponentStart)...]
    var sign = ""
    if let first = exponent.first, first == "+" || first == "-" {
      sign = first == "-" ? "-" : ""
      exponent = exponent.dropFirst()
    }
    let digits = exponent.drop { $0 == "0" }
    return mantissa + "e" + sign + (digits.isEmpty ? "0" : digits)
  }
}
