import ResultsKit

extension ResultsController {
  /// The index titles of the sections, from ``sectionIndexTitleFormatter``, each once.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public var sectionIndexTitles: [String] {
    SectionIndex.uniqueTitles(
      slots.sectionTree.elements.lazy.map { self.sectionIndexTitleFormatter($0.name) })
  }

  /// The index title of the section named `name`: ``sectionIndexTitleFormatter`` applied to it.
  public func sectionIndexTitle(forSectionName name: String) -> String? {
    sectionIndexTitleFormatter(name)
  }

  /// The first section whose index title is `title`; otherwise the last section whose title
  /// sorts before it; otherwise 0.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public func section(forSectionIndexTitle title: String, at index: Int) -> Int {
    SectionIndex.section(
      forTitle: title,
      among: slots.sectionTree.elements.lazy.map { self.sectionIndexTitleFormatter($0.name) })
  }
}
