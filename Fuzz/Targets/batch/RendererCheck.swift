// The property of a `TextTable` or `TextGrid` given the batch: it applies a valid batch like
// the model and renders like a fresh one, and refuses or recovers from an invalid one.

import ResultsKit
import ResultsKitText

/// A renderer applies the batch like the model says.
func checkRenderer(_ batch: ChangeBatch, before: [Int], after: [Int], view: ViewSettings) {
  let context = "\(batch) on \(before) → \(after) in \(view)"
  let oldContent = Token.content(before, isNew: false)
  let newContent = Token.content(after, isNew: true)
  let source = TokenSource(oldContent, headers: view.headers, index: view.index)
  var reported: [BatchError] = []
  let renderer = makeRenderer(source, view, scroll: view.scroll, selection: view.selection)
  renderer.onInconsistency = { reported.append($0) }
  let selected = renderer.selectedPaths
  let frameBefore = renderer.render()
  requireFrameShape(frameBefore, width: view.width, height: view.height, context)

  let replayed: [[Token]]
  do {
    replayed = try batch.applied(to: oldContent, taking: newContent)
  } catch {
    // Invalid: strict refuses with the same error and changes nothing; recover reloads.
    source.update(newContent, map: nil)
    let outcome = Result { () throws(BatchError) in try applyBatch(batch, to: renderer) }
    if view.recover {
      require(
        (try? outcome.get()) != nil && reported == [error],
        "\(context): recover mode gave \(outcome), reported \(reported), expected \(error)")
      let fresh = makeRenderer(source, view, scroll: renderer.scrollOffset, selection: [])
      require(
        renderer.render() == fresh.render(), "\(context): after recovering it renders differently"
      )
    } else {
      require(
        outcome.error == error, "\(context): strict mode gave \(outcome), expected \(error)")
      require(
        renderer.render() == frameBefore && renderer.selectedPaths == selected,
        "\(context): the refused batch changed the renderer")
    }
    return
  }
  let map = ItemPathMap(batch)
  source.update(replayed, map: map)
  do {
    try renderer.apply(batch)
  } catch {
    violated("\(context): the renderer refused a valid batch: \(error)")
  }
  require(reported.isEmpty, "\(context): reported \(reported) for a valid batch")
  let expectedSelection = selected.compactMap(map.pathAfter).sorted()
  require(
    renderer.selectedPaths == expectedSelection,
    "\(context): selection \(selected) became \(renderer.selectedPaths), not "
      + "\(expectedSelection)")
  let fresh = makeRenderer(
    source, view, scroll: renderer.scrollOffset, selection: renderer.selectedPaths)
  let frame = renderer.render()
  let freshFrame = fresh.render()
  requireFrameShape(frame, width: view.width, height: view.height, context)
  require(
    frame == freshFrame,
    "\(context): renders\n\(frame)\ninstead of\n\(freshFrame)")
}

/// `renderer.apply(batch)`, whose error is the `BatchError` every text view throws.
private func applyBatch(
  _ batch: ChangeBatch, to renderer: any TextResultsView
) throws(BatchError) {
  do {
    try renderer.apply(batch)
  } catch let error as BatchError {
    throw error
  } catch {
    violated("apply(_:) threw \(error), not a BatchError")
  }
}

extension Result {
  /// The error, when this is a failure.
  fileprivate var error: Failure? {
    if case let .failure(error) = self { error } else { nil }
  }
}
