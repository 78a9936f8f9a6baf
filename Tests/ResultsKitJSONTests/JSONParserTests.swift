import ResultsKitJSON
import ResultsKitTesting
import Testing

@Suite("JSON parser")
struct JSONParserTests {
  @Test("Scalars, with whitespace around them")
  func scalars() throws {
    #expect(try JSONParser.parse("null") == .null)
    #expect(try JSONParser.parse(" \t\r\ntrue\n") == .bool(true))
    #expect(try JSONParser.parse("false") == .bool(false))
    #expect(try JSONParser.parse("0") == .number(0))
    #expect(try JSONParser.parse("-0") == .number(0))
    #expect(try JSONParser.parse("42") == .number(42))
    #expect(try JSONParser.parse("-1.5") == .number(-1.5))
    #expect(try JSONParser.parse("1e3") == .number(1000))
    #expect(try JSONParser.parse("1E+2") == .number(100))
    #expect(try JSONParser.parse("-2.5e-2") == .number(-0.025))
    #expect(try JSONParser.parse("1e-400") == .number(0))
    #expect(try JSONParser.parse(#""""#) == .string(""))
  }

  @Test("Integers beyond 2^53 become the nearest Double")
  func largeIntegersLosePrecision() throws {
    #expect(try JSONParser.parse("9007199254740993") == .number(9_007_199_254_740_992))
  }

  @Test("Every escape, including surrogate pairs")
  func escapes() throws {
    let text = #""\"\\\/\b\f\n\r\t\u0041\u00e9\u00E9\ud83d\ude00\u0000""#
    #expect(try JSONParser.parse(text) == .string("\"\\/\u{08}\u{0C}\n\r\tAéé😀\u{00}"))
  }

  @Test("UTF-8 text in strings is kept as it is")
  func unicodeText() throws {
    #expect(try JSONParser.parse("\"café 東京 😀\"") == .string("café 東京 😀"))
  }

  @Test("Arrays and objects, members in document order")
  func containers() throws {
    let value = try JSONParser.parse(#" { "b" : [1, "x", null, [ ], { }] , "a": {"c": true} } "#)
    #expect(
      value
        == .object([
          JSONMember("b", .array([.number(1), .string("x"), .null, .array([]), .object([])])),
          JSONMember("a", .object([JSONMember("c", .bool(true))])),
        ]))
    #expect(value["a"]?["c"] == .bool(true))
    #expect(value["missing"] == nil)
  }

  @Test("Nesting up to the maximum depth is read; one level more is an error")
  func depthLimit() throws {
    let depth = JSONParser.maximumDepth
    let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(throws: Never.self) { try JSONParser.parse(deepest) }
    let tooDeep = String(repeating: "[", count: depth + 1)
    #expect(parseError(tooDeep) == JSONParseError(offset: depth, reason: .tooDeep))
    let tooDeepObjects = String(repeating: #"{"a":"#, count: 100_000)
    #expect(parseError(tooDeepObjects)?.reason == .tooDeep)
  }

  @Test(
    "Malformed input gives a typed error at the right offset",
    arguments: [
      ("", 0, JSONParseError.Reason.expected("a value", found: nil)),
      ("   ", 3, .expected("a value", found: nil)),
      ("[1,]", 3, .expected("a value", found: UInt8(ascii: "]"))),
      ("[1 2]", 3, .expected("',' or ']' after an array element", found: UInt8(ascii: "2"))),
      ("[1", 2, .expected("',' or ']' after an array element", found: nil)),
      (#"{"a" 1}"#, 5, .expected("':' after an object key", found: UInt8(ascii: "1"))),
      (#"{"a":1,}"#, 7, .expected("a string key", found: UInt8(ascii: "}"))),
      ("{a:1}", 1, .expected("a string key", found: UInt8(ascii: "a"))),
      (#"{"a":1"#, 6, .expected("',' or '}' after an object member", found: nil)),
      ("tru", 3, .expected("the literal true", found: nil)),
      ("nulL", 3, .expected("the literal null", found: UInt8(ascii: "L"))),
      ("fals", 4, .expected("the literal false", found: nil)),
      ("True", 0, .expected("a value", found: UInt8(ascii: "T"))),
      ("NaN", 0, .expected("a value", found: UInt8(ascii: "N"))),
      ("Infinity", 0, .expected("a value", found: UInt8(ascii: "I"))),
      ("'a'", 0, .expected("a value", found: UInt8(ascii: "'"))),
      ("// comment", 0, .expected("a value", found: UInt8(ascii: "/"))),
      ("+1", 0, .expected("a value", found: UInt8(ascii: "+"))),
      (".5", 0, .expected("a value", found: UInt8(ascii: "."))),
      ("01", 1, .malformedNumber("a leading zero")),
      ("-", 1, .malformedNumber("expected a digit")),
      ("-a", 1, .malformedNumber("expected a digit")),
      ("1.", 2, .malformedNumber("expected a digit after the decimal point")),
      ("1.e5", 2, .malformedNumber("expected a digit after the decimal point")),
      ("1e", 2, .malformedNumber("expected a digit in the exponent")),
      ("1e+", 3, .malformedNumber("expected a digit in the exponent")),
      ("1e400", 0, .numberOutOfRange),
      ("-1e400", 0, .numberOutOfRange),
      (#""abc"#, 4, .expected("'\"' to end the string", found: nil)),
      ("\"a\tb\"", 2, .controlCharacter(0x09)),
      ("\"a\nb\"", 2, .controlCharacter(0x0A)),
      (#""\x""#, 1, .invalidEscape(UInt8(ascii: "x"))),
      (#""\"#, 2, .invalidEscape(nil)),
      (#""\u12G4""#, 5, .invalidUnicodeEscape),
      (#""\u12""#, 5, .invalidUnicodeEscape),
      (#""\udc00""#, 1, .unpairedSurrogate(0xDC00)),
      (#""\ud800""#, 1, .unpairedSurrogate(0xD800)),
      (#""\ud800x""#, 1, .unpairedSurrogate(0xD800)),
      (#""\ud800\u0041""#, 1, .unpairedSurrogate(0xD800)),
      (#""\ud800\ud800""#, 1, .unpairedSurrogate(0xD800)),
      (#"{"a":1,"a":2}"#, 7, .duplicateKey("a")),
      ("1 2", 2, .trailingCharacters(UInt8(ascii: "2"))),
      ("{} {}", 3, .trailingCharacters(UInt8(ascii: "{"))),
      ("nullx", 4, .trailingCharacters(UInt8(ascii: "x"))),
    ])
  func malformed(text: String, offset: Int, reason: JSONParseError.Reason) {
    #expect(parseError(text) == JSONParseError(offset: offset, reason: reason))
  }

  @Test("Bytes that are not UTF-8 are refused, inside strings and out")
  func invalidUTF8() {
    #expect(parseError([0x22, 0xFF, 0x22]) == JSONParseError(offset: 0, reason: .invalidUTF8))
    // An overlong encoding of "/" and an encoded surrogate (U+D800).
    #expect(parseError([0x22, 0xC0, 0xAF, 0x22])?.reason == .invalidUTF8)
    #expect(parseError([0x22, 0xED, 0xA0, 0x80, 0x22])?.reason == .invalidUTF8)
    #expect(
      parseError([0xFF]) == JSONParseError(offset: 0, reason: .expected("a value", found: 0xFF)))
    // A byte order mark is not whitespace for the parser (the replay driver drops one).
    #expect(parseError([0xEF, 0xBB, 0xBF, 0x31])?.offset == 0)
  }

  @Test("Error messages name the column and the problem")
  func messages() {
    #expect(
      parseError(#"{"a" 1}"#)?.description
        == "column 6: expected ':' after an object key, found '1'")
    #expect(
      parseError("[1,")?.description == "column 4: expected a value, found the end of the text")
    #expect(parseError("\"\u{01}\"")?.description.contains("control character 0x01") == true)
    #expect(parseError(#""\ud800""#)?.description.contains("\\uD800") == true)
    #expect(parseError([0x5B, 0x80])?.description == "column 2: expected a value, found byte 0x80")
    #expect(
      parseError("[1 ]x")?.description == "column 5: unexpected 'x' after the end of the value")
  }

  @Test("Random bytes never trap, and whatever parses writes back to the same value")
  func randomBytes() throws {
    var generator = SeededRandomNumberGenerator(seed: 0x5EED_2024)
    // Mostly JSON's own characters, so that inputs get past the first byte often.
    let alphabet = Array(#"{}[]:,"\ -+.0123456789eEtrufalsn/bu"#.utf8) + [0x00, 0x0A, 0x80, 0xFF]
    var parsed = 0
    for round in 0..<20_000 {
      let length = Int.random(in: 0...24, using: &generator)
      let bytes = (0..<length).map { _ in
        round.isMultiple(of: 4)
          ? UInt8.random(in: 0...255, using: &generator)
          : alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
      }
      if let value = try? JSONParser.parse(bytes) {
        parsed += 1
        #expect(try JSONParser.parse(JSONWriter.text(of: value)) == value)
      }
    }
    #expect(parsed > 0)
  }

  @Test("Valid documents with random bytes changed never trap")
  func mutatedDocuments() throws {
    var generator = SeededRandomNumberGenerator(seed: 7)
    let documents = [
      #"{"insert": [{"id": "a1", "time": 905, "name": "Leeds \u00e9\n", "x": null}]}"#,
      #"{"fetch": {"sortBy": ["time", "-name"], "where": {"field": "t", "op": "<=", "value": -1.5e3}}}"#,
      #"[true, false, null, "\ud83d\ude00", [[[]]], {"a": {"b": {}}}]"#,
    ].map { Array($0.utf8) }
    for _ in 0..<20_000 {
      var bytes = documents[Int.random(in: 0..<documents.count, using: &generator)]
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let index = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
        case 1: bytes.remove(at: index)
        default: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: index)
        }
        if bytes.isEmpty { break }
      }
      if let value = try? JSONParser.parse(bytes) {
        #expect(try JSONParser.parse(JSONWriter.text(of: value)) == value)
      }
    }
  }
}

/// The parse error of `bytes`, or `nil` when they parse.
func parseError(_ bytes: [UInt8]) -> JSONParseError? {
  do {
    _ = try JSONParser.parse(bytes)
    return nil
  } catch {
    return error
  }
}

/// The parse error of `text`, or `nil` when it parses.
func parseError(_ text: String) -> JSONParseError? {
  parseError(Array(text.utf8))
}
