import ResultsKit
import ResultsKitStore
import ResultsKitTesting

extension StoreRig {
  /// Gets a loaded rig ready for `change`, outside the measurement: for
  /// ``WholeStoreChange/animatedResume`` it pauses the coordinator and makes the paused
  /// transactions; for the others it does nothing.
  public func prepare(_ change: WholeStoreChange) throws {
    guard change == .animatedResume else { return }
    coordinator.isPaused = true
    let count = max(scenario.objects / 100, 1)
    for _ in 0..<WholeStoreChange.pausedTransactions { try pausedTransaction(count) }
  }

  /// The measured call of `change` on a loaded, prepared rig: the one transaction, from
  /// `perform` until the coordinator has applied its batch (the controller and the coordinator
  /// follow the store synchronously), or `resume(animated: true)`.
  ///
  /// Expects a fresh rig: the transactions touch the identifiers `0..<scenario.objects`.
  public func perform(_ change: WholeStoreChange) throws {
    switch change {
    case .updateInPlace:
      try updateEvery { $0.status += 1 }
    case .reverseWithinSections:
      try updateEvery { $0.time = 4_999 - $0.time }
    case .moveAcrossSections:
      let platforms = scenario.platforms
      try updateEvery { arrival in
        var platform = platforms[arrival.id % platforms.count]
        if platform == arrival.platform { platform = platforms[(arrival.id + 1) % platforms.count] }
        arrival.platform = platform
      }
    case .mixedEveryObject:
      let platforms = scenario.platforms
      try updateEvery { arrival in
        switch arrival.id % 3 {
        case 0: arrival.status += 1
        case 1: arrival.time = 4_999 - arrival.time
        default:
          var platform = platforms[arrival.id % platforms.count]
          if platform == arrival.platform {
            platform = platforms[(arrival.id + 1) % platforms.count]
          }
          arrival.platform = platform
        }
      }
    case .deleteAll:
      try store.perform { $0.deleteAll() }
    case .animatedResume:
      try coordinator.resume(animated: true)
    }
  }

  /// Whether the target was given no batch after its first reload: what a coordinator with
  /// `updateCell` does for a change that only updates objects in place (it configures their
  /// cells instead).
  public var appliedNoBatch: Bool {
    guard let recording else { return true }
    return recording.calls == [.reloadData]
  }

  /// Whether the target received one batch after its first reload and nothing else (the change
  /// was applied as a batch, not by a reload); true for a target that records nothing.
  public var appliedOneBatch: Bool {
    guard let recording else { return true }
    guard recording.calls.count == 2, recording.calls[0] == .reloadData,
      case .apply = recording.calls[1]
    else { return false }
    return true
  }

  /// Loads this fresh rig, runs `change` while keeping the results from before it, and checks
  /// the one batch the `RecordingTarget` received: valid, canonical, and turning the results
  /// before into the controller's results after (`ChangeBatch.applied(to:taking:)`, updated
  /// objects included), with the expected object count.
  ///
  /// Not for measuring: it holds two copies of the results.
  ///
  /// - Returns: "ok", or what went wrong.
  public func verify(_ change: WholeStoreChange) throws -> String {
    guard recording != nil else { return "needs a RecordingTarget" }
    try load()
    // For the resume, the results at the pause: nothing changes between the load and it.
    let before = controller.sections.map(\.objects)
    try prepare(change)
    try perform(change)
    guard isConsistent else {
      return "the target does not match the controller (reported: \(inconsistencies))"
    }
    guard appliedOneBatch, let batch = recording?.batches.last else {
      let calls = recording?.calls.map { $0 == .reloadData ? "reloadData" : "apply" } ?? []
      return "the target was not given exactly one batch: \(calls)"
    }
    let expected = change.objectsAfter(scenario.objects)
    guard controller.numberOfObjects == expected else {
      return "\(controller.numberOfObjects) objects afterwards, not \(expected)"
    }
    guard batch.isCanonical else { return "the batch is not canonical" }
    let after = controller.sections.map(\.objects)
    let replayed = try batch.applied(to: before, taking: after)
    return replayed == after
      ? "ok" : "the batch does not replay the results before into those after"
  }

  /// One transaction that changes every arrival of the starting store with `body`.
  func updateEvery(_ body: (inout Arrival) -> Void) throws {
    let objects = scenario.objects
    try store.perform { transaction in
      for id in 0..<objects { try transaction.update(id, body) }
    }
  }

  /// One transaction of `count` updates at random identifiers: a third change the status, a
  /// third the time, a third the platform (a random one).
  func pausedTransaction(_ count: Int) throws {
    let platforms = scenario.platforms
    var changes: [(id: Int, kind: Int, value: Int)] = []
    changes.reserveCapacity(count)
    for _ in 0..<count {
      let id = random.next(below: nextID)
      let kind = random.next(below: 3)
      changes.append((id, kind, random.next(below: kind == 2 ? platforms.count : 5_000)))
    }
    try store.perform { transaction in
      for change in changes {
        try transaction.update(change.id) { arrival in
          switch change.kind {
          case 0: arrival.status += 1
          case 1: arrival.time = change.value
          default: arrival.platform = platforms[change.value]
          }
        }
      }
    }
  }
}
