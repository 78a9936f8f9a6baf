import ResultsKitTesting

@testable import ResultsKitSQLite
@testable import ResultsKitStore

extension HostileModelRun {
  /// `refresh()` of one store or both (in either order): afterwards each holds, bit for bit,
  /// what the file holds as ``FileSnapshot`` reads it; it returns whether that changed
  /// anything, with one commit and at most one batch when it did.
  mutating func refresh() throws {
    let which = random.next(below: 3)
    let order = which == 2 ? (random.oneIn(2) ? [0, 1] : [1, 0]) : [which]
    if order.count == 2 { count("both refresh") }
    for index in order {
      let name = Self.names[index]
      let watched = stores[index]
      let before = watched.contents
      let commitsBefore = watched.commits
      note("\(name).refresh()")
      let changed: Bool
      do {
        changed = try watched.store.refresh()
      } catch {
        fail("\(name).refresh() threw \(error)")
        return
      }
      let batches = try watched.replayNewBatches()
      let file = try snapshot()
      count(changed ? "\(name) refresh" : "refresh, none")
      expect(
        watched.contents == file.objects,
        "\(name) holds \(Self.difference(watched.contents, file.objects)) after refresh() (store vs file)"
      )
      memory[index] = file.objects
      expect(changed == (before != file.objects), "\(name).refresh() returned \(changed)")
      expect(
        watched.commits - commitsBefore == (changed ? 1 : 0),
        "\(name).refresh() delivered \(watched.commits - commitsBefore) commits")
      expect(batches <= 1, "\(name).refresh() delivered \(batches) batches")
    }
  }

  /// A third store opens the file on a connection that may write (and so may install the
  /// triggers a schema change removed) and holds what the file holds.
  mutating func writableReopen() throws {
    count("writable reopen")
    note("ObjectStore<Sample>(database: SQLiteDatabase(path: path), table: \"samples\")")
    let database = try SQLiteDatabase(path: path)
    defer { database.close() }
    let store = try ObjectStore<Sample>(database: database, table: SampleTable.name)
    let held = store.storage.records.mapValues(\.object)
    let file = try snapshot()
    expect(
      held == file.objects,
      "a writable reopen holds \(Self.difference(held, file.objects)) (reopen vs file)")
  }
}
