/// The bits an open-addressing table mixes into its first probe for `id`: a 64-bit integer
/// identifier's own bits XOR `seed`, and any other identifier's `hashValue`, which `Hasher`
/// seeds already.
///
/// Integer identifiers skip `Hasher`, whose rounds cost more than a table's own mixing: each
/// table multiplies these bits as much as its keys need. The seed keeps a fixed set of
/// integers from colliding in every run.
///
/// - Complexity: O(1) for integers; otherwise that of `hashValue`.
@inlinable
package func seededHashBits<ID: Hashable>(of id: ID, seed: UInt64) -> UInt64 {
  if MemoryLayout<ID>.size == 8,
    ID.self == Int.self || ID.self == UInt.self || ID.self == Int64.self
      || ID.self == UInt64.self
  {
    return unsafeBitCast(id, to: UInt64.self) ^ seed
  }
  return UInt64(UInt(bitPattern: id.hashValue))
}

/// The per-process seed of ``seededHashBits(of:seed:)``; drawn from `Hasher`, so that a process
/// run with `SWIFT_DETERMINISTIC_HASHING` gets the same seed every time, as its dictionaries do.
@usableFromInline
package let hashSeed: UInt64 = {
  var hasher = Hasher()
  hasher.combine(0 as UInt8)
  return UInt64(UInt(bitPattern: hasher.finalize()))
}()
