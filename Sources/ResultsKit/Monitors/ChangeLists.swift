/// One change of a monitor's results as the lists a coordinator collects from its events:
/// what a monitor can hand its only subscriber in one call instead of one event at a time.
///
/// The lists hold exactly what the events between `willChange` and `didChange` would report,
/// in the order they would report it (each list in the order of its paths: deletes by the path
/// before the change, the others by the path after it), without the objects of the deletes and
/// inserts, which a coordinator never reads. A change of a million objects is a million events,
/// each a call through the subscription and a step of the collector: as lists it is one call.
@usableFromInline
package struct ChangeLists<Object> {
  /// The indexes (before the change) of the deleted sections.
  @usableFromInline package var deletedSections: [Int]
  /// The indexes (after the change) of the inserted sections.
  @usableFromInline package var insertedSections: [Int]
  /// The path before the change of each deleted object.
  @usableFromInline package var deletedItems: [ItemPath]
  /// The path after the change of each inserted object.
  @usableFromInline package var insertedItems: [ItemPath]
  /// The paths before and after of each moved object.
  @usableFromInline package var movedItems: [ItemMove]
  /// The paths before and after of each object updated in place.
  @usableFromInline package var updatedItems: [ItemMove]
  /// The new contents of the moved objects, then of the updated ones, in the lists' order:
  /// made only when asked for (a coordinator without `updateCell` never asks).
  @usableFromInline package let objects: () -> [Object]

  /// Lists for one change.
  @usableFromInline
  package init(
    deletedSections: [Int], insertedSections: [Int], deletedItems: [ItemPath],
    insertedItems: [ItemPath], movedItems: [ItemMove], updatedItems: [ItemMove],
    objects: @escaping () -> [Object]
  ) {
    self.deletedSections = deletedSections
    self.insertedSections = insertedSections
    self.deletedItems = deletedItems
    self.insertedItems = insertedItems
    self.movedItems = movedItems
    self.updatedItems = updatedItems
    self.objects = objects
  }
}

/// A monitor that can hand a subscriber each change as ``ChangeLists`` in one call.
///
/// The lists go to a subscriber only while it is the monitor's only one: with several, every
/// subscriber gets the events, one at a time and in the order they subscribed, as before.
package protocol ChangeListSource<Object>: ResultsMonitor {
  /// Subscribes like ``ResultsMonitor/subscribe(_:)`` with `events`; while this is the only
  /// subscription, each change goes to `lists` instead, once, where `events` would have had
  /// its `didChange`.
  func subscribe(
    events: @escaping (ResultsEvent<Object>) -> Void,
    lists: @escaping (ChangeLists<Object>) -> Void
  ) -> ResultsSubscription
}
