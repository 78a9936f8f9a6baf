#if canImport(Glibc)
  import Glibc
#endif

/// The processor time the whole process has used (`CLOCK_PROCESS_CPUTIME_ID`): unlike the
/// wall clock, it leaves out the time other processes had the processor, which makes it the
/// steadier figure on a shared machine (the reports are single-threaded).
public enum ProcessorClock {
  /// The processor time used so far.
  public static var now: Duration {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
  }
}
