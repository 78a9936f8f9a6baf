import ResultsKit
import ResultsKitSwiftUI
import ResultsKitTesting
import TestSupport
import Testing

/// Seeded random streams of commits, pauses and resumes (reloaded and animated), refetches,
/// taps, selections set from outside and scroll requests, against a model: the selection is
/// the objects chosen that the results still hold, a scroll request ends on a row showing its
/// object as soon as the view shows that object, and the view shows the results.
@Suite struct ListPropertyTests {
  /// What the list should be doing, kept by the test alone.
  struct Model {
    var selection: Set<Int> = []
    var paused = false
    var style = ResumeStyle.reload
    var scrollTarget: Int?
    var scrolls = 0
  }

  static let seeds: [UInt64] = [21, 22, 23, 24]

  @Test(arguments: seeds)
  func selectionScrollAndRowsFollowTheResults(seed: UInt64) throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    let list = ListFixture(RandomSnapshots.sections(using: &random))
    var model = Model()
    var exercised = (kept: 0, scrolled: 0, animatedResumes: 0, taps: 0)
    let steps = Soak.perCase(cases: Self.seeds.count, usual: 600)
    for step in 0..<steps {
      let place = "seed \(seed), step \(step)"
      switch random.next(below: 12) {
      case 0...4:
        try list.publish(RandomSnapshots.successor(of: list.monitor.sections, using: &random))
        if !model.paused { model.selection.formIntersection(Self.present(list)) }
      case 5:
        model.paused.toggle()
        model.style = random.next(below: 2) == 0 ? .reload : .animated
        if !model.paused {
          model.selection.formIntersection(Self.present(list))
          if model.style == .animated { exercised.animatedResumes += 1 }
        }
        list.session.setPaused(model.paused, resuming: model.style)
      case 6:
        let style: ResumeStyle = random.next(below: 2) == 0 ? .reload : .animated
        let next = RandomSnapshots.successor(of: list.monitor.sections, using: &random)
        try list.session.refetch(resuming: style) { try list.publish(next) }
        if !model.paused { model.selection.formIntersection(Self.present(list)) }
      case 7, 8:
        let ids = Set((0..<random.next(below: 4)).map { _ in random.next(below: 34) })
        list.select(ids)
        model.selection = model.paused ? ids : ids.intersection(Self.present(list))
      case 9, 10:
        guard !model.paused else { continue }
        let rows = list.view.shown.enumerated().flatMap { section, rows in
          rows.indices.map { ItemPath(item: $0, section: section) }
        }
        guard !rows.isEmpty else { continue }
        let tapped = rows[random.next(below: rows.count)]
        let id = list.view.shown[tapped.section][tapped.item].id
        list.tap(tapped)
        model.selection.formSymmetricDifference([id])
        exercised.taps += 1
      default:
        let id = random.next(below: 34)
        list.session.target.scroll(to: id, animated: true)
        model.scrollTarget = id
      }
      try check(list, &model, place)
      if !model.paused { exercised.kept += model.selection.count }
    }
    exercised.scrolled = model.scrolls
    Soak.report("ListPropertyTests", case: "seed \(seed)", ran: steps)
    if Soak.total == nil {
      #expect(exercised.kept > 100)
      #expect(exercised.scrolled > 5)
      #expect(exercised.animatedResumes > 3)
      #expect(exercised.taps > 20)
    }
  }

  /// The identifiers the monitor holds now.
  static func present(_ list: ListFixture) -> Set<Int> {
    Set(list.monitor.sections.flatMap(\.objects).map(\.id))
  }

  /// Holds the list to the model after one step.
  func check(_ list: ListFixture, _ model: inout Model, _ place: String) throws {
    #expect(list.view.violations.isEmpty, "\(place): \(list.view.violations)")
    #expect(list.errors.isEmpty, "\(place): \(list.errors)")
    #expect(list.binding == model.selection, "\(place): the binding")
    #expect(list.session.target.selectedIDs == model.selection, "\(place): the list's selection")
    #expect(list.session.isPaused == model.paused, "\(place)")
    // A scroll happened only to a row showing the requested object.
    while model.scrolls < list.view.scrolls.count {
      let scroll = list.view.scrolls[model.scrolls]
      #expect(scroll.id == model.scrollTarget, "\(place): scrolled to \(scroll.id)")
      model.scrollTarget = nil
      model.scrolls += 1
    }
    guard !model.paused else { return }
    #expect(list.view.content == list.expectedContent, "\(place): the rows")
    #expect(list.view.selectedIDs == model.selection, "\(place): the rows shown selected")
    if let target = model.scrollTarget {
      #expect(
        !Self.present(list).contains(target), "\(place): \(target) is shown, yet not scrolled to")
    }
  }
}
