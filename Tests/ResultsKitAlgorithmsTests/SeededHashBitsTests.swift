import ResultsKitAlgorithms
import Testing

/// The bits the diff's table and the store's table of positions mix: a 64-bit integer's own
/// bits under the seed, any other identifier's `hashValue`.
@Suite("Seeded hash bits")
struct SeededHashBitsTests {
  @Test("A 64-bit integer's bits are its own under the seed, in each integer type")
  func integers() {
    let seed: UInt64 = 0x0123_4567_89AB_CDEF
    for value: Int64 in [0, 1, -1, .min, .max, 1 << 40] {
      let bits = UInt64(bitPattern: value) ^ seed
      #expect(seededHashBits(of: Int(value), seed: seed) == bits)
      #expect(seededHashBits(of: value, seed: seed) == bits)
      #expect(seededHashBits(of: UInt64(bitPattern: value), seed: seed) == bits)
      #expect(seededHashBits(of: UInt(bitPattern: Int(value)), seed: seed) == bits)
    }
    // Another seed moves every integer: no fixed set collides in every run.
    #expect(seededHashBits(of: 7, seed: 1) != seededHashBits(of: 7, seed: 2))
  }

  @Test("Other identifiers give their hashValue, whatever the seed")
  func others() {
    for id in ["", "a", "Station 123", String(repeating: "long ", count: 10)] {
      let bits = UInt64(UInt(bitPattern: id.hashValue))
      #expect(seededHashBits(of: id, seed: 0) == bits)
      #expect(seededHashBits(of: id, seed: .max) == bits)
    }
    // A narrower integer is not read as 64 bits.
    let small: Int32 = -5
    #expect(seededHashBits(of: small, seed: 9) == UInt64(UInt(bitPattern: small.hashValue)))
  }
}
