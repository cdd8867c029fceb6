import CoreLocation

protocol Geocoding {
  func country(of location: CLLocation) async throws -> String?
}

final class Geocoder: Geocoding {
  private let geocoder = CLGeocoder()

  func country(of location: CLLocation) async throws -> String? {
    try await geocoder.reverseGeocodeLocation(location).first?.isoCountryCode
  }
}
