// String.replacingAll(_:with:): character replacement, which the standard library lacks without Foundation.

extension String {
  /// The string with every `target` replaced by `replacement` (the standard library has no such
  /// method without Foundation).
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
