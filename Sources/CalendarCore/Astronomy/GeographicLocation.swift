// GeographicLocation: a place on the Earth by latitude and longitude, for which the sun rises and sets.

/// A place on the Earth by its latitude and longitude in degrees, as maps and GPS receivers give them: where
/// `SunriseSunset` watches the horizon from.
///
///     let tokyo = GeographicLocation(latitude: 35.6812, longitude: 139.7671)!
///     let santiago = GeographicLocation(latitude: -33.4489, longitude: -70.6693)!
public struct GeographicLocation: Hashable, Sendable {
  /// Degrees north of the equator, −90…90; south is negative.
  public let latitude: Double
  /// Degrees east of the Greenwich meridian, −180…180; west is negative.
  public let longitude: Double

  /// The place at `latitude` degrees north (−90…90) and `longitude` degrees east (−180…180); `nil` for a value
  /// outside its range or not a number.
  public init?(latitude: Double, longitude: Double) {
    // Written as comparisons, which NaN fails, so that no range of Doubles is made.
    guard latitude >= -90 && latitude <= 90 && longitude >= -180 && longitude <= 180 else { return nil }
    (self.latitude, self.longitude) = (latitude, longitude)
  }
}
