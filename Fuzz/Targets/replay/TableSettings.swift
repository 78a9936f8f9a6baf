import ResultsKitText

/// How the table is set up: read from the bytes, and changed by the script.
struct TableSettings {
  var width: Int
  var height: Int
  var style: TextStyle
  var recover: Bool
}
