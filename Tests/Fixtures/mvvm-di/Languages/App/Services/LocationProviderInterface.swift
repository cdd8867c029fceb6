import CoreLocation

protocol LocationProviderInterface {
  var location: CLLocation? { get }
}

extension CLLocationManager: LocationProviderInterface {}
