// The `controller` target's properties, checked after every step.

import ResultsKit
import ResultsKitStore

extension ControllerRun {
  /// Checks every lane: its invariants (in the strict order when its request is pure), that
  /// `itemPath(for:)` agrees with its sections, that its coordinator reported nothing; and
  /// for a lane that follows the store (not paused): that it shows no object the store does
  /// not hold as it is, that its view shows exactly its results, and, for a pure request,
  /// that they are the model's and a fresh controller's.
  func check(_ context: String) {
    for lane in lanes {
      let what = "\(context): lane \(lane.index) (\(lane.spec))"
      let problems = lane.controller._checkInvariants(strictOrder: lane.spec.isPure)
      require(problems.isEmpty, "\(what): invariants: \(problems)")
      require(lane.reports.isEmpty, "\(what): the coordinator reported \(lane.reports)")
      let sections = lane.controller.sections
      checkItemPaths(lane.controller, sections, what)
      guard !lane.isPaused else { continue }
      for object in sections.flatMap(\.objects) {
        let stored = store[id: object.id]
        require(
          stored.map { $0.isIdentical(to: object) } ?? false,
          "\(what): shows \(object), the store has \(stored.map { "\($0)" } ?? "nothing")")
      }
      let content = lane.target.content
      require(
        content.refused.isEmpty && content.strayCells.isEmpty,
        "\(what): refused \(content.refused), stray cells \(content.strayCells)")
      require(
        looksSame(content.shown, sections.map(\.objects)),
        "\(what): the view shows \(content.shown), the results are \(sections.map(\.objects))")
      if lane.spec.isPure { requireCurrent(lane, what) }
    }
  }

  /// Requires a lane with a pure request to hold the model's results and a fresh
  /// controller's.
  func requireCurrent(_ lane: Lane<R>, _ what: String) {
    let sections = lane.controller.sections
    let expected = model.sections(lane.spec)
    require(
      same(sections, expected),
      "\(what): results \(describe(sections)), the model \(describe(expected))")
    let fresh = ResultsController(
      store: store, request: lane.spec.request(R.self, caprice: caprice))
    fresh.performFetch()
    require(
      same(sections, fresh.sections),
      "\(what): results \(describe(sections)), from scratch \(describe(fresh.sections))")
    require(fresh._checkInvariants(strictOrder: true).isEmpty, "\(what): a fresh controller")
  }

  private func checkItemPaths(
    _ controller: ResultsController<R>, _ sections: [ResultsSection<R>], _ what: String
  ) {
    var shown = Set<Int>()
    for (section, contents) in sections.enumerated() {
      for (item, object) in contents.objects.enumerated() {
        shown.insert(object.id)
        let path = controller.itemPath(for: object.id)
        require(
          path == ItemPath(item: item, section: section),
          "\(what): itemPath(for: \(object.id)) is \(String(describing: path)), shown at "
            + "[\(section), \(item)]")
      }
    }
    for id in 0..<ReadingValues.ids where !shown.contains(id) {
      require(controller.itemPath(for: id) == nil, "\(what): itemPath(for: \(id)), not shown")
    }
  }

  /// Whether the two hold the same sections (names equal under `==`) with exactly the same
  /// objects.
  func same(_ lhs: [ResultsSection<R>], _ rhs: [ResultsSection<R>]) -> Bool {
    lhs.map(\.name) == rhs.map(\.name) && same(lhs.map(\.objects), rhs.map(\.objects))
  }

  /// Whether a view showing `shown` shows `results`, as far as the library can know: each row
  /// the same content, or one that `==` cannot tell apart (a batch made by a diff, as an
  /// animated resume makes, finds changed objects with `==`).
  func looksSame(_ shown: [[R]], _ results: [[R]]) -> Bool {
    shown.count == results.count
      && zip(shown, results).allSatisfy {
        $0.elementsEqual($1) { $0.isIdentical(to: $1) || $0 == $1 }
      }
  }

  /// Whether the two hold exactly the same objects.
  func same(_ lhs: [[R]], _ rhs: [[R]]) -> Bool {
    lhs.count == rhs.count
      && zip(lhs, rhs).allSatisfy { $0.elementsEqual($1) { $0.isIdentical(to: $1) } }
  }

  private func describe(_ sections: [ResultsSection<R>]) -> String {
    sections.map { "\($0.name): \($0.objects)" }.joined(separator: " | ")
  }
}
