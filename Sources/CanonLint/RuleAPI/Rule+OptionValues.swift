extension Rule {
  /// Each option's name and value as configured, as YAML (`canon config explain` prints them).
  public var optionValues: [(name: String, value: String)] {
    Options.fields.map { ($0.name, $0.value(in: options)) }
  }
}
