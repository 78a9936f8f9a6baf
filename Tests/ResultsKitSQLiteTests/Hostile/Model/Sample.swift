/// The objects of the hostile model: a string identifier drawn in several canonically
/// equivalent spellings, a code the table declares UNIQUE, floating-point values of every class
/// at top level and nested, and a shelf (the section).
///
/// `==` compares what the table keeps: the top-level `Double` and `Float` values bit for bit
/// (so NaN equals itself and `-0.0` differs from `0.0`), the nested ones bit for bit except that
/// every NaN is one value (JSON text keeps no payload), the strings by Swift's canonical
/// equivalence. The store compares objects with `==` to decide what changed; a synthesized
/// `==` would call `0.0` and `-0.0` equal, and a store holding one would keep it when the file
/// holds the other.
struct Sample: Identifiable, Codable {
  var id: String
  var code: String
  var value: Double
  var single: Float
  var maybe: Double?
  var series: [Double]
  var shelf: String

  /// The bits of ``value``: the first sort key (a total order, NaN included).
  var valueBits: UInt64 { value.bitPattern }
}

extension Sample: Equatable {
  static func == (lhs: Sample, rhs: Sample) -> Bool {
    lhs.id == rhs.id && lhs.code == rhs.code && lhs.shelf == rhs.shelf
      && lhs.value.bitPattern == rhs.value.bitPattern
      && lhs.single.bitPattern == rhs.single.bitPattern
      && lhs.maybe?.bitPattern == rhs.maybe?.bitPattern
      && lhs.series.map(Sample.nestedBits) == rhs.series.map(Sample.nestedBits)
  }

  /// The bits a nested value keeps: its own, or `Double.nan`'s for any NaN.
  static func nestedBits(_ value: Double) -> UInt64 {
    value.isNaN ? Double.nan.bitPattern : value.bitPattern
  }
}

extension Sample: CustomStringConvertible {
  /// Every field, non-ASCII scalars escaped and special floating-point values by their bits,
  /// so that a failure message can be turned back into code.
  var description: String {
    let series = series.map(Sample.literal).joined(separator: ", ")
    return
      "Sample(id: \(Sample.escaped(id)), code: \(Sample.escaped(code)), value: \(Sample.literal(value)), "
      + "single: \(Sample.literal(single)), maybe: \(maybe.map(Sample.literal) ?? "nil"), "
      + "series: [\(series)], shelf: \(Sample.escaped(shelf)))"
  }

  /// `text` as a Swift string literal, every non-ASCII scalar as `\u{…}`.
  static func escaped(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      if scalar.isASCII, scalar != "\"", scalar != "\\" {
        result.unicodeScalars.append(scalar)
      } else {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      }
    }
    return result + "\""
  }

  /// `value` as Swift source that makes the same bits.
  static func literal(_ value: Double) -> String {
    if value.isNaN || value.isInfinite || value == 0 {
      return "Double(bitPattern: 0x\(String(value.bitPattern, radix: 16, uppercase: true)))"
    }
    return "\(value)"
  }

  /// `value` as Swift source that makes the same bits.
  static func literal(_ value: Float) -> String {
    if value.isNaN || value.isInfinite || value == 0 {
      return "Float(bitPattern: 0x\(String(value.bitPattern, radix: 16, uppercase: true)))"
    }
    return "\(value)"
  }
}
