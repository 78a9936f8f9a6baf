/// The order of a results controller's sections, by their names.
///
///     // A to-do list: "Open" above "Done", whatever the names' alphabetical order.
///     FetchRequest<Todo>(
///         sortBy: [.ascending(\.title)],
///         sectionBy: { $0.isDone ? "Done" : "Open" },
///         sectionOrder: .listed(["Open", "Done"]))
///
/// The order compares section names only, never objects: a section keeps its place among the
/// others for as long as it exists, however its objects change, so a commit never moves a
/// section, and applying one stays O(*k* log *n*).
///
/// ``ascending`` (the default) and ``descending`` compare names with `<`; ``listed(_:)`` puts
/// the names it lists first, in that order; ``by(_:)`` takes a comparison of your own. Every
/// order is total on distinct names: two names that the order does not tell apart are ordered
/// by name, ascending.
///
/// Names that `==` calls equal are one name, however they are spelled: `"\u{E9}"` (é) and
/// `"e\u{301}"` (e and a combining accent) make one section. That section is named by the
/// names' canonical spelling (Unicode Normalization Form C, here `"\u{E9}"`), whatever
/// spelling its objects have and whichever came first; that is the name the controller
/// reports, and the name every order compares, a comparison given to ``by(_:)`` included. The
/// names given to ``listed(_:)`` are taken in their canonical spelling too.
public struct SectionOrder {
  /// Which rule the order follows.
  @usableFromInline
  enum Rule: UInt8 {
    case ascending, descending, listed, custom
  }

  /// Which rule the order follows.
  @usableFromInline let rule: Rule
  /// The listed names' positions, for ``Rule/listed``.
  @usableFromInline let positions: [String: Int]
  /// The comparison, for ``Rule/custom``.
  @usableFromInline let comparison: ((String, String) -> Bool)?

  @usableFromInline
  init(
    rule: Rule, positions: [String: Int] = [:], comparison: ((String, String) -> Bool)? = nil
  ) {
    self.rule = rule
    self.positions = positions
    self.comparison = comparison
  }

  /// Sections by name, ascending (`"a"` before `"b"`): the default, and the order of an
  /// `NSFetchedResultsController` whose first sort key is its section key, ascending.
  public static var ascending: SectionOrder { SectionOrder(rule: .ascending) }

  /// Sections by name, descending (`"b"` before `"a"`).
  public static var descending: SectionOrder { SectionOrder(rule: .descending) }

  /// The sections named in `names` first, in that order, then the others by name, ascending.
  ///
  ///     .listed(["Today", "Tomorrow"])      // Today, Tomorrow, then the rest A to Z
  ///
  /// A listed name that no object has makes no section. A name listed twice keeps its first
  /// place; two spellings that `==` calls equal are one name.
  ///
  /// - Parameter names: The section names to show first, in the order to show them.
  public static func listed(_ names: [String]) -> SectionOrder {
    var positions: [String: Int] = [:]
    positions.reserveCapacity(names.count)
    for (position, name) in names.enumerated() where positions[name] == nil {
      positions[name.canonicalSpelling] = position
    }
    return SectionOrder(rule: .listed, positions: positions)
  }

  /// Sections in the order of a comparison of their names.
  ///
  ///     .by { $0.count < $1.count }       // shortest name first; equal lengths A to Z
  ///
  /// Two names of which neither comes before the other are ordered by name, ascending, so
  /// that every pair of sections has one order.
  ///
  /// The comparison sees each section's name in its canonical spelling (Unicode
  /// Normalization Form C), never an object's own spelling of it: a section of `"e\u{301}"`
  /// objects is named, and compared as, `"\u{E9}"`, so a comparison of bytes or of scalars
  /// orders the sections the same way whichever spellings the objects arrive with.
  ///
  /// The comparison should be pure and a strict weak ordering, like the predicate of
  /// `sort(by:)`. One that is not — it answers differently for the same names, or in a
  /// circle — leaves the controller consistent, as impure request closures do (see
  /// ``FetchRequest``): its events describe its own contents and nothing traps, but its
  /// sections may be out of order.
  ///
  /// - Parameter areInIncreasingOrder: Whether the section named by the first argument comes
  ///   before the section named by the second.
  public static func by(
    _ areInIncreasingOrder: @escaping (String, String) -> Bool
  ) -> SectionOrder {
    SectionOrder(rule: .custom, comparison: areInIncreasingOrder)
  }

  /// Whether the order is `<` on names, the default.
  @inlinable
  var isAscending: Bool { rule == .ascending }

  /// Whether the order is one of the library's own, which are strict total orders on names
  /// whatever the request does; a comparison given to ``by(_:)`` may not be.
  @inlinable
  var isBuiltIn: Bool { rule != .custom }

  /// Whether the section named `lhs` comes before the one named `rhs`: two section names,
  /// both in their canonical spelling.
  @inlinable
  func precedes(_ lhs: String, _ rhs: String) -> Bool {
    switch rule {
    case .ascending:
      return lhs < rhs
    case .descending:
      return rhs < lhs
    case .listed:
      switch (positions[lhs], positions[rhs]) {
      case let (left?, right?): return left < right
      case (_?, nil): return true
      case (nil, _?): return false
      case (nil, nil): return lhs < rhs
      }
    case .custom:
      guard let comparison else { return lhs < rhs }
      if comparison(lhs, rhs) { return true }
      return !comparison(rhs, lhs) && lhs < rhs
    }
  }

  /// `names` in this order.
  @inlinable
  func sorted(_ names: some Sequence<String>) -> [String] {
    switch rule {
    case .ascending: names.sorted()
    case .descending: names.sorted(by: >)
    case .listed, .custom: names.sorted(by: precedes)
    }
  }
}
