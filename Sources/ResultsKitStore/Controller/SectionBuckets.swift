/// A fetch's objects grouped by section name: each slot's bucket, then every bucket's slots
/// side by side, in the order of the sections, by a counting sort.
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
///
/// The slots are numbered in the order they are added, and only each slot's bucket and each
/// bucket's count are kept while adding: one array per bucket, grown as its slots came, cost
/// a uniqueness check of two arrays and the regrowth copies for every object, a sixth of a
/// fetch in 10,000 sections.
@usableFromInline
struct SectionBuckets {
  /// The names, in the order their buckets were made; a name is the spelling of its first
  /// object.
  @usableFromInline private(set) var names: [String] = []
  /// The bucket of each slot, by slot number.
  @usableFromInline private(set) var bucketOfSlot: [Int32] = []
  /// The number of slots in each bucket, by the index of its name.
  @usableFromInline private(set) var counts: [Int] = []
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

  /// Buckets for about `capacity` slots.
  @inlinable
  init(capacity: Int = 0) {
    cache = Array(repeating: ("", -1), count: 64)
    bucketOfSlot.reserveCapacity(capacity)
  }

  /// The number of slots added.
  @inlinable
  var slotCount: Int { bucketOfSlot.count }

  /// Adds the next slot (numbered ``slotCount``) to the bucket of `name`, making the bucket
  /// when it is the first.
  @inlinable
  mutating func append(to name: String) {
    let cached = cache[Self.cacheEntry(name) & cacheMask]
    let bucket: Int
    if cached.bucket >= 0, cached.name == name {
      bucket = cached.bucket
    } else {
      bucket = byName[name] ?? makeBucket(name)
      // The entry is taken again: making the bucket may have grown the cache.
      cache[Self.cacheEntry(name) & cacheMask] = (name, bucket)
    }
    bucketOfSlot.append(Int32(truncatingIfNeeded: bucket))
    counts[bucket] += 1
  }

  /// Makes an empty bucket for `name`, which has none, and grows the cache when the names
  /// outgrow it; returns the bucket.
  @inlinable
  mutating func makeBucket(_ name: String) -> Int {
    let bucket = names.count
    byName[name] = bucket
    names.append(name)
    counts.append(0)
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

  /// The slots of the buckets that `==` finds for `sectionNames`, and where each name's slots
  /// end.
  ///
  /// The buckets come one after another in the order of the names, each bucket's slots in the
  /// order they were added. A name without a bucket has no slots; a bucket no name finds is
  /// left out.
  ///
  /// - Complexity: O(*n* + *s*) for *n* slots and *s* names, plus a look-up per name.
  @inlinable
  func grouped(by sectionNames: [String]) -> (slots: [Int32], ends: [Int]) {
    // Where each bucket's next slot goes; -1 for a bucket no name finds.
    var next = [Int](repeating: -1, count: counts.count)
    var ends: [Int] = []
    ends.reserveCapacity(sectionNames.count)
    var total = 0
    for name in sectionNames {
      if let bucket = byName[name], next[bucket] < 0 {
        next[bucket] = total
        total += counts[bucket]
      }
      ends.append(total)
    }
    // No slot: the shared empty array, not one made with a capacity of zero (which writes its
    // count into that shared storage, a race with any thread reading an empty array).
    guard total > 0 else { return ([], ends) }
    let slots = [Int32](unsafeUninitializedCapacity: total) { buffer, initialized in
      for (slot, bucket) in bucketOfSlot.enumerated() {
        let position = next[Int(bucket)]
        guard position >= 0 else { continue }
        buffer.initializeElement(at: position, to: Int32(truncatingIfNeeded: slot))
        next[Int(bucket)] = position + 1
      }
      initialized = total
    }
    return (slots, ends)
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
