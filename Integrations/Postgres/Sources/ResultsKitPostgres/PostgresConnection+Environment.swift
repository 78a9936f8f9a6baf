import PostgresNIO

extension PostgresConnection.Configuration {
  /// The server that libpq's environment variables name, without TLS.
  ///
  ///     let configuration = try PostgresConnection.Configuration(
  ///       environment: ProcessInfo.processInfo.environment)
  ///     let store = try await PostgresStore<Train>.open(configuration: configuration, table: "trains")
  ///
  /// `PGHOST` (a host name or address; a path is a folder holding the server's Unix socket),
  /// `PGPORT` (5432 when unset) and `PGUSER` name the server and the role; `PGPASSWORD` is the
  /// password (none when unset) and `PGDATABASE` the database (`PGUSER`'s name when unset), as
  /// `psql` reads them. `Scripts/with-postgres` sets them all.
  ///
  /// - Parameter environment: The process environment.
  /// - Throws: ``PostgresEnvironmentError`` naming the variable that is missing (`PGHOST`,
  ///   `PGUSER`) or not valid (`PGPORT` not a port number).
  public init(environment: [String: String]) throws(PostgresEnvironmentError) {
    func value(_ name: String) -> String? {
      guard let value = environment[name], !value.isEmpty else { return nil }
      return value
    }
    guard let host = value("PGHOST") else { throw .missing(variable: "PGHOST") }
    guard let user = value("PGUSER") else { throw .missing(variable: "PGUSER") }
    var port = 5432
    if let text = value("PGPORT") {
      guard let number = Int(text), (1...65_535).contains(number) else {
        throw .invalid(variable: "PGPORT", value: text, expected: "a port number (1 to 65535)")
      }
      port = number
    }
    let database = value("PGDATABASE") ?? user
    let password = value("PGPASSWORD")
    if host.hasPrefix("/") {
      self.init(
        unixSocketPath: host + "/.s.PGSQL.\(port)", username: user, password: password,
        database: database)
    } else {
      self.init(
        host: host, port: port, username: user, password: password, database: database,
        tls: .disable)
    }
  }
}
