// expect: cannot exit main actor-isolated context
// Writing to a main-actor store from a nonisolated function, without hopping to the main actor.
import ResultsKitStore

struct Reading: Identifiable, Equatable, Sendable {
  var id: Int
  var value: Int
}

@MainActor final class Board {
  let store = ObjectStore<Reading>()
}

func writeFromBackground(_ board: Board) async throws {
  try board.store.perform { try $0.insert(Reading(id: 1, value: 1)) }
}
