/// The registered cell classes and the queues of cells waiting to be reused, by reuse
/// identifier: what `dequeueReusableCell` draws from.
struct ReusePool {
  /// The most cells one queue keeps; more are released.
  static let queueLimit = 64

  private var classes: [String: TextCell.Type] = [:]
  private var queues: [String: [TextCell]] = [:]
  /// The identifiers that were dequeued without being registered.
  private(set) var unregistered: Set<String> = []

  /// Makes cells for `identifier` from `type`, replacing an earlier registration (its queued
  /// cells are dropped).
  mutating func register(_ type: TextCell.Type, for identifier: String) {
    classes[identifier] = type
    queues[identifier] = nil
  }

  /// A cell for `identifier`: a queued one, prepared for reuse, or a new one.
  ///
  /// A new cell is of the registered class. An identifier that was never registered gets a
  /// plain `TextCell` and is recorded in ``unregistered``; the second result is `true` the
  /// first time that happens.
  mutating func dequeue(_ identifier: String) -> (cell: TextCell, firstMiss: Bool) {
    if let cell = queues[identifier]?.popLast() {
      cell.prepareForReuse()
      return (cell, false)
    }
    if let type = classes[identifier] { return (type.init(reuseIdentifier: identifier), false) }
    let firstMiss = unregistered.insert(identifier).inserted
    return (TextCell(reuseIdentifier: identifier), firstMiss)
  }

  /// Puts `cell` back in its identifier's queue (if the identifier is registered and the
  /// queue is not full).
  mutating func enqueue(_ cell: TextCell) {
    guard classes[cell.reuseIdentifier] != nil else { return }
    guard queues[cell.reuseIdentifier, default: []].count < Self.queueLimit else { return }
    queues[cell.reuseIdentifier, default: []].append(cell)
  }
}
