// The `controller` target's transactions: writes from the bytes, some throwing half-way,
// with hooks armed for the delivery.

import ResultsKitStore

/// Thrown by a transaction body half-way: the transaction must change nothing.
struct Abandoned: Error {}

extension ControllerRun {
  /// Arms up to two hooks, then runs one transaction of one to six writes.
  func transact(_ input: inout FuzzInput) {
    arm(&input)
    let writes = input.int(in: 1...6)
    // One transaction in four (when the writes reach it) throws after this many writes.
    let throwsAfter = input.int(below: 24) - 18
    var final: [Int: R?] = [:]
    var order: [Int] = []
    let model = model
    let before = lanes.map { $0.controller.sections }
    let throwing = (0..<writes).contains(throwsAfter)
    trace("try store.perform {\(throwing ? "  // throws after \(throwsAfter) writes" : "")")
    do {
      try store.perform { transaction in
        for index in 0..<writes {
          if index == throwsAfter { throw Abandoned() }
          write(&input, &transaction, final: &final, order: &order, model: model)
        }
      }
    } catch {
      trace("}  // abandoned")
      require(
        store.count == model.objects.count
          && model.objects.values.allSatisfy { entry in
            store[id: entry.reading.id].map { $0.isIdentical(to: entry.reading) } ?? false
          },
        "an abandoned transaction changed the store")
      for (lane, sections) in zip(lanes, before) {
        require(
          same(lane.controller.sections, sections),
          "an abandoned transaction changed lane \(lane.index)")
      }
      disarm()
      return
    }
    trace("}")
    self.model.commit(final, order: order)
    disarm()
  }

  /// One write from the bytes, recorded in `final` and `order` for the model.
  private func write(
    _ input: inout FuzzInput, _ transaction: inout StoreTransaction<R>, final: inout [Int: R?],
    order: inout [Int], model: ReadingModel<R>
  ) {
    let id = input.int(below: ReadingValues.ids)
    let kind = input.int(below: 32)
    if kind == 31 {
      trace("  transaction.deleteAll()")
      transaction.deleteAll()
      for id in model.objects.keys where final[id] == nil {
        final[id] = .some(nil)
        order.append(id)
      }
      for id in final.keys { final[id] = .some(nil) }
      return
    }
    var written: R?
    do {
      if var reading = transaction[id: id] {
        switch kind % 6 {
        case 0:
          trace("  transaction.delete(\(id))")
          try transaction.delete(id)
          written = nil
        case 1:
          reading.value = input.choose(ReadingValues.doubles)
        case 2:
          reading.group = input.choose(ReadingValues.groups)
        case 3:
          if kind < 16 { reading.flag.toggle() } else { reading.hand = input.choose(Hand.allCases) }
        case 4:
          reading = newReading(id, &input)
          trace("  transaction.delete(\(id)); transaction.insert(\(reading))")
          try transaction.delete(id)
          try transaction.insert(reading)
          written = reading
        default:
          break  // the same content
        }
        if kind % 6 != 0, kind % 6 != 4 {
          trace("  transaction.update(\(reading))")
          try transaction.update(reading)
          written = reading
        }
      } else {
        let reading = newReading(id, &input)
        trace("  transaction.\(kind % 2 == 0 ? "insert" : "upsert")(\(reading))")
        if kind % 2 == 0 { try transaction.insert(reading) } else { transaction.upsert(reading) }
        written = reading
      }
    } catch {
      violated("a valid write threw \(error)")
    }
    if final.updateValue(written, forKey: id) == nil { order.append(id) }
  }

  private func newReading(_ id: Int, _ input: inout FuzzInput) -> R {
    R(
      id: id, value: input.choose(ReadingValues.doubles), group: input.choose(ReadingValues.groups),
      flag: input.int(below: 4) != 0, hand: input.choose(Hand.allCases), caprice: caprice)
  }

  /// Arms up to two hooks for the next commit.
  private func arm(_ input: inout FuzzInput) {
    for _ in 0..<input.int(below: 3) {
      let site: HookSite
      switch input.int(below: 4) {
      case 0, 1: site = .targetApply(input.int(below: lanes.count))
      case 2: site = .storeObserver
      default:
        let id = input.int(below: ReadingValues.ids)
        site = .objectMonitor(id)
        monitors.append(store.monitor(id) { [unowned self] _ in fire(at: site) })
      }
      var lane = input.int(below: lanes.count)
      if case let .targetApply(source) = site, source == lane {
        guard lanes.count > 1 else { continue }
        lane = (lane + 1) % lanes.count
      }
      let hook = Hook(site: site, lane: lane, action: input.laneAction())
      trace("hook \(hook)")
      armed.append(hook)
    }
    hookTargets()
  }

  private func disarm() {
    armed = []
    monitors = []
  }
}
