/// Fuzz target `controller`: an `ObjectStore`, one to three `ResultsController`s with requests
/// from the bytes, each followed by a `ResultsCoordinator` (with or without `updateCell`)
/// whose target replays every batch on the objects it shows, and a script of transactions and
/// of fetches by hand, new requests, loads, pauses and resumes (animated or not), many of them
/// from hooks inside the store's delivery of a commit: in a target's `apply`, a store
/// `observe(_:)` callback or a `monitor(_:_:)` callback.
///
/// Sort keys are `Double`s from NaN, ±0, ±infinity and small numbers, ascending or
/// descending, and section names; predicates and sections are pure or impure (answers from the
/// bytes, or flipping between commits), a sort key may be a computed property that answers
/// differently each time, or a `Comparable` whose `<` is not a strict order (rock, paper,
/// scissors). Sections follow any `SectionOrder`: ascending, descending, listed, a comparison
/// of names, or one that answers from the bytes or goes round a circle. The readings' `==`
/// either breaks on NaN or counts two NaNs equal.
/// Transactions insert, update, upsert, delete and delete all, and some throw half-way.
/// Checked after every step:
///
/// - Nothing traps.
/// - Every controller's `_checkInvariants()` is empty, in the strict order when its request
///   is pure (its closures pure, its keys strict orders); `itemPath(for:)` agrees with its sections; no coordinator reports anything.
/// - Every controller whose coordinator is not paused shows only objects the store holds,
///   exactly as it holds them (so no deleted object, no stale content; no id twice, from the
///   invariants), even with impure closures; its view shows its results (each row exactly, or
///   a content `==` to it: a diff finds changed objects with `==`).
/// - With a pure request, such a controller's results are those of a reference model of the
///   documented order (NaN last in both directions, equal values tied, ties by insertion,
///   sections in the documented section order) and
///   of a controller fetched from scratch; so are a paused one's after a `performFetch()`.
/// - An abandoned transaction changes neither the store nor any controller.
/// - At the end, with the closures made pure and every controller fetched from scratch, every
///   controller is the model's.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  if input.bool() {
    runController(Reading.self, &input)
  } else {
    runController(TolerantReading.self, &input)
  }
  return 0
}
