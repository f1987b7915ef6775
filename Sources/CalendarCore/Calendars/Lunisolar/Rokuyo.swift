// Rokuyo: the six-day cycle of Japanese almanacs, read from the Japanese lunisolar date.

/// The rokuyō (六曜), the six named days that Japanese almanacs and wall calendars print on every day: a cycle
/// that restarts with each month of the Japanese lunisolar calendar (旧暦), the month's first day taking the
/// month's place in the cycle. The day's is the sum of the lunisolar month and day modulo 6: 0 大安, 1 赤口,
/// 2 先勝, 3 友引, 4 先負, 5 仏滅, so that the first day of the first month is 先勝 and of the seventh 先勝 again.
/// A leap month counts as the month it repeats.
///
///     Rokuyo(lunisolarMonth: 1, day: 1)  // .sensho
public enum Rokuyo: Int, CaseIterable, Hashable, Sendable {
  // In the order almanacs list them, numbered from 0.
  /// 先勝 (sensho): good in the morning.
  case sensho
  /// 友引 (tomobiki): good but at noon; funerals avoided.
  case tomobiki
  /// 先負 (senbu): good in the afternoon.
  case senbu
  /// 仏滅 (butsumetsu): the unluckiest.
  case butsumetsu
  /// 大安 (taian): the luckiest, chosen for weddings.
  case taian
  /// 赤口 (shakku): good only at noon.
  case shakku

  /// The days of the cycle, six: what a list of names must hold, known without `allCases`, whose array a run
  /// would set up a type for.
  public static let cycleLength = 6

  /// The rokuyō of the day `day` of the lunisolar month numbered `lunisolarMonth` (1-12, a leap month by the
  /// month it repeats).
  public init(lunisolarMonth: Int, day: Int) {
    // (month + day) mod 6 counts from 大安, which is 4 in the order from 先勝 that almanacs list.
    self = Rokuyo(rawValue: (lunisolarMonth + day + 4) % Rokuyo.cycleLength)!
  }

  /// The stable name JSON writes: `sensho`, `tomobiki`, `senbu`, `butsumetsu`, `taian`, `shakku`.
  public var identifier: String {
    switch self {
    case .sensho: return "sensho"
    case .tomobiki: return "tomobiki"
    case .senbu: return "senbu"
    case .butsumetsu: return "butsumetsu"
    case .taian: return "taian"
    case .shakku: return "shakku"
    }
  }
}
