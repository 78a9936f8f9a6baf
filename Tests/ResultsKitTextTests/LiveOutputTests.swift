import ResultsKitTesting
import Testing

@testable import ResultsKitText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Collects what a `LiveOutput` writes, one string per write.
private final class Recorder {
  var writes: [String] = []
  var text: String { writes.joined() }

  /// A live output writing into this recorder.
  func output(isTerminal: Bool) -> LiveOutput {
    LiveOutput(isTerminal: isTerminal) { self.writes.append($0) }
  }

  /// What was written since `mark` writes.
  func text(since mark: Int) -> String { writes[mark...].joined() }
}

private let esc = "\u{1B}"

@Suite("LiveOutput")
struct LiveOutputTests {
  // MARK: Colour policy

  @Suite("ColorPolicy")
  struct ColorPolicyTests {
    @Test(
      "NO_COLOR, TERM, destination and the disabled flag decide",
      arguments: [
        ([:], true, false, true),
        (["TERM": "xterm-256color"], true, false, true),
        (["NO_COLOR": ""], true, false, true),
        (["NO_COLOR": "1"], true, false, false),
        (["NO_COLOR": "0"], true, false, false),
        (["TERM": "dumb"], true, false, false),
        (["TERM": "xterm"], false, false, false),
        (["TERM": "xterm"], true, true, false),
      ] as [([String: String], Bool, Bool, Bool)])
    func decides(environment: [String: String], isTerminal: Bool, disabled: Bool, expected: Bool) {
      #expect(
        ColorPolicy.usesColor(environment: environment, isTerminal: isTerminal, disabled: disabled)
          == expected)
    }

    @Test("disabled defaults to false")
    func disabledDefault() {
      #expect(ColorPolicy.usesColor(environment: [:], isTerminal: true))
    }

    @Test("processEnvironment agrees with getenv")
    func processEnvironment() {
      let environment = ColorPolicy.processEnvironment
      #expect(!environment.isEmpty)
      for (name, value) in environment {
        let fromGetenv = getenv(name).map { String(cString: $0) }
        #expect(fromGetenv == value, "\(name)")
      }
      if let path = getenv("PATH") { #expect(environment["PATH"] == String(cString: path)) }
    }
  }

  // MARK: Not a terminal

  @Test("Not a terminal: each frame, a line break and an empty line; finish writes nothing")
  func appends() {
    let recorder = Recorder()
    let output = recorder.output(isTerminal: false)
    #expect(!output.isTerminal)
    output.show("alpha\nbeta")
    output.show("alpha\nbeta")
    output.show("")
    output.show("\(esc)[32mok\(esc)[0m")
    output.finish()
    output.finish()
    #expect(
      recorder.text == "alpha\nbeta\n\n" + "alpha\nbeta\n\n" + "\n\n" + "\(esc)[32mok\(esc)[0m\n\n")
    #expect(recorder.writes.count == 4)
    #expect(output.charactersWritten == 9 + 9 + 0 + 11)
    #expect(output.rowsWritten == 6)
  }

  // MARK: Terminal, exact text

  @Test("First frame hides the cursor and writes every line")
  func firstFrame() {
    let recorder = Recorder()
    let output = recorder.output(isTerminal: true)
    output.show("alpha\nbeta\ngamma")
    #expect(
      recorder.text
        == "\(esc)[?25l\r\(esc)[2Kalpha\r\n\(esc)[2Kbeta\r\n\(esc)[2Kgamma")
    #expect(output.charactersWritten == 14)
    #expect(output.rowsWritten == 3)
    #expect(output.bytesWritten == recorder.text.utf8.count)
  }

  @Test("An identical frame writes nothing")
  func identicalFrame() {
    let recorder = Recorder()
    let output = recorder.output(isTerminal: true)
    output.show("alpha\n\(esc)[32mbeta\(esc)[0m\ngamma")
    let written = (recorder.writes.count, output.charactersWritten, output.rowsWritten)
    output.show("alpha\n\(esc)[32mbeta\(esc)[0m\ngamma")
    #expect(recorder.writes.count == written.0)
    #expect(output.charactersWritten == written.1)
    #expect(output.rowsWritten == written.2)
  }

  @Test(
    "A frame differing in one line writes only that line",
    arguments: [
      ("ALPHA\nbeta\ngamma", "\r\(esc)[2A\(esc)[2KALPHA\n\n", 5),
      ("alpha\nBETA\ngamma", "\r\(esc)[1A\(esc)[2KBETA\n", 4),
      ("alpha\nbeta\nGAMMA!", "\r\(esc)[2KGAMMA!", 6),
      // Colour escapes are part of the comparison.
      ("alpha\n\(esc)[1mbeta\(esc)[0m\ngamma", "\r\(esc)[1A\(esc)[2K\(esc)[1mbeta\(esc)[0m\n", 12),
    ] as [(String, String, Int)])
  func oneLineDiffers(frame: String, expected: String, characters: Int) {
    let recorder = Recorder()
    let output = recorder.output(isTerminal: true)
    output.show("alpha\nbeta\ngamma")
    let mark = recorder.writes.count
    let before = output.charactersWritten
    output.show(frame)
    #expect(recorder.text(since: mark) == expected)
    #expect(output.charactersWritten - before == characters)
    #expect(output.rowsWritten == 4)
  }

  @Test("A long run of unchanged lines is skipped with one cursor-down")
  func longSkip() {
    let recorder = Recorder()
    let output = recorder.output(isTerminal: true)
    output.show("0\n1\n2\n3\n4\n5\n6")
    let mark = recorder.writes.count
    output.show("X\n1\n2\n3\n4\n5\n6")
    #expect(recorder.text(since: mark) == "\r\(esc)[6A\(esc)[2KX\(esc)[6B")
  }

  @Test("A growing frame writes the new lines below")
  func growing() {
    let recorder = Recorder()
    let output = recorder.output(isTerminal: true)
    output.show("a\nb")
    var mark = recorder.writes.count
    output.show("a\nb\nc\nd")
    #expect(recorder.text(since: mark) == "\r\n\(esc)[2Kc\r\n\(esc)[2Kd")
    mark = recorder.writes.count
    output.show("A\nb\nc\nd\ne")
    #expect(recorder.text(since: mark) == "\r\(esc)[3A\(esc)[2KA\r\n\n\n\n\(esc)[2Ke")
    #expect(output.rowsWritten == 2 + 2 + 2)
  }

  @Test("A shrinking frame erases the rows it leaves")
  func shrinking() {
    let recorder = Recorder()
    let output = recorder.output(isTerminal: true)
    output.show("a\nb\nc\nd")
    var mark = recorder.writes.count
    output.show("a\nx")
    #expect(recorder.text(since: mark) == "\r\(esc)[2A\(esc)[2Kx\r\n\(esc)[J\(esc)[1A")
    output.show("a\nx\nc\nd")
    mark = recorder.writes.count
    output.show("a\nx")
    #expect(recorder.text(since: mark) == "\r\(esc)[1A\(esc)[J\(esc)[1A")
    mark = recorder.writes.count
    output.show("")
    #expect(recorder.text(since: mark) == "\r\(esc)[1A\(esc)[2K\r\n\(esc)[J\(esc)[1A")
  }

  @Test("An empty frame is one empty line")
  func emptyFrame() {
    let recorder = Recorder()
    let output = recorder.output(isTerminal: true)
    output.show("")
    #expect(recorder.text == "\(esc)[?25l\r\(esc)[2K")
    output.show("")
    #expect(recorder.writes.count == 1)
    output.show("x")
    #expect(recorder.text(since: 1) == "\r\(esc)[2Kx")
    output.finish()
    #expect(recorder.text(since: 2) == "\r\n\(esc)[?25h")
    #expect(output.charactersWritten == 1)
  }

  @Test("finish moves below the frame and shows the cursor, once; show then starts afresh")
  func finish() {
    let recorder = Recorder()
    let output = recorder.output(isTerminal: true)
    output.finish()
    #expect(recorder.writes.isEmpty)
    output.show("a\nb")
    output.finish()
    #expect(recorder.writes.last == "\r\n\(esc)[?25h")
    let mark = recorder.writes.count
    output.finish()
    #expect(recorder.writes.count == mark)
    output.show("a\nb")
    #expect(recorder.text(since: mark) == "\(esc)[?25l\r\(esc)[2Ka\r\n\(esc)[2Kb")
  }

  @Test("restore turns colour off, moves below the frame and shows the cursor, once")
  func restore() {
    let recorder = Recorder()
    let output = recorder.output(isTerminal: true)
    output.restore()
    #expect(recorder.writes.isEmpty, "no frame live: nothing to restore")
    output.show("a\n\(esc)[33mb")
    output.restore()
    #expect(recorder.writes.last == "\(esc)[0m\r\n\(esc)[?25h")
    let mark = recorder.writes.count
    output.restore()
    output.finish()
    #expect(recorder.writes.count == mark)
    let plain = Recorder()
    let appending = plain.output(isTerminal: false)
    appending.show("a")
    appending.restore()
    #expect(plain.text == "a\n\n")
  }

  @Test("clearScreen erases the screen, homes the cursor, and the next frame is drawn whole")
  func clearScreen() {
    let recorder = Recorder()
    let output = recorder.output(isTerminal: true)
    output.show("a\nb")
    output.clearScreen()
    #expect(recorder.writes.last == "\(esc)[H\(esc)[2J")
    let mark = recorder.writes.count
    output.show("a\nb")
    #expect(recorder.text(since: mark) == "\(esc)[?25l\r\(esc)[2Ka\r\n\(esc)[2Kb")
    let plain = Recorder()
    plain.output(isTerminal: false).clearScreen()
    #expect(plain.writes.isEmpty)
  }

  @Test("standardOutput(environment:) appends under TERM=dumb or NO_COLOR, and off a terminal")
  func standardOutputEnvironment() {
    #expect(!LiveOutput.standardOutput(environment: ["TERM": "dumb"]).isTerminal)
    #expect(!LiveOutput.standardOutput(environment: ["TERM": "xterm", "NO_COLOR": "1"]).isTerminal)
    #expect(
      LiveOutput.standardOutput(environment: ["TERM": "xterm", "NO_COLOR": ""]).isTerminal
        == (isatty(1) == 1))
  }

  @Test("Text printed before a frame comes out before it when standard output is a pipe")
  func printThenFrameThroughAPipe() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    // C's `stdout`, looked up by name (Swift 6 refuses a reference to the mutable C global),
    // made fully buffered as it is when standard output is a pipe from the start; the test
    // runner may have made it line buffered.
    #if canImport(Darwin)
      let symbol = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: -2), "__stdoutp"))
    #else
      let symbol = try #require(dlsym(nil, "stdout"))
    #endif
    let stdoutFile = try #require(symbol.load(as: UnsafeMutablePointer<FILE>?.self))
    fflush(nil)
    try #require(setvbuf(stdoutFile, nil, _IOFBF, 65_536) == 0)
    let saved = dup(1)
    try #require(saved >= 0 && dup2(ends[1], 1) == 1)
    print("PRINTED BEFORE")
    LiveOutput.standardOutput().show("FRAME LINE")
    fflush(nil)
    setvbuf(stdoutFile, nil, _IOLBF, 65_536)
    dup2(saved, 1)
    close(saved)
    close(ends[1])
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
      if count <= 0 { break }
      bytes += buffer[..<count]
    }
    close(ends[0])
    let text = String(decoding: bytes, as: UTF8.self)
    let printed = try #require(text.firstRange(of: "PRINTED BEFORE\n"), "\(text)")
    let frame = try #require(text.firstRange(of: "FRAME LINE\n"), "\(text)")
    #expect(printed.upperBound <= frame.lowerBound, "\(text)")
  }

  // MARK: Replay on a virtual screen

  @Test(
    "Random frames replayed on a virtual screen show exactly the last frame, writing only changed lines",
    arguments: [1, 2, 3, 42, 2024] as [UInt64])
  func virtualScreen(seed: UInt64) {
    let height = 24
    var random = SeededRandomNumberGenerator(seed: seed &* 7919)
    let startRow = Int.random(in: 0..<height, using: &random)
    let initialHistory = (0..<startRow).map { "history \($0)" }
    var terminal = VirtualTerminal(height: height, history: initialHistory)
    var history = initialHistory  // every line above the live frame, scrolled off or not
    var frames = SeededFrames(seed: seed, maximumLines: 12)
    let recorder = Recorder()
    let output = recorder.output(isTerminal: true)
    var top = startRow  // the screen row of the live frame's first line
    var onScreen: [String]? = nil

    /// The screen as it should be: history above `top`, `lines` from `top`, blank below.
    func expectScreen(_ lines: [String], step: Int) {
      var expected = Array(history.suffix(top))
      expected += lines
      expected += Array(repeating: "", count: height - expected.count)
      #expect(terminal.screen == expected, "seed \(seed), step \(step)")
    }

    for step in 0..<400 {
      if onScreen != nil, Int.random(in: 0..<40, using: &random) == 0 {
        let lines = onScreen ?? []
        let mark = recorder.writes.count
        output.finish()
        terminal.feed(recorder.text(since: mark))
        history += lines
        top += lines.count
        if top > height - 1 { top = height - 1 }
        onScreen = nil
        expectScreen([], step: step)
        #expect(terminal.row == top && terminal.column == 0, "seed \(seed), step \(step)")
        #expect(terminal.cursorVisible)
        continue
      }
      let lines = frames.next()
      let previous = onScreen ?? []
      let changed = lines.indices.filter {
        onScreen == nil || $0 >= previous.count || previous[$0] != lines[$0]
      }
      let before = (output.rowsWritten, output.charactersWritten, recorder.writes.count)
      output.show(lines.joined(separator: "\n"))
      terminal.feed(recorder.text(since: before.2))
      onScreen = lines
      if top + lines.count > height { top = height - lines.count }

      expectScreen(lines, step: step)
      #expect(terminal.row == top + lines.count - 1, "seed \(seed), step \(step)")
      #expect(!terminal.cursorVisible)
      #expect(output.rowsWritten - before.0 == changed.count)
      #expect(output.charactersWritten - before.1 == changed.reduce(0) { $0 + lines[$1].count })
      if changed.isEmpty, lines.count == previous.count {
        #expect(recorder.writes.count == before.2)  // an identical frame writes nothing
      }
    }
    output.finish()
    #expect(terminal.problems.isEmpty, "\(terminal.problems)")
    // The run exercised every movement and erase.
    for kind in ["A", "B", "2K", "J", "LF", "CR", "?25l", "?25h"] {
      #expect(terminal.counts[kind, default: 0] > 0, "no \(kind), seed \(seed)")
    }
    #expect(terminal.scrolls > 0 || startRow == 0, "seed \(seed)")
  }

  // MARK: Writing to a file descriptor

  @Suite("DescriptorWriter")
  struct DescriptorWriterTests {
    @Test("Partial and interrupted writes are retried until everything is written")
    func retries() {
      let text = "héllo \(esc)[32mworld\(esc)[0m 🙂\n" + String(repeating: "x", count: 100)
      var received: [UInt8] = []
      var calls = 0
      let written = DescriptorWriter.writeAll(text) { bytes in
        calls += 1
        if calls % 3 == 0 { return .interrupted }
        let count = min(bytes.count, 5)
        received += bytes.prefix(count)
        return .wrote(count)
      }
      #expect(written == text.utf8.count)
      #expect(received == Array(text.utf8))
      #expect(calls > text.utf8.count / 5)
    }

    @Test("A failure, or a count outside what was offered, stops the loop")
    func stops() {
      var calls = 0
      let written = DescriptorWriter.writeAll("abcdef") { _ in
        calls += 1
        return .failed
      }
      #expect(written == 0)
      #expect(calls == 1)
      #expect(DescriptorWriter.writeAll("abcdef") { _ in .wrote(0) } == 0)
      #expect(DescriptorWriter.writeAll("abcdef") { $0.count > 4 ? .wrote(2) : .wrote(9) } == 2)
      #expect(DescriptorWriter.writeAll("") { _ in .failed } == 0)
    }

    @Test("Writes reach a real file descriptor")
    func realDescriptor() throws {
      var ends: [Int32] = [0, 0]
      try #require(pipe(&ends) == 0)
      defer {
        close(ends[0])
        close(ends[1])
      }
      let text = String(repeating: "ligne \(esc)[1mé\(esc)[0m\n", count: 200)
      #expect(DescriptorWriter.writeAll(text, to: ends[1]) == text.utf8.count)
      var buffer = [UInt8](repeating: 0, count: text.utf8.count + 16)
      var total = 0
      while total < text.utf8.count {
        let count = buffer.withUnsafeMutableBytes { bytes in
          read(ends[0], bytes.baseAddress.map { $0 + total }, bytes.count - total)
        }
        if count <= 0 { break }
        total += count
      }
      #expect(Array(buffer[..<total]) == Array(text.utf8))
    }

    @Test("standardOutput asks isatty(1)")
    func standardOutput() {
      #expect(LiveOutput.standardOutput().isTerminal == (isatty(1) == 1))
    }
  }
}
