extension BatchError: CustomStringConvertible {
  /// The message UIKit gives for the same mistake (collection-view "items" wording).
  public var description: String {
    switch self {
    case let .invalidNumberOfSections(after, before, inserted, deleted):
      return "Invalid update: invalid number of sections. The number of sections contained in "
        + "the collection view after the update (\(after)) must be equal to the number of "
        + "sections contained in the collection view before the update (\(before)), plus or "
        + "minus the number of sections inserted or deleted (\(inserted) inserted, "
        + "\(deleted) deleted)."
    case let .invalidNumberOfItems(section, after, before, inserted, deleted, movedIn, movedOut):
      return "Invalid update: invalid number of items in section \(section). The number of "
        + "items contained in an existing section after the update (\(after)) must be equal to "
        + "the number of items contained in that section before the update (\(before)), plus or "
        + "minus the number of items inserted or deleted from that section (\(inserted) "
        + "inserted, \(deleted) deleted) and plus or minus the number of items moved into or "
        + "out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    case let .sectionOutOfRange(operation, section, count):
      let state = operation.namesStateAfterBatch ? "after" : "before"
      switch operation {
      case .deleteSection, .insertSection:
        let separator = operation == .insertSection ? "" : ","
        return "attempt to \(operation.verb) section \(section)\(separator) but there are only "
          + "\(count) sections \(state) the update"
      default:
        return "attempt to \(operation.verb) an item \(operation.preposition) section \(section), "
          + "but there are only \(count) sections \(state) the update"
      }
    case let .itemOutOfRange(operation, path, count):
      if operation.namesStateAfterBatch {
        let target =
          operation == .moveTo
          ? "move an item to index \(path.item) in section \(path.section)"
          : "\(operation.verb) item \(path.item) \(operation.preposition) section \(path.section)"
        return "attempt to \(target), but there are only \(count) items in section "
          + "\(path.section) after the update"
      }
      return "attempt to \(operation.verb) item \(path.item) \(operation.preposition) section "
        + "\(path.section) which only contains \(count) items before the update"
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
      return "cannot move an item out of a deleted section (\(path.section)): the move from "
        + "\(path.indexPathDescription)"
    case let .moveIntoInsertedSection(path):
      return "cannot move an item into a newly inserted section (\(path.section)): the move to "
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
