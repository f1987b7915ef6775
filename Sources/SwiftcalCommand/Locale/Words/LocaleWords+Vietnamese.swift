// Vietnamese: the 24 tiết khí and the moon's phases as Vietnamese calendars print them.

extension LocaleWords {
  /// Vietnamese: the 24 tiết khí in their Sino-Vietnamese names, and the moon's phases (sóc, thượng huyền, vọng,
  /// hạ huyền). The rokuyō, a Japanese cycle Vietnamese calendars do not print, in romaji.
  static let vietnamese = LocaleWords(
    solarTerms: [
      "Xuân phân", "Thanh minh", "Cốc vũ", "Lập hạ", "Tiểu mãn", "Mang chủng", "Hạ chí", "Tiểu thử", "Đại thử",
      "Lập thu", "Xử thử", "Bạch lộ", "Thu phân", "Hàn lộ", "Sương giáng", "Lập đông", "Tiểu tuyết", "Đại tuyết",
      "Đông chí", "Tiểu hàn", "Đại hàn", "Lập xuân", "Vũ thủy", "Kinh trập",
    ],
    moonPhases: ["Trăng mới", "Thượng huyền", "Trăng tròn", "Hạ huyền"])
}
