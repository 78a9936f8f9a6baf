import ResultsKitText
import Testing

/// `TextCell`: its layout at every width, reuse, and subclassing.
@Suite struct TextCellTests {
  private func cell(_ text: String, detail: String? = nil, accessory: TextCell.Accessory = .none)
    -> TextCell
  {
    let cell = TextCell(reuseIdentifier: "c")
    cell.text = text
    cell.detailText = detail
    cell.accessory = accessory
    return cell
  }

  @Test(
    "A detail or accessory after text never merges with it: exactly the width, as a terminal clusters it"
  )
  func piecesStayApart() {
    let details = ["\u{0E33}\u{0E33}", "\u{0301}x", "\u{200D}\u{1F600}", "\u{FE0F}", "a"]
    for detail in details {
      for text in ["a", "", "\u{0E01}", "\u{0915}\u{094D}"] {
        for accessory in [TextCell.Accessory.none, .checkmark] {
          for width in 1...12 {
            let line = cell(text, detail: detail, accessory: accessory).render(width: width)
            let shown = TerminalLine(line[...])
            #expect(shown.clusterColumns == width, "\(text) | \(detail) at \(width)")
            #expect(shown.libraryColumns == width, "\(text) | \(detail) at \(width)")
          }
        }
      }
    }
  }

  @Test func textDetailAndAccessory() {
    #expect(cell("Bath").render(width: 10) == "Bath      ")
    #expect(cell("Bath", detail: "12:04").render(width: 16) == "Bath       12:04")
    #expect(cell("Bath", accessory: .disclosure).render(width: 8) == "Bath   ›")
    #expect(
      cell("Bath", detail: "12:04", accessory: .checkmark).render(width: 16) == "Bath     12:04 ✓")
  }

  @Test func narrowWidthsShortenTheDetailFirstThenTheText() {
    let train = cell("Edinburgh Waverley", detail: "delayed", accessory: .disclosure)
    #expect(train.render(width: 30) == "Edinburgh Waverley   delayed ›")
    #expect(train.render(width: 24) == "Edinburgh Wav… delayed ›")
    #expect(train.render(width: 12) == "Edinb… de… ›")
    #expect(train.render(width: 8) == "Edinb… ›")
    #expect(train.render(width: 3) == "… ›")
    #expect(train.render(width: 2) == "E…")
    #expect(train.render(width: 1) == "…")
    #expect(train.render(width: 0) == "")
    #expect(train.render(width: -4) == "")
  }

  @Test func everyWidthIsExact() {
    let samples = [
      cell(""), cell("x", detail: ""), cell("a long title for a cell", detail: "detail"),
      cell("tab\there", detail: "new\nline", accessory: .checkmark),
    ]
    for sample in samples {
      for width in 0...40 {
        #expect(sample.render(width: width).displayWidth == width, "\(sample.text) at \(width)")
      }
    }
  }

  @Test func controlCharactersShowAsSpaces() {
    let rendered = cell("a\tb", detail: "c\u{1B}d").render(width: 10)
    #expect(!rendered.contains("\t") && !rendered.contains("\u{1B}"))
    #expect(rendered == "a b    c d")
  }

  @Test func prepareForReuseResetsTextDetailAndAccessory() {
    let used = cell("Bath", detail: "12:04", accessory: .checkmark)
    used.prepareForReuse()
    #expect(used.text.isEmpty)
    #expect(used.detailText == nil)
    #expect(used.accessory == .none)
    #expect(used.reuseIdentifier == "c")
  }

  final class PlatformCell: TextCell {
    var platform = ""
    override func prepareForReuse() {
      super.prepareForReuse()
      platform = ""
    }
    override func render(width: Int) -> String {
      ("[\(platform)] " + text).padded(toDisplayWidth: width)
    }
  }

  @Test func aSubclassDrawsItselfAndIsMadeThroughTheRequiredInitializer() throws {
    let type: TextCell.Type = PlatformCell.self
    let made = try #require(type.init(reuseIdentifier: "p") as? PlatformCell)
    made.platform = "4"
    made.text = "York"
    #expect(made.render(width: 12) == "[4] York    ")
    made.prepareForReuse()
    #expect(made.platform.isEmpty && made.text.isEmpty)
  }
}
