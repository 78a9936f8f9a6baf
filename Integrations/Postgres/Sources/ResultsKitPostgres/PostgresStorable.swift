#if compiler(>=6.2)
  /// What a ``PostgresStore`` keeps.
  ///
  /// An identifiable, equatable, `Codable` type whose conformances are not isolated to an
  /// actor (`SendableMetatype`), because a read of the whole table decodes its rows in
  /// parallel tasks. The values need not be `Sendable`.
  public typealias PostgresStorable = Identifiable & Equatable & Codable & SendableMetatype
#else
  /// What a ``PostgresStore`` keeps.
  ///
  /// An identifiable, equatable, `Codable` type (from Swift 6.2 on, also one whose
  /// conformances are not isolated to an actor).
  public typealias PostgresStorable = Identifiable & Equatable & Codable
#endif
