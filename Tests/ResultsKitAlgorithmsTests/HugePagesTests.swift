import ResultsKitAlgorithms
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The arrays a large commit writes, made in memory advised for huge pages: the same contents
/// as plain arrays, and (on Linux) the advice on their memory.
@Suite("Arrays in memory advised for huge pages")
struct HugePagesTests {
  final class Box {
    let value: Int
    init(_ value: Int) { self.value = value }
  }

  @Test("Filled arrays equal plain ones, small and large", arguments: [0, 1, 1_000, 3_000_000])
  func repeating(count: Int) {
    let array = [Int32](hugeRepeating: -1, count: count)
    #expect(array == [Int32](repeating: -1, count: count))
    let reserved = [Int64].reserved(hugeCapacity: count)
    #expect(reserved.isEmpty)
    #expect(reserved.capacity >= count)
  }

  @Test(
    "Filled with an object: every element is it, and the array lets it go",
    arguments: [3, 1_000_000])
  func object(count: Int) {
    weak var shared: Box?
    do {
      let box = Box(7)
      shared = box
      let boxes = [Box](hugeRepeating: box, count: count)
      #expect(boxes.count == count)
      #expect(boxes.allSatisfy { $0 === box })
    }
    #expect(shared == nil)
  }

  @Test("Growing one element at a time keeps every element, alive once", arguments: [10, 400_000])
  func growing(count: Int) {
    weak var first: Box?
    do {
      var boxes: [Box] = []
      for value in 0..<count {
        let large = boxes.capacity * MemoryLayout<Box>.stride * 2 >= hugePageAdviceMinimum
        boxes.reserveOneMore()
        // A small array is left for the append to grow.
        if large { #expect(boxes.capacity > boxes.count) }
        boxes.append(Box(value))
      }
      first = boxes.first
      #expect(boxes.map(\.value) == Array(0..<count))
      #expect(first != nil)
    }
    #expect(first == nil)
  }

  @Test("The advised range: the 2 MiB-aligned part of a region of at least 4 MiB")
  func range() throws {
    let hugePage = 2 << 20
    let memory = UnsafeMutableRawPointer.allocate(byteCount: 12 << 20, alignment: hugePage)
    defer { memory.deallocate() }
    let base = Int(bitPattern: memory)
    // Aligned: all of it.
    #expect(
      hugePageRange(in: UnsafeMutableRawBufferPointer(start: memory, count: 4 << 20))
        == base..<base + (4 << 20))
    // Unaligned at both ends: the whole huge pages inside.
    #expect(
      hugePageRange(in: UnsafeMutableRawBufferPointer(start: memory + 4_096, count: 8 << 20))
        == base + hugePage..<base + (8 << 20))
    // Under the minimum: nothing; at the minimum, unaligned: the one whole huge page inside.
    #expect(hugePageRange(in: UnsafeMutableRawBufferPointer(start: memory, count: 3 << 20)) == nil)
    #expect(
      hugePageRange(in: UnsafeMutableRawBufferPointer(start: memory + 4_096, count: 4 << 20))
        == base + hugePage..<base + (4 << 20))
  }

  #if os(Linux)
    /// The `VmFlags` of the mapping that holds `address`, from `/proc/self/smaps`.
    func flags(at address: Int) throws -> [Substring] {
      let file = try #require(fopen("/proc/self/smaps", "r"))
      defer { fclose(file) }
      var lines: [String] = []
      var buffer = [CChar](repeating: 0, count: 4_096)
      while fgets(&buffer, Int32(buffer.count), file) != nil {
        lines.append(String(decoding: buffer.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self))
      }
      var inside = false
      for line in lines {
        let fields = line.split(whereSeparator: { $0 == " " || $0 == "\n" })
        if let range = fields.first, range.contains("-"), !range.hasSuffix(":") {
          let bounds = range.split(separator: "-").compactMap { Int($0, radix: 16) }
          inside = bounds.count == 2 && bounds[0] <= address && address < bounds[1]
        } else if inside, fields.first == "VmFlags:" {
          return Array(fields.dropFirst())
        }
      }
      return []
    }

    // Whether a small array's memory is advised is not read back: the allocator may place it
    // where a large array advised earlier was (the advice stays with the addresses).
    @Test("On Linux, a large array's memory is advised for huge pages")
    func advised() throws {
      let large = [UInt8].reserved(hugeCapacity: 16 << 20)
      let middle = large.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) + 8 << 20 }
      #expect(try flags(at: middle).contains("hg"))
      withExtendedLifetime(large) {}
    }

    @Test("On Linux, the room a full large array grows into is advised for huge pages")
    func grownAdvised() throws {
      var bytes = [UInt8](repeating: 1, count: 8 << 20)
      while bytes.count < bytes.capacity { bytes.append(1) }
      bytes.reserveOneMore()
      #expect(bytes.capacity >= 16 << 20)
      let spare = bytes.withUnsafeBufferPointer {
        Int(bitPattern: $0.baseAddress) + $0.count + 4 << 20
      }
      #expect(try flags(at: spare).contains("hg"))
      #expect(bytes.allSatisfy { $0 == 1 })
    }
  #endif
}
