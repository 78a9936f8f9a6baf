import Testing

@testable import resultskit_postgres_demo

@Suite struct FeedTests {
  /// Runs a feed from `seed` for `count` updates, applying each to a dictionary as the board's
  /// writes would.
  private func play(seed: UInt64, count: Int) -> (updates: [FeedUpdate], flights: [Int: Flight]) {
    var feed = Feed(seed: seed)
    var flights: [Int: Flight] = [:]
    var updates = [feed.opening()]
    for _ in 0..<count { updates.append(feed.next()) }
    for update in updates {
      for flight in update.upserts { flights[flight.id] = flight }
      for id in update.removals { flights[id] = nil }
    }
    #expect(flights == feed.flights)
    return (updates, flights)
  }

  @Test func aSeedReplaysTheSameFeed() {
    #expect(play(seed: 5, count: 200).updates == play(seed: 5, count: 200).updates)
    #expect(play(seed: 5, count: 200).updates != play(seed: 6, count: 200).updates)
  }

  @Test func updatesStayInTheFeedsRangeAndTouchEachDepartureOnce() {
    for update in play(seed: 11, count: 500).updates.dropFirst() {
      let ids = update.upserts.map(\.id) + update.removals
      #expect(!ids.isEmpty && ids.count <= 3)
      #expect(Set(ids).count == ids.count)
      #expect(ids.allSatisfy { Flight.feedIDs.contains($0) })
    }
  }

  @Test func departuresMoveThroughTheirStatusesAndLeave() {
    let updates = play(seed: 3, count: 500).updates
    let statuses = Set(updates.flatMap { $0.upserts.map(\.status) })
    #expect(statuses == Set(Flight.Status.allCases))
    #expect(updates.contains { !$0.removals.isEmpty })
  }

  @Test func importedDeparturesHaveTheirOwnIdentifiers() {
    var maker = FlightMaker(seed: 2)
    let flights = maker.flights(first: Flight.importedIDs.lowerBound, count: 1_000)
    #expect(Set(flights.map(\.id)).count == 1_000)
    #expect(flights.allSatisfy { !Flight.feedIDs.contains($0.id) })
    #expect(flights.allSatisfy { $0.minute >= 6 * 60 && $0.minute < 23 * 60 })
  }

  @Test func timesAndCountsRead() {
    var maker = FlightMaker(seed: 1)
    var flight = maker.flight(id: 1)
    flight.minute = 6 * 60 + 5
    #expect(flight.time == "06:05")
    #expect(12_500.grouped == "12,500")
    #expect(999.grouped == "999")
    #expect(1_000_000.grouped == "1,000,000")
  }
}
