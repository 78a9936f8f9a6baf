/// Fuzz target `events`: streams of `ResultsEvent`s, well-formed or not, from a
/// `ScriptedMonitor` into two `ResultsCoordinator`s, one driving a `RecordingTarget`, the other
/// a `ContentTarget` that replays the batches on the objects themselves.
///
/// The bytes are a script of steps: single events sent as they are (outside a change, nested
/// `willChange`, `didChange` alone, paths out of range, extreme indices), changes whose events
/// are random and contradict the sections, correct changes (made from a diff, in a minimal or
/// an FRC-like spelling), silent changes of the sections, pausing, resuming (animated or not)
/// and `loadData()`. Checked:
///
/// - Nothing traps.
/// - The coordinator follows the event protocol exactly as a model of it predicts: every
///   violation is reported once and followed by `reloadData()`.
/// - After a well-formed change (`sendChange`), while not paused, the target shows the
///   monitor's counts; when the coordinator reported something, its last call was a reload.
/// - A correct change that starts with the target in step is applied as one valid batch with
///   no report; the `ContentTarget` then shows exactly the monitor's objects, and every
///   `updateCell` call names a row that shows that object.
/// - `onObjectCountChange` never repeats a value and reports the count after a load.
/// - After the script and one final `loadData()`, the target shows the monitor's counts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  var run = EventRun(&input)
  var steps = 0
  while !input.isAtEnd, steps < 48 {
    run.step(&input)
    steps += 1
  }
  run.finish()
  return 0
}
