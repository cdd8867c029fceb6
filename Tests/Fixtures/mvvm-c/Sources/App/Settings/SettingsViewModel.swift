import Foundation

class SettingsViewModel {
  var onChange: (() -> Void)?

  func reload() {
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
      guard let welf = self else { return }
      welf.onChange?()
    }
  }
}
