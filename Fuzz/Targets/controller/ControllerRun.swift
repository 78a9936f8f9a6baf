import ResultsKit
import ResultsKitStore

/// The `controller` target's store, its one to three lanes, the reference model, and the
/// hooks armed for the commit being made.
final class ControllerRun<R: FuzzReading> {
  let store = ObjectStore<R>()
  let caprice: Caprice
  var model = ReadingModel<R>()
  private(set) var lanes: [Lane<R>] = []
  /// The hooks that run during the delivery of the commit being made, each once.
  var armed: [Hook] = []
  var monitors: [ResultsSubscription] = []
  private var observer: ResultsSubscription?

  /// Reads the impure closures' bytes and the lanes from `input`, and loads the lanes.
  init(_ input: inout FuzzInput) {
    caprice = Caprice(bytes: (0..<8).map { _ in input.byte() })
    let count = input.int(in: 1...3)
    for index in 0..<count {
      let spec = input.requestSpec()
      let cells = input.bool()
      trace("lane \(index): \(spec), updateCell \(cells)")
      lanes.append(Lane(index: index, store: store, spec: spec, caprice: caprice, cells: cells))
    }
    observer = store.observe { [unowned self] _ in fire(at: .storeObserver) }
    check("after loading")
  }

  /// Runs, once each, the armed hooks at `site`.
  ///
  /// A hook for a lane whose target is applying a batch — reached through another lane's hook
  /// run from that very batch — is skipped: it would reload a view inside its own batch
  /// update, which UIKit does not allow either.
  func fire(at site: HookSite) {
    let due = armed.filter { $0.site == site }
    armed.removeAll { $0.site == site }
    for hook in due {
      guard !lanes[hook.lane].target.isApplying else {
        trace("  \(hook)  // skipped: lane \(hook.lane) is applying a batch")
        continue
      }
      trace("  \(hook)")
      lanes[hook.lane].perform(hook.action)
      hookTargets()
    }
  }

  /// Makes every lane's target run the hooks of its site.
  func hookTargets() {
    for lane in lanes {
      let index = lane.index
      lane.target.onApply = { [unowned self] in fire(at: .targetApply(index)) }
    }
  }

  /// One step of the script.
  func step(_ input: inout FuzzInput) {
    switch input.int(below: 12) {
    case 0...5:
      transact(&input)
    case 6:
      caprice.flipped.toggle()
      trace("caprice.flipped = \(caprice.flipped)")
    default:
      let lane = input.int(below: lanes.count)
      let action = input.laneAction()
      trace("lane \(lane): \(action)")
      lanes[lane].perform(action)
      hookTargets()
      if case .performFetch = action, lanes[lane].isPaused, lanes[lane].spec.isPure {
        // Fetched by hand while paused: caught up with the store.
        requireCurrent(lanes[lane], "lane \(lane) fetched by hand while paused")
      }
    }
    check("after the step")
  }

  /// Ends the script: every lane resumed, the caprice made pure and every lane fetched from
  /// scratch (its request set again), then checked against the model and a fresh controller.
  func finish() {
    caprice.isPure = true
    trace("caprice.isPure = true; every lane resumed and fetched from scratch")
    for lane in lanes {
      if lane.isPaused { lane.perform(.togglePause) }
      lane.perform(.request(lane.spec.purified))
      requireCurrent(lane, "lane \(lane.index) fetched from scratch at the end")
    }
    check("at the end")
  }
}

/// Runs one input with readings of type `R`.
func runController<R: FuzzReading>(_: R.Type, _ input: inout FuzzInput) {
  trace("readings: \(R.self)")
  let run = ControllerRun<R>(&input)
  var steps = 0
  while !input.isAtEnd, steps < 32 {
    run.step(&input)
    steps += 1
  }
  run.finish()
}
