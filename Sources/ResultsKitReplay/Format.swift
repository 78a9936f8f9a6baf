/// Number formatting without Foundation, shared by the replay's messages and the demo's board,
/// progress line and summary.
package enum Format {
  /// `value` with a comma between groups of three digits.
  package static func grouped(_ value: some BinaryInteger) -> String {
    let digits = Array(String(value.magnitude))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return (value < 0 ? "-" : "") + text
  }

  /// `value` rounded to `digits` decimals.
  package static func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    guard digits > 0 else { return String(Int(rounded)) }
    var text = "\(rounded)"
    if let dot = text.firstIndex(of: ".") {
      let decimals = text.distance(from: dot, to: text.endIndex) - 1
      if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
    }
    return text
  }

  /// `count` and `noun`, made plural unless `count` is 1: "1 batch", "3 batches".
  package static func counted(_ count: Int, _ noun: String) -> String {
    let plural = noun.hasSuffix("ch") || noun.hasSuffix("sh") ? noun + "es" : noun + "s"
    return grouped(count) + " " + (count == 1 ? noun : plural)
  }

  /// `duration` in microseconds.
  package static func microseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e6 + Double(attoseconds) / 1e12
  }

  /// `duration` in seconds, with two decimals.
  package static func seconds(_ duration: Duration) -> String {
    fixed(microseconds(duration) / 1e6, 2) + " s"
  }

  /// `word` as typed, or quoted with escapes when it is empty or holds spaces or controls, so
  /// that the message stays one readable line.
  package static func shown(_ word: String) -> String {
    let plain =
      !word.isEmpty && word.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value != 0x7F }
      && !word.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }
    return plain ? word : String(reflecting: word)
  }
}
