/// The bulk import's progress line: a bar, the count, the rate and the time so far.
enum ProgressBar {
  /// `done` of `total` after `elapsed`, with a bar of `width` cells.
  static func line(done: Int, of total: Int, elapsed: Duration, width: Int = 24) -> String {
    let fraction = total == 0 ? 1 : Double(done) / Double(total)
    let filled = min(width, Int((fraction * Double(width)).rounded(.down)))
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    let seconds = Format.microseconds(elapsed) / 1e6
    let rate = seconds > 0 ? Int(Double(done) / seconds) : 0
    return " Importing history [\(bar)] \(Format.grouped(done))/\(Format.grouped(total)) · "
      + "\(Format.grouped(rate))/s · \(Format.seconds(elapsed))"
  }
}
