/// The delivery that a monitor's current change belongs to: a store commit, say, that several
/// monitors report, each with its own change.
///
/// A listener of several monitors (`MonitorGroup`) acts once per delivery: it tells the
/// deliveries apart by ``source`` and waits for the end of each with ``whenDelivered(_:)``.
public struct ChangeDelivery {
  /// The object delivering (a store); changes from one source while it delivers belong
  /// together.
  public let source: ObjectIdentifier
  private let schedule: (@escaping () -> Void) -> Void

  /// A delivery by `source`.
  ///
  /// - Parameters:
  ///   - source: The object delivering.
  ///   - whenDelivered: Runs a closure once the delivery has reached every observer of the
  ///     source (at once when it already has).
  public init(source: AnyObject, whenDelivered: @escaping (@escaping () -> Void) -> Void) {
    self.source = ObjectIdentifier(source)
    schedule = whenDelivered
  }

  /// Runs `body` once the delivery has reached every observer of its source.
  ///
  /// - Parameter body: The work to do then.
  public func whenDelivered(_ body: @escaping () -> Void) {
    schedule(body)
  }
}

extension ResultsMonitor {
  /// `nil`: each of the monitor's changes is a delivery of its own.
  public var changeDelivery: ChangeDelivery? { nil }
}
