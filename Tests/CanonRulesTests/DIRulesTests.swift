@testable import CanonRules
import Testing

/// What the mvvm-di rules' examples cannot show: the `-ing` names proposed in messages.
@Suite struct DIRulesTests {
  @Test(arguments: [
    ("Geocoder", "Geocoding"), ("Service", "Servicing"), ("ViewModel", "ViewModeling"),
    ("LanguagesViewModel", "LanguagesViewModeling"), ("Navigator", "Navigating"),
    ("Network", "Networking"), ("Log", "Logging"), ("Tracking", "Tracking"),
    ("ImageResizer", "ImageResizing"), ("Store", "Storing"),
  ])
  func ingForm(_ stem: String, _ expected: String) {
    #expect(ProtocolNamingSuffix.ingForm(of: stem) == expected)
  }

  @Test(arguments: ["Repository", "API", "Settings"])
  func noObviousIngForm(_ stem: String) {
    #expect(ProtocolNamingSuffix.ingForm(of: stem) == nil)
  }
}
