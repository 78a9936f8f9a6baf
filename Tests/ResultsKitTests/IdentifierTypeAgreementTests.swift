import ResultsKit
import ResultsKitTesting
import Testing

/// Identifiers of either kind give the same diff.
///
/// The diff hashes 64-bit integer identifiers by their bits and every other identifier by its
/// `hashValue`. Both must give the same batch, or the same error, for the same snapshots: the
/// same objects spelled with `Int` and with `String` identifiers.
@Suite struct IdentifierTypeAgreementTests {
  /// `Versioned` with its identifier spelled as text, so that the diff takes the generic table.
  struct Spelled: Identifiable, Equatable {
    var id: String
    var version: Int
  }

  static func spelled(_ sections: [ResultsSection<Versioned>]) -> [ResultsSection<Spelled>] {
    sections.map { section in
      ResultsSection(
        name: section.name,
        objects: section.objects.map { Spelled(id: String($0.id), version: $0.version) })
    }
  }

  /// Random sections over a small pool of identifiers and names, so that repeats, moves
  /// across sections, content changes and, now and then, duplicates all occur.
  static func snapshot(
    duplicates: Bool, using rng: inout SeededRandomNumberGenerator
  ) -> [ResultsSection<Versioned>] {
    var pool = Array(0..<40).shuffled(using: &rng)
    let names = ["A", "B", "C", "D", "E"].shuffled(using: &rng).prefix(
      Int.random(in: 0...5, using: &rng))
    return names.map { name in
      let count = Int.random(in: 0...8, using: &rng)
      let objects = (0..<count).compactMap { _ -> Versioned? in
        let id: Int
        if duplicates, Int.random(in: 0..<30, using: &rng) == 0 {
          id = Int.random(in: 0..<40, using: &rng)
        } else if let next = pool.popLast() {
          id = next
        } else {
          return nil
        }
        return Versioned(id: id, version: Int.random(in: 0...1, using: &rng))
      }
      return ResultsSection(name: name, objects: objects)
    }
  }

  /// Identifiers that differ only in their high half, which a hash that kept only low bits
  /// would put in one slot whatever its seed.
  @Test(arguments: [21 as UInt64, 22, 23])
  func identifiersDifferingInTheirHighHalf(seed: UInt64) {
    var rng = SeededRandomNumberGenerator(seed: seed)
    var outcomes = (batches: 0, duplicates: 0)
    for iteration in 0..<400 {
      let duplicates = iteration % 4 == 0
      func sharing(_ sections: [ResultsSection<Versioned>]) -> [ResultsSection<Versioned>] {
        sections.map { section in
          ResultsSection(
            name: section.name,
            objects: section.objects.map { Versioned(id: $0.id << 32 | 5, version: $0.version) })
        }
      }
      let old = sharing(Self.snapshot(duplicates: duplicates, using: &rng))
      let new = sharing(Self.snapshot(duplicates: duplicates, using: &rng))
      let byInteger = Result { () throws(DiffError) in try ChangeBatch.diff(from: old, to: new) }
      let byText = Result { () throws(DiffError) in
        try ChangeBatch.diff(from: Self.spelled(old), to: Self.spelled(new))
      }
      guard byInteger == byText else {
        Issue.record("seed \(seed), iteration \(iteration): \(byInteger) ≠ \(byText)")
        return
      }
      switch byInteger {
      case .success: outcomes.batches += 1
      case .failure: outcomes.duplicates += 1
      }
    }
    #expect(outcomes.batches > 200)
    #expect(outcomes.duplicates > 5)
  }

  @Test(arguments: [11 as UInt64, 12, 13, 14])
  func integerAndTextIdentifiersAgree(seed: UInt64) {
    var rng = SeededRandomNumberGenerator(seed: seed)
    var outcomes = (batches: 0, duplicates: 0)
    for iteration in 0..<3_000 {
      let duplicates = iteration % 4 == 0
      let old = Self.snapshot(duplicates: duplicates, using: &rng)
      let new = Self.snapshot(duplicates: duplicates, using: &rng)
      let byInteger = Result { () throws(DiffError) in try ChangeBatch.diff(from: old, to: new) }
      let byText = Result { () throws(DiffError) in
        try ChangeBatch.diff(from: Self.spelled(old), to: Self.spelled(new))
      }
      guard byInteger == byText else {
        Issue.record(
          "seed \(seed), iteration \(iteration): \(byInteger) ≠ \(byText)\n\(old)\n→ \(new)")
        return
      }
      switch byInteger {
      case .success: outcomes.batches += 1
      case .failure(let error):
        if case .duplicateIdentifier = error { outcomes.duplicates += 1 }
      }
    }
    // Both outcomes must be well represented, or the agreement proves little.
    #expect(outcomes.batches > 1_000)
    #expect(outcomes.duplicates > 100)
  }

  /// Large snapshots, about a tenth deleted, inserted, moved and changed.
  @Test(arguments: [150_000])
  func largeSnapshotsAgree(count: Int) throws {
    var rng = SeededRandomNumberGenerator(seed: UInt64(count))
    let old = (0..<count).map { Versioned(id: $0 &* 7_919) }
    var new = old.filter { _ in Int.random(in: 0..<10, using: &rng) != 0 }
    for index in new.indices where Int.random(in: 0..<10, using: &rng) == 0 {
      new[index].version = 1
    }
    for _ in 0..<(count / 10) {
      let moved = new.remove(at: Int.random(in: 0..<new.count, using: &rng))
      new.insert(moved, at: Int.random(in: 0...new.count, using: &rng))
      new.insert(Versioned(id: -1 - new.count), at: Int.random(in: 0...new.count, using: &rng))
    }
    let byInteger = try ChangeBatch.diff(from: old, to: new)
    let byText = try ChangeBatch.diff(
      from: old.map { Spelled(id: String($0.id), version: $0.version) },
      to: new.map { Spelled(id: String($0.id), version: $0.version) })
    #expect(byInteger == byText)
    #expect(byInteger.movedItems.count > count / 20)
    // A repeat in the new snapshot is found, too.
    new.append(new[new.count / 2])
    #expect(throws: DiffError.self) { try ChangeBatch.diff(from: old, to: new) }
  }
}
