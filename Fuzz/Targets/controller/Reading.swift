/// An object of the `controller` target: a small id, a `Double` key that may be NaN, ±0 or
/// ±infinity, a section name (two of them equivalent spellings of one), a flag, and a
/// ``Hand`` (a key whose `<` is not a strict order).
///
/// Two types conform, differing only in `==`, which the store uses to decide whether an
/// update changes anything: ``Reading`` (a NaN is never equal to itself) and
/// ``TolerantReading`` (two NaNs are equal).
protocol FuzzReading: Identifiable, Equatable, CustomStringConvertible where ID == Int {
  var id: Int { get }
  var value: Double { get set }
  var group: String { get set }
  var flag: Bool { get set }
  var hand: Hand { get set }
  /// Where the impure closures and ``wobble`` get their answers.
  var caprice: Caprice { get }

  init(id: Int, value: Double, group: String, flag: Bool, hand: Hand, caprice: Caprice)
}

extension FuzzReading {
  /// A computed sort key: the value, or whatever the caprice makes of it when impure.
  var wobble: Double { caprice.key(of: value) }

  /// `id:value@group`, with the group's scalars when it is not plain ASCII.
  var description: String {
    let group = group.unicodeScalars.map {
      $0.isASCII ? "\($0)" : "U+\(String($0.value, radix: 16))"
    }
    return "\(id):\(value)/\(hand)@\(group.joined())\(flag ? "" : " unflagged")"
  }

  /// Whether the two hold exactly the same content.
  ///
  /// The same bits of `value`, the same scalars of `group`, the same flag and hand: what a
  /// controller
  /// holds is checked with this, never with `==` alone, which a NaN breaks and equivalent
  /// spellings blur.
  func isIdentical(to other: Self) -> Bool {
    id == other.id && value.bitPattern == other.value.bitPattern
      && group.unicodeScalars.elementsEqual(other.group.unicodeScalars) && flag == other.flag
      && hand == other.hand
  }
}

/// A reading whose `==` is the fields' own: one holding a NaN is not equal to itself.
struct Reading: FuzzReading {
  var id: Int
  var value: Double
  var group: String
  var flag: Bool
  var hand: Hand
  let caprice: Caprice

  static func == (lhs: Reading, rhs: Reading) -> Bool {
    lhs.id == rhs.id && lhs.value == rhs.value && lhs.group == rhs.group && lhs.flag == rhs.flag
      && lhs.hand == rhs.hand
  }
}

/// A reading whose `==` counts two NaNs as the same value.
struct TolerantReading: FuzzReading {
  var id: Int
  var value: Double
  var group: String
  var flag: Bool
  var hand: Hand
  let caprice: Caprice

  static func == (lhs: TolerantReading, rhs: TolerantReading) -> Bool {
    lhs.id == rhs.id && (lhs.value == rhs.value || (lhs.value.isNaN && rhs.value.isNaN))
      && lhs.group == rhs.group && lhs.flag == rhs.flag && lhs.hand == rhs.hand
  }
}

/// The values the target's readings take.
enum ReadingValues {
  static let ids = 12
  static let doubles: [Double] = [.nan, -.nan, 0.0, -0.0, .infinity, -.infinity, -1, 1, 2, 0.5]
  /// Section names; the last two are two spellings of `é`, equal under `==`.
  static let groups = ["a", "b", "\u{E9}", "e\u{301}"]
}

/// Rock, paper, scissors: a `Comparable` whose `<` is not a strict order (each hand beats the
/// next, round in a circle), so that the controller cannot trust equal keys to mean "in
/// place" and must decide updates and moves from positions.
enum Hand: Int, Comparable, CaseIterable {
  case rock, paper, scissors

  static func < (lhs: Hand, rhs: Hand) -> Bool {
    (lhs.rawValue + 1) % 3 == rhs.rawValue
  }
}
