import Foundation
import Testing

/// `private-outlets` fixes only outlets nothing outside their type can be using: making one
/// `private` that another type reads breaks the build.
@Suite struct PrivateOutletsFixTests {
  static let cell = "final class LoginCell: UITableViewCell {\n  @IBOutlet weak var button: UIButton!\n}\n"
  static let reader = """
    final class LoginViewController: UIViewController {
      func configure(_ cell: LoginCell) {
        cell.button.isHidden = true
      }
    }

    """
  static let base = "class BaseViewController: UIViewController {\n  @IBOutlet weak var titleLabel: UILabel!\n}\n"
  static let subclass = """
    final class SignUpViewController: BaseViewController {
      override func viewDidLoad() {
        titleLabel.text = "Sign up"
      }
    }

    """

  @Test func anOutletAnotherTypeUsesIsReportedButNotMadePrivate() throws {
    let project = try Project([
      "Sources/LoginCell.swift": Self.cell,
      "Sources/LoginViewController.swift": Self.reader,
      "Sources/BaseViewController.swift": Self.base,
      "Sources/SignUpViewController.swift": Self.subclass,
      "Sources/Own.swift": "final class Own: UIView {\n  @IBOutlet weak var label: UILabel!\n}\n",
    ])
    let output = try project.canon("fix", "--unsafe-fixes", "--preset", "mvvm", "--strict")
    #expect(output.status == 1)
    #expect(try project.read("Sources/LoginCell.swift") == Self.cell)
    #expect(try project.read("Sources/BaseViewController.swift") == Self.base)
    // Nothing else uses this one: it is fixed.
    #expect(try project.read("Sources/Own.swift") == "final class Own: UIView {\n  @IBOutlet private weak var label: UILabel!\n}\n")
    #expect(output.stderr.hasPrefix("Fixed 1 violation in 1 file\n"))
    #expect(output.stdout.contains("Sources/LoginCell.swift:2:22: warning: make the outlet 'button' private"))
    #expect(output.stdout.contains("Sources/BaseViewController.swift:2:22: warning: make the outlet 'titleLabel' private"))
    #expect(output.stdout.contains("(other code may use it, so the fix leaves it as it is)"))
  }
}
