import ResultsKit
import ResultsKitTesting
import Testing

@testable import ResultsKitStore

/// Arrivals reported at their rows under a sort key whose `<` is not a strict order.
///
/// A commit applied object by object inserts each section's arrivals in their order, and in a
/// strict order each keeps the rank its insertion returned. Under a sort key whose `<` goes
/// round in a circle, a later arrival can land before an earlier one: every arrival must still
/// be reported at the row it ends up in.
@Suite("Arrivals under a sort key that is not a strict order")
struct CircularOrderArrivalTests {
  /// Rock before paper before scissors before rock: pure, but not a strict order.
  enum Hand: Int, Comparable {
    case rock, paper, scissors

    static func < (lhs: Hand, rhs: Hand) -> Bool { (lhs.rawValue + 1) % 3 == rhs.rawValue }
  }

  struct Item: Identifiable, Equatable {
    var id: Int
    var hand: Hand
    var rank = 0
    var name = ""
  }

  @Test("Only orders of Int and String keys skip the check of their arrivals' ranks")
  func strictOrders() throws {
    let store = try ObjectStore([Item(id: 0, hand: .rock)])
    let requests: [(FetchRequest<Item>, Bool)] = [
      (FetchRequest(), true),
      (FetchRequest(sortBy: [.ascending(\.rank)]), true),
      (FetchRequest(sortBy: [.descending(\.name), .ascending(\.rank)]), true),
      (FetchRequest(sortBy: [.ascending(\.hand)]), false),
      (FetchRequest(sortBy: [.ascending(\.rank), .ascending(\.name), .ascending(\.hand)]), false),
    ]
    for (request, strict) in requests {
      let controller = ResultsController(store: store, request: request)
      controller.performFetch()
      #expect(controller.slots.order.isStrict == strict)
    }
  }

  @Test("Each arrival of one commit is reported at the row it lands on", arguments: [3, 17, 41])
  func arrivalsReportedWhereTheyLand(seed: UInt64) throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    func hand() -> Hand { Hand(rawValue: random.next(below: 3)) ?? .rock }
    // Enough objects that a commit's arrivals are inserted one by one, not merged in.
    let items = (0..<5_000).map { Item(id: $0, hand: hand()) }
    let store = try ObjectStore(items)
    let controller = ResultsController(
      store: store, request: FetchRequest(sortBy: [.ascending(\.hand)]))
    controller.testingSeam.applyStrategy = .incremental
    let follower = ReplayingFollower(controller)
    try follower.load()
    for commit in 0..<20 {
      try store.perform { transaction in
        for offset in 0..<40 {
          try transaction.insert(Item(id: 10_000 + commit * 40 + offset, hand: hand()))
        }
      }
      follower.check("after commit \(commit)")
    }
    #expect(follower.mismatches.isEmpty, "\(follower.mismatches.first?.prefix(300) ?? "")")
    #expect(follower.errors.isEmpty, "\(follower.errors.first?.prefix(300) ?? "")")
    #expect(controller._checkInvariants() == [])
    #expect(controller.sections[0].objects.count == 5_800)
  }
}
