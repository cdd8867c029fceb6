/// The targets of a CocoaPods `Podfile`, as the pods each depends on: `pod 'Name'` lines inside
/// `target 'App' do … end` (a nested target, such as the app's tests, has its parent's pods
/// too; an `abstract_target` gives its pods to the targets inside it). A Podfile declares no
/// files: the Xcode or XcodeGen target of the same name does, and these are its dependencies.
/// Read like a podspec (`PodspecModules.statements`), without running Ruby.
enum PodfileModules {
  static func modules(in text: String, path: String) -> [DeclaredModule] {
    var targets: [DeclaredModule] = []
    // The target each open block belongs to (`nil` outside any, or in a block of no target).
    var blocks: [Int?] = []
    for statement in PodspecModules.statements(of: text) {
      let code = statement.code
      if PodspecModules.closesBlock(code) {
        _ = blocks.popLast()
        continue
      }
      let word = code.prefix { $0.isLetter || $0 == "_" }
      let current = blocks.last ?? nil
      if PodspecModules.opensBlock(code) {
        if word == "target" || word == "abstract_target", let name = statement.strings.first {
          targets.append(
            DeclaredModule(
              name: DeclaredModule.moduleName(name), kind: .podfileTarget, declaredIn: path,
              dependencies: current.map { targets[$0].dependencies } ?? []))
          blocks.append(targets.count - 1)
        } else {
          blocks.append(current)
        }
        continue
      }
      // `pod 'PromiseKit/CorePromise'` is the pod `PromiseKit`.
      guard word == "pod", let current, let first = statement.strings.first,
        let pod = first.split(separator: "/").first
      else { continue }
      let module = DeclaredModule.moduleName(String(pod))
      if !targets[current].dependencies.contains(module) {
        targets[current].dependencies.append(module)
      }
    }
    return targets
  }
}
