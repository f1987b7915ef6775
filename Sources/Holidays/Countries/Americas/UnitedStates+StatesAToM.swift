// United States: the holidays of the states and territories from Alaska to Montana, by their codes:
// Alaska Statutes 44.12.010 and Chapter 109 SLA 1989; Code of Alabama 1-3-8; Arkansas Code 1-5-101 (Act
// 304 of 2001); American Samoa Code 1.0501; Arizona Revised Statutes 1-301; California Government Code
// 6700 (AB 268 of 2025: Diwali); Colorado Revised Statutes 24-11-101; Connecticut General Statutes 1-4;
// D.C. Code 1-612.02 and 28-2701; Delaware Code title 1, 501; Florida Statutes 110.117; Georgia Code
// 1-4-1; Guam Code title 1, 1000; Hawaii Revised Statutes 8-1; Iowa Code 1C.1; Idaho Code 73-108;
// Illinois Compiled Statutes 205 ILCS 630/17; Indiana Code 1-1-9-1; Kansas and Kentucky (KRS 2.110)
// personnel rules; Louisiana Revised Statutes 1:55; Massachusetts General Laws ch. 4, 7; Maryland
// General Provisions 1-111; Maine Revised Statutes title 4, 1051; Michigan Civil Service rules;
// Minnesota Statutes 645.44; Missouri Revised Statutes 9.010; Northern Mariana Islands' memoranda of
// legal holidays; Mississippi Code 3-3-7; Montana Code 1-1-216.

import CalendarCore

extension HolidayCountry {
  /// The days Inauguration Day is a holiday in the District of Columbia, Maryland and Virginia: every
  /// fourth year from 1789, 4 March until the Twentieth Amendment, 20 January from 1937.
  static let unitedStatesInaugurationRules: [HolidayRule] = [
    HolidayRule(
      "Inauguration Day", .fixed(month: 3, day: 4), years: 1789...1936, every: 4, in: ["DC", "MD", "VA"],
      observance: 2),
    HolidayRule("Inauguration Day (observed)", .dates([1877_03_05, 1917_03_05]), in: ["DC", "MD", "VA"]),
    HolidayRule(
      "Inauguration Day", .fixed(month: 1, day: 20), years: 1937...9999, every: 4, in: ["DC", "MD", "VA"],
      observance: 2),
  ]

  /// The holidays of the states and territories from AK to MT.
  static let unitedStatesStateRulesAToM: [HolidayRule] = [
    // Alaska, from statehood (3 January 1959).
    HolidayRule("Lincoln's Birthday", .fixed(month: 2, day: 12), years: 1959...1989, in: ["AK"], observance: 1),
    HolidayRule(
      "Martin Luther King Jr.'s Birthday", .weekday(.monday, ordinal: 3, month: 1), years: 1990...9999, in: ["AK"]),
    HolidayRule("Washington's Birthday", .weekday(.monday, ordinal: 3, month: 2), years: 1971...1989, in: ["AK"]),
    HolidayRule("Presidents' Day", .weekday(.monday, ordinal: 3, month: 2), years: 1990...9999, in: ["AK"]),
    HolidayRule("Seward's Day", .weekday(.monday, ordinal: -1, month: 3), years: 1959...9999, in: ["AK"]),
    HolidayRule("Columbus Day", .weekday(.monday, ordinal: 2, month: 10), years: 1971...2014, in: ["AK"]),
    HolidayRule("Indigenous Peoples' Day", .weekday(.monday, ordinal: 2, month: 10), years: 2015...9999, in: ["AK"]),
    HolidayRule("Alaska Day", .fixed(month: 10, day: 18), years: 1959...9999, in: ["AK"], observance: 1),
    // Alabama.
    HolidayRule(
      "Martin Luther King, Jr & Robert E. Lee's Birthday", .weekday(.monday, ordinal: 3, month: 1),
      years: 1986...9999, in: ["AL"]),
    HolidayRule(
      "George Washington & Thomas Jefferson's Birthday", .weekday(.monday, ordinal: 3, month: 2),
      years: 1971...9999, in: ["AL"]),
    HolidayRule("Confederate Memorial Day", .weekday(.monday, ordinal: 4, month: 4), years: 1866...9999, in: ["AL"]),
    HolidayRule("Jefferson Davis Birthday", .weekday(.monday, ordinal: 1, month: 6), years: 1890...9999, in: ["AL"]),
    HolidayRule(
      "Columbus Day / Fraternal Day", .weekday(.monday, ordinal: 2, month: 10), years: 1971...1999, in: ["AL"]),
    HolidayRule(
      "Columbus Day / American Indian Heritage Day / Fraternal Day", .weekday(.monday, ordinal: 2, month: 10),
      years: 2000...9999, in: ["AL"]),
    // Arkansas.
    HolidayRule(
      "Dr. Martin Luther King Jr. and Robert E. Lee's Birthdays", .weekday(.monday, ordinal: 3, month: 1),
      years: 1986...2017, in: ["AR"]),
    HolidayRule("Martin Luther King Jr. Day", .weekday(.monday, ordinal: 3, month: 1), years: 2018...9999, in: ["AR"]),
    HolidayRule(
      "George Washington's Birthday and Daisy Gatson Bates Day", .weekday(.monday, ordinal: 3, month: 2),
      years: 1971...9999, in: ["AR"]),
    // American Samoa.
    HolidayRule("American Samoa Flag Day", .fixed(month: 4, day: 17), years: 1901...9999, in: ["AS"], observance: 1),
    HolidayRule("Manu'a Islands Cession Day", .fixed(month: 7, day: 16), years: 1983...9999, in: ["AS"], observance: 1),
    HolidayRule("White Sunday", .weekday(.sunday, ordinal: 2, month: 10), in: ["AS"]),
    // Arizona.
    HolidayRule(
      "Dr. Martin Luther King Jr. / Civil Rights Day", .weekday(.monday, ordinal: 3, month: 1), years: 1986...9999,
      in: ["AZ"]),
    HolidayRule(
      "Lincoln/Washington Presidents' Day", .weekday(.monday, ordinal: 3, month: 2), years: 1971...9999, in: ["AZ"]),
    // California.
    HolidayRule("Lincoln's Birthday", .fixed(month: 2, day: 12), years: 1971...2009, in: ["CA"], observance: 1),
    HolidayRule("Presidents' Day", .weekday(.monday, ordinal: 3, month: 2), years: 1971...9999, in: ["CA"]),
    HolidayRule("Susan B. Anthony Day", .fixed(month: 2, day: 15), years: 2014...9999, in: ["CA"]),
    HolidayRule("Cesar Chavez Day", .fixed(month: 3, day: 31), years: 1995...9999, in: ["CA"], observance: 2),
    HolidayRule("Columbus Day", .weekday(.monday, ordinal: 2, month: 10), years: 1971...2008, in: ["CA"]),
    HolidayRule(
      "Day After Thanksgiving", .weekday(.thursday, ordinal: 4, month: 11), offset: 1, years: 1975...9999,
      in: ["CA"]),
    // Diwali (AB 268): the days python-holidays' table of Indian dates gives, announced year by year.
    HolidayRule(
      "Diwali",
      .dates([
        2026_11_08, 2027_10_29, 2028_10_17, 2029_11_05, 2030_10_26, 2031_11_14, 2032_11_02, 2033_10_22, 2034_11_10,
        2035_10_30,
      ]), in: ["CA"]),
    // Colorado.
    HolidayRule("Washington-Lincoln Day", .weekday(.monday, ordinal: 3, month: 2), years: 1971...9999, in: ["CO"]),
    HolidayRule("Cesar Chavez Day", .fixed(month: 3, day: 31), years: 2001...9999, in: ["CO"]),
    HolidayRule("Frances Xavier Cabrini Day", .weekday(.monday, ordinal: 1, month: 10), years: 2020...9999, in: ["CO"]),
    // Connecticut.
    HolidayRule("Lincoln's Birthday", .fixed(month: 2, day: 12), years: 1971...9999, in: ["CT"], observance: 1),
    HolidayRule("Good Friday", .easter(-2), in: ["CT"]),
    // District of Columbia.
    HolidayRule("Emancipation Day", .fixed(month: 4, day: 16), years: 2005...9999, in: ["DC"], observance: 1),
    HolidayRule("Columbus Day", .weekday(.monday, ordinal: 2, month: 10), years: 1971...2018, in: ["DC"]),
    HolidayRule("Indigenous Peoples' Day", .weekday(.monday, ordinal: 2, month: 10), years: 2019...9999, in: ["DC"]),
    // Delaware.
    HolidayRule("Good Friday", .easter(-2), in: ["DE"]),
    HolidayRule("Washington's Birthday", .weekday(.monday, ordinal: 3, month: 2), years: 1971...1989, in: ["DE"]),
    HolidayRule("Presidents' Day", .weekday(.monday, ordinal: 3, month: 2), years: 1990...2009, in: ["DE"]),
    HolidayRule(
      "Election Day", .weekday(.monday, ordinal: 1, month: 11), offset: 1, years: 2008...9999, every: 2, in: ["DE"]),
    HolidayRule(
      "Day After Thanksgiving", .weekday(.thursday, ordinal: 4, month: 11), offset: 1, years: 1975...9999,
      in: ["DE"]),
    // Florida.
    HolidayRule("Susan B. Anthony Day", .fixed(month: 2, day: 15), years: 2011...9999, in: ["FL"]),
    HolidayRule(
      "Friday After Thanksgiving", .weekday(.thursday, ordinal: 4, month: 11), offset: 1, years: 1975...9999,
      in: ["FL"]),
    // Georgia: its State Holidays replaced the Confederate days in 2016; Washington's Birthday is kept
    // next to Christmas Day.
    HolidayRule("Robert E. Lee's Birthday", .weekday(.monday, ordinal: 3, month: 1), years: 1986...2011, in: ["GA"]),
    HolidayRule("Martin Luther King Jr. Day", .weekday(.monday, ordinal: 3, month: 1), years: 2012...9999, in: ["GA"]),
    HolidayRule("Confederate Memorial Day", .weekday(.monday, ordinal: 4, month: 4), years: 1866...2015, in: ["GA"]),
    HolidayRule("State Holiday", .weekday(.monday, ordinal: 4, month: 4), years: 2016...2019, in: ["GA"]),
    HolidayRule("State Holiday", .easter(-2), years: 2020...9999, in: ["GA"]),
    HolidayRule(
      "Robert E. Lee's Birthday", .weekday(.thursday, ordinal: 4, month: 11), offset: 1, years: 1986...2015,
      in: ["GA"]),
    HolidayRule(
      "State Holiday", .weekday(.thursday, ordinal: 4, month: 11), offset: 1, years: 2016...9999, in: ["GA"]),
    HolidayRule("Washington's Birthday", .fixed(month: 12, day: 25), years: 1971...9999, in: ["GA"], observance: 5),
    // Guam.
    HolidayRule("Guam Discovery Day", .weekday(.monday, ordinal: 1, month: 3), years: 1970...9999, in: ["GU"]),
    HolidayRule("Good Friday", .easter(-2), in: ["GU"]),
    HolidayRule("Liberation Day (Guam)", .fixed(month: 7, day: 21), years: 1945...9999, in: ["GU"]),
    HolidayRule("All Souls' Day", .fixed(month: 11, day: 2), in: ["GU"]),
    HolidayRule("Lady of Camarin Day", .fixed(month: 12, day: 8), in: ["GU"]),
    // Hawaii.
    HolidayRule("Presidents' Day", .weekday(.monday, ordinal: 3, month: 2), years: 1971...9999, in: ["HI"]),
    HolidayRule(
      "Prince Jonah Kuhio Kalanianaole Day", .fixed(month: 3, day: 26), years: 1949...9999, in: ["HI"],
      observance: 1),
    HolidayRule("Kamehameha Day", .fixed(month: 6, day: 11), years: 1872...2010, in: ["HI"]),
    HolidayRule("Kamehameha Day", .fixed(month: 6, day: 11), years: 2011...9999, in: ["HI"], observance: 1),
    HolidayRule("Statehood Day", .weekday(.friday, ordinal: 3, month: 8), years: 1959...9999, in: ["HI"]),
    HolidayRule(
      "Election Day", .weekday(.monday, ordinal: 1, month: 11), offset: 1, years: 2008...9999, every: 2, in: ["HI"]),
    // Iowa.
    HolidayRule("Lincoln's Birthday", .fixed(month: 2, day: 12), years: 1971...9999, in: ["IA"], observance: 1),
    // Idaho.
    HolidayRule("Martin Luther King Jr. Day", .weekday(.monday, ordinal: 3, month: 1), years: 1986...2005, in: ["ID"]),
    HolidayRule(
      "Martin Luther King Jr. / Idaho Human Rights Day", .weekday(.monday, ordinal: 3, month: 1),
      years: 2006...9999, in: ["ID"]),
    HolidayRule("Presidents' Day", .weekday(.monday, ordinal: 3, month: 2), years: 1971...9999, in: ["ID"]),
    // Illinois.
    HolidayRule("Lincoln's Birthday", .fixed(month: 2, day: 12), years: 1971...9999, in: ["IL"], observance: 1),
    HolidayRule("Casimir Pulaski Day", .weekday(.monday, ordinal: 1, month: 3), years: 1978...9999, in: ["IL"]),
    HolidayRule(
      "Election Day", .weekday(.monday, ordinal: 1, month: 11), offset: 1, years: 2008...9999, every: 2, in: ["IL"]),
    // Indiana: elections every second year, then every year from 2015; Lincoln's Birthday after
    // Thanksgiving, Washington's next to Christmas Day.
    HolidayRule("Good Friday", .easter(-2), in: ["IN"]),
    HolidayRule(
      "Primary Election Day", .weekday(.monday, ordinal: 1, month: 5), offset: 1, years: 2006...2014, every: 2,
      in: ["IN"]),
    HolidayRule(
      "Primary Election Day", .weekday(.monday, ordinal: 1, month: 5), offset: 1, years: 2015...9999, in: ["IN"]),
    HolidayRule(
      "Election Day", .weekday(.monday, ordinal: 1, month: 11), offset: 1, years: 2008...2014, every: 2, in: ["IN"]),
    HolidayRule("Election Day", .weekday(.monday, ordinal: 1, month: 11), offset: 1, years: 2015...9999, in: ["IN"]),
    HolidayRule(
      "Lincoln's Birthday", .weekday(.thursday, ordinal: 4, month: 11), offset: 1, years: 2010...9999, in: ["IN"]),
    HolidayRule("Washington's Birthday", .fixed(month: 12, day: 25), years: 1971...9999, in: ["IN"], observance: 5),
    // Kansas.
    HolidayRule("Christmas Eve", .fixed(month: 12, day: 24), years: 2013...9999, in: ["KS"], observance: 3),
    // Kentucky.
    HolidayRule("Good Friday", .easter(-2), in: ["KY"]),
    HolidayRule("New Year's Eve", .fixed(month: 12, day: 31), years: 2013...9999, in: ["KY"], observance: 6),
    // Louisiana.
    HolidayRule("Mardi Gras", .easter(-47), years: 1857...9999, in: ["LA"]),
    HolidayRule("Good Friday", .easter(-2), in: ["LA"]),
    HolidayRule(
      "Election Day", .weekday(.monday, ordinal: 1, month: 11), offset: 1, years: 2008...9999, every: 2, in: ["LA"]),
    // Massachusetts (and Maine, part of it until 1820).
    HolidayRule("Patriots' Day", .fixed(month: 4, day: 19), years: 1894...1968, in: ["MA", "ME"]),
    HolidayRule("Patriots' Day", .weekday(.monday, ordinal: 3, month: 4), years: 1969...9999, in: ["MA", "ME"]),
    // Maryland.
    HolidayRule("Presidents' Day", .weekday(.monday, ordinal: 3, month: 2), years: 1971...9999, in: ["MD"]),
    HolidayRule(
      "American Indian Heritage Day", .weekday(.thursday, ordinal: 4, month: 11), offset: 1, years: 2008...9999,
      in: ["MD"]),
    // Maine.
    HolidayRule("Columbus Day", .weekday(.monday, ordinal: 2, month: 10), years: 1971...2018, in: ["ME"]),
    HolidayRule("Indigenous Peoples' Day", .weekday(.monday, ordinal: 2, month: 10), years: 2019...9999, in: ["ME"]),
    // Michigan.
    HolidayRule("Christmas Eve", .fixed(month: 12, day: 24), years: 2013...9999, in: ["MI"], observance: 3),
    HolidayRule("New Year's Eve", .fixed(month: 12, day: 31), years: 2013...9999, in: ["MI"], observance: 6),
    HolidayRule(
      "Election Day", .weekday(.monday, ordinal: 1, month: 11), offset: 1, years: 2008...9999, every: 2, in: ["MI"]),
    HolidayRule(
      "Day After Thanksgiving", .weekday(.thursday, ordinal: 4, month: 11), offset: 1, years: 2017...9999,
      in: ["MI"]),
    // Minnesota.
    HolidayRule(
      "Washington's and Lincoln's Birthday", .weekday(.monday, ordinal: 3, month: 2), years: 1971...9999, in: ["MN"]),
    // Missouri.
    HolidayRule("Truman Day", .fixed(month: 5, day: 8), years: 1949...9999, in: ["MO"], observance: 1),
    // Northern Mariana Islands.
    HolidayRule("Commonwealth Covenant Day", .fixed(month: 3, day: 24), in: ["MP"], observance: 1),
    HolidayRule("Good Friday", .easter(-2), in: ["MP"]),
    HolidayRule("Commonwealth Cultural Day", .weekday(.monday, ordinal: 2, month: 10), in: ["MP"]),
    HolidayRule(
      "Election Day", .weekday(.monday, ordinal: 1, month: 11), offset: 1, years: 2008...9999, every: 2, in: ["MP"]),
    HolidayRule("Citizenship Day", .fixed(month: 11, day: 4), in: ["MP"], observance: 1),
    HolidayRule("Constitution Day", .fixed(month: 12, day: 8), in: ["MP"], observance: 1),
    // Mississippi.
    HolidayRule(
      "Dr. Martin Luther King Jr. and Robert E. Lee's Birthdays", .weekday(.monday, ordinal: 3, month: 1),
      years: 1986...9999, in: ["MS"]),
    HolidayRule("Confederate Memorial Day", .weekday(.monday, ordinal: -1, month: 4), years: 1866...9999, in: ["MS"]),
    // Montana.
    HolidayRule(
      "Lincoln's and Washington's Birthdays", .weekday(.monday, ordinal: 3, month: 2), years: 1971...9999,
      in: ["MT"]),
    HolidayRule(
      "Election Day", .weekday(.monday, ordinal: 1, month: 11), offset: 1, years: 2008...9999, every: 2, in: ["MT"]),
  ]
}
