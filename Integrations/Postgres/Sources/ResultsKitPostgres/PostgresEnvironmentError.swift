/// Why the `PG*` environment variables do not name a server to connect to (see
/// `PostgresConnection.Configuration.init(environment:)`).
public enum PostgresEnvironmentError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A variable that has no default is not set (or is empty).
  case missing(variable: String)
  /// A variable is set to something it cannot be: `PGPORT` not a port number, say.
  case invalid(variable: String, value: String, expected: String)

  /// What is wrong, naming the variable.
  public var description: String {
    switch self {
    case let .missing(variable):
      "\(variable) is not set: PGHOST, PGPORT, PGUSER, PGPASSWORD and PGDATABASE name the "
        + "server to connect to"
    case let .invalid(variable, value, expected):
      "\(variable) is \"\(value)\", which is not \(expected)"
    }
  }
}
