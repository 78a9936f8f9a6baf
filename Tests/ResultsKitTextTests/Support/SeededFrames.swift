import ResultsKitTesting

/// Random frames, each usually a small change of the one before, so that many lines repeat.
struct SeededFrames {
  /// The most lines a frame has.
  let maximumLines: Int
  private var random: SeededRandomNumberGenerator
  private var current: [String] = ["start"]

  init(seed: UInt64, maximumLines: Int) {
    random = SeededRandomNumberGenerator(seed: seed)
    self.maximumLines = maximumLines
  }

  /// Lines that come up often: empty, spaces, colour escapes, non-ASCII, a combining mark.
  private static let pool = [
    "", "alpha", "beta", "gamma  ", "δέλτα", "  indented", "\u{1B}[32mgreen\u{1B}[0m",
    "\u{1B}[1m\u{1B}[7mselected\u{1B}[0m", "\u{1B}[31mgreen\u{1B}[0m", "cafe\u{301}", "🙂 row",
    "a longer line with words and 12345",
  ]

  private mutating func randomLine() -> String {
    if Bool.random(using: &random) {
      return Self.pool.randomElement(using: &random) ?? ""
    }
    return "item \(Int.random(in: 0..<40, using: &random))"
  }

  /// The next frame's lines (at least one, at most `maximumLines`).
  mutating func next() -> [String] {
    let choice = Int.random(in: 0..<100, using: &random)
    switch choice {
    case 0..<15:
      break  // identical
    case 15..<27:
      let count = Int.random(in: 1...maximumLines, using: &random)
      current = (0..<count).map { _ in randomLine() }
    default:
      for _ in 0..<Int.random(in: 1...3, using: &random) { mutate() }
    }
    return current
  }

  private mutating func mutate() {
    let index = Int.random(in: 0..<current.count, using: &random)
    switch Int.random(in: 0..<6, using: &random) {
    case 0, 1:
      current[index] = randomLine()
    case 2 where current.count < maximumLines:
      current.insert(randomLine(), at: index)
    case 3 where current.count > 1:
      current.remove(at: index)
    case 4:
      let room = maximumLines - current.count
      if room > 0 {
        for _ in 0..<Int.random(in: 1...room, using: &random) { current.append(randomLine()) }
      }
    default:
      current.removeLast(Int.random(in: 0..<current.count, using: &random))
    }
  }
}
