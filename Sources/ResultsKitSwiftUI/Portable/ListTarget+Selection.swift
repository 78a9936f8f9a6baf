import ResultsKit

extension ListTarget {
  /// Makes `ids` the selection, as a selection binding set from outside the view does.
  ///
  /// Objects no longer selected are deselected in the view. The new ones are looked up and
  /// selected, unless the list is paused (or not loaded yet): then they wait for the reload or
  /// batch that ends the pause. Identifiers whose objects the results do not hold are dropped,
  /// and reported through ``onSelectionChange``.
  ///
  /// - Parameter ids: The identifiers to select.
  /// - Complexity: O(*s* + *t*) for *s* selected and *t* given identifiers, plus one monitor
  ///   look-up per newly selected identifier.
  package func setSelection(_ ids: Set<Object.ID>) {
    guard tracksSelection, ids != selection.ids else { return }
    let deselected = selection.replace(with: ids)
    var dropped: [Object.ID] = []
    if hasLoaded, !isPaused {
      dropped = selection.resolve(reader.path(ofObjectWithID:))
    }
    let wasUpdating = isUpdatingView
    isUpdatingView = true
    if !deselected.isEmpty { view.setSelected(false, at: deselected) }
    isUpdatingView = wasUpdating
    showSelection()
    if !dropped.isEmpty { onSelectionChange?(selection.ids) }
  }

  /// Takes the view's selection as the user's choice: the objects of the rows it shows
  /// selected become the selection (identifiers waiting for the end of a pause stay), and
  /// ``onSelectionChange`` is called when that changes it.
  ///
  /// Ignored while the target itself changes the view (``isUpdatingView``).
  ///
  /// - Complexity: O(*p*) reads for *p* selected rows.
  package func viewSelectionDidChange() {
    guard tracksSelection, !isUpdatingView else { return }
    let before = selection.ids
    selection.select(paths: view.selectedPaths, identifier: reader.rowID(at:))
    let after = selection.ids
    if after != before { onSelectionChange?(after) }
  }
}
