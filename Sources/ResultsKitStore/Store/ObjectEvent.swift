/// What one commit did to one object, as reported to ``ObjectStore/monitor(_:_:)``.
public enum ObjectEvent<Object> {
  /// The object was inserted (it was not in the store before the commit).
  case inserted(Object)
  /// The object's content changed.
  case updated(old: Object, new: Object)
  /// The object was deleted; the value is its last content.
  case deleted(Object)
}

extension ObjectEvent: Equatable where Object: Equatable {}
extension ObjectEvent: Sendable where Object: Sendable {}
