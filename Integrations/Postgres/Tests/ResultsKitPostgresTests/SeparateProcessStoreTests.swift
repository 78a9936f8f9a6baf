import Foundation
import PostgresNIO
import ResultsKit
import ResultsKitPostgres
import ResultsKitStore
import Testing

/// A store in a process of its own among the random writers.
///
/// `resultskit-postgres-client`, built with the tests, writes beside two following stores
/// here and raw SQL; at quiescence every store equals the table and every controller a fresh
/// fetch.
@Suite(
  "Following: a store in another process among random writers",
  .enabled(if: TestServer.isAvailable, "no PostgreSQL"))
@MainActor
struct SeparateProcessStoreTests {
  /// The client's executable: `RESULTSKIT_POSTGRES_CLIENT`, or the one built beside the test
  /// bundle (in its directory or one of the three above, as on macOS, where the bundle's
  /// executable is deeper).
  static func clientExecutable() throws -> URL {
    if let path = TestServer.environment["RESULTSKIT_POSTGRES_CLIENT"] {
      return URL(fileURLWithPath: path)
    }
    let name = "resultskit-postgres-client"
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    throw PostgresStoreError.unexpected(
      reason: "no \(name) beside \(CommandLine.arguments[0]); set RESULTSKIT_POSTGRES_CLIENT")
  }

  /// The client's result line, parsed: `equal`, `controller`, `rows`, `batches`, `commits`.
  static func fields(of line: Substring) -> [String: String] {
    Dictionary(
      line.split(separator: " ").dropFirst().compactMap { field in
        let parts = field.split(separator: "=", maxSplits: 1)
        return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
      }, uniquingKeysWith: { _, last in last })
  }

  @Test("Two following stores, a store in another process and raw SQL: all equal the table")
  func separateProcess() async throws {
    let seed = UInt64.random(in: 0...UInt64(UInt32.max))
    let table = TestServer.uniqueTable("process")
    var followErrors: [String] = []
    let stores = try await openFollowingPair(
      table, configuration: TestServer.configuration(),
      seed: Item(id: 1, title: "seed", rank: 0, done: false, note: nil),
      onFollowError: { followErrors.append("\($0)") })
    let (first, second) = (stores[0], stores[1])
    let watched = stores.map { WatchedStore($0, request: ModelBasedFollowingTests.request) }

    // The child writes 25 seeded transactions while the others write theirs.
    let child = Process()
    child.executableURL = try Self.clientExecutable()
    child.arguments = [table, "\(seed)", "25"]
    let input = Pipe()
    let output = Pipe()
    child.standardInput = input
    child.standardOutput = output
    try child.run()
    // A test that stops early does not leave the child waiting for its line.
    defer { if child.isRunning { child.terminate() } }
    let childOutput = Task.detached {
      String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
    let raw = try await TestServer.connect()
    let writers = [
      Task { await ModelBasedFollowingTests.writeRandomly(first) },
      Task { await ModelBasedFollowingTests.writeRandomly(second) },
      Task { await ModelBasedFollowingTests.writeRawSQL(table, on: raw) },
    ]
    var writeErrors: [String] = []
    for writer in writers { writeErrors += await writer.value }
    // Every writer here is done: the child catches up (after its own writes) and compares.
    input.fileHandleForWriting.write(Data("check\n".utf8))
    let printed = await childOutput.value
    child.waitUntilExit()
    #expect(
      writeErrors.isEmpty && followErrors.isEmpty, "seed \(seed): \(writeErrors) \(followErrors)")

    let expected = try await tableItems(table, on: raw)
    let lines = printed.split(separator: "\n")
    // The child's failed writes are the server's deadlocks: rolled back, nothing kept.
    #expect(lines.contains { $0.hasPrefix("wrote ") }, "seed \(seed): \(printed)")
    let result = try #require(lines.last { $0.hasPrefix("result ") }, "seed \(seed): \(printed)")
    let fields = Self.fields(of: result)
    #expect(child.terminationStatus == 0, "seed \(seed): \(printed)")
    #expect(fields["equal"] == "true" && fields["controller"] == "true", "seed \(seed): \(result)")
    #expect(fields["rows"] == "\(expected.count)", "seed \(seed): \(result)")
    let childBatches = Int(fields["batches"] ?? "") ?? .max
    #expect(childBatches > 0 && childBatches <= Int(fields["commits"] ?? "") ?? 0, "\(result)")

    for (index, store) in stores.enumerated() {
      let reached = try await eventually { store.byID == expected }
      #expect(reached, "seed \(seed): store \(index) differs from the table")
      watched[index].checkController("seed \(seed): store \(index)")
    }
    try await raw.close()
    await first.close()
    await second.close()
  }
}
