import ResultsKit

extension ResultsController {
  /// The store's commit being delivered, when the controller reports one; `nil` otherwise.
  public var changeDelivery: ChangeDelivery? {
    guard store.isDelivering else { return nil }
    let store = store
    return ChangeDelivery(source: store) { store.whenDelivered($0) }
  }
}
