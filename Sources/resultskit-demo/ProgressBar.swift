import ResultsKitReplay

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

  /// The line with a bar of 24 cells, or a shorter one so that the line fits `columns` when it
  /// is given; when not even a bar of one cell fits, only the count: " Importing history
  /// 1,000/50,000".
  static func line(done: Int, of total: Int, elapsed: Duration, fitting columns: Int?) -> String {
    guard let columns else { return line(done: done, of: total, elapsed: elapsed) }
    let rest = line(done: done, of: total, elapsed: elapsed, width: 0).count
    guard rest < columns else {
      return " Importing history \(Format.grouped(done))/\(Format.grouped(total))"
    }
    return line(done: done, of: total, elapsed: elapsed, width: min(24, columns - rest))
  }
}
