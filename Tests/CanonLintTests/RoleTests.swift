import CanonLint
import Testing

@Suite struct RoleTests {
  let index = ProjectIndex(files: [
    summary("App/Base.swift", [
      ("BaseViewController", ["UIViewController"]),
      ("ProfileScreen", ["BaseViewController"]),
      ("BaseCell", ["UITableViewCell"]),
      ("ProfileCell", ["BaseCell"]),
      ("Avatar", ["UIImageView"]),
      ("BaseCoordinator", []),
      ("MainFlow", ["BaseCoordinator"]),
      ("LoginModel", ["LoginViewModeling"]),
      ("ProfileViewModel", []),
      ("UserAPI", []),
      ("LoginSpec", ["QuickSpec"]),
      ("Overview", []),
      ("RoundButton", ["UIButton"]),
      ("PinView", ["MKAnnotationView"]),
    ]),
    summary("App/Protocols.swift", [("LoginViewModeling", ["AnyObject"]), ("Coordinating", [])], kind: .protocol),
    summary("App/Models/User.swift", [("User", ["Codable"]), ("UserStore", [])], kind: .struct),
    summary("App/Models/Repository.swift", [("Repository", ["Mappable"]), ("TrendingRepository", ["Codable"])], kind: .struct),
  ])

  @Test(arguments: [
    ("BaseViewController", [Role.viewController]),
    ("ProfileScreen", [.viewController]),
    ("BaseCell", [.cell]),
    ("ProfileCell", [.cell]),
    ("Avatar", [.view]),
    ("BaseCoordinator", [.coordinator]),
    ("MainFlow", [.coordinator]),
    ("LoginModel", [.viewModel]),
    ("ProfileViewModel", [.viewModel]),
    ("UserAPI", [.store]),
    ("LoginSpec", [.testCase]),
    ("Overview", []),
    ("RoundButton", [.view]),
    ("PinView", [.view]),
    ("User", [.entity]),
    ("UserStore", [.store]),
    ("Repository", [.entity]),
    ("TrendingRepository", [.entity]),
    ("NotDeclared", []),
  ])
  func roles(_ name: String, _ expected: [Role]) {
    #expect(index.roles(of: name) == Set(expected))
  }

  @Test func subclassingAndProtocols() {
    #expect(index.isSubclassed("BaseCell"))
    #expect(!index.isSubclassed("ProfileCell"))
    #expect(index.isClassBoundProtocol("LoginViewModeling") == true)
    #expect(index.isClassBoundProtocol("Coordinating") == false)
    #expect(index.isClassBoundProtocol("UITableViewDelegate") == nil)
    #expect(index.conformers(of: "LoginViewModeling") == ["LoginModel"])
  }

  @Test func swiftUIRepresentableCoordinatorIsNotAFlowCoordinator() {
    var file = FileSummary(path: "Views/Field.swift")
    file.types = [
      TypeSummary(
        kind: .class, name: "Coordinator", parents: ["PollField"], inherited: ["NSObject", "UITextFieldDelegate"],
        modifiers: [], attributes: [], location: .start(of: "Views/Field.swift"), properties: [], methods: [])
    ]
    #expect(!ProjectIndex(files: [file]).hasRole(.coordinator, "Coordinator"))
  }

  @Test func inheritanceCyclesTerminate() {
    let cyclic = ProjectIndex(files: [summary("a.swift", [("A", ["B"]), ("B", ["A"])])])
    #expect(cyclic.roles(of: "A").isEmpty)
  }
}
