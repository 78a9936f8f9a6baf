/// Why a ``ChangeBatch`` does not fit the counts it is applied to: UIKit's batch-update
/// exceptions, as a value.
///
/// ``ChangeBatch/validate(before:after:)`` throws these in the order its rules are listed.
/// `description` reads like the message UIKit would crash with for the same mistake.
public enum BatchError: Error, Hashable, Sendable {
  /// The number of sections after the batch is not the number before it, plus the inserted
  /// sections, minus the deleted ones.
  case invalidNumberOfSections(after: Int, before: Int, inserted: Int, deleted: Int)
  /// The number of items in a section that survives the batch does not add up.
  ///
  /// `section` is the section's index before the batch (it may differ after it); the equation
  /// is `after == before + inserted - deleted + movedIn - movedOut`.
  case invalidNumberOfItems(
    section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int,
    movedOut: Int)
  /// An operation names a section that does not exist in the state it refers to; `count` is
  /// the number of sections in that state.
  case sectionOutOfRange(BatchOperation, section: Int, count: Int)
  /// An operation names an item past the end (or before the start) of an existing section;
  /// `count` is the number of items in that section, in the state the operation refers to.
  case itemOutOfRange(BatchOperation, ItemPath, count: Int)
  /// A list names the same position twice. Sections are reported as
  /// `ItemPath(item: -1, section: s)`.
  case duplicate(BatchOperation, ItemPath)
  /// Two operations that cannot be combined name the same position, e.g.
  /// `(.delete, .reload, path)`.
  case conflict(BatchOperation, BatchOperation, ItemPath)
  /// A move starts in a section that the batch deletes; the path is the move's `from`.
  case moveFromDeletedSection(ItemPath)
  /// A move ends in a section that the batch inserts; the path is the move's `to`.
  case moveIntoInsertedSection(ItemPath)
}
