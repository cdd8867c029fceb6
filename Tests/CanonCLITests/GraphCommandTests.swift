import Foundation
import Testing

/// `canon graph` finds VIPER modules with the folder names `.canon.yml` gives the VIPER rules.
@Suite struct GraphCommandTests {
  static let files = [
    "App/UI/Login/Presenter/LoginPresenter.swift": "final class LoginPresenter {\n  let router: LoginWireframe? = nil\n  let home: HomePresenter? = nil\n}\n",
    "App/UI/Login/Wireframe/LoginWireframe.swift": "final class LoginWireframe {}\n",
    "App/UI/Home/Presenter/HomePresenter.swift": "final class HomePresenter {\n  let router: HomeWireframe? = nil\n  let store: Store? = nil\n}\n",
    "App/UI/Home/Wireframe/HomeWireframe.swift": "final class HomeWireframe {}\n",
    "App/Data/Store.swift": "final class Store {}\n",
  ]

  func nodes(configuration: String) throws -> [String] {
    var files = Self.files
    files[".canon.yml"] = configuration
    let project = try Project(files)
    let output = try project.canon("graph", "--format", "json", "--level", "modules", "App")
    #expect(output.status == 0, "\(output.stderr)")
    let graph = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
    let nodes = graph?["nodes"] as? [[String: Any]] ?? []
    return nodes.compactMap { $0["id"] as? String }
  }

  @Test func viperModulesAreFoundWithTheConfiguredLayerFolders() throws {
    let wireframes = try nodes(configuration: """
      presets: [viper]
      rules:
        viper-module-layout: { router-folders: [Router, Wireframe] }
      """)
    #expect(wireframes == ["Data", "Home", "Login"])
    // With the default names a presenter folder alone makes no module: the top folders are drawn.
    #expect(try nodes(configuration: "presets: [viper]") == ["Data", "UI"])
  }
}
