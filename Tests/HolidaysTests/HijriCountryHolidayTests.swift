// Tests of the pages of Iran, the Emirates, Egypt and Pakistan: the Persian calendar's days, the announced
// Islamic days and the estimates after them, Egypt's Thursday, the Emirates' categories, Pakistan's names.

import CalendarCore
import Testing

@testable import Holidays

@Suite("Holidays: Iran, the United Arab Emirates, Egypt and Pakistan")
struct HijriCountryHolidayTests {
  /// The days of `year` in `country` as `YYYY-MM-DD name` in the language at `language` (its `en_US` when `nil`).
  func days(
    _ country: HolidayCountry, _ year: Int, categories: [String] = ["public"], language: Int? = nil
  ) -> [String] {
    var cache = CalendarCache()
    let position = language ?? country.languages.firstIndex(of: "en_US")!
    return HolidaySelection(country: country, categories: categories).year(year, calendars: &cache).occurrences.map {
      "\(Reform.gregorian.date(fromJulianDay: $0.julianDay)) \(country.name(of: $0, inLanguageAt: position))"
    }
  }

  @Test("Iran's Nowruz of 1404 follows 30 Esfand 1403, a leap year's last day; 1404 has no 30 Esfand")
  func nowruz() {
    let march2025 = days(.iran, 2025, language: 0).filter { $0.hasPrefix("2025-03-2") }
    #expect(march2025.prefix(3) == ["2025-03-20 آخرین روز سال", "2025-03-21 جشن نوروز", "2025-03-22 عیدنوروز"])
    #expect(!days(.iran, 2026).contains { $0.contains("Last Day of Year") })
    #expect(days(.iran, 2026).contains("2026-03-20 Iranian Oil Industry Nationalization Day"))
  }

  @Test("Iran's Islamic days: 2026's as announced, 2027's estimated the day after the Umm al-Qura calendar's")
  func iranianIslamicDays() {
    #expect(days(.iran, 2026).contains("2026-03-21 Eid al-Fitr"))
    #expect(days(.iran, 2026).contains("2026-03-22 Eid al-Fitr Holiday"))
    // 1 Shawwal 1448 is 9 March 2027 by Umm al-Qura.
    #expect(days(.iran, 2027).contains("2027-03-10 Eid al-Fitr (estimated)"))
    #expect(days(.iran, 2027, language: 0).contains("2027-03-10 عید سعید فطر (تخمینی)"))
  }

  @Test("Egypt moves a national day from Sunday to Wednesday to the Thursday from 2020, save where the Cabinet did not")
  func egyptianThursdays() {
    let year2021 = days(.egypt, 2021)
    // 25 January 2021, a Monday: the Thursday; the day itself is no holiday.
    #expect(year2021.contains("2021-01-28 January 25th Revolution and National Police Day (observed)"))
    #expect(!year2021.contains { $0.hasPrefix("2021-01-25") })
    // Sham el-Nessim, a religious feast, stays on its Monday.
    #expect(year2021.contains("2021-05-03 Spring Festival"))
    // 25 April 2022, a Monday, kept on its day; 25 April 2019, before the rule, too.
    #expect(days(.egypt, 2022).contains("2022-04-25 Sinai Liberation Day"))
    #expect(days(.egypt, 2019).contains("2019-04-25 Sinai Liberation Day"))
    // 2024: Labour Day's day off on Sunday 5 May, not on Wednesday 1 May.
    let labour2024 = days(.egypt, 2024).filter { $0.contains("Labor Day") }
    #expect(labour2024 == ["2024-05-05 Labor Day (observed)"])
  }

  @Test("Egypt's government staff and schools have days of their own")
  func egyptianCategories() {
    #expect(
      days(.egypt, 2024, categories: ["government"]) == [
        "2024-04-09 Eid al-Fitr", "2024-04-12 Eid al-Fitr", "2024-06-19 Eid al-Adha",
      ])
    #expect(
      days(.egypt, 2024, categories: ["school"]) == ["2024-03-19 Taba Liberation Day", "2024-06-18 Evacuation Day"])
  }

  @Test("the Emirates: the Cabinet's Eid days of 2022, the government's added ones and the mourning for Sheikh Khalifa")
  func emirates2022() {
    let public2022 = days(.unitedArabEmirates, 2022)
    #expect(
      public2022.filter { $0 >= "2022-04-30" && $0 < "2022-05-17" } == [
        "2022-04-30 Eid al-Fitr Holiday", "2022-05-01 Eid al-Fitr Holiday", "2022-05-02 Eid al-Fitr",
        "2022-05-03 Eid al-Fitr Holiday", "2022-05-04 Eid al-Fitr Holiday",
        "2022-05-14 Death of Sheikh Khalifa bin Zayed Al Nahyan",
        "2022-05-15 Death of Sheikh Khalifa bin Zayed Al Nahyan",
        "2022-05-16 Death of Sheikh Khalifa bin Zayed Al Nahyan",
      ])
    #expect(days(.unitedArabEmirates, 2022, categories: ["government"]).count == 4)
    #expect(days(.unitedArabEmirates, 2019, categories: ["optional"]) == ["2019-02-05 Pope Francis' Visit Day"])
    // The weekend: Thursday and Friday, Friday and Saturday from 1 September 2006, Saturday and Sunday from 2022.
    let weekend = HolidayCountry.unitedArabEmirates.weekend
    #expect(weekend.current == [.saturday, .sunday])
    let day = { (year: Int, month: Int, day: Int) in Reform.gregorian.julianDay(of: CivilDate(year: year, month: month, day: day)) }
    #expect(weekend.days(onJulianDay: day(2006, 8, 31)) == [.thursday, .friday])
    #expect(weekend.days(onJulianDay: day(2006, 9, 1)) == [.friday, .saturday])
    #expect(weekend.days(onJulianDay: day(2021, 12, 31)) == [.friday, .saturday])
    #expect(weekend.days(onJulianDay: day(2022, 1, 1)) == [.saturday, .sunday])
  }

  @Test("Pakistan's names in Urdu, Pakistani and American English; 2026's one day of Eid-ul-Fitr and the day before")
  func pakistan() {
    let country = HolidayCountry.pakistan
    #expect(country.languagePosition(forLocale: "ur_PK.UTF-8") == 0)
    #expect(country.languagePosition(forLocale: "en_PK") == 1)
    #expect(
      days(.pakistan, 2026, language: 0).filter { $0.contains("عید الفطر") } == [
        "2026-03-20 عید الفطر", "2026-03-21 عید الفطر",
      ])
    #expect(days(.pakistan, 2026, language: 1).contains("2026-05-01 Labour Day"))
    #expect(days(.pakistan, 2026).contains("2026-05-01 Labor Day"))
  }
}
