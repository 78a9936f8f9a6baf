// floor-report: what this machine needs at least to do the steps of a change that touches
// 1,000,000 objects, however a library arranges them — the floors under the store's figures.
//
//     swift run -c release --package-path Benchmarks floor-report [--runs N]
//
// Each row does one step for every object of the store benchmarks' 1,000,000 arrivals and
// nothing else, and prints the median of N runs (default 5) after a warm-up:
// - make a changed copy of every object (what a caller's `update` calls must produce);
// - find every object by its identifier, in random order, in a dictionary of them all (what a
//   store must do to know the objects it updates);
// - sort 1,000,000 (first sort key, position) pairs packed into integers (what placing every
//   changed object in its new order costs with a comparison sort);
// - read one word of a random object of a 96 MB table, 1,000,000 times, with the reads
//   independent of each other and with each depending on the one before (the cost of not
//   finding an object in the processor's cache);
// - find the places of the 1,600 objects that the goal's 1,000-update transaction searches for,
//   by binary searches whose steps read sort values at random (what a commit applied object by
//   object waits for);
// - touch 96 MB of memory freshly mapped (the first touch of every page: what a change pays
//   for the memory it allocates and writes), in 4 KiB pages and with huge pages asked for.

import DiffScenarios
import ResultsKitTesting

#if canImport(Glibc)
  import Glibc
#endif

let (runs, _) = ReportSupport.options(
  usage: "usage: floor-report [--runs N]", defaultRuns: 5)

let scenario = StoreScenario()
let arrivals = scenario.arrivals()
let count = arrivals.count
var random = SeededRandomNumberGenerator(seed: 7)
let order = (0..<count).shuffled(using: &random)

/// The median of `runs` timings of `body`, after one warm-up.
func measure<R>(_ body: () -> R) -> Duration {
  _ = body()
  return ReportSupport.median((0..<runs).map { _ in ReportSupport.time(body) })
}

var rows: [(String, Duration)] = []

rows.append(
  (
    "a changed copy of every object (`map`, one field changed)",
    measure {
      arrivals.map { arrival in
        var changed = arrival
        changed.status &+= 1
        return changed
      }
    }
  ))

let positions = Dictionary(uniqueKeysWithValues: arrivals.enumerated().map { ($1.id, $0) })
rows.append(
  (
    "find every object by identifier, random order, `[Int: Int]` of them all",
    measure {
      var sum = 0
      for index in order { sum &+= positions[arrivals[index].id] ?? 0 }
      return sum
    }
  ))

let pairs = arrivals.enumerated().map { (key: $1.time, position: Int32($0)) }
rows.append(
  (
    "sort (first key, position) pairs packed into one `UInt64` each, standard library",
    measure {
      var packed = pairs.map { UInt64($0.key) << 32 | UInt64(UInt32(bitPattern: $0.position)) }
      packed.sort()
      return packed
    }
  ))

let tableWords = 12 * 1_048_576  // 96 MB of 8-byte words
// Each word holds the index of the next word of one cycle through the whole table (a random
// cyclic permutation, by Sattolo's shuffle), so that a chain of reads never comes back to a
// word it has read: random values would lead it into a short loop that stays in cache.
let table = [Int](unsafeUninitializedCapacity: tableWords) { buffer, initialized in
  for index in 0..<tableWords { buffer[index] = index }
  var generator = SeededRandomNumberGenerator(seed: 11)
  for index in stride(from: tableWords - 1, to: 0, by: -1) {
    buffer.swapAt(index, Int(generator.next(below: index)))
  }
  initialized = tableWords
}
let probes = (0..<count).map { _ in Int(random.next(below: tableWords)) }
rows.append(
  (
    "read a random word of a 96 MB table, independent reads",
    measure {
      var sum = 0
      for probe in probes { sum &+= table[probe] }
      return sum
    }
  ))
rows.append(
  (
    "read a random word of a 96 MB table, each read's address from the one before",
    measure {
      var next = 0
      for _ in 0..<count { next = table[next] }
      return next
    }
  ))

// The searches of the goal's 1,000-update transaction: 1,000 old places and 600 new ones (the
// half of the updates that get a new time and the tenth that change section), each a binary
// search of its section, 100 sections of 10,000 slots sorted by (time, slot), whose every step
// reads the time of the slot it lands on from a column of all 1,000,000, as a controller's
// order does. Each run searches other objects.
let platformIndex = Dictionary(
  uniqueKeysWithValues: scenario.platforms.enumerated().map { ($1, $0) })
let sectionOf = arrivals.map { platformIndex[$0.platform] ?? 0 }
let times = arrivals.map(\.time)
var sectionSlots = [[Int32]](repeating: [], count: scenario.platforms.count)
for (slot, section) in sectionOf.enumerated() { sectionSlots[section].append(Int32(slot)) }
for section in sectionSlots.indices {
  sectionSlots[section].sort { (times[Int($0)], $0) < (times[Int($1)], $1) }
}
let searchSets = (0...runs).map { _ in (0..<1_600).map { _ in Int(random.next(below: count)) } }
var searchRound = 0
rows.append(
  (
    "find the places of 1,600 random objects in their sections (100 of 10,000) by binary search, each step reading a slot's time from a column of 1,000,000",
    measure {
      let targets = searchSets[searchRound % searchSets.count]
      searchRound += 1
      var sum = 0
      for target in targets {
        let slots = sectionSlots[sectionOf[target]]
        let key = (times[target], target)
        var low = 0
        var high = slots.count
        while low < high {
          let middle = (low + high) / 2
          let slot = Int(slots[middle])
          if (times[slot], slot) < key { low = middle + 1 } else { high = middle }
        }
        sum &+= low
      }
      return sum
    }
  ))

/// Maps 96 MB afresh, asks for huge pages when `huge`, writes one byte per 4 KiB page and
/// unmaps it; returns the bytes mapped (0 when the mapping failed).
func touchFreshMemory(huge: Bool) -> Int {
  let bytes = tableWords * 8
  guard
    let memory = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
    memory != MAP_FAILED
  else { return 0 }
  if huge { _ = madvise(memory, bytes, MADV_HUGEPAGE) }
  let base = memory.assumingMemoryBound(to: UInt8.self)
  for page in stride(from: 0, to: bytes, by: 4_096) { base[page] = 1 }
  munmap(memory, bytes)
  return bytes
}

rows.append(
  (
    "first touch of 96 MB freshly mapped (one write per 4 KiB page)",
    measure { touchFreshMemory(huge: false) }
  ))
rows.append(
  (
    "first touch of 96 MB freshly mapped with huge pages asked for (`MADV_HUGEPAGE`), one write per 4 KiB page",
    measure { touchFreshMemory(huge: true) }
  ))

print("### Floors, \(ReportSupport.grouped(count)) objects, median of \(runs) runs")
print()
print("| step, once for every object | median |")
print("|---|---:|")
for (name, duration) in rows {
  print("| \(name) | \(ReportSupport.millisecondsText(duration)) ms |")
}
