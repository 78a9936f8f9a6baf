// The events of the `events` target's scripts, read from the fuzzer's bytes.

import ResultsKit

extension FuzzInput {
  /// An index for an event: mostly small, sometimes -1, `Int.max` or `Int.min`.
  mutating func eventIndex() -> Int {
    switch byte() {
    case 0xFF: Int.max
    case 0xFE: Int.min
    case 0xFD, 0xFC: -1
    case let value: Int(value % 6)
    }
  }

  mutating func eventPath() -> ItemPath {
    let section = eventIndex()
    return ItemPath(item: eventIndex(), section: section)
  }

  mutating func eventItem() -> Item {
    let id = int(below: 14)
    return Item(id: id, value: int(below: 3))
  }

  /// Any event, with any positions.
  mutating func event() -> ResultsEvent<Item> {
    switch int(below: 8) {
    case 0: .willChange
    case 1: .didChange
    case 2: .insertedSection(name: choose(["", "a", "b", "c"]), at: eventIndex())
    case 3: .deletedSection(name: choose(["", "a", "b", "c"]), at: eventIndex())
    case 4: .inserted(eventItem(), at: eventPath())
    case 5: .deleted(eventItem(), at: eventPath())
    case 6:
      .moved(eventItem(), from: eventPath(), to: eventPath())
    default:
      .updated(eventItem(), at: eventPath(), newPath: eventPath())
    }
  }

  /// Up to 6 events; markers are rare.
  mutating func events() -> [ResultsEvent<Item>] {
    (0..<int(in: 0...6)).map { _ in
      let event = event()
      switch event {
      case .willChange, .didChange: return bool() ? event : .inserted(eventItem(), at: eventPath())
      default: return event
      }
    }
  }
}
