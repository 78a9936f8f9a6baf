import MallocInterposerSwift

/// Measures the peak of *extra* heap bytes live during one call, exactly, with ordo-one's malloc
/// interposer.
///
/// The interposer counts the bytes every `malloc`/`calloc`/`realloc` requests and every `free`
/// releases while counting is enabled, and calls an allocation hook after each allocation. Live
/// bytes only rise at an allocation, so reading `mallocBytes − freeBytes` in that hook and keeping
/// the maximum gives the true peak; subtracting the value before the call gives the extra bytes
/// the call itself had allocated at its worst moment (its result included). Sizes are the
/// requested sizes, without the allocator's own headers and rounding.
///
/// The interposer must be loaded before `main` (`LD_PRELOAD` on Linux): package-benchmark does
/// that for benchmark targets, and `diff-report` re-executes itself with it (see
/// ``preloadPath(besideExecutable:)``). Single-threaded use only: allocations by other threads
/// during the call are counted too.
public enum PeakAllocations {
  /// One measured call.
  public struct Measurement: Sendable {
    /// The most bytes the call had allocated and not yet freed at any moment.
    public var peakExtraBytes: Int
    /// Bytes still allocated when the call returned (what its result holds on to).
    public var retainedBytes: Int
    /// Allocations made during the call.
    public var allocations: Int
    /// Total bytes allocated during the call, freed or not (package-benchmark's `mallocBytesCount`).
    public var allocatedBytes: Int
  }

  /// Whether allocations are being counted right now (the interposer is preloaded and enabled).
  public static var isCounting: Bool {
    let before = MallocInterposerSwift.getStatistics().mallocCount
    let probe = UnsafeMutableRawPointer.allocate(byteCount: 4_096, alignment: 16)
    let after = MallocInterposerSwift.getStatistics().mallocCount
    probe.deallocate()
    return after > before
  }

  /// Turns counting on (idempotent).
  ///
  /// package-benchmark does this itself while it runs a benchmark
  /// that asks for a malloc metric.
  public static func enableCounting() {
    MallocInterposerSwift.hook()
  }

  /// Turns counting off (idempotent).
  public static func disableCounting() {
    MallocInterposerSwift.unhook()
  }

  /// Runs `body` once and measures its allocations.
  ///
  /// Returns nil for the measurement when nothing
  /// was counted (interposer not loaded or counting off).
  public static func measure<R>(_ body: () throws -> R) rethrows -> (
    result: R, measurement: Measurement?
  ) {
    let start = MallocInterposerSwift.getStatistics()
    let startLive = start.mallocBytesCount - start.freeBytesCount
    peakLive = startLive
    MallocInterposerSwift.setAllocationHook(trackPeak)
    let result: R
    do {
      result = try body()
    } catch {
      MallocInterposerSwift.setAllocationHook(nil)
      throw error
    }
    MallocInterposerSwift.setAllocationHook(nil)
    let stop = MallocInterposerSwift.getStatistics()
    let allocations = stop.mallocCount - start.mallocCount
    guard allocations > 0 else { return (result, nil) }
    let measurement = Measurement(
      peakExtraBytes: peakLive - startLive,
      retainedBytes: (stop.mallocBytesCount - stop.freeBytesCount) - startLive,
      allocations: allocations,
      allocatedBytes: stop.mallocBytesCount - start.mallocBytesCount)
    return (result, measurement)
  }

  /// Where the interposer library that SwiftPM built next to `executablePath` is, if it is there.
  public static func preloadPath(besideExecutable executablePath: String) -> String {
    let directory = executablePath.split(separator: "/", omittingEmptySubsequences: false)
      .dropLast().joined(separator: "/")
    return (directory.isEmpty ? "." : directory) + "/libMallocInterposerSwift.so"
  }
}

/// The highest `mallocBytes − freeBytes` the hook has seen since the measurement started.
///
/// Written only from the hook on the measuring thread.
nonisolated(unsafe) private var peakLive = 0

/// Runs inside the allocator after each counted allocation: it must not allocate.
private let trackPeak: MallocInterposerSwift.AllocationHook = { _ in
  let now = MallocInterposerSwift.getStatistics()
  let live = now.mallocBytesCount - now.freeBytesCount
  if live > peakLive { peakLive = live }
}
