/// A token for a subscription to a monitor or a store: cancel it, or let it go, to stop
/// receiving notifications.
///
/// Keep the subscription for as long as you want the notifications. Cancelling is idempotent,
/// and a subscription that is deallocated cancels itself. Subscriptions are equal only to
/// themselves, so they can be kept in a `Set`.
public final class ResultsSubscription: Hashable {
  private var cancelAction: (() -> Void)?

  /// Creates a subscription that runs `cancel` once, when it is cancelled or deallocated.
  ///
  /// - Parameter cancel: Detaches the observer from its source.
  public init(_ cancel: @escaping () -> Void) {
    cancelAction = cancel
  }

  /// Stops the notifications; calling it again does nothing.
  public func cancel() {
    let action = cancelAction
    cancelAction = nil
    action?()
  }

  deinit {
    cancelAction?()
  }

  /// Whether `lhs` and `rhs` are the same subscription.
  public static func == (lhs: ResultsSubscription, rhs: ResultsSubscription) -> Bool {
    lhs === rhs
  }

  /// Hashes the subscription's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
