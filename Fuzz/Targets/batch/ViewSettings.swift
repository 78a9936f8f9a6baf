import ResultsKit
import ResultsKitText

/// How the renderer is set up: read from the bytes.
struct ViewSettings {
  var grid: Bool
  var width: Int
  var height: Int
  var itemWidth: Int
  var style: TextStyle
  var recover: Bool
  var scroll: Int
  var headers: Bool
  var index: Bool
  var multipleSelection: Bool
  var selection: [ItemPath]

  init(_ input: inout FuzzInput) {
    let flags = input.byte()
    grid = flags & 1 != 0
    recover = flags & 2 != 0
    headers = flags & 4 != 0
    index = flags & 8 != 0
    multipleSelection = flags & 16 != 0
    style = input.choose([.unicode, .ascii, .plain])
    width = input.int(in: 0...40)
    height = input.int(in: 0...14)
    itemWidth = input.int(in: 0...12)
    scroll = input.int(in: 0...20)
    selection = (0..<input.int(in: 0...3)).map { _ in
      let section = input.int(below: 5)
      return ItemPath(item: input.int(below: 7), section: section)
    }
  }
}
