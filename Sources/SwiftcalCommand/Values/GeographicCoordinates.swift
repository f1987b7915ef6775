// parseLocation: the place --sun takes, as latitude and longitude in decimal degrees.

import CalendarCore

/// The place `text` names as `LAT,LON`: decimal degrees north and east (south and west negative), with a dot
/// before the decimals whatever the locale, as maps and GPS receivers write them (`35.6812,139.7671`,
/// `-33.45,-70.67`); spaces around either number are allowed. `nil` for any other form, or a latitude outside
/// −90…90 or a longitude outside −180…180.
func parseLocation(_ text: String) -> GeographicLocation? {
  // Cut at the comma rather than split into a list, whose type start-up would have to set up; a second comma
  // is then no digit of the longitude.
  guard let comma = text.utf8.firstIndex(of: UInt8(ascii: ",")),
    let latitude = decimalDegrees(text[..<comma].utf8),
    let longitude = decimalDegrees(text[text.utf8.index(after: comma)...].utf8)
  else { return nil }
  return GeographicLocation(latitude: latitude, longitude: longitude)
}

/// What `--sun` takes, for its error message.
let locationForm = "LAT,LON in degrees north and east, latitude -90 to 90 and longitude -180 to 180, decimals with "
  + "a dot (35.6812,139.7671)"

/// A number of degrees written `[+|-]DDD[.ddd]`: at most three digits before the dot, at least one digit, at most
/// fifteen after it (a nanometre on the ground is nine); spaces around it allowed.
private func decimalDegrees(_ bytes: Substring.UTF8View) -> Double? {
  let space = UInt8(ascii: " ")
  guard let first = bytes.firstIndex(where: { $0 != space }), let last = bytes.lastIndex(where: { $0 != space }) else {
    return nil
  }
  var number = bytes[first...last]
  if number.first == UInt8(ascii: "+") || number.first == UInt8(ascii: "-") { number = number.dropFirst() }
  let dot = number.firstIndex(of: UInt8(ascii: "."))
  let whole = number[..<(dot ?? number.endIndex)]
  let fraction = dot.map { number[number.index(after: $0)...] } ?? number[number.endIndex...]
  let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
  guard whole.count <= 3, fraction.count <= 15, whole.count + fraction.count > 0, whole.allSatisfy(isDigit),
    fraction.allSatisfy(isDigit)
  else { return nil }
  // Checked above to be plain decimal digits, which the standard library reads as C's strtod does in the C locale.
  return Double(String(decoding: bytes[first...last], as: UTF8.self))
}
