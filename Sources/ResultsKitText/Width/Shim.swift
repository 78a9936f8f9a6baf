// TEMPORARY: replaced by the real display-width implementation (branch text-width).
extension Character {
  public var displayWidth: Int { 1 }
}
extension StringProtocol {
  public var displayWidth: Int { count }
}
public enum TextAlignment: Hashable, Sendable { case leading, trailing }
extension String {
  public func truncated(toDisplayWidth width: Int) -> String {
    guard width > 0 else { return "" }
    if count <= width { return self }
    return String(prefix(width - 1)) + "…"
  }
  public func padded(toDisplayWidth width: Int, alignment: TextAlignment = .leading) -> String {
    let cut = truncated(toDisplayWidth: width)
    let pad = String(repeating: " ", count: max(0, width - cut.count))
    return alignment == .leading ? cut + pad : pad + cut
  }
}
