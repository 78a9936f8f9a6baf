import ResultsKit
import ResultsKitSwiftUI
import TestSupport
import Testing

/// Scrolling to an object: at once when it is shown, after the batch that brings it in, after
/// the resume that ends a pause; and through a proxy made before the list.
@Suite struct ScrollTests {
  @Test func aShownObjectIsScrolledToAtOnce() {
    let list = ListFixture([section("A", [item(1)]), section("B", [item(2), item(3)])])
    list.session.target.scroll(to: 3, animated: false)
    #expect(list.view.scrolls.map(\.path) == [path(1, 1)])
    #expect(list.view.scrolls.map(\.animated) == [false])
    #expect(list.session.target.pendingScroll.target == nil)
  }

  @Test func aRequestForAnObjectNotThereYetWaitsForTheBatchThatInsertsIt() throws {
    let list = ListFixture([section("", [item(1)])])
    list.session.target.scroll(to: 9, animated: true)
    #expect(list.view.scrolls.isEmpty)
    try list.publish([section("", [item(1), item(2)])])
    #expect(list.view.scrolls.isEmpty, "the batch did not bring 9")
    try list.publish([section("", [item(0), item(1), item(2), item(9)])])
    #expect(list.view.scrolls.map(\.path) == [path(0, 3)])
    #expect(list.view.scrolls.map(\.id) == [9])
    try list.publish([section("", [item(9), item(0)])])
    #expect(list.view.scrolls.count == 1, "a request scrolls once")
  }

  @Test func anObjectInAnInsertedSectionIsFound() throws {
    let list = ListFixture([section("B", [item(1)])])
    list.session.target.scroll(to: 5, animated: true)
    try list.publish([section("A", [item(4), item(5)]), section("B", [item(1)])])
    #expect(list.view.scrolls.map(\.path) == [path(0, 1)])
  }

  @Test func aNewerRequestReplacesAWaitingOne() throws {
    let list = ListFixture([section("", [item(1)])])
    list.session.target.scroll(to: 8, animated: true)
    list.session.target.scroll(to: 9, animated: true)
    try list.publish([section("", [item(1), item(8), item(9)])])
    #expect(list.view.scrolls.map(\.id) == [9])
  }

  @Test(arguments: [ResumeStyle.reload, .animated])
  func aRequestMadeWhilePausedIsHonouredAtTheResume(style: ResumeStyle) throws {
    let list = ListFixture([section("", [item(1), item(2)])])
    list.session.setPaused(true, resuming: style)
    list.session.target.scroll(to: 1, animated: true)
    #expect(list.view.scrolls.isEmpty, "the view is behind: its rows may not be the results'")
    try list.publish([section("", [item(3), item(2), item(1)])])
    list.session.setPaused(false, resuming: style)
    #expect(list.view.scrolls.map(\.path) == [path(0, 2)])
    #expect(list.view.scrolls.map(\.id) == [1])
  }

  @Test func aRequestNotFoundBeforeAPauseIsLookedUpAgainAfterIt() throws {
    let list = ListFixture([section("", [item(1)])])
    list.session.target.scroll(to: 2, animated: true)
    list.session.setPaused(true, resuming: .animated)
    try list.publish([section("", [item(2), item(1)])])
    list.session.setPaused(false, resuming: .animated)
    #expect(list.view.scrolls.map(\.id) == [2])
  }

  @Test func aProxyKeepsARequestUntilAListIsConnected() {
    let proxy = ResultsListProxy<SnapshotItem>()
    #expect(!proxy.isConnected)
    proxy.scrollTo(2, animated: false)
    let list = ListFixture([section("", [item(1), item(2)])])
    proxy.connect(list.session)
    #expect(proxy.isConnected)
    #expect(list.view.scrolls.map(\.path) == [path(0, 1)])
    proxy.scrollTo(1)
    #expect(list.view.scrolls.map(\.path) == [path(0, 1), path(0, 0)])
    #expect(list.view.scrolls.map(\.animated) == [false, true])
  }

  @Test func aProxyLetsGoOfAListThatIsGone() {
    let proxy = ResultsListProxy<SnapshotItem>()
    do {
      let list = ListFixture([section("", [item(1)])])
      proxy.connect(list.session)
      #expect(proxy.isConnected)
    }
    #expect(!proxy.isConnected)
    var ran = false
    proxy.refetch { ran = true }
    #expect(ran, "without a list, the change only runs")
  }

  @Test func pendingScrollLooksOnlyAtInsertedRowsOnceLookedUp() {
    var scroll = PendingScroll<Int>()
    scroll.request(4, animated: false)
    #expect(scroll.resolve { _ in nil } == nil)
    var lookUps = 0
    let found = scroll.resolveAfterBatch(
      identifier: { $0.item == 3 ? 4 : 0 }, insertedPaths: { [path(0, 1), path(0, 3)] },
      path: { _ in
        lookUps += 1
        return nil
      })
    #expect(found?.path == path(0, 3))
    #expect(found?.animated == false)
    #expect(lookUps == 0)
    #expect(scroll.target == nil)
    #expect(scroll.resolve { _ in path(0, 0) } == nil, "nothing waits any more")
  }
}
