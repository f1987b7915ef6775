// RecurrencePattern+Reach: rules that provably give nothing, found before any period is walked.

extension RecurrencePattern {
  /// The most candidates one period can hold: its most days times the times of a day (for an HOURLY,
  /// MINUTELY or SECONDLY rule, the minutes and seconds a period expands into).
  var mostCandidatesPerPeriod: Int {
    let timesOfADay = hours.nonzeroBitCount * minutes.nonzeroBitCount * seconds.nonzeroBitCount
    switch frequency {
    case .yearly: return 366 * timesOfADay
    case .monthly: return 31 * timesOfADay
    case .weekly: return 7 * timesOfADay
    case .daily: return timesOfADay
    case .hourly: return minutes.nonzeroBitCount * seconds.nonzeroBitCount
    case .minutely: return seconds.nonzeroBitCount
    case .secondly: return 1
    }
  }

  /// Whether BYSETPOS, when given, names a position some period can have: `BYSETPOS=366` in a WEEKLY
  /// rule never does.
  var canSelectAPosition: Bool {
    let most = mostCandidatesPerPeriod
    return setPositions.isEmpty || setPositions.contains { $0 != 0 && abs($0) <= most }
  }

  /// Whether an HOURLY, MINUTELY or SECONDLY rule whose periods start at `origin` and follow each other
  /// every `step` seconds can land on an hour (minute, second) that BYHOUR (BYMINUTE, BYSECOND) allows:
  /// the periods fall on the times of day congruent to `origin` modulo gcd(step, 86,400), so that
  /// `FREQ=HOURLY;INTERVAL=4;BYHOUR=2` from 17:00 (17, 21, 1, 5, 9, 13) never does. python-dateutil
  /// refuses such rules; here they give nothing.
  func canReachAnAllowedTime(origin: Int, step: Int) -> Bool {
    var modulus = 86_400
    var other = step
    while other != 0 { (modulus, other) = (other, modulus % other) }
    let originResidue = ((origin % modulus) + modulus) % modulus
    let minuteMask = frequency <= .minutely ? minutes : 1
    let secondMask = frequency == .secondly ? seconds : 1
    var hourBits = UInt64(hours)
    while hourBits != 0 {
      let hour = hourBits.trailingZeroBitCount
      hourBits &= hourBits - 1
      var minuteBits = minuteMask
      while minuteBits != 0 {
        let minute = frequency <= .minutely ? minuteBits.trailingZeroBitCount : 0
        minuteBits &= minuteBits - 1
        var secondBits = secondMask
        while secondBits != 0 {
          let second = frequency == .secondly ? secondBits.trailingZeroBitCount : 0
          secondBits &= secondBits - 1
          if (hour * 3600 + minute * 60 + second) % modulus == originResidue { return true }
        }
      }
    }
    return false
  }
}
