import Testing

@testable import ResultsKitStore

/// `CommitBacklog` on its own: what a controller without subscribers keeps, when it gives up
/// and fetches from scratch instead, and which commits it skips as already held.
@Suite("CommitBacklog: kept commits, overflow, versions")
struct CommitBacklogTests {
  typealias Backlog = CommitBacklog<Todo>

  /// A commit at `version` with `count` inserts.
  func commit(_ version: UInt64, inserts count: Int, from first: Int = 0) -> StoreChanges<Todo> {
    let ids = first..<first + count
    return StoreChanges(
      version: version,
      changes: CommitChanges(
        ids.map { StoreChange(old: nil, sequence: UInt64($0), row: Int32($0), hasNew: true) },
        news: ids.map { Todo(id: $0, title: "t\($0)") }))
  }

  /// Changes of one commit, each its old and new content, insertion number and row.
  func changes(_ entries: [(old: Todo?, new: Todo?, sequence: UInt64, row: Int32)])
    -> CommitChanges<Todo>
  {
    CommitChanges(
      entries.map {
        StoreChange(old: $0.old, sequence: $0.sequence, row: $0.row, hasNew: $0.new != nil)
      },
      news: entries.map(\.new))
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
      changes([(nil, a, 1, 0), (b, Todo(id: 2, title: "c"), 2, 1)]),
      changes([(a, nil, 1, 0), (Todo(id: 2, title: "c"), b, 2, 1)]),
    ])
    #expect(merged.count == 1)
    #expect(merged.list.first?.old == b)
    #expect(merged.new(at: 0) == b)
  }
}
