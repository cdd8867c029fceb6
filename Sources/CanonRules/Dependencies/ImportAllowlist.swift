import CanonLint
import SwiftSyntax

/// Frameworks are imported only when the team agreed on them.
struct ImportAllowlist: SyntaxRule {
  struct Options: RuleOptions {
    var allowed: [String] = []
    var allowSystemModules = true
    static var fields: [OptionField<Options>] {
      [
        .option(
          "allowed", \.allowed,
          "The modules that may be imported (the project's own modules and the agreed "
            + "frameworks); while empty the rule reports nothing"),
        .option(
          "allow-system-modules", \.allowSystemModules,
          "Whether Apple's SDK modules (Foundation, UIKit, SwiftUI, Combine, XCTest, …) may be "
            + "imported without being listed"),
      ]
    }
  }

  var options = Options()

  static let systemModules: Set<String> = [
    "Swift", "Foundation", "UIKit", "SwiftUI", "Combine", "CoreData", "CoreGraphics",
    "CoreImage", "CoreLocation", "CoreMotion", "CoreText", "CoreVideo", "CoreMedia",
    "CoreBluetooth", "CoreSpotlight", "CoreTelephony", "CoreHaptics", "CoreML", "CoreServices",
    "CoreTransferable", "QuartzCore", "AVFoundation", "AVKit", "Photos", "PhotosUI", "MapKit",
    "WebKit", "SafariServices", "UserNotifications", "UserNotificationsUI", "StoreKit",
    "LocalAuthentication", "Security", "CryptoKit", "CommonCrypto", "Network", "os", "OSLog",
    "Darwin", "Dispatch", "ObjectiveC", "MessageUI", "Contacts", "ContactsUI", "EventKit",
    "EventKitUI", "HealthKit", "HomeKit", "Intents", "IntentsUI", "AppIntents", "WidgetKit",
    "ActivityKit", "BackgroundTasks", "AuthenticationServices", "Accelerate", "Metal",
    "MetalKit", "SceneKit", "SpriteKit", "ARKit", "RealityKit", "GameKit", "GameplayKit",
    "ImageIO", "MobileCoreServices", "UniformTypeIdentifiers", "LinkPresentation",
    "NaturalLanguage", "Vision", "VisionKit", "PDFKit", "PassKit", "QuickLook",
    "QuickLookThumbnailing", "Social", "Speech", "SystemConfiguration", "CallKit", "CarPlay",
    "CloudKit", "AudioToolbox", "MediaPlayer", "Observation", "SwiftData", "Charts", "RegexBuilder",
    "XCTest", "Testing", "AppKit", "Cocoa", "UIKitCore", "NotificationCenter", "FileProvider",
    "FileProviderUI", "DeveloperToolsSupport", "TipKit", "Synchronization", "Distributed",
    "_Concurrency", "_StringProcessing", "simd", "zlib", "Compression", "DeviceCheck",
    "AdSupport", "AppTrackingTransparency", "CoreNFC", "ExternalAccessory", "MultipeerConnectivity",
    "NetworkExtension", "PushKit", "ReplayKit", "SensorKit", "ShazamKit", "SoundAnalysis",
  ]

  static let description = RuleDescription(
    id: "import-allowlist",
    summary: "An `import` of a module outside the configured allowlist (inactive until `allowed` is set)",
    rationale: """
      Every framework an SDK imports weighs on every app that embeds it, so frameworks are \
      imported only when they bring a large improvement for everyone, and the team lists them. \
      The rule does nothing until the option `allowed` names the project's modules and the \
      agreed frameworks; Apple's SDK modules count as native and are allowed unless \
      `allow-system-modules` is false. A submodule import (`import UIKit.UIGestureRecognizerSubclass`) \
      is checked by its top module.
      """,
    source: "G3 Regarding Frameworks",
    triggering: [
      Example("import UIKit\n↓import Alamofire\n", options: "allowed: [Cartography, PromiseKit]"),
      Example("↓@_implementationOnly import Rapiddo\n", options: "allowed: [Cartography]"),
      Example("↓import UIKit\n", options: "allowed: [Cartography]\nallow-system-modules: false"),
      Example("↓import struct Kingfisher.KFImage\n", options: "allowed: [Cartography]"),
    ],
    nonTriggering: [
      Example("import Alamofire\nimport Kingfisher\n"),
      // Tests are not the SDK that apps embed.
      Example("@testable import Rapiddo\n", options: "allowed: [Cartography]"),
      Example(
        "import UIKit\nimport Cartography\nimport PromiseKit.Foundation\n",
        options: "allowed: [Cartography, PromiseKit]"),
    ])

  func observe(_ file: LintedFile, with walk: inout SyntaxWalk) {
    guard !options.allowed.isEmpty else { return }
    var allowed = Set(options.allowed)
    if options.allowSystemModules { allowed.formUnion(Self.systemModules) }
    walk.on(ImportDeclSyntax.self) { node in
      guard let module = node.path.first?.name.text, !allowed.contains(module) else { return }
      file.report(at: node, "'\(module)' is not in the list of frameworks the team agreed to import")
    }
  }
}
