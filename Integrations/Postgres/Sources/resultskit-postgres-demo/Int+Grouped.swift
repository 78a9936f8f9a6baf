extension Int {
  /// The number with its thousands apart: "12,500".
  var grouped: String {
    let digits = String(magnitude)
    var text = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return self < 0 ? "-" + text : text
  }
}
