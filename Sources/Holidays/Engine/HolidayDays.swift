// HolidayDays: the holidays of a selection as a source of day facts, named in one language.

import CalendarCore

/// The holidays (and make-up working days) of a `HolidaySelection` as facts about days: kind `holiday` or
/// `workingDay`, labelled with their names in the language at `language` of the country's languages.
///
///     let japan = HolidaySelection(country: .japan)
///     facts.add(HolidayDays(japan, language: HolidayCountry.japan.languagePosition(forLocale: "ja_JP.UTF-8")),
///               named: "JP")
package final class HolidayDays: DayFactSource, Hashable {
  /// The holidays asked for.
  package let selection: HolidaySelection
  /// The position of the names' language in the country's languages.
  package let language: Int

  /// The holidays of `selection`, named in the country's language at position `language`.
  package init(_ selection: HolidaySelection, language: Int) {
    (self.selection, self.language) = (selection, language)
  }

  /// Holidays and make-up working days.
  package var kinds: DayFactKinds { selection.rules.isEmpty ? [] : [.holiday, .workingDay] }

  /// Calls `body` with the day and the occurrence (as a number) of each holiday or make-up working day
  /// from JDN `first` through JDN `last`, from the years about them (a day observed across New Year
  /// belongs to the year of its holiday), in order of day, then as the year found them.
  package func forEachFact(
    onDaysFrom first: Int, through last: Int, reform: Reform, cache: inout DayFactCache,
    _ body: (_ julianDay: Int, _ fact: Int) -> Void
  ) {
    if last < first { return }
    // Observed days move a week at most across New Year.
    let firstShownYear = GregorianYearDays.year(ofJulianDay: first)
    let lastShownYear =
      last - first < 300 && GregorianYearDays.firstDay(ofYear: firstShownYear + 1) > last
      ? firstShownYear : GregorianYearDays.year(ofJulianDay: last)
    let firstYear = GregorianYearDays.firstDay(ofYear: firstShownYear) > first - 7 ? firstShownYear - 1 : firstShownYear
    let lastYear = GregorianYearDays.firstDay(ofYear: lastShownYear + 1) <= last + 7 ? lastShownYear + 1 : lastShownYear
    for year in firstYear...lastYear {
      // A year none of whose days is asked for gives the days it moves past its ends alone, and is not read
      // when no rule of it moves one there.
      let isEdge = year < firstShownYear || year > lastShownYear
      if year < firstShownYear && !selection.mayGiveDaysPastEnd(ofYear: year) { continue }
      if year > lastShownYear && !selection.mayGiveDaysBeforeStart(ofYear: year) { continue }
      let days = HolidayYearCache.year(year, of: selection, isEdge: isEdge, in: &cache).days
      // The year's days are in order: the first asked for is found by halving.
      var (low, high) = (0, days.count)
      while low < high {
        let middle = (low + high) / 2
        if HolidayOccurrence.julianDay(ofPacked: days[middle]) < first { low = middle + 1 } else { high = middle }
      }
      for packed in days[low...] {
        let julianDay = HolidayOccurrence.julianDay(ofPacked: packed)
        if julianDay > last { break }
        body(julianDay, HolidayOccurrence.fact(ofPacked: packed))
      }
    }
  }

  /// `holiday`, or `workingDay` for a make-up working day.
  package func kind(ofFact fact: Int) -> DayFactKind {
    HolidayOccurrence.isWorkingDay(packed: fact) ? .workingDay : .holiday
  }

  /// The name of the day numbered `fact`, in the language asked for.
  package func label(ofFact fact: Int) -> String {
    selection.country.name(of: HolidayOccurrence(fact: fact, julianDay: 0), inLanguageAt: language)
  }

  /// The country (and subdivision) of the selection, and for a holiday its category.
  package func value(ofFact fact: Int, onDay julianDay: Int) -> DayFactValue {
    let (country, subdivision) = (selection.country.code, selection.subdivision)
    if HolidayOccurrence.isWorkingDay(packed: fact) { return .workingDay(country: country, subdivision: subdivision) }
    return .holiday(country: country, subdivision: subdivision, category: category(ofFact: fact))
  }

  /// The category (`public`, `bank`, …) of the day numbered `fact`.
  package func category(ofFact fact: Int) -> String {
    selection.country.category(of: HolidayOccurrence(fact: fact, julianDay: 0))
  }
}

extension HolidayDays {
  /// Whether both give the same selection's holidays, named in the same language.
  package static func == (left: HolidayDays, right: HolidayDays) -> Bool {
    left.selection == right.selection && left.language == right.language
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(selection)
    hasher.combine(language)
  }
}
