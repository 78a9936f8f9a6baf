import ResultsKitTesting

@testable import ResultsKitSQLite

extension HostileModelRun {
  /// A change of the table's schema by another connection (now and then a store's own):
  /// SQLite's migration recipe (a new table, a copy, perhaps in reverse `rowid` order and with
  /// values changed, a drop and a rename), the table dropped and made again with a few rows,
  /// renamed away and back (or a new table made in its place), a second unique index made or
  /// dropped, a column the type lacks added (with a default) or dropped.
  mutating func schemaChange() throws {
    let schema = try SampleSchema.read(sql)
    let away = try SampleSchema.read(sql, table: SampleTable.away).exists
    guard schema.exists else {
      if away, random.oneIn(2) {
        count("rename back")
        try execute("ALTER TABLE \(SampleTable.away) RENAME TO \(SampleTable.name)", what: "schema")
      } else {
        count("new table")
        try execute(recreate(drop: false), what: "schema")
      }
      return
    }
    switch random.next(below: 12) {
    case 0, 1:
      count("migration")
      try execute(migration(), what: "schema")
    case 2, 9:
      count("drop and create")
      try execute(recreate(drop: true), what: "schema")
    case 3, 8:
      count("rename away")
      let drop = away ? "DROP TABLE \(SampleTable.away);\n" : ""
      try execute(
        drop + "ALTER TABLE \(SampleTable.name) RENAME TO \(SampleTable.away)", what: "schema")
    case 4, 5, 10:
      let indexed = schema.uniqueKeys.contains { $0.name == SampleTable.secondIndex }
      if indexed {
        count("drop unique index")
        try execute("DROP INDEX \(SampleTable.secondIndex)", what: "schema")
      } else {
        count("unique index")
        let columns = random.element(of: SampleTable.secondIndexColumns)
        try execute(
          "CREATE UNIQUE INDEX \(SampleTable.secondIndex) ON \(SampleTable.name) \(columns)",
          what: "schema")
      }
    default:
      if let extra = schema.extraColumns.first, random.oneIn(2) {
        count("drop column")
        try execute("ALTER TABLE \(SampleTable.name) DROP COLUMN \(extra)", what: "schema")
      } else {
        count("add column")
        addedColumns += 1
        let definition = random.element(of: [
          "TEXT DEFAULT 'x'", "INTEGER NOT NULL DEFAULT 0", "REAL DEFAULT NULL",
          "BLOB DEFAULT X'00'",
        ])
        try execute(
          "ALTER TABLE \(SampleTable.name) ADD COLUMN extra\(addedColumns) \(definition)",
          what: "schema")
      }
    }
  }

  /// SQLite's recipe for changing a table: a new table of some variant, the rows copied
  /// (forwards or backwards, so that the later of two spellings may become the earlier; a
  /// value changed; the rows a NUMERIC code would change, or a NOCASE code refuse, left out),
  /// the old table dropped and the new one renamed; in one transaction.
  mutating func migration() -> String {
    let variant = random.next(below: SampleTable.variants.count)
    let columns = SampleTable.columns.joined(separator: ", ")
    var selected = SampleTable.columns
    if random.oneIn(2) {
      selected[2] = "CASE WHEN typeof(value) = 'real' THEN value * 2 ELSE value END"
    }
    if random.oneIn(3) {
      selected[3] = "CASE WHEN typeof(single) = 'real' THEN -single ELSE single END"
    }
    let filter =
      SampleTable.hasNumericCode(variant: variant)
      ? " WHERE code <> '\(SampleDraws.numericCode)'" : ""
    let order = random.oneIn(2) ? "rowid DESC" : "rowid"
    return """
      BEGIN;
      \(SampleTable.create(SampleTable.new, variant: variant));
      INSERT OR IGNORE INTO \(SampleTable.new) (\(columns))
        SELECT \(selected.joined(separator: ", ")) FROM \(SampleTable.name)\(filter) ORDER BY \(order);
      DROP TABLE \(SampleTable.name);
      ALTER TABLE \(SampleTable.new) RENAME TO \(SampleTable.name);
      COMMIT
      """
  }

  /// The table (dropped first when `drop`) made again in some variant, with up to four rows
  /// of any spellings; in a transaction or not.
  mutating func recreate(drop: Bool) -> String {
    var statements = drop ? ["DROP TABLE \(SampleTable.name)"] : []
    statements.append(SampleTable.create(variant: random.next(below: SampleTable.variants.count)))
    for _ in 0..<random.next(below: 5) {
      // The new table has no triggers: rows of other spellings go unlogged.
      let id = random.identifierSpelling()
      let sample = random.sample(id: id, codes: SampleDraws.sqlCodes)
      statements.append(SampleTable.insert(sample, verb: "INSERT OR IGNORE", random: &random))
    }
    let script = statements.joined(separator: ";\n")
    return random.oneIn(2) ? "BEGIN;\n" + script + ";\nCOMMIT" : script
  }
}
