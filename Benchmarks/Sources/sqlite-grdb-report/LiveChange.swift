import GRDB
import ResultsKitStore
import ResultsKitTesting
import SQLiteScenarios

/// One change the live measurement makes to both files, in one transaction.
///
/// Each of `ids` moves by `shift` seconds (modulo 5,000) and gets a minute more delay, as
/// sqlite-report's other connection does. Both sides get the same changes, so they keep the
/// same contents.
struct LiveChange {
  /// The departures changed, in ascending order.
  let ids: [Int]
  /// The seconds added to their `time`.
  let shift: Int

  /// `rows` distinct departures out of identifiers `0..<count`, and a shift, drawn from
  /// `random`.
  static func random(
    rows: Int, among count: Int, _ random: inout SeededRandomNumberGenerator
  ) -> LiveChange {
    var ids = Set<Int>()
    while ids.count < rows { ids.insert(random.next(below: count)) }
    return LiveChange(ids: ids.sorted(), shift: random.next(below: 5_000))
  }

  /// What the change does to one departure.
  func change(_ departure: inout Departure) {
    departure.time = (departure.time + shift) % 5_000
    departure.delay += 60
  }

  /// Makes the change through `store` (ResultsKit: another connection's store on the file).
  func apply(to store: ObjectStore<Departure>) throws {
    try store.perform { transaction in
      for id in ids { try transaction.update(id) { change(&$0) } }
    }
  }

  /// Makes the change through `pool` (GRDB): each record fetched, changed and updated.
  func apply(to pool: DatabasePool) throws {
    try pool.write { db in
      for id in ids {
        guard var departure = try Departure.fetchOne(db, key: id) else {
          throw ReportFailure("GRDB: no departure \(id)")
        }
        change(&departure)
        try departure.update(db)
      }
    }
  }
}
