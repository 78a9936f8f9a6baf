/// A fetch's objects grouped by section name: the slots of each name, in the order they came.
///
/// A fetch asks for the bucket of every object, and hashing a `String` (a seeded SipHash of its
/// contents) for each was a sixth of a fetch's work. Requests have far fewer sections than
/// objects, and an object's section name is usually one of a few values (a short string kept
/// inline, or one shared buffer), so a direct-mapped cache in front of the dictionary answers
/// nearly every look-up: it is indexed by a cheap mix of the name's in-memory representation,
/// grows with the names, and is checked with `==`, which compares two identical
/// representations without reading their text. The cache only ever chooses which entry to
/// check, so any name, spelled any way, still lands in the bucket `==` says it belongs to; a
/// name built anew for each object misses and costs what the dictionary alone did.
@usableFromInline
struct SectionBuckets {
  /// The names, in the order their buckets were made; a name is the spelling of its first
  /// object.
  @usableFromInline private(set) var names: [String] = []
  /// The slots of each bucket, by the index of its name.
  @usableFromInline private(set) var slots: [[Int32]] = []
  /// The bucket of each name.
  @usableFromInline var byName: [String: Int] = [:]
  /// Recently used names and their buckets (bucket `-1`: an empty entry).
  ///
  /// Its size is a power of two, kept at least four times the number of names (up to
  /// ``largestCache``) so that names rarely share an entry.
  @usableFromInline var cache: [(name: String, bucket: Int)]
  /// The bits of a cache entry's number: the cache's size is a power of two.
  @inlinable var cacheMask: Int { cache.count - 1 }

  /// The most cache entries: beyond this many names, some share entries.
  @inlinable
  static var largestCache: Int { 1 << 16 }

  @inlinable
  init() {
    cache = Array(repeating: ("", -1), count: 64)
  }

  /// Adds `slot` to the bucket of `name`, making the bucket when it is the first.
  @inlinable
  mutating func append(_ slot: Int32, to name: String) {
    let entry = Self.cacheEntry(name) & cacheMask
    let cached = cache[entry]
    if cached.bucket >= 0, cached.name == name {
      slots[cached.bucket].append(slot)
      return
    }
    let bucket = byName[name] ?? makeBucket(name)
    // The entry is taken again: making the bucket may have grown the cache.
    cache[Self.cacheEntry(name) & cacheMask] = (name, bucket)
    slots[bucket].append(slot)
  }

  /// Makes an empty bucket for `name`, which has none, and grows the cache when the names
  /// outgrow it; returns the bucket.
  @inlinable
  mutating func makeBucket(_ name: String) -> Int {
    let bucket = names.count
    byName[name] = bucket
    names.append(name)
    slots.append([])
    if names.count * 4 > cache.count, cache.count < Self.largestCache { growCache() }
    return bucket
  }

  /// Doubles the cache and enters every name in it.
  @inlinable
  mutating func growCache() {
    cache = Array(repeating: ("", -1), count: cache.count * 2)
    for (bucket, name) in names.enumerated() {
      cache[Self.cacheEntry(name) & cacheMask] = (name, bucket)
    }
  }

  /// Takes the slots of the bucket `==` calls equal to `name` (an empty array when none),
  /// leaving it empty.
  @inlinable
  mutating func take(_ name: String) -> [Int32] {
    guard let bucket = byName[name] else { return [] }
    defer { slots[bucket] = [] }
    return slots[bucket]
  }

  /// Whether there is no bucket.
  @inlinable
  var isEmpty: Bool { names.isEmpty }

  /// Makes an empty bucket for `name` unless one exists.
  @inlinable
  mutating func ensureBucket(_ name: String) {
    if byName[name] == nil { _ = makeBucket(name) }
  }

  /// A number from which the cache entry of `name` is taken (its low bits): its
  /// representation's two words, mixed.
  @inlinable
  static func cacheEntry(_ name: String) -> Int {
    let mixed = withUnsafeBytes(of: name) { bytes in
      bytes.loadUnaligned(as: UInt64.self)
        ^ bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self).multipliedReportingOverflow(
          by: 0x9E37_79B9_7F4A_7C15
        ).partialValue
    }
    let spread = mixed.multipliedReportingOverflow(by: 0xBF58_476D_1CE4_E5B9).partialValue
    return Int(truncatingIfNeeded: spread >> 40)
  }
}
