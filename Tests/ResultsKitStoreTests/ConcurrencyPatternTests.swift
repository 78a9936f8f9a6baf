import ResultsKit
import ResultsKitStore
import ResultsKitTesting
import Testing

/// The documented way to write to a store from other tasks: the store, its controller and
/// its coordinator stay on the main actor; producers send `Sendable` values to it.
@MainActor
@Suite("Writing from other tasks")
struct ConcurrencyPatternTests {
  struct Reading: Identifiable, Equatable, Sendable {
    var id: Int
    var value: Int
  }

  /// The main-actor side: owns the store and everything that watches it.
  @MainActor
  final class Board {
    let store = ObjectStore<Reading>()
    let controller: ResultsController<Reading>
    let target: RecordingTarget
    let coordinator: ResultsCoordinator<Reading>

    init() throws {
      controller = ResultsController(
        store: store, request: FetchRequest(sortBy: [.ascending(\.value)]))
      target = RecordingTarget(monitor: controller)
      coordinator = ResultsCoordinator(target: target, monitor: controller)
      try coordinator.loadData()
    }

    /// Called from any task with `await`: the values cross into the main actor, the store does not.
    func commit(_ readings: [Reading]) throws {
      try store.perform { transaction in
        for reading in readings { transaction.upsert(reading) }
      }
    }
  }

  /// Twenty batches made by a detached task (off the main actor), streamed to the main actor.
  static func produce(into continuation: AsyncStream<[Reading]>.Continuation) async {
    for batch in 0..<20 {
      continuation.yield(
        (0..<10).map { Reading(id: batch * 10 + $0, value: ($0 * 7 + batch) % 13) })
      await Task.yield()
    }
    continuation.finish()
  }

  @Test("A background producer's values are committed on the main actor through a stream")
  func streamFromABackgroundTask() async throws {
    let board = try Board()
    let (stream, continuation) = AsyncStream<[Reading]>.makeStream()
    let producer = Task.detached { await Self.produce(into: continuation) }
    for await readings in stream {
      try board.commit(readings)
    }
    await producer.value
    #expect(board.store.count == 200)
    #expect(board.target.batches.count == 20)
    #expect(board.target.errors.isEmpty)
    #expect(
      board.controller.fetchedObjects.map(\.value)
        == board.controller.fetchedObjects.map(\.value).sorted())
    #expect(board.target.counts == [200])
  }

  @Test("Several background tasks call into the main-actor model directly")
  func tasksAwaitTheModel() async throws {
    let board = try Board()
    await withThrowingTaskGroup(of: Void.self) { group in
      for worker in 0..<4 {
        group.addTask {
          for step in 0..<10 {
            try await board.commit([Reading(id: worker * 100 + step, value: step)])
          }
        }
      }
    }
    #expect(board.store.count == 40)
    #expect(board.target.batches.count == 40)
    #expect(board.target.errors.isEmpty)
    #expect(board.controller.numberOfObjects == 40)
  }
}
