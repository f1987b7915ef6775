// EphemerisFixture: PyEphem's instants from Fixtures/*.txt, and the error statistics against them.

import CalendarCore
import SwiftcalTestSupport

/// One line of a fixture: a UTC instant to the second and its kind (`new`, `first`, `march`, …).
struct EphemerisInstant {
  var date: CivilDate
  var secondsSinceMidnight: Int
  var kind: String
  var moment: Moment {
    Moment(
      julianDayNumber: Reform.gregorian.julianDay(of: date), secondsSinceMidnight: Double(secondsSinceMidnight))
  }
}

/// The instants of `Astronomy/Fixtures/<name>`, made by `Tools/Oracles/Astronomy/generate` from PyEphem.
func ephemerisInstants(_ name: String) -> [EphemerisInstant] {
  fixtureLines(name).map { line in
    let bytes = Array(line.utf8)
    func number(_ range: Range<Int>) -> Int { bytes[range].reduce(0) { $0 * 10 + Int($1) - 48 } }
    return EphemerisInstant(
      date: CivilDate(year: number(0..<4), month: number(5..<7), day: number(8..<10)),
      secondsSinceMidnight: number(11..<13) * 3600 + number(14..<16) * 60 + number(17..<19),
      kind: String(decoding: bytes[20...], as: UTF8.self))
  }
}

/// The differences between computed instants and PyEphem's, in minutes, collected to report their size.
struct ErrorStatistics: CustomStringConvertible {
  var count = 0
  var maximum = 0.0
  var sumOfSquares = 0.0
  var sum = 0.0

  mutating func add(_ computed: Moment, _ expected: Moment) {
    let minutes = (computed.julianDay - expected.julianDay) * 1_440
    count += 1
    sum += minutes
    sumOfSquares += minutes * minutes
    maximum = max(maximum, minutes.magnitude)
  }

  var rootMeanSquare: Double { (sumOfSquares / Double(max(count, 1))).squareRoot() }
  var mean: Double { sum / Double(max(count, 1)) }

  var description: String {
    "\(count) instants: max \(rounded(maximum)) min, RMS \(rounded(rootMeanSquare)) min, mean \(rounded(mean)) min"
  }

  private func rounded(_ value: Double) -> Double { (value * 1_000).rounded() / 1_000 }
}

/// Whether `moment` is within `minutes` of a UTC midnight, where its date may fairly differ from PyEphem's.
func isNearMidnight(_ moment: Moment, minutes: Double = 2) -> Bool {
  let seconds = moment.secondsSinceMidnight()
  return seconds < minutes * 60 || seconds > 86_400 - minutes * 60
}
