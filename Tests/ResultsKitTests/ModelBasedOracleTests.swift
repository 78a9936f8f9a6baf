import ResultsKit
import Testing

extension ModelBased {
  /// The model-based checks are not vacuous: a monitor that reports changes wrongly makes
  /// them fail (each test passes only when the run finds failures).
  @Suite("Model-based: the checks catch a broken monitor")
  struct OracleTests {
    /// Runs one case of snapshot sequences through a monitor corrupted by `corrupt`.
    private func failuresOfCorruptedRun(
      updatesCells: Bool, _ corrupt: @escaping CorruptingMonitor.Corruption
    ) throws -> [String] {
      try runSnapshotSequences(
        case: 0, salt: 0x0BAD_0000, run: "corrupted", project: { $0 },
        makeProbe: {
          try CoordinatorProbe(
            monitor: CorruptingMonitor($0, corrupt: corrupt), updatesCells: updatesCells)
        }
      ).failures
    }

    @Test("dropped updates are caught", arguments: [false, true])
    func droppedUpdates(updatesCells: Bool) throws {
      let failures = try failuresOfCorruptedRun(updatesCells: updatesCells) { event in
        if case .updated = event { [] } else { [event] }
      }
      #expect(!failures.isEmpty)
    }

    @Test("moves reported as delete and insert are caught", arguments: [false, true])
    func movesAsDeleteAndInsert(updatesCells: Bool) throws {
      let failures = try failuresOfCorruptedRun(updatesCells: updatesCells) { event in
        guard case let .moved(object, from, to) = event else { return [event] }
        return [.deleted(object, at: from), .inserted(object, at: to)]
      }
      #expect(!failures.isEmpty)
    }

    @Test("a moved object carrying stale content is caught with updateCell")
    func staleMovedContent() throws {
      let failures = try failuresOfCorruptedRun(updatesCells: true) { event in
        guard case let .moved(object, from, to) = event else { return [event] }
        return [.moved(Item(id: object.id, version: object.version - 1), from: from, to: to)]
      }
      #expect(!failures.isEmpty)
    }

    @Test("an update at the wrong after path is caught with updateCell")
    func wrongUpdatePath() throws {
      let failures = try failuresOfCorruptedRun(updatesCells: true) { event in
        guard case let .updated(object, at, newPath) = event else { return [event] }
        let wrong = ItemPath(item: newPath.item == 0 ? 1 : 0, section: newPath.section)
        return [.updated(object, at: at, newPath: wrong)]
      }
      #expect(!failures.isEmpty)
    }
  }
}
