import CanonLint

/// Canon's rules and presets.
public enum CanonRules {
  /// Every rule, engine rules included, and every preset.
  public static let registry = RuleRegistry(
    rules: BaseRules.all + TestingRules.all + VIPERRules.all + MVVMRules.all + BindingsRules.all
      + CoordinatorRules.all + DIRules.all + ArchitectureRules.all,
    presets: Presets.all)
}
