// FailureLog: a sweep's failures, collected and reported together.
import Testing

/// Collects the failures of a sweep so that one run reports how many cases failed and the first
/// few of them, instead of stopping at the first or flooding the log with thousands of issues.
package struct FailureLog {
  /// How many failures to show in the report.
  package static let shownCount = 5

  package private(set) var count = 0
  package private(set) var checked = 0
  private var first: [String] = []

  /// An empty log.
  package init() {}

  /// Records a failure described by `message` unless `condition` holds.
  package mutating func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    checked += 1
    guard !condition else { return }
    count += 1
    if first.count < FailureLog.shownCount { first.append(message()) }
  }

  /// Records a failure unless `actual` equals `expected`.
  package mutating func checkEqual<Value: Equatable>(
    _ actual: Value, _ expected: Value, _ what: @autoclosure () -> String
  ) {
    check(actual == expected, "\(what()): got \(actual), expected \(expected)")
  }

  // Concrete overloads for the sweeps' most common comparisons: a debug build runs the generic
  // version unspecialized, several times slower, and the sweeps call it millions of times.

  /// Records a failure unless the integers are equal.
  package mutating func checkEqual(_ actual: Int, _ expected: Int, _ what: @autoclosure () -> String) {
    check(actual == expected, "\(what()): got \(actual), expected \(expected)")
  }

  /// Records a failure unless the Booleans are equal.
  package mutating func checkEqual(_ actual: Bool, _ expected: Bool, _ what: @autoclosure () -> String) {
    check(actual == expected, "\(what()): got \(actual), expected \(expected)")
  }

  /// One expectation for the whole sweep, failing with the count and the first failures.
  package func report(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(checked > 0, "the sweep checked nothing", sourceLocation: sourceLocation)
    #expect(
      count == 0,
      "\(count) of \(checked) checks failed; first: \(first.joined(separator: " | "))",
      sourceLocation: sourceLocation
    )
  }
}
