extension BatchError: CustomStringConvertible {
  /// The message UIKit gives for the same mistake, in a collection view's words ("items",
  /// "collection view"); ``description(for:)`` gives a table view's.
  public var description: String { description(for: .collectionView) }

  /// The message UIKit gives for the same mistake, in the words of the given kind of view.
  ///
  /// A table view speaks of rows where a collection view speaks of items:
  ///
  ///     let error = BatchError.invalidNumberOfItems(
  ///       section: 0, after: 3, before: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)
  ///     error.description(for: .tableView)
  ///     // "Invalid update: invalid number of rows in section 0. The number of rows contained in
  ///     // an existing section after the update (3) must be equal to …"
  ///
  /// - Parameter view: The kind of view whose words the message uses.
  /// - Returns: The message; for ``ViewKind/collectionView`` it equals ``description``.
  public func description(for view: ViewKind) -> String {
    let words = Words(view)
    switch self {
    case let .invalidNumberOfSections(after, before, inserted, deleted):
      return "Invalid update: invalid number of sections. The number of sections contained in "
        + "the \(words.view) after the update (\(after)) must be equal to the number of "
        + "sections contained in the \(words.view) before the update (\(before)), plus or "
        + "minus the number of sections inserted or deleted (\(inserted) inserted, "
        + "\(deleted) deleted)."
    case let .invalidNumberOfItems(section, after, before, inserted, deleted, movedIn, movedOut):
      return "Invalid update: invalid number of \(words.items) in section \(section). The "
        + "number of \(words.items) contained in an existing section after the update (\(after)) "
        + "must be equal to the number of \(words.items) contained in that section before the "
        + "update (\(before)), plus or minus the number of \(words.items) inserted or deleted "
        + "from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the "
        + "number of \(words.items) moved into or out of that section (\(movedIn) moved in, "
        + "\(movedOut) moved out)."
    case let .sectionOutOfRange(operation, section, count):
      let state = operation.namesStateAfterBatch ? "after" : "before"
      switch operation {
      case .deleteSection, .insertSection:
        let separator = operation == .insertSection ? "" : ","
        return "attempt to \(operation.verb) section \(section)\(separator) but there are only "
          + "\(count) sections \(state) the update"
      default:
        return
          "attempt to \(operation.verb) \(words.anItem) \(operation.preposition) section \(section), "
          + "but there are only \(count) sections \(state) the update"
      }
    case let .itemOutOfRange(operation, path, count):
      if operation.namesStateAfterBatch {
        let target =
          operation == .moveTo
          ? "move \(words.anItem) to index \(path.item) in section \(path.section)"
          : "\(operation.verb) \(words.item) \(path.item) \(operation.preposition) section "
            + "\(path.section)"
        return "attempt to \(target), but there are only \(count) \(words.items) in section "
          + "\(path.section) after the update"
      }
      return "attempt to \(operation.verb) \(words.item) \(path.item) \(operation.preposition) "
        + "section \(path.section) which only contains \(count) \(words.items) before the update"
    case let .duplicate(operation, path):
      switch operation {
      case .deleteSection, .insertSection:
        return "attempt to \(operation.verb) section \(path.section) more than once"
      default:
        return "attempt to \(operation.phrase) the same index path more than once "
          + "(\(path.indexPathDescription))"
      }
    case let .conflict(first, second, path):
      if first == .delete && second == .reload {
        return "attempt to delete and reload the same index path (\(path.indexPathDescription))"
      }
      return "attempt to perform \(first.bareNoun) and \(second.noun) the same index path "
        + "(\(path.indexPathDescription))"
    case let .moveFromDeletedSection(path):
      return
        "cannot move \(words.anItem) out of a deleted section (\(path.section)): the move from "
        + "\(path.indexPathDescription)"
    case let .moveIntoInsertedSection(path):
      return
        "cannot move \(words.anItem) into a newly inserted section (\(path.section)): the move to "
        + "\(path.indexPathDescription)"
    }
  }
}

extension BatchOperation {
  /// The verb of the operation in a message, such as "delete" or "move".
  fileprivate var verb: String {
    switch self {
    case .deleteSection, .delete: "delete"
    case .insertSection, .insert: "insert"
    case .moveFrom, .moveTo: "move"
    case .reload: "reload"
    case .reconfigure: "reconfigure"
    }
  }

  /// The preposition between an item and its section: "delete item 3 *from* section 0".
  fileprivate var preposition: String {
    switch self {
    case .deleteSection, .delete, .moveFrom: "from"
    case .insertSection, .insert: "into"
    case .moveTo: "to"
    case .reload, .reconfigure: "in"
    }
  }

  /// The verb with its direction, for duplicates, such as "move from" or "insert".
  fileprivate var phrase: String {
    switch self {
    case .moveFrom: "move from"
    case .moveTo: "move to"
    default: verb
    }
  }

  /// The operation as a bare noun: "a delete", "an insert".
  fileprivate var bareNoun: String {
    switch self {
    case .moveFrom, .moveTo: noun
    case .insertSection, .insert: "an insert"
    default: "a \(verb)"
    }
  }

  /// The operation as a noun that takes "the same index path": "a move from", "a reload of".
  fileprivate var noun: String {
    switch self {
    case .deleteSection, .delete: "a delete of"
    case .insertSection, .insert: "an insert at"
    case .moveFrom: "a move from"
    case .moveTo: "a move to"
    case .reload: "a reload of"
    case .reconfigure: "a reconfigure of"
    }
  }
}

extension ItemPath {
  /// The path as UIKit prints an `NSIndexPath` in its messages, without the address.
  var indexPathDescription: String { "{length = 2, path = \(section) - \(item)}" }
}
