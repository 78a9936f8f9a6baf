import PostgresNIO

/// Objects decoded by one task of a full read, handed to the reader once.
///
/// Unchecked: the objects are made by the task that decodes them and referenced by nothing
/// else until the reader takes them, so they cross from that task to the reader exactly once.
struct DecodedRows<Object>: @unchecked Sendable {
  /// The chunk's position among the read's chunks.
  var chunk: Int
  /// The objects, in row order, or the first row that did not decode.
  var result: Result<[Object], PostgresStoreError>
}

/// What a full read decoded, handed to the main actor once (unchecked for the same reason as
/// ``DecodedRows``).
struct FullRead<Object>: @unchecked Sendable {
  var objects: [Object]
}

extension PostgresStore {
  /// How many rows one decoding task of a full read takes.
  nonisolated static var fullReadChunk: Int { 8_192 }

  /// Decodes a full read's rows (``PostgresChangeLog/fullReadQuery(columns:)``) while they
  /// arrive: the rows are gathered in chunks off the main actor, and each chunk is decoded by
  /// a task of its own, so that receiving and decoding use every core.
  ///
  /// - Returns: The objects, in row order.
  /// - Throws: The first error receiving the rows, else
  ///   ``PostgresStoreError/undecodableRow(table:reason:)`` for the first row (in row order)
  ///   that does not decode.
  ///
  /// Nonisolated and asynchronous: it runs off the caller's actor.
  nonisolated static func decodeFullRead(
    _ rows: PostgresRowSequence, columns: [(name: String, kind: ColumnKind)], table: String
  ) async throws -> FullRead<Object> {
    let positions = RowDecoder.positions(of: columns)
    return try await withThrowingTaskGroup(of: DecodedRows<Object>.self) { group in
      var chunk: [PostgresRow] = []
      var chunks = 0
      /// Hands `chunk` to a task of its own.
      func dispatch() {
        let taken = chunk
        let number = chunks
        group.addTask {
          DecodedRows(
            chunk: number,
            result: Result { () throws(PostgresStoreError) in
              try decode(taken, columns: columns, positions: positions, table: table)
            })
        }
        chunks += 1
        chunk = []
        chunk.reserveCapacity(fullReadChunk)
      }
      chunk.reserveCapacity(fullReadChunk)
      for try await row in rows {
        chunk.append(row)
        if chunk.count == fullReadChunk { dispatch() }
      }
      if !chunk.isEmpty { dispatch() }
      var decoded = [Result<[Object], PostgresStoreError>?](repeating: nil, count: chunks)
      for try await part in group { decoded[part.chunk] = part.result }
      var objects: [Object] = []
      for part in decoded {
        guard let part else { continue }
        let some = try part.get()
        // Every chunk but the last is as full as the first.
        if objects.isEmpty { objects.reserveCapacity(some.count * chunks) }
        objects.append(contentsOf: some)
      }
      return FullRead(objects: objects)
    }
  }

  /// The objects of `rows`.
  nonisolated private static func decode(
    _ rows: [PostgresRow], columns: [(name: String, kind: ColumnKind)],
    positions: [String: Int], table: String
  ) throws(PostgresStoreError) -> [Object] {
    var objects: [Object] = []
    objects.reserveCapacity(rows.count)
    for row in rows {
      objects.append(
        try object(
          in: row.makeRandomAccess(), from: 0, columns: columns, positions: positions,
          table: table))
    }
    return objects
  }
}
