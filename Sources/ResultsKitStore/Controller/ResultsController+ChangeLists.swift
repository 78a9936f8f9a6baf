import ResultsKit

extension ResultsController: ChangeListSource {
  /// Subscribes like ``subscribe(_:)`` with `events`; while this is the controller's only
  /// subscription, each commit's change goes to `lists` in one call instead (a coordinator's
  /// subscription: a commit of a million objects is then one call, not a million events).
  package func subscribe(
    events: @escaping (ResultsEvent<Object>) -> Void,
    lists: @escaping (ChangeLists<Object>) -> Void
  ) -> ResultsSubscription {
    let inner = subscribe(events)
    let listSubscription = listObservers.subscribe(lists)
    return ResultsSubscription {
      inner.cancel()
      listSubscription.cancel()
    }
  }
}
