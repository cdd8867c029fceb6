/// The five architectures of the guides, as `canon init --architecture` and `canon new` name them.
public enum Architecture: String, CaseIterable, Sendable {
  /// G0: MVVM with a Navigation Service, Stores and Entities.
  case mvvm
  /// G1: MVVM with bindings and commands, views in code.
  case mvvmBindings = "mvvm-bindings"
  /// G2: VIPER modules.
  case viper
  /// G3: MVVM-C, coordinators and state-rendering views.
  case mvvmC = "mvvm-c"
  /// G4: MVVM with a Swinject container, factories and Quick specs.
  case mvvmDI = "mvvm-di"

  /// The lint preset that checks code of this architecture.
  public var preset: String { rawValue }

  /// How the composition root injects: a Swinject assembler, or by hand.
  public var rootKind: RootKind {
    switch self {
    case .viper, .mvvmDI: .swinject
    case .mvvm, .mvvmBindings, .mvvmC: .plain
    }
  }

  /// The template folder `canon new module` and `canon new screen` use.
  public var screenTemplate: String {
    self == .viper ? "module-viper" : "screen-\(rawValue)"
  }

  /// Every name, for messages.
  public static var names: String { allCases.map(\.rawValue).joined(separator: "|") }

  /// The architecture whose lint preset is `preset`, if any.
  public init?(preset: String) {
    self.init(rawValue: preset)
  }
}

/// How a composition root wires modules: through a Swinject `Assembler`, or by hand.
public enum RootKind: String, Sendable {
  /// A Swinject `Assembler` built from every module's assembly (G2, G4).
  case swinject
  /// Dependencies built and handed down by hand (G0, G1, G3).
  case plain
}
