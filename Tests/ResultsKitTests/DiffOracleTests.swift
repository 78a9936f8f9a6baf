import ResultsKit
import ResultsKitTesting
import Testing

/// The diff against its definition, over thousands of seeded random pairs of sectioned
/// snapshots: canonical, valid, replays exactly, and moves as few objects as possible.
@Suite struct DiffOracleTests {
  /// Checks one pair in both update styles.
  private func check(
    old: [ResultsSection<Versioned>], new: [ResultsSection<Versioned>], seed: UInt64
  ) throws {
    let before = old.map(\.objects.count)
    let after = new.map(\.objects.count)
    let oldObjects = old.map(\.objects)
    let newObjects = new.map(\.objects)
    let oldByID = Dictionary(uniqueKeysWithValues: oldObjects.joined().map { ($0.id, $0) })
    let newByID = Dictionary(uniqueKeysWithValues: newObjects.joined().map { ($0.id, $0) })
    func changed(_ item: Versioned) -> Bool { oldByID[item.id].map { $0 != item } ?? false }

    let reconfigure = try ChangeBatch.diff(from: old, to: new, updates: .reconfigure)
    let reload = try ChangeBatch.diff(from: old, to: new, updates: .reload)
    for batch in [reconfigure, reload] {
      #expect(batch.isCanonical, "seed \(seed): \(batch)")
      #expect(throws: Never.self, "seed \(seed): \(batch)") {
        try batch.validate(before: before, after: after)
      }
      #expect(try batch.applied(to: oldObjects, taking: newObjects) == newObjects, "seed \(seed)")
    }

    // Both styles keep the same sections and delete/insert the same ones.
    #expect(reconfigure.deletedSections == reload.deletedSections, "seed \(seed)")
    #expect(reconfigure.insertedSections == reload.insertedSections, "seed \(seed)")
    let deletedNames = Set(reconfigure.deletedSections.map { old[$0].name })
    let keptNames = Set(old.map(\.name)).subtracting(deletedNames)
    #expect(
      keptNames.count == DiffOracle.keptSectionCount(old: old, new: new),
      "seed \(seed): kept \(keptNames.sorted())")
    #expect(
      Set(reconfigure.insertedSections.map { new[$0].name })
        == Set(new.map(\.name)).subtracting(keptNames), "seed \(seed)")

    // Minimal moves: exactly the reference count with `.reconfigure`; with `.reload` the
    // moved objects that also changed become a delete and an insert instead.
    let minimum = DiffOracle.minimalMoves(old: old, new: new, keptNames: keptNames)
    #expect(reconfigure.movedItems.count == minimum, "seed \(seed): \(reconfigure)")
    let movedAndChanged = reconfigure.movedItems.filter {
      changed(newObjects[$0.to.section][$0.to.item])
    }
    #expect(reload.movedItems.count + movedAndChanged.count == minimum, "seed \(seed): \(reload)")

    // Updates name changed objects only, each in its style's coordinate space.
    for path in reload.reloadedItems {
      let item = oldObjects[path.section][path.item]
      #expect(newByID[item.id].map { $0 != item } == true, "seed \(seed): reload \(path)")
    }
    for path in reconfigure.reconfiguredItems {
      #expect(changed(newObjects[path.section][path.item]), "seed \(seed): reconfigure \(path)")
    }
    #expect(reload.reconfiguredItems.isEmpty && reconfigure.reloadedItems.isEmpty)
  }

  @Test(arguments: 0..<4)
  func randomSectionedPairsMatchTheDefinition(block: Int) throws {
    for round in 0..<1_000 {
      let seed = UInt64(block * 1_000 + round)
      var pairs = SnapshotPairs(random: SeededRandomNumberGenerator(seed: seed))
      let idPool = [4, 12, 30][round % 3]
      let old = pairs.snapshot(maxSections: 5, idPool: idPool)
      let new = pairs.successor(of: old, idPool: idPool)
      try check(old: old, new: new, seed: seed)
    }
  }

  @Test func largerPairsMatchTheDefinition() throws {
    for seed in UInt64(10_000)..<10_040 {
      var pairs = SnapshotPairs(random: SeededRandomNumberGenerator(seed: seed))
      let old = pairs.snapshot(maxSections: 8, idPool: 300)
      let new = pairs.successor(of: old, idPool: 300)
      try check(old: old, new: new, seed: seed)
    }
  }

  @Test func flatOverloadsAgreeWithTheSectionedDiff() throws {
    for seed in UInt64(20_000)..<20_500 {
      var pairs = SnapshotPairs(random: SeededRandomNumberGenerator(seed: seed))
      let old = pairs.snapshot(maxSections: 1, idPool: 20).first?.objects ?? []
      let new =
        pairs.successor(of: [ResultsSection(name: "", objects: old)], idPool: 20).first?.objects
        ?? []
      for style in [UpdateStyle.reload, .reconfigure] {
        let sectioned = try ChangeBatch.diff(
          from: [ResultsSection(name: "", objects: old)],
          to: [ResultsSection(name: "", objects: new)], updates: style)
        #expect(try ChangeBatch.diff(from: old, to: new, updates: style) == sectioned)
        #expect(
          try ChangeBatch.diff(from: old[...], to: new, id: \.id, isEqual: ==, updates: style)
            == sectioned, "seed \(seed)")
      }
    }
  }
}
