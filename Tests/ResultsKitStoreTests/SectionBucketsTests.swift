import ResultsKitTesting
import Testing

@testable import ResultsKitStore

/// A fetch's grouping by section name: `SectionBuckets` puts each slot where a dictionary of
/// names would, whatever its cache answers first.
@Suite("grouping a fetch by section name")
struct SectionBucketsTests {
  /// Names drawn from a pool that mixes small and heap-allocated strings and spellings that
  /// `==` calls equal (composed and decomposed accents).
  static func pool(_ size: Int) -> [String] {
    (0..<size).flatMap { number -> [String] in
      let short = "P\(number)"
      let long = "A platform name long enough to live on the heap, number \(number)"
      let composed = "Caf\u{E9} \(number)"
      let decomposed = "Cafe\u{301} \(number)"
      return [short, long, composed, decomposed]
    }
  }

  @Test("Each slot lands in the bucket of the first name == calls equal", arguments: [3, 40, 500])
  func againstADictionary(poolSize: Int) {
    var random = SeededRandomNumberGenerator(seed: UInt64(poolSize))
    let names = Self.pool(poolSize)
    var buckets = SectionBuckets()
    var reference: [String: [Int32]] = [:]
    var firstSpelling: [String: String] = [:]
    for slot in 0..<20_000 {
      // A fresh copy now and then, so the same text comes in other representations too.
      var name = names[random.next(below: names.count)]
      if random.next(below: 8) == 0 { name = String(decoding: Array(name.utf8), as: UTF8.self) }
      buckets.append(to: name)
      reference[name, default: []].append(Int32(slot))
      if firstSpelling[name] == nil { firstSpelling[name] = name }
    }
    #expect(buckets.names.count == reference.count)
    #expect(
      Set(buckets.names.map(\.unicodeScalars).map(Array.init))
        == Set(
          firstSpelling.values.map(\.unicodeScalars).map(Array.init)))
    #expect(buckets.slotCount == 20_000)
    // Every name, in a shuffled order, with one that has no bucket among them.
    var order = Array(reference.keys) + ["no such section"]
    order.shuffle(using: &random)
    let (slots, ends) = buckets.grouped(by: order)
    #expect(ends.count == order.count)
    #expect(slots.count == 20_000)
    var start = 0
    for (name, end) in zip(order, ends) {
      #expect(Array(slots[start..<end]) == reference[name, default: []], "\(name)")
      start = end
    }
  }

  @Test("Names with no bucket, or one found before, get no slots; unnamed buckets are left out")
  func groupedByOtherNames() {
    var buckets = SectionBuckets()
    for name in ["b", "a", "b", "c", "a", "b"] { buckets.append(to: name) }
    let (slots, ends) = buckets.grouped(by: ["b", "x", "a", "b"])
    #expect(slots == [0, 2, 5, 1, 4])
    #expect(ends == [3, 3, 5, 5])
  }

  @Test("A name with no slot gets an empty bucket once")
  func ensureBucket() {
    var buckets = SectionBuckets()
    #expect(buckets.isEmpty)
    buckets.ensureBucket("")
    buckets.ensureBucket("")
    #expect(buckets.names == [""])
    let (slots, ends) = buckets.grouped(by: ["", "missing"])
    #expect(slots.isEmpty)
    #expect(ends == [0, 0])
  }
}
