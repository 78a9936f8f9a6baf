/// Where text sits in a padded field.
public enum TextAlignment: Hashable, Sendable {
  /// Text first, padding after it (on the right, for left-to-right text).
  case leading
  /// Padding first, text after it (on the right edge of the field).
  case trailing
}
