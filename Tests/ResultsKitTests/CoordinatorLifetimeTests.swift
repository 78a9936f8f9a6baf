import ResultsKit
import ResultsKitTesting
import Testing

/// The coordinator's subscription ends with the coordinator, and a monitor that keeps calling
/// after that is harmless.
@Suite struct CoordinatorLifetimeTests {
  /// A monitor whose subscriptions cannot be cancelled: it keeps every observer forever.
  final class StubbornMonitor: ResultsMonitor {
    var observers: [(ResultsEvent<String>) -> Void] = []
    var numberOfSections: Int { 1 }
    func performFetch() {}
    func numberOfObjects(inSection section: Int) -> Int { 1 }
    func object(at path: ItemPath) -> String { "a" }
    func sectionName(at section: Int) -> String { "" }
    func subscribe(_ observer: @escaping (ResultsEvent<String>) -> Void) -> ResultsSubscription {
      observers.append(observer)
      return ResultsSubscription {}
    }
    func send(_ event: ResultsEvent<String>) {
      for observer in observers { observer(event) }
    }
  }

  @Test func aGoneCoordinatorIgnoresAMonitorThatIgnoresCancellation() throws {
    let monitor = StubbornMonitor()
    let target = RecordingTarget(monitor: monitor)
    weak var gone: ResultsCoordinator<String>?
    do {
      let coordinator = ResultsCoordinator(target: target, monitor: monitor)
      try coordinator.loadData()
      gone = coordinator
    }
    #expect(gone == nil)
    #expect(monitor.observers.count == 1)

    // Without the coordinator's own guard this would read a deallocated coordinator.
    monitor.send(.willChange)
    monitor.send(.didChange)
    #expect(target.calls == [.reloadData])
  }

  @Test func aGoneCoordinatorIsUnsubscribed() throws {
    let monitor = ScriptedMonitor(sections: [ResultsSection(name: "", objects: ["a"])])
    do {
      let coordinator = ResultsCoordinator(
        target: RecordingTarget(monitor: monitor), monitor: monitor)
      try coordinator.loadData()
      #expect(monitor.subscriberCount == 1)
    }
    #expect(monitor.subscriberCount == 0)
  }
}
