#if canImport(AppKit)
  import AppKit

  /// Group rows that show their section's name in an `NSTableCellView`'s text field: the
  /// default ``TableGroupRowConfigurator`` of a ``TableViewDataSource``.
  ///
  /// The view is the table's for ``identifier`` (a nib you register, or a prototype in the
  /// table) when it is an `NSTableCellView` with a text field; otherwise a plain one made in
  /// code, a cell view with a label, which the table then reuses.
  public struct SectionNameGroupRows: TableGroupRowConfigurator {
    /// The identifier of the group-row views.
    public var identifier: NSUserInterfaceItemIdentifier
    /// The text of a section named `""`; empty by default.
    public var unnamedSectionTitle: String

    /// Group rows that show the section's name.
    ///
    /// - Parameters:
    ///   - identifier: The identifier of the views; `"ResultsKitAppKit.groupRow"` by default.
    ///   - unnamedSectionTitle: The text of a section named `""`; empty by default.
    public init(
      identifier: NSUserInterfaceItemIdentifier = NSUserInterfaceItemIdentifier(
        "ResultsKitAppKit.groupRow"),
      unnamedSectionTitle: String = ""
    ) {
      self.identifier = identifier
      self.unnamedSectionTitle = unnamedSectionTitle
    }

    /// A cell view whose text field shows `name` (or ``unnamedSectionTitle`` for `""`).
    ///
    /// - Parameters:
    ///   - section: The section's index.
    ///   - name: The section's name.
    ///   - tableView: The table that shows the row.
    /// - Returns: The view.
    public func view(forSection section: Int, named name: String, in tableView: NSTableView)
      -> NSView?
    {
      let reused = tableView.makeView(withIdentifier: identifier, owner: nil) as? NSTableCellView
      let view: NSTableCellView
      if let reused, reused.textField != nil {
        view = reused
      } else {
        view = makeCellView()
      }
      view.textField?.stringValue = name.isEmpty ? unnamedSectionTitle : name
      return view
    }

    /// A cell view with a label, made in code.
    private func makeCellView() -> NSTableCellView {
      let view = NSTableCellView()
      view.identifier = identifier
      let label = NSTextField(labelWithString: "")
      label.translatesAutoresizingMaskIntoConstraints = false
      label.font = NSFont.boldSystemFont(ofSize: NSFont.smallSystemFontSize)
      label.textColor = .secondaryLabelColor
      label.lineBreakMode = .byTruncatingTail
      view.addSubview(label)
      view.textField = label
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 4),
        label.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -4),
        label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      ])
      return view
    }
  }
#endif
