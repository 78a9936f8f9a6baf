import ResultsKitTesting

/// How one of a request's closures answers in the impure-closure tests.
enum Whim: String, CaseIterable, Sendable {
  /// Purely: from the object's own properties.
  case pure
  /// At random, every time it is asked.
  case random
  /// From a counter of every question any closure was asked.
  case counter
  /// Purely within a commit, differently in the next (``Mood/flipped`` toggles between them).
  case flipping
}

/// The state that makes a request's closures impure, shared by the closures and by the
/// computed sort key of every ``Jittery``; ``isPure`` makes them all pure again.
final class Mood {
  var predicate: Whim
  var sortKey: Whim
  var section: Whim
  /// How the request's `SectionOrder.by` comparison answers (``sectionPrecedes(_:_:)``).
  var sectionOrder: Whim
  /// Whether that comparison goes round in a circle instead (`a` before `b` before `c` before
  /// `a`): pure, but not a strict order.
  var cyclicSections: Bool
  /// While set, every closure answers purely.
  var isPure = false
  /// Toggled between commits, for the `flipping` closures.
  var flipped = false
  private var random: SeededRandomNumberGenerator
  private var questions = 0

  init(
    predicate: Whim, sortKey: Whim, section: Whim, sectionOrder: Whim = .pure,
    cyclicSections: Bool = false, seed: UInt64
  ) {
    self.predicate = predicate
    self.sortKey = sortKey
    self.section = section
    self.sectionOrder = sectionOrder
    self.cyclicSections = cyclicSections
    random = SeededRandomNumberGenerator(seed: seed)
  }

  private func whim(_ whim: Whim) -> Whim {
    questions += 1
    return isPure ? .pure : whim
  }

  /// The predicate's answer for `object`.
  func includes(_ object: Jittery) -> Bool {
    switch whim(predicate) {
    case .pure: object.visible
    case .random: random.next(below: 3) != 0
    case .counter: questions % 4 != 0
    case .flipping: object.visible != (flipped && object.id % 2 == 0)
    }
  }

  /// The section name for `object`.
  func sectionName(of object: Jittery) -> String {
    let groups = Jittery.groups
    return switch whim(section) {
    case .pure: object.group
    case .random: groups[random.next(below: groups.count)]
    case .counter: groups[questions % groups.count]
    case .flipping:
      flipped
        ? groups[((groups.firstIndex(of: object.group) ?? 0) + 1) % groups.count] : object.group
    }
  }

  /// Whether the section named `lhs` comes before the one named `rhs`: by name, descending,
  /// or not.
  func sectionPrecedes(_ lhs: String, _ rhs: String) -> Bool {
    if cyclicSections {
      let groups = Jittery.groups
      guard let left = groups.firstIndex(of: lhs), let right = groups.firstIndex(of: rhs) else {
        return false
      }
      return (left + 1) % groups.count == right
    }
    return switch whim(sectionOrder) {
    case .pure: lhs > rhs
    case .random: random.next(below: 2) == 0
    case .counter: questions % 3 == 0
    case .flipping: flipped ? lhs < rhs : lhs > rhs
    }
  }

  /// The sort key of `object`: its value, or not.
  func key(of object: Jittery) -> Double {
    switch whim(sortKey) {
    case .pure: object.value
    case .random: Jittery.values[random.next(below: Jittery.values.count)]
    case .counter: object.value + Double(questions % 3)
    case .flipping: flipped ? -object.value : object.value
    }
  }
}

/// An object of the impure-closure tests: its sort key ``drift`` is a computed property that
/// may answer differently every time it is read (see ``Mood``).
struct Jittery: Identifiable, Equatable, CustomStringConvertible {
  static let values: [Double] = [.nan, 0.0, -0.0, .infinity, -.infinity, 1, 2, 3]
  static let groups = ["a", "b", "c"]

  var id: Int
  var value: Double
  var group: String
  var visible: Bool
  var hand = Hand.rock
  let mood: Mood

  /// The sort key: the value, or whatever the mood makes of it.
  var drift: Double { mood.key(of: self) }

  var description: String { "\(id):\(value)/\(hand)@\(group)\(visible ? "" : " hidden")" }

  /// Equal when every stored property is exactly the same (the value's bits, so a NaN equals
  /// itself and `0.0` is not `-0.0`): `==` is the honest comparison for this type.
  static func == (lhs: Jittery, rhs: Jittery) -> Bool {
    lhs.id == rhs.id && lhs.value.bitPattern == rhs.value.bitPattern && lhs.group == rhs.group
      && lhs.visible == rhs.visible && lhs.hand == rhs.hand
  }
}

/// A hand of rock, paper, scissors: a `Comparable` whose `<` is not a strict order (each hand
/// beats the next, round in a circle), for a sort key whose ties the controller cannot trust.
enum Hand: Int, Comparable, CaseIterable {
  case rock, paper, scissors

  static func < (lhs: Hand, rhs: Hand) -> Bool {
    (lhs.rawValue + 1) % 3 == rhs.rawValue
  }
}
