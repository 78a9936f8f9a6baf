import Testing

@testable import ResultsKitStore

/// `CommitBacklog` on its own: what a controller without subscribers keeps, when it gives up
/// and fetches from scratch instead, and which commits it skips as already held.
@Suite("CommitBacklog: kept commits, overflow, versions")
struct CommitBacklogTests {
  typealias Backlog = CommitBacklog<Todo>

  /// A commit at `version` with `count` inserts.
  func commit(_ version: UInt64, inserts count: Int, from first: Int = 0) -> StoreChanges<Todo> {
    StoreChanges(
      version: version,
      changes: (first..<first + count).map {
        StoreChange(
          old: nil, new: Todo(id: $0, title: "t\($0)"), sequence: UInt64($0), row: Int32($0))
      })
  }

  @Test("Keeps commits up to max(n / 2, 4096) changes, then drops them all")
  func overflow() {
    #expect(Backlog.limit(fetchedCount: 10_000) == 5_000)
    #expect(Backlog.limit(fetchedCount: 100) == 4_096)
    var backlog = Backlog()
    #expect(backlog.isCurrent)
    let kept1 = backlog.keep(commit(1, inserts: 3_000), fetchedCount: 10_000)
    #expect(kept1)
    let kept2 = backlog.keep(commit(2, inserts: 2_000, from: 3_000), fetchedCount: 10_000)
    #expect(kept2)
    #expect(backlog.commits.count == 2)
    #expect(!backlog.overflowed)
    #expect(!backlog.isCurrent)
    let kept3 = backlog.keep(commit(3, inserts: 1, from: 5_000), fetchedCount: 10_000)
    #expect(!kept3)
    #expect(backlog.overflowed)
    #expect(backlog.commits.isEmpty)
    #expect(!backlog.isCurrent)
    backlog.reset(toVersion: 3)
    #expect(backlog.isCurrent)
    #expect(backlog.changeCount == 0)
    #expect(backlog.contains(commit(3, inserts: 0)))
    #expect(!backlog.contains(commit(4, inserts: 0)))
  }

  @Test("Hands over the kept commits and the new one, and skips what the results then hold")
  func take() {
    var backlog = Backlog()
    let kept4 = backlog.keep(commit(1, inserts: 2), fetchedCount: 0)
    #expect(kept4)
    let kept5 = backlog.keep(commit(2, inserts: 2, from: 2), fetchedCount: 0)
    #expect(kept5)
    let taken = backlog.take(appending: commit(3, inserts: 1, from: 4))
    #expect(taken.map(\.version) == [1, 2, 3])
    #expect(backlog.isCurrent)
    #expect(backlog.changeCount == 0)
    #expect(backlog.contentsVersion == 3)
    #expect(backlog.contains(commit(2, inserts: 0)))
    #expect(!backlog.contains(commit(4, inserts: 0)))
    let again = backlog.take()
    #expect(again.isEmpty)
    #expect(backlog.contentsVersion == 3)
  }

  @Test("Merging drops an object inserted and deleted again, keeps one updated and back")
  func merged() {
    let a = Todo(id: 1, title: "a")
    let b = Todo(id: 2, title: "b")
    let merged = Backlog.merged([
      [
        StoreChange(old: nil, new: a, sequence: 1, row: 0),
        StoreChange(old: b, new: Todo(id: 2, title: "c"), sequence: 2, row: 1),
      ],
      [
        StoreChange(old: a, new: nil, sequence: 1, row: 0),
        StoreChange(old: Todo(id: 2, title: "c"), new: b, sequence: 2, row: 1),
      ],
    ])
    #expect(merged.count == 1)
    #expect(merged.first?.old == b)
    #expect(merged.first?.new == b)
  }
}
