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
      buckets.append(Int32(slot), to: name)
      reference[name, default: []].append(Int32(slot))
      if firstSpelling[name] == nil { firstSpelling[name] = name }
    }
    #expect(buckets.names.count == reference.count)
    #expect(
      Set(buckets.names.map(\.unicodeScalars).map(Array.init))
        == Set(
          firstSpelling.values.map(\.unicodeScalars).map(Array.init)))
    for name in reference.keys {
      #expect(buckets.take(name) == reference[name])
      #expect(buckets.take(name).isEmpty)
    }
  }

  @Test("A name with no slot gets an empty bucket once")
  func ensureBucket() {
    var buckets = SectionBuckets()
    #expect(buckets.isEmpty)
    buckets.ensureBucket("")
    buckets.ensureBucket("")
    #expect(buckets.names == [""])
    #expect(buckets.take("").isEmpty)
    #expect(buckets.take("missing").isEmpty)
  }
}
