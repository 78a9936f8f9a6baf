/// How a ``TextTable`` or ``TextGrid`` draws its frame.
public enum TextStyle: Hashable, Sendable {
  /// Box-drawing characters: `┌─┐ │ ├┤ └┘`. The default.
  case unicode
  /// ASCII only: `+-+ | +-+`, for terminals and logs that cannot show box drawing.
  case ascii
  /// No frame at all: rows, headers and the section index only.
  case plain
}
