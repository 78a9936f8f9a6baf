import ResultsKitAlgorithms

#if canImport(Glibc)
  import Glibc
#endif

/// Memory for a large working table, uninitialized, freed with the object.
///
/// On Linux, a region of at least `hugePageAdviceMinimum` bytes is a private anonymous mapping
/// of its own, which the kernel is asked to back with huge pages (`MADV_HUGEPAGE`): a 2 MiB
/// page then costs one fault where 4 KiB pages cost 512, and nothing outside the region
/// changes (the process's heap keeps its pages and its policy). Smaller regions, and every
/// region on other systems, come from the heap.
@usableFromInline
final class ScratchMemory {
  /// The first byte of the region.
  @usableFromInline let base: UnsafeMutableRawPointer
  /// The size of the region, in bytes.
  @usableFromInline let byteCount: Int
  /// Whether the region is a mapping of its own.
  let isMapped: Bool

  /// Memory for at least `byteCount` bytes, aligned for any integer.
  @usableFromInline
  init(byteCount: Int) {
    self.byteCount = Swift.max(byteCount, 1)
    #if os(Linux) && canImport(Glibc)
      if self.byteCount >= hugePageAdviceMinimum,
        let mapped = mmap(
          nil, self.byteCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
        mapped != MAP_FAILED
      {
        adviseHugePages(UnsafeMutableRawBufferPointer(start: mapped, count: self.byteCount))
        base = mapped
        isMapped = true
        return
      }
    #endif
    base = .allocate(byteCount: self.byteCount, alignment: 16)
    isMapped = false
  }

  deinit {
    #if os(Linux) && canImport(Glibc)
      if isMapped {
        munmap(base, byteCount)
        return
      }
    #endif
    base.deallocate()
  }
}
