import Testing

@Suite struct RolesCommandTests {
  @Test func listsEachTypeWithItsRolesAndWhy() throws {
    let project = try Project([
      "App/Login/LoginViewController.swift": "final class LoginViewController: UIViewController {}\n",
      "App/Models/User.swift": "struct User: Codable {}\nfinal class ProfileViewModel {}\nstruct Plain {}\n",
      "App/Mocks/MockUser.swift": "final class MockUserStore {}\n",
    ])
    let output = try project.canon("roles")
    #expect(output.status == 0)
    #expect(output.stdout == """
      App/Login/LoginViewController.swift:1:13: LoginViewController: view-controller (named …ViewController)
      App/Models/User.swift:1:8: User: entity (declared in a Models/ folder)
      App/Models/User.swift:2:13: ProfileViewModel: view-model (named …ViewModel)
      App/Models/User.swift:3:8: Plain: entity (declared in a Models/ folder)

      """)
  }

  @Test func filtersByRoleAndListsTypesWithoutOne() throws {
    let project = try Project([
      "App/A.swift": "final class LoginViewModel {}\nstruct Plain {}\n",
      "AppTests/MockAPI.swift": "final class MockAPI {}\n",
    ])
    let models = try project.canon("roles", "--role", "view-model")
    #expect(models.stdout == "App/A.swift:1:13: LoginViewModel: view-model (named …ViewModel)\n")
    let all = try project.canon("roles", "--all")
    #expect(all.stdout.contains("App/A.swift:2:8: Plain: no role\n"))
    #expect(all.stdout.contains("AppTests/MockAPI.swift:1:13: MockAPI: no role (tests and test doubles)\n"))
    let wrong = try project.canon("roles", "--role", "viewmodel")
    #expect(wrong.status == 2)
    #expect(wrong.stderr.contains("unknown role 'viewmodel'"))
  }
}
