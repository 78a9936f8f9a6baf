import ResultsKit
import ResultsKitCoreData
import ResultsKitTesting

/// The monitor a `FetchedResultsMonitor` is, with the controller taken out: results set by
/// the test, changes driven through the relay's delegate methods.
final class RelayedMonitor<Object>: ResultsMonitor {
  let relay = FetchedResultsRelay<Object>()
  /// What the accessors answer: set it to the results after a change before driving the
  /// change's callbacks, as a controller answers with them by `controllerDidChangeContent`.
  var sections: [ResultsSection<Object>]

  init(_ sections: [ResultsSection<Object>] = []) {
    self.sections = sections
  }

  func performFetch() {}
  var numberOfSections: Int { sections.count }
  func numberOfObjects(inSection section: Int) -> Int { sections[section].objects.count }
  func object(at path: ItemPath) -> Object { sections[path.section].objects[path.item] }
  func sectionName(at section: Int) -> String { sections[section].name }
  func subscribe(_ observer: @escaping (ResultsEvent<Object>) -> Void) -> ResultsSubscription {
    relay.subscribe(observer)
  }
}

/// A relayed monitor, a `ResultsCoordinator` over it driving a `RecordingTarget`, and what the
/// coordinator reported.
final class RelayHarness<Object> {
  let monitor: RelayedMonitor<Object>
  let target: RecordingTarget
  let coordinator: ResultsCoordinator<Object>
  /// Every error the coordinator reported through `onInconsistency`, in order.
  private(set) var reports: [any Error] = []
  /// Every error the relay reported through `onCallbackError`, in order.
  private(set) var callbackErrors: [FetchedResultsChangesError] = []
  /// The relay's `lastCallbackError` as the coordinator's reports found it.
  private(set) var lastErrorAtReport: [FetchedResultsChangesError?] = []
  /// Every `updateCell` call, in order.
  private(set) var cellCalls: [(ItemPath, Object)] = []

  /// A harness showing `sections`, loaded.
  init(_ sections: [ResultsSection<Object>], updatesCells: Bool = false) throws {
    let monitor = RelayedMonitor(sections)
    let target = RecordingTarget(monitor: monitor)
    self.monitor = monitor
    self.target = target
    var record: ((ItemPath, Object) -> Void)?
    let coordinator = ResultsCoordinator(
      target: target, monitor: monitor,
      updateCell: updatesCells ? { record?($0, $1) } : nil)
    self.coordinator = coordinator
    record = { [unowned self] in cellCalls.append(($0, $1)) }
    coordinator.onInconsistency = { [unowned self] error in
      reports.append(error)
      lastErrorAtReport.append(monitor.relay.lastCallbackError)
    }
    monitor.relay.onCallbackError = { [unowned self] in callbackErrors.append($0) }
    try coordinator.loadData()
  }

  /// The protocol violations among the reports.
  var violations: [MonitorProtocolViolation] {
    reports.compactMap { $0 as? MonitorProtocolViolation }
  }

  /// Drives one change: the results become `after`, then `willChangeContent`, the callbacks,
  /// `didChangeContent`.
  func change(to after: [ResultsSection<Object>], _ callbacks: [Callback<Object>]) {
    monitor.sections = after
    monitor.relay.willChangeContent()
    for callback in callbacks { callback.send(to: monitor.relay) }
    monitor.relay.didChangeContent()
  }
}

/// One delegate callback, as a test writes it down.
enum Callback<Object> {
  case section(String, Int, UInt)
  case object(Object?, ItemPath?, UInt, ItemPath?)

  static func insertSection(_ name: String, _ index: Int) -> Self {
    .section(name, index, FetchedResultsChangeKind.insert.rawValue)
  }
  static func deleteSection(_ name: String, _ index: Int) -> Self {
    .section(name, index, FetchedResultsChangeKind.delete.rawValue)
  }
  static func insert(_ object: Object, _ path: ItemPath) -> Self {
    .object(object, nil, FetchedResultsChangeKind.insert.rawValue, path)
  }
  static func delete(_ object: Object, _ path: ItemPath) -> Self {
    .object(object, path, FetchedResultsChangeKind.delete.rawValue, nil)
  }
  static func move(_ object: Object, _ from: ItemPath, _ to: ItemPath) -> Self {
    .object(object, from, FetchedResultsChangeKind.move.rawValue, to)
  }
  static func update(_ object: Object, _ from: ItemPath, _ to: ItemPath?) -> Self {
    .object(object, from, FetchedResultsChangeKind.update.rawValue, to)
  }

  /// Calls the relay's delegate method for the callback.
  func send(to relay: FetchedResultsRelay<Object>) {
    switch self {
    case let .section(name, index, kind):
      relay.didChangeSection(named: name, at: index, rawKind: kind)
    case let .object(object, from, kind, to):
      relay.didChangeObject(object, at: from, rawKind: kind, newIndexPath: to)
    }
  }

  /// Records the callback in `changes` through the public API; `false` for one it cannot take
  /// (no object, an unknown kind).
  @discardableResult
  func record(in changes: inout FetchedResultsChanges<Object>) -> Bool {
    switch self {
    case let .section(name, index, raw):
      guard let kind = FetchedResultsChangeKind(rawValue: raw) else { return false }
      changes.section(named: name, at: index, kind: kind)
    case let .object(object, from, raw, to):
      guard let object, let kind = FetchedResultsChangeKind(rawValue: raw) else { return false }
      changes.object(object, at: from, kind: kind, newIndexPath: to)
    }
    return true
  }
}

extension Callback: Sendable where Object: Sendable {}
extension Callback: CustomStringConvertible {
  var description: String {
    switch self {
    case let .section(name, index, kind):
      "\(FetchedResultsCallback.section(name: name, index: index, kind: kind))"
    case let .object(_, from, kind, to):
      "\(FetchedResultsCallback.object(kind: kind, indexPath: from, newIndexPath: to))"
    }
  }
}

/// The events `callbacks` stand for, recorded in `FetchedResultsChanges` in their order.
func events<Object>(_ callbacks: [Callback<Object>]) throws(FetchedResultsChangesError)
  -> [ResultsEvent<Object>]
{
  var changes = FetchedResultsChanges<Object>()
  for callback in callbacks { callback.record(in: &changes) }
  return try changes.events()
}
