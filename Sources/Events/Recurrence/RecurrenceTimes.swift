// RecurrenceTimes: the times of day a period's starts take, as masks of hours, minutes and seconds.

/// The times of day of a period's starts: every combination of the hours, minutes and seconds set
/// (RFC 5545's BYHOUR, BYMINUTE and BYSECOND expand into their product), in ascending order, counted
/// and indexed without being listed, so that a rule giving every second of a day costs no memory.
struct RecurrenceTimes {
  /// Bits 0…23, 0…59 and 0…59.
  let hours: UInt32
  let minutes: UInt64
  let seconds: UInt64
  /// How many times there are in a day.
  let count: Int

  init(hours: UInt32, minutes: UInt64, seconds: UInt64) {
    (self.hours, self.minutes, self.seconds) = (hours, minutes, seconds)
    count = hours.nonzeroBitCount * minutes.nonzeroBitCount * seconds.nonzeroBitCount
  }

  /// The first time, in seconds of the day (meaningless when `count` is 0).
  var first: Int {
    hours.trailingZeroBitCount * 3600 + minutes.trailingZeroBitCount * 60 + seconds.trailingZeroBitCount
  }

  /// The last time, in seconds of the day (meaningless when `count` is 0).
  var last: Int {
    (31 - hours.leadingZeroBitCount) * 3600 + (63 - minutes.leadingZeroBitCount) * 60 + 63 - seconds.leadingZeroBitCount
  }

  /// How many of the times come before `secondOfDay` (which may lie outside the day).
  func count(before secondOfDay: Int) -> Int {
    guard secondOfDay > 0 else { return 0 }
    guard secondOfDay < 86_400 else { return count }
    let (hour, minute, second) = (secondOfDay / 3600, secondOfDay / 60 % 60, secondOfDay % 60)
    let perHour = minutes.nonzeroBitCount * seconds.nonzeroBitCount
    var result = (hours & ((1 << hour) - 1)).nonzeroBitCount * perHour
    guard hours & (1 << hour) != 0 else { return result }
    result += (minutes & ((1 << minute) - 1)).nonzeroBitCount * seconds.nonzeroBitCount
    guard minutes & (1 << minute) != 0 else { return result }
    return result + (seconds & ((1 << second) - 1)).nonzeroBitCount
  }

  /// The time at `index` in ascending order, in seconds of the day.
  func time(at index: Int) -> Int {
    let secondCount = seconds.nonzeroBitCount
    let perHour = minutes.nonzeroBitCount * secondCount
    return RecurrenceTimes.position(of: index / perHour, in: UInt64(hours)) * 3600
      + RecurrenceTimes.position(of: index % perHour / secondCount, in: minutes) * 60
      + RecurrenceTimes.position(of: index % secondCount, in: seconds)
  }

  /// The position of the `rank`-th set bit of `mask`, counted from 0.
  static func position(of rank: Int, in mask: UInt64) -> Int {
    var rest = mask
    for _ in 0..<rank { rest &= rest - 1 }
    return rest.trailingZeroBitCount
  }

  /// Calls `body` with each time from index `start` on, in ascending order, until it returns a value.
  func forEach<Result>(from start: Int, _ body: (Int) -> Result?) -> Result? {
    var index = 0
    var hourBits = hours
    while hourBits != 0 {
      let hourSeconds = hourBits.trailingZeroBitCount * 3600
      hourBits &= hourBits - 1
      let perHour = minutes.nonzeroBitCount * seconds.nonzeroBitCount
      if index + perHour <= start {
        index += perHour
        continue
      }
      var minuteBits = minutes
      while minuteBits != 0 {
        let minuteSeconds = hourSeconds + minuteBits.trailingZeroBitCount * 60
        minuteBits &= minuteBits - 1
        var secondBits = seconds
        while secondBits != 0 {
          let time = minuteSeconds + secondBits.trailingZeroBitCount
          secondBits &= secondBits - 1
          if index >= start, let result = body(time) { return result }
          index += 1
        }
      }
    }
    return nil
  }
}
