/// An object of the sort-key model tests, whose keys are drawn from values without a total
/// order under `<` and `==`: a `Double` that may be NaN, ±0 or ±infinity, and a `String` that
/// may be one of two canonically equivalent spellings (equal under Swift's `==`).
///
/// Two types conform, differing only in `==` (see ``StrictSample`` and ``TolerantSample``),
/// because the store decides by `==` whether an update changes anything.
protocol AwkwardSample: Identifiable, Equatable, CustomStringConvertible where ID == Int {
  var id: Int { get }
  var value: Double { get set }
  var label: String { get set }
  var group: String { get set }
  var visible: Bool { get set }

  init(id: Int, value: Double, label: String, group: String, visible: Bool)
}

extension AwkwardSample {
  /// `id:value/label(scalars)@group`, with the label's scalars so that spellings show.
  var description: String {
    let scalars = label.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
    return "\(id):\(value)/[\(scalars)]@\(group)\(visible ? "" : " hidden")"
  }

  /// Whether the two hold exactly the same content.
  ///
  /// The same bits of `value` (so `0.0` is not `-0.0`, and a NaN is the same NaN), the same
  /// Unicode scalars of `label` and `group` (so one spelling is not another): the honest
  /// comparison for checking what a controller shows against what the store holds, whatever
  /// `==` says.
  func isIdentical(to other: Self) -> Bool {
    id == other.id && value.bitPattern == other.value.bitPattern
      && label.unicodeScalars.elementsEqual(other.label.unicodeScalars)
      && group.unicodeScalars.elementsEqual(other.group.unicodeScalars)
      && visible == other.visible
  }
}

extension AwkwardSample {
  /// Whether a row showing this sample shows `result`, as far as the library can know: the
  /// same content, or one its `==` cannot tell apart.
  ///
  /// A controller holds exactly the store's content (checked with ``isIdentical(to:)``), but a
  /// batch made by a diff, as an animated resume makes, finds changed objects with `==`: an
  /// object updated from `é` to an equal spelling is not reloaded, by the type's own word.
  func looksSame(as result: Self) -> Bool {
    isIdentical(to: result) || self == result
  }
}

/// A sample with synthesized `==`: one holding a NaN is not equal to itself, so the store
/// delivers every update of it, even one to the same content.
struct StrictSample: AwkwardSample {
  var id: Int
  var value: Double
  var label: String
  var group: String
  var visible: Bool
}

/// A sample whose `==` counts two NaNs as the same value (and, like `Double`'s `==`, `0.0` as
/// `-0.0`), so an update to an equal content is no change and the store keeps the old one.
struct TolerantSample: AwkwardSample {
  var id: Int
  var value: Double
  var label: String
  var group: String
  var visible: Bool

  static func == (lhs: TolerantSample, rhs: TolerantSample) -> Bool {
    lhs.id == rhs.id && (lhs.value == rhs.value || (lhs.value.isNaN && rhs.value.isNaN))
      && lhs.label == rhs.label && lhs.group == rhs.group && lhs.visible == rhs.visible
  }
}

/// The values the sort-key tests draw from.
enum AwkwardValues {
  /// NaNs of both signs, both zeros, both infinities, and a few numbers.
  static let doubles: [Double] = [
    .nan, -.nan, 0.0, -0.0, .infinity, -.infinity, 1, -1, 2.5, .greatestFiniteMagnitude,
    .leastNonzeroMagnitude,
  ]
  /// Labels with canonically equivalent spellings (precomposed and decomposed é; Å as a
  /// letter, as a letter with a combining ring, and as the Ångström sign), and a few others.
  static let labels = ["é", "e\u{301}", "e", "f", "", "\u{C5}", "A\u{30A}", "\u{212B}", "a"]
  /// Section names, two of them equivalent spellings of one name.
  static let groups = ["a", "b", "\u{E9}", "e\u{301}"]

  /// Another spelling of `label` that `==` cannot tell apart, or `label` itself.
  static func respelled(_ label: String, _ choice: Int) -> String {
    let equivalents = labels.filter { $0 == label }
    return equivalents[choice % equivalents.count]
  }

  /// The same value with the other sign where the sign does not count: the other zero (equal
  /// under `==`), the other NaN (equal under ``TolerantSample``'s `==`); otherwise `value`.
  static func respelled(_ value: Double) -> Double {
    value == 0 || value.isNaN ? -value : value
  }
}
