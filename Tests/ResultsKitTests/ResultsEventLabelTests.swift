import ResultsKit
import Testing

/// `ResultsEvent.updated(_:from:to:)` spells an update like a move and is the same event.
@Suite struct ResultsEventLabelTests {
  @Test func anUpdateSpelledFromToIsTheUpdateCase() {
    let before = ItemPath(item: 3, section: 1)
    let after = ItemPath(item: 1, section: 0)
    let event = ResultsEvent.updated("a", from: before, to: after)
    #expect(event == .updated("a", at: before, newPath: after))
    #expect(event != .moved("a", from: before, to: after))
    guard case let .updated(object, at, newPath) = event else {
      Issue.record("not an update: \(event)")
      return
    }
    #expect(object == "a" && at == before && newPath == after)
  }
}
