import ResultsKitTesting

@testable import ResultsKitSQLite
@testable import ResultsKitStore

extension HostileModelRun {
  /// A transaction of store `index`: upserts (of new samples, of changed ones, in any
  /// spelling of their identifier) and deletes, now and then after `deleteAll()`.
  ///
  /// It must either commit, leaving in the file exactly what it wrote (one row per identifier
  /// written, in its canonical spelling, none for one deleted, the other rows as they were),
  /// or throw when SQLite must refuse it (a UNIQUE conflict, a code a NUMERIC column would
  /// change, no table), changing nothing, in memory or in the file.
  mutating func transaction(_ index: Int) throws {
    let name = Self.names[index]
    let watched = stores[index]
    let held = memory[index]
    let transaction = SampleTransaction(held: held, random: &random)
    let write = transaction.write(from: held)
    note("\(name).\(transaction)")
    let before = try snapshot()
    let schema = try SampleSchema.read(sql)
    let commitsBefore = watched.commits
    var thrown: SQLiteError?
    do {
      try watched.store.perform { transaction.run(in: &$0) }
    } catch let error as SQLiteError {
      thrown = error
    }
    let batches = try watched.replayNewBatches()
    let after = try snapshot()
    if transaction.clearedAll { count("deleteAll") }
    let refusal = write.refusal(on: before, schema: schema)
    if let thrown {
      note("  threw \(thrown)")
      checkRefused(index, thrown, write: write, refusal: refusal, schema: schema)
      expect(watched.contents == held, "\(name)'s failed transaction changed memory")
      expect(watched.commits == commitsBefore, "\(name)'s failed transaction delivered a commit")
      expect(batches == 0, "\(name)'s failed transaction delivered \(batches) batches")
      expect(
        after == before,
        "\(name)'s failed transaction changed the file: \(after.rows) was \(before.rows)")
      return
    }
    if refusal == "no table" {
      count("write without a table, created")
    } else if let refusal {
      fail("\(name)'s transaction did not throw, but SQLite must refuse it: \(refusal)")
    }
    let next = transaction.committed(onto: held)
    expect(
      watched.contents == next,
      "\(name) holds \(Self.difference(watched.contents, next)) after its transaction")
    memory[index] = next
    if !write.isEmpty { count("\(name) commit") }
    let commits = watched.commits - commitsBefore
    expect(commits == (write.isEmpty ? 0 : 1), "\(name) delivered \(commits) commits")
    expect(batches <= 1, "\(name) delivered \(batches) batches")
    checkWritten(write, name: name, before: before, after: after)
  }

  /// A transaction of store `index` writing `write` threw `thrown`: SQLite must refuse it
  /// (`refusal`, on a table of `schema`), for that reason.
  mutating func checkRefused(
    _ index: Int, _ thrown: SQLiteError, write: StoreWrite, refusal: String?,
    schema: SampleSchema
  ) {
    let name = Self.names[index]
    let mismatch = thrown.primaryCode == SQLiteError.mismatchCode
    count(thrown.primaryCode == 19 ? "\(name) conflict" : "\(name) refused (\(thrown.primaryCode))")
    expect(refusal != nil, "\(name)'s transaction threw \(thrown) though SQLite takes it")
    if refusal == "no table" {
      count("write without a table, refused")
    } else if mismatch {
      expect(
        schema.changesNumericCode,
        "\(name) refused \(thrown) in a code column declared \(schema.codeType)")
    }
  }

  /// The file after a successful write: exactly one row (canonically spelled) holding each
  /// object written, none for an identifier deleted, and every other row as it was (none
  /// after "remove everything").
  mutating func checkWritten(
    _ write: StoreWrite, name: String, before: FileSnapshot, after: FileSnapshot
  ) {
    if write.removesAll { count("removesAll") }
    for object in write.upserts {
      let rows = after.rows(of: object.id)
      let canonical = Array(object.id.canonicalSpelling.utf8)
      expect(
        rows.count == 1
          && rows.first.flatMap { $0.values[0].text.map { Array($0.utf8) } } == canonical,
        "\(name) wrote \(object) but the file has the rows \(rows) for it")
      expect(
        after.objects[object.id] == object,
        "\(name) wrote \(object) but the file reads \(after.objects[object.id].map(\.description) ?? "nothing")"
      )
    }
    for id in write.deletions {
      let rows = after.rows(of: id)
      expect(
        rows.isEmpty, "\(name) deleted \(Sample.escaped(id)) but the file has the rows \(rows)")
    }
    let touched = write.touched
    let untouched = { (rows: [FileSnapshot.Row]) in
      rows.filter { !touched.contains($0.values[0].text?.canonicalSpelling ?? "") }
    }
    let expected = write.removesAll ? [] : untouched(before.rows)
    expect(
      untouched(after.rows) == expected,
      "\(name)'s write changed other rows: \(untouched(after.rows)) was \(expected)")
  }
}
