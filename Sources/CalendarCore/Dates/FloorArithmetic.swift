// floorDivide and floorModulo: division and remainder rounded toward negative infinity.

/// Division rounded toward negative infinity, so that day and month arithmetic before an epoch
/// needs no special cases (Swift's `/` truncates toward zero).
@inlinable
public func floorDivide(_ dividend: Int, _ divisor: Int) -> Int {
  let quotient = dividend / divisor
  return (dividend % divisor != 0 && (dividend < 0) != (divisor < 0)) ? quotient - 1 : quotient
}

/// The remainder that goes with `floorDivide`: always in `0..<divisor` for a positive divisor.
@inlinable
public func floorModulo(_ dividend: Int, _ divisor: Int) -> Int {
  let remainder = dividend % divisor
  return (remainder != 0 && (remainder < 0) != (divisor < 0)) ? remainder + divisor : remainder
}
