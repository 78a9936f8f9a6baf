/// A change that touches every object of a ``StoreRig``'s store at once: one transaction over
/// all of them, or an animated resume after many paused ones.
///
/// Each case has a preparation (outside any measurement; see ``StoreRig/prepare(_:)``) and a
/// measured call (``StoreRig/perform(_:)``), so that the reports and the benchmarks time the
/// same code.
public enum WholeStoreChange: String, CaseIterable, Sendable {
  /// One transaction that changes every arrival's `status`: no sort key or section changes,
  /// so every object is updated in place.
  case updateInPlace = "update every object in place"
  /// One transaction that turns every arrival's time `t` into `4,999 − t`, reversing the order
  /// within each section (ties on time keep their order by name): almost every object moves
  /// within its section.
  case reverseWithinSections = "reverse every section's order"
  /// One transaction that gives every arrival another platform (chosen from its identifier),
  /// keeping its sort keys: every object moves to another section.
  case moveAcrossSections = "move every object to another section"
  /// One transaction that changes every arrival: a third (by identifier) their `status`, in
  /// place; a third their time (`4,999 − t`), moving within the section; a third their
  /// platform, moving to another section.
  case mixedEveryObject =
    "update every object: a third in place, a third a new time, a third another section"
  /// One transaction of `deleteAll()`.
  case deleteAll = "`deleteAll()`"
  /// `resume(animated: true)` after 100 transactions, made while the coordinator was paused,
  /// that each change 1 % of the objects (chosen at random): a third in place, a third with a
  /// new time (moving within the section), a third on a new platform (moving across).
  case animatedResume = "`resume(animated: true)` after 100 paused transactions of 1 % each"

  /// The number of transactions made while paused, for ``animatedResume``.
  public static let pausedTransactions = 100

  /// The number of objects the controller should hold afterwards, for a scenario of `objects`.
  public func objectsAfter(_ objects: Int) -> Int {
    self == .deleteAll ? 0 : objects
  }
}
