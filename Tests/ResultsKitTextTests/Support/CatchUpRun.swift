import ResultsKit
import ResultsKitStore
import ResultsKitTesting
import ResultsKitText

/// One case of the catch-up model tests: a store, a controller, and views each with its own
/// coordinator on it, driven by seeded random steps.
///
/// Steps commit transactions (inserts, deletes, updates that reorder, rename, hide or move
/// cards between sections), pause and resume coordinators (`isPaused`, `resume(animated:)`),
/// load, resize, restyle, scroll and select; an "episode" pauses a view, commits and lays it
/// out while paused, and resumes it, in one step. After every step each view whose coordinator
/// is not paused shows the controller's counts and renders exactly like a fresh view of the
/// same data source, settings, scroll offset and selection.
final class CatchUpRun {
  let store: ObjectStore<Card>
  let controller: ResultsController<Card>
  private(set) var views: [CoordinatedView] = []
  /// A plain subscriber that keeps the controller following the store while every view's
  /// coordinator is paused.
  private var follower: ResultsSubscription?
  private var random: SeededRandomNumberGenerator
  private let groups = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]
  private var nextID = 0
  /// What went wrong, with the steps that led there.
  private(set) var problems: [String] = []
  private(set) var transactions = 0
  /// The last steps, for messages.
  private var trail: [String] = []

  /// 20 cards in ten groups, sectioned by group or not (a sectioned grid has headers); a table,
  /// a grid or both; with or without a follower.
  init(
    seed: UInt64, sectioned: Bool, table: Bool, grid: Bool, follower: Bool
  ) throws {
    random = SeededRandomNumberGenerator(seed: seed)
    store = try ObjectStore<Card>([])
    let request = FetchRequest<Card>(
      predicate: { $0.visible }, sortBy: [.ascending(\.rank)],
      sectionBy: sectioned ? { $0.group } : nil)
    controller = ResultsController(store: store, request: request)
    try store.perform { transaction in
      for _ in 0..<20 { try transaction.insert(newCard()) }
    }
    var made: [any ViewUnderTest] = []
    if table { made.append(TableUnderTest(controller, random: &random)) }
    if grid {
      made.append(GridUnderTest(controller, headers: sectioned ? true : nil, random: &random))
    }
    for view in made {
      let coordinated = CoordinatedView(
        view, controller: controller, updatesCells: random.next(below: 2) == 0)
      let name = view.name
      coordinated.coordinator.onInconsistency = { [unowned self] error in
        problems.append("\(name)'s coordinator reported \(error)\(trailText)")
      }
      try coordinated.coordinator.loadData()
      views.append(coordinated)
    }
    if follower { self.follower = controller.subscribe { _ in } }
  }

  deinit {
    follower?.cancel()
  }

  // MARK: - Steps

  /// Runs random steps until `count` transactions have been committed or three problems
  /// found, checking the views after each.
  func run(transactions count: Int) throws {
    while transactions < count, problems.count < 3 {
      let step = try self.step()
      trail = Array((trail + [step]).suffix(12))
      check()
    }
  }

  /// One random step; says what it did.
  private func step() throws -> String {
    let roll = random.next(below: 20)
    if roll < 8 {
      try commit()
      return "commit \(transactions)"
    }
    let view = views[random.next(below: views.count)]
    let coordinator = view.coordinator
    switch roll {
    case 8..<12:
      return view.view.layoutStep(&random)
    case 12, 13:
      coordinator.isPaused = true
      return "\(view.view.name): isPaused = true"
    case 14, 15:
      let animated = random.next(below: 3) != 0
      try resume(view, animated: animated)
      return "\(view.view.name): resume(animated: \(animated))"
    case 16:
      coordinator.isPaused = false
      return "\(view.view.name): isPaused = false"
    case 17:
      try coordinator.loadData()
      return "\(view.view.name): loadData()"
    default:
      return try episode(view)
    }
  }

  /// The pattern that leaves a view behind and brings it back, in one step: pause, commit,
  /// lay out (resize, restyle or scroll) while paused, commit again maybe, and resume.
  private func episode(_ view: CoordinatedView) throws -> String {
    view.coordinator.isPaused = true
    var steps = ["\(view.view.name): isPaused = true"]
    for _ in 0..<(1 + random.next(below: 2)) {
      try commit()
      steps.append("commit \(transactions)")
      steps.append(view.view.layoutStep(&random))
    }
    if random.next(below: 2) == 0 {
      try commit()
      steps.append("commit \(transactions)")
    }
    let animated = random.next(below: 4) != 0
    try resume(view, animated: animated)
    steps.append("\(view.view.name): resume(animated: \(animated))")
    return steps.joined(separator: ", ")
  }

  /// Resumes `view`'s coordinator, which must tell the view something (a reload, or the
  /// batch of an animated resume even when it is empty).
  private func resume(_ view: CoordinatedView, animated: Bool) throws {
    let wasPaused = view.coordinator.isPaused
    let calls = view.target.calls
    try view.coordinator.resume(animated: animated)
    if wasPaused, view.target.calls == calls {
      problems.append("\(view.description): a resume told the view nothing\(trailText)")
    }
  }

  /// Commits a transaction of one to three random changes.
  private func commit() throws {
    try store.perform { transaction in
      for _ in 0..<(1 + random.next(below: 3)) {
        let id = random.next(below: nextID)
        let kind = random.next(below: 8)
        if kind == 0 {
          try transaction.insert(newCard())
          continue
        }
        guard var card = transaction[id: id] else { continue }
        switch kind {
        case 1: try transaction.delete(id)
        case 2: card.rank = random.next(below: 40)
        case 3: card.label = ["x", "yy", "東京", "zzz"][random.next(below: 4)]
        case 4: card.visible.toggle()
        case 5: card.group = groups[random.next(below: groups.count)]
        case 6: card.rank += 1
        default: break  // an update to an equal card
        }
        if kind != 1 { try transaction.update(card) }
      }
    }
    transactions += 1
  }

  private func newCard() -> Card {
    defer { nextID += 1 }
    return Card(
      id: nextID, group: groups[random.next(below: groups.count)], rank: random.next(below: 40),
      label: "c\(nextID)", visible: random.next(below: 5) != 0)
  }

  // MARK: - Checks

  /// Each view whose coordinator is not paused shows the controller's counts and renders like
  /// a fresh view.
  private func check() {
    let expected = (0..<controller.numberOfSections).map {
      controller.numberOfObjects(inSection: $0)
    }
    for view in views where !view.coordinator.isPaused {
      let frame = view.view.render()
      for problem in view.view.shapeProblems(frame) {
        problems.append("\(view.description): \(problem)\(trailText)")
      }
      guard view.view.counts == expected else {
        problems.append(
          "\(view.description) shows \(view.view.counts), the results have \(expected)"
            + trailText)
        continue
      }
      let fresh = view.view.freshRender()
      if fresh.scrollOffset != view.view.scrollOffset {
        problems.append(
          "\(view.description): scroll offset out of range (a fresh view keeps "
            + "\(fresh.scrollOffset))\(trailText)")
      }
      if frame != fresh.frame {
        problems.append(
          "\(view.description) renders\n\(frame)\nbut a fresh one renders\n\(fresh.frame)"
            + trailText)
      }
    }
  }

  private var trailText: String {
    "\nsteps: " + trail.joined(separator: "; ")
  }
}
