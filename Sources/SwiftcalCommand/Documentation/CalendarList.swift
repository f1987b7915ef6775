// The text of `--calendar list`: each calendar's name and what it is.

import CalendarCore

/// `--calendar list`: one line a calendar, its name padded to a column and what it is, for people and for
/// completion scripts (the first word of each line is the name).
package func calendarListText() -> String {
  var text = ""
  for system in CalendarSystem.allCases {
    text += system.name + String(repeating: " ", count: max(1, 15 - system.name.count)) + summary(of: system) + "\n"
  }
  return text
}

/// What `calendar` is, in a few words.
private func summary(of calendar: CalendarSystem) -> String {
  switch calendar {
  case .chinese: return "Chinese lunisolar calendar (Beijing time), from the sun and moon"
  case .korean: return "Korean lunisolar calendar (Seoul time), from the sun and moon"
  case .vietnamese: return "Vietnamese lunisolar calendar (UTC+7 from 1968), from the sun and moon"
  case .japanese: return "Japanese old lunisolar calendar (UTC+9), from the sun and moon"
  case .hebrew: return "Hebrew calendar (arithmetic, months from Nisan)"
  case .islamic: return "Islamic calendar of Umm al-Qura (Saudi Arabia), as published"
  case .islamicCivil: return "Islamic tabular (civil) calendar"
  case .persian: return "Persian Solar Hijri calendar (vernal equinox, Tehran noon)"
  }
}
