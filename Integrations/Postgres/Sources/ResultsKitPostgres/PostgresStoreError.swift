import PostgresNIO

/// Why a ``PostgresStore`` could not open, write or follow.
///
/// Every error leaves the in-memory store as it was: a write that fails on the server is not
/// applied, and a table that does not fit the type is refused before anything is written.
public enum PostgresStoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The server could not be reached (no server at that address, a refused or timed-out
  /// connection).
  case connectionFailed(host: String, port: Int, reason: String)
  /// The server refused the user name or password.
  case authenticationFailed(user: String, reason: String)
  /// The connection was closed, by this client or the server, or dropped.
  case connectionClosed(reason: String)
  /// The server rolled back a statement or transaction: nothing of it was kept. `sqlState`
  /// is PostgreSQL's error code (`23505` for a unique violation, say).
  case serverError(sqlState: String, message: String)
  /// The table has no column for a property that cannot be `nil`; add it, or make the
  /// property optional (an optional property's column is added).
  case missingColumn(table: String, column: String)
  /// A property's column has another type than the property needs.
  case columnTypeMismatch(table: String, column: String, expected: String, found: String)
  /// The table has a column the type does not write that takes no `NULL` and has no default:
  /// no row could be inserted.
  case unexpectedColumn(table: String, column: String)
  /// The table's primary key is not its `id` column.
  case identifierNotPrimaryKey(table: String)
  /// A row's value could not be read as the type's property.
  case undecodableValue(column: String, reason: String)
  /// A row of the table is not an object of the type.
  case undecodableRow(table: String, reason: String)
  /// An object is not a row: it does not encode as a keyed container of properties, or a
  /// property does not fit its column.
  case unencodableObject(reason: String)
  /// The store was written through its `ObjectStore` directly; write through
  /// ``PostgresStore/perform(_:)``.
  case writeOutsidePerform
  /// A write's `COMMIT` was sent but its answer was lost (the connection dropped), and the
  /// server could not be asked whether `transaction` (its `pg_current_xact_id()`) committed:
  /// the write may have been kept or not. Memory does not have it; the next catch-up
  /// reconciles memory with the table either way.
  case commitOutcomeUnknown(transaction: String, reason: String)
  /// The ``PostgresStore`` was closed.
  case closed
  /// Something else went wrong, described in `reason`.
  case unexpected(reason: String)

  /// What went wrong, in a sentence that names the table, column or server.
  public var description: String {
    switch self {
    case let .connectionFailed(host, port, reason):
      "Cannot connect to PostgreSQL at \(host):\(port): \(reason)"
    case let .authenticationFailed(user, reason):
      "PostgreSQL refused the credentials of user \(user): \(reason)"
    case let .connectionClosed(reason):
      "The connection to PostgreSQL was closed: \(reason)"
    case let .serverError(sqlState, message):
      "PostgreSQL rolled the statement back (SQLSTATE \(sqlState)): \(message)"
    case let .missingColumn(table, column):
      "The table \(table) has no column \(column), which the type needs (and cannot be nil)"
    case let .columnTypeMismatch(table, column, expected, found):
      "The column \(column) of the table \(table) is \(found), but the type needs \(expected)"
    case let .unexpectedColumn(table, column):
      "The table \(table) has a column \(column) that the type does not write, NOT NULL and without a default"
    case let .identifierNotPrimaryKey(table):
      "The primary key of the table \(table) is not its column id alone"
    case let .undecodableValue(column, reason):
      "The column \(column) holds a value that cannot be read: \(reason)"
    case let .undecodableRow(table, reason):
      "A row of the table \(table) is not an object of the type: \(reason)"
    case let .unencodableObject(reason):
      "The object cannot be written as a row: \(reason)"
    case .writeOutsidePerform:
      "A PostgreSQL store is written through PostgresStore.perform, not its ObjectStore's perform"
    case let .commitOutcomeUnknown(transaction, reason):
      "The answer to COMMIT of transaction \(transaction) was lost, and whether it committed is unknown: \(reason)"
    case .closed:
      "The PostgreSQL store was closed"
    case let .unexpected(reason):
      "The PostgreSQL store met an unexpected error: \(reason)"
    }
  }

  /// The store's error for what PostgresNIO threw (`error` itself when it already is one).
  static func from(
    _ error: any Error, configuration: PostgresConnection.Configuration
  ) -> PostgresStoreError {
    if let error = error as? PostgresStoreError { return error }
    if let error = error as? PostgresDecodingError {
      return .undecodableValue(
        column: error.columnName,
        reason: "\(error.code) reading a \(error.postgresType) as \(error.targetType)")
    }
    guard let error = error as? PSQLError else {
      return .unexpected(reason: String(describing: error))
    }
    if let info = error.serverInfo {
      let state = info[.sqlState] ?? "?"
      let message = info[.message] ?? "no message"
      // Class 28: invalid authorization (28P01 a wrong password, 28000 no such role).
      if state.hasPrefix("28") {
        return .authenticationFailed(user: configuration.username, reason: message)
      }
      return .serverError(sqlState: state, message: message)
    }
    let reason: String
    if let underlying = error.underlying {
      reason = String(describing: underlying)
    } else {
      reason = error.code.description
    }
    switch error.code {
    case .clientClosedConnection, .serverClosedConnection, .uncleanShutdown:
      return .connectionClosed(reason: reason)
    case .saslError, .authMechanismRequiresPassword, .unsupportedAuthMechanism:
      return .authenticationFailed(user: configuration.username, reason: reason)
    default:
      return .connectionFailed(
        host: configuration.host ?? configuration.unixSocketPath ?? "?",
        port: configuration.port ?? 0, reason: reason)
    }
  }
}
