import PostgresNIO
import ResultsKitPostgres
import Testing

@Suite struct EnvironmentConfigurationTests {
  private let full = [
    "PGHOST": "db.example", "PGPORT": "6543", "PGUSER": "board", "PGPASSWORD": "secret",
    "PGDATABASE": "trains",
  ]

  @Test func theVariablesNameTheServer() throws {
    let configuration = try PostgresConnection.Configuration(environment: full)
    #expect(configuration.host == "db.example")
    #expect(configuration.port == 6543)
    #expect(configuration.username == "board")
    #expect(configuration.password == "secret")
    #expect(configuration.database == "trains")
  }

  @Test func portAndDatabaseHaveDefaults() throws {
    let configuration = try PostgresConnection.Configuration(
      environment: ["PGHOST": "localhost", "PGUSER": "board", "PGPORT": ""])
    #expect(configuration.port == 5432)
    #expect(configuration.database == "board")
    #expect(configuration.password == nil)
  }

  @Test func aHostPathIsTheSocketsFolder() throws {
    let configuration = try PostgresConnection.Configuration(
      environment: ["PGHOST": "/tmp/pg", "PGUSER": "board", "PGPORT": "5433"])
    #expect(configuration.unixSocketPath == "/tmp/pg/.s.PGSQL.5433")
    #expect(configuration.host == nil)
  }

  @Test(arguments: ["PGHOST", "PGUSER"])
  func aMissingVariableIsNamed(_ name: String) {
    var environment = full
    environment[name] = nil
    #expect(throws: PostgresEnvironmentError.missing(variable: name)) {
      try PostgresConnection.Configuration(environment: environment)
    }
    #expect(PostgresEnvironmentError.missing(variable: name).description.hasPrefix(name))
  }

  @Test(arguments: ["postgres", "0", "70000"])
  func aPortThatIsNotOneIsNamed(_ port: String) {
    var environment = full
    environment["PGPORT"] = port
    let expected = PostgresEnvironmentError.invalid(
      variable: "PGPORT", value: port, expected: "a port number (1 to 65535)")
    #expect(throws: expected) { try PostgresConnection.Configuration(environment: environment) }
    #expect(expected.description.contains("\"\(port)\""))
  }
}
