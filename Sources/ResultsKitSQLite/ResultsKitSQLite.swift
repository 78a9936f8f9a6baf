// ResultsKitSQLite: an ObjectStore kept in a SQLite file. (Placeholder; the module's files
// replace it.)
