import ResultsKit
import ResultsKitText
import TestSupport
import Testing

/// Rendered tables and grids, pinned character for character in every style: sections with
/// headers, the section index, empty results, wide characters and emoji, truncation, scrolled
/// viewports, a grid that wraps across rows, and the ANSI marks of a batch.
@Suite struct GoldenRenderTests {
  /// Checks that `frame` has `height` lines of exactly `width` columns, and that its lines,
  /// with trailing spaces removed, are the lines of `golden`.
  private func expectFrame(
    _ frame: String, width: Int, height: Int, _ golden: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let actual = lines(frame)
    #expect(actual.count == height, sourceLocation: sourceLocation)
    for line in actual {
      #expect(line.displayWidth == width, "\(line)", sourceLocation: sourceLocation)
    }
    let trimmed = actual.map { line in
      String(line.reversed().drop(while: { $0 == " " }).reversed())
    }
    #expect(trimmed == lines(golden), sourceLocation: sourceLocation)
  }

  @Test func sectionsHeadersAndIndexInUnicode() {
    expectFrame(
      GoldenScenes.platformTable(.unicode).render(), width: 36, height: 9,
      """
      ┌────────────────────────────────┬─┐
      ├─ Platform 1 ───────────────────┤1│
      │ 12:04 Bath Spa                 │2│
      │ 12:09 Bristol                  │3│
      ├─ Platform 2 ───────────────────┤ │
      │ 12:11 York                     │ │
      ├─ Platform 3 ───────────────────┤ │
      │ 12:15 Leeds                    │ │
      └────────────────────────────────┴─┘
      """)
  }

  @Test func sectionsHeadersAndIndexInASCII() {
    expectFrame(
      GoldenScenes.platformTable(.ascii).render(), width: 36, height: 9,
      """
      +--------------------------------+-+
      +- Platform 1 -------------------+1|
      | 12:04 Bath Spa                 |2|
      | 12:09 Bristol                  |3|
      +- Platform 2 -------------------+ |
      | 12:11 York                     | |
      +- Platform 3 -------------------+ |
      | 12:15 Leeds                    | |
      +--------------------------------+-+
      """)
  }

  @Test func sectionsHeadersAndIndexPlain() {
    expectFrame(
      GoldenScenes.platformTable(.plain).render(), width: 36, height: 9,
      """
      Platform 1                         1
       12:04 Bath Spa                    2
       12:09 Bristol                     3
      Platform 2
       12:11 York
      Platform 3
       12:15 Leeds
       12:20 Hull

      """)
  }

  @Test func wideCharactersEmojiAndTruncation() {
    expectFrame(
      GoldenScenes.wideTable().render(), width: 26, height: 8,
      """
      ┌────────────────────────┐
      │ 東京 → 大阪            │
      │ Zürich HB 🇨🇭           │
      │ 👨‍👩‍👧 family ticket       │
      │ 한국어 안내            │
      │ ｶﾀｶﾅ                   │
      │ A very long destinati… │
      └────────────────────────┘
      """)
  }

  @Test func emptyResults() {
    expectFrame(
      GoldenScenes.emptyTable(.unicode).render(), width: 20, height: 4,
      """
      ┌──────────────────┐
      │                  │
      │                  │
      └──────────────────┘
      """)
    expectFrame(GoldenScenes.emptyTable(.plain).render(), width: 20, height: 4, "\n\n\n")
  }

  @Test func aScrolledViewport() {
    expectFrame(
      GoldenScenes.scrolledTable().render(), width: 16, height: 6,
      """
      ┌──────────────┐
      │ r5           │
      │ r6           │
      │ r7           │
      │ r8           │
      └──────────────┘
      """)
  }

  @Test func aGridThatWrapsAcrossRows() {
    expectFrame(
      GoldenScenes.wrappingGrid(.unicode).render(), width: 31, height: 14,
      """
      First platform
      ┌────────┐┌────────┐┌────────┐
      │ card 0 ││ card 1 ││ card 2 │
      └────────┘└────────┘└────────┘
      ┌────────┐┌────────┐┌────────┐
      │ card 3 ││ card 4 ││ card 5 │
      └────────┘└────────┘└────────┘
      ┌────────┐
      │ card 6 │
      └────────┘
      Second
      ┌────────┐
      │ last   │
      └────────┘
      """)
  }

  @Test func theGridInASCIIAndPlain() {
    expectFrame(
      GoldenScenes.wrappingGrid(.ascii).render(), width: 31, height: 14,
      """
      First platform
      +--------++--------++--------+
      | card 0 || card 1 || card 2 |
      +--------++--------++--------+
      +--------++--------++--------+
      | card 3 || card 4 || card 5 |
      +--------++--------++--------+
      +--------+
      | card 6 |
      +--------+
      Second
      +--------+
      | last   |
      +--------+
      """)
    expectFrame(
      GoldenScenes.wrappingGrid(.plain).render(), width: 31, height: 14,
      """
      First platform
       card 0    card 1    card 2
       card 3    card 4    card 5
       card 6
      Second
       last








      """)
  }

  @Test func aScrolledGrid() {
    expectFrame(
      GoldenScenes.scrolledGrid().render(), width: 31, height: 5,
      """
      └────────┘
      Second
      ┌────────┐
      │ last   │
      └────────┘
      """)
  }

  @Test func ansiMarksTheLastBatchAndTheSelection() throws {
    let source = ArraySource([["a", "b", "c", "d"]])
    let table = loadedTable(source, width: 10, height: 6)
    #expect(!table.render(ansi: true).contains("\u{1B}"), "nothing to mark after a reload")
    table.selectRow(at: path(0, 3))
    source.sections = [["c", "new", "a", "d!"]]
    try table.apply(
      ChangeBatch(
        deletedItems: [path(0, 1)], insertedItems: [path(0, 1)],
        movedItems: [ItemMove(from: path(0, 2), to: path(0, 0))], reloadedItems: [path(0, 3)]))
    let frame = lines(table.render(ansi: true))
    #expect(frame[1] == "│\u{1B}[36m c      \u{1B}[0m│")  // moved: cyan
    #expect(frame[2] == "│\u{1B}[32m new    \u{1B}[0m│")  // inserted: green
    #expect(frame[3] == "│ a      │")  // unchanged
    #expect(frame[4] == "│\u{1B}[33m\u{1B}[7m❯d!     \u{1B}[0m│")  // reloaded and selected
    #expect(!table.render().contains("\u{1B}"), "plain output has no escape codes")
  }
}
