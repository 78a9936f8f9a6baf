import Foundation
import ResultsKit

/// Fuzz target `batch`: any `ChangeBatch` and any before/after counts.
///
/// The first byte picks how the batch is made: from small integers (even), or by decoding the
/// rest of the input as `ChangeBatch` JSON with Foundation's `JSONDecoder` (odd). Either way:
///
/// - `validate(before:after:)` and `applied(to:taking:)` never trap and agree: `applied`
///   throws exactly when `validate` throws, the same error, and otherwise returns sections of
///   the `after` counts. Validation with extreme counts (`Int.max`, negative) never traps.
/// - The batch survives a JSON round trip unchanged.
/// - A valid batch stays valid canonicalised and replays the same. Its `ItemPathMap` agrees
///   with the replay: every kept item lands where the map says, in both directions, and
///   deleted and inserted ones map to `nil`.
/// - A `TextTable` or `TextGrid` (chosen by a byte) that shows the before content accepts a
///   valid batch, keeps its selection in step through the map, and then renders exactly like a
///   fresh one loaded with the after content. It refuses an invalid batch with the same error
///   and stays exactly as it was (strict), or reports it and reloads (recover).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let fromJSON = input.byte() % 2 == 1
  let before = input.counts()
  let after = input.counts()
  let view = ViewSettings(&input)
  let batch: ChangeBatch
  if fromJSON {
    guard
      let decoded = try? JSONDecoder().decode(ChangeBatch.self, from: Data(input.rest()))
    else { return 0 }
    batch = decoded
  } else {
    batch = input.batch()
  }
  checkRoundTrip(batch)
  checkAgreement(batch, before: before, after: after)
  checkRenderer(batch, before: before, after: after, view: view)
  return 0
}
