import Foundation

final class SettingsStore {
  static let shared = SettingsStore()

  var notificationsEnabled = false
}
