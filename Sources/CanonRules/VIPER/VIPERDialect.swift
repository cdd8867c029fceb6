import CanonLint

/// How a project builds its modules: VIPER as G2 has it, or VIP (Clean Swift), which breaks two
/// of G2's rules on purpose. In VIP the interactor is the scene's data store (its router passes
/// that data to the next scene), and the view controller sends requests to its interactor and
/// holds its router, which builds the child scenes through their configurators.
///
/// Set once for every rule that takes it, with the top-level `viper-dialect: vip` of
/// `.canon.yml` (a shared section, like `layers:`): `viper-interactor-stateless` is then silent
/// and `layer-dependencies` lets a view reach its interactor, router and assemblies.
enum VIPERDialect: String, CaseIterable, OptionValue {
  case viper
  case vip

  static let optionName = "viper-dialect"
  static let optionSummary =
    "`vip` for Clean Swift scenes, where the interactor holds the scene's data and the view controller talks to its interactor and builds child scenes through their assemblies; set once for all rules with the top-level `viper-dialect:` of `.canon.yml`"
}
