import Swinject
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  static let appGroup = "group.cz.example.languages"
  static var currentUser: User?

  var window: UIWindow?
  private let assembler = Assembler([ServicesAssembly(), ScreensAssembly()])

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let languages = assembler.resolver.resolve(LanguagesViewController.self)!
    window.rootViewController = UINavigationController(rootViewController: languages)
    window.makeKeyAndVisible()
    self.window = window
    return true
  }
}
