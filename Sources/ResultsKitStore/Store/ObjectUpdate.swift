/// One object's content before and after a commit.
public struct ObjectUpdate<Object> {
  /// The object as it was before the commit.
  public var old: Object
  /// The object as the commit left it.
  public var new: Object

  /// Creates an update from `old` to `new`.
  ///
  /// - Parameters:
  ///   - old: The object before the commit.
  ///   - new: The object after the commit.
  public init(old: Object, new: Object) {
    self.old = old
    self.new = new
  }
}

extension ObjectUpdate: Equatable where Object: Equatable {}
extension ObjectUpdate: Sendable where Object: Sendable {}
