import ResultsKit

extension ModelBased {
  /// A monitor that forwards a ``SnapshotMonitor``'s results and events, passing each event
  /// through `corrupt` first: a broken monitor, to show that the model-based checks fail when
  /// the events are wrong.
  final class CorruptingMonitor: ResultsMonitor {
    typealias Corruption = (ResultsEvent<Item>) -> [ResultsEvent<Item>]

    let base: SnapshotMonitor<Item>
    private let corrupt: Corruption

    init(_ base: SnapshotMonitor<Item>, corrupt: @escaping Corruption) {
      self.base = base
      self.corrupt = corrupt
    }

    func performFetch() {}
    var numberOfSections: Int { base.numberOfSections }
    func numberOfObjects(inSection section: Int) -> Int { base.numberOfObjects(inSection: section) }
    func object(at path: ItemPath) -> Item { base.object(at: path) }
    func sectionName(at section: Int) -> String { base.sectionName(at: section) }

    func subscribe(_ observer: @escaping (ResultsEvent<Item>) -> Void) -> ResultsSubscription {
      let corrupt = corrupt
      return base.subscribe { event in
        for corrupted in corrupt(event) { observer(corrupted) }
      }
    }
  }
}
