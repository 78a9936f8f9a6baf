import ResultsKitJSON
import ResultsKitTesting
import Testing

@Suite("JSON writer")
struct JSONWriterTests {
  @Test("Layout: \", \" between elements, \": \" after keys, empty containers closed")
  func layout() {
    let value = JSONValue.object([
      JSONMember("a", .array([.number(1), .bool(true), .null])),
      JSONMember("b", .object([])),
      JSONMember("c", .array([])),
      JSONMember("d", .object([JSONMember("e", .string("f"))])),
    ])
    #expect(
      JSONWriter.text(of: value) == #"{"a": [1, true, null], "b": {}, "c": [], "d": {"e": "f"}}"#)
  }

  @Test("Quotes, backslashes and control characters are escaped; the rest is written as is")
  func escaping() {
    #expect(JSONWriter.quoted("say \"hi\" \\ now") == #""say \"hi\" \\ now""#)
    #expect(JSONWriter.quoted("\n\r\t\u{08}\u{0C}") == #""\n\r\t\b\f""#)
    #expect(JSONWriter.quoted("\u{00}\u{01}\u{1F}") == #""\u0000\u0001\u001f""#)
    #expect(JSONWriter.quoted("café 東京 😀 / \u{7F}") == "\"café 東京 😀 / \u{7F}\"")
  }

  @Test("Every string round-trips through the parser")
  func stringRoundTrip() throws {
    var samples = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
    samples += ["", "\u{2028}\u{2029}", "e\u{301}", "😀🇬🇧", String(repeating: "\\\"", count: 50)]
    var generator = SeededRandomNumberGenerator(seed: 11)
    for _ in 0..<500 {
      let scalars = (0..<Int.random(in: 0...12, using: &generator)).compactMap { _ in
        Unicode.Scalar(UInt32.random(in: 0...0x10FFFF, using: &generator))
      }
      var string = ""
      string.unicodeScalars.append(contentsOf: scalars)
      samples.append(string)
    }
    for sample in samples {
      let written = JSONWriter.quoted(sample)
      #expect(!written.utf8.contains { $0 < 0x20 }, "unescaped control character in \(written)")
      #expect(try JSONParser.parse(written) == .string(sample))
    }
  }

  @Test(
    "Numbers: integral values without a fraction, others in shortest round-trip form",
    arguments: [
      (3.0, "3"), (-0.0, "0"), (0.0, "0"), (-42.0, "-42"), (2.5, "2.5"), (0.1, "0.1"),
      (1e-7, "1e-7"), (123_456_789_012.0, "123456789012"),
      (9_007_199_254_740_992.0, "9007199254740992"),
      (1e17, "100000000000000000"), (1e18, "1e18"), (1.5e300, "1.5e300"), (-1.5e-300, "-1.5e-300"),
      (Double.leastNonzeroMagnitude, "5e-324"), (1.0 / 3.0, "0.3333333333333333"),
      (Double.infinity, "null"),
    ])
  func numberText(number: Double, text: String) {
    #expect(JSONWriter.numberText(number) == text)
  }

  @Test("Random finite numbers read back as the same Double")
  func numberRoundTrip() throws {
    var generator = SeededRandomNumberGenerator(seed: 3)
    for _ in 0..<5_000 {
      let number = Double(bitPattern: generator.next())
      guard number.isFinite else { continue }
      #expect(try JSONParser.parse(JSONWriter.numberText(number)) == .number(number))
    }
  }
}
