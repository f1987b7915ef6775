// United States: the holidays of the states and territories from North Carolina to Wyoming, by their
// codes: North Carolina General Statutes 103-4; Nebraska Revised Statutes 62-301; New Hampshire RSA
// 288:1; New Jersey Statutes 36:1-1; New Mexico personnel rules; Nevada Revised Statutes 236.015; New
// York General Construction Law 24; Ohio Revised Code 1.14; Oklahoma Statutes title 25, 82.1; Oregon
// Revised Statutes 187.010; Pennsylvania's Act 138 of 1893 as amended; Puerto Rico's Political
// Code of 1902 and its laws (Joint Resolution No. 31 of 1913; Laws No. 47 of 1917, 3 of 1925, 3 of 1931,
// 91 and 97 of 1938, 3 of 1939, 1 of 1952, 88 of 1969, 260 of 1974, 129 of 1980, 39 of 1994, 76 of 1995,
// 111 of 2014, 40 of 2015, 152 of 2018, 117 of 2022); Rhode Island General Laws 25-1-1; South Carolina
// Code 53-5-10; South Dakota Codified Laws 1-5-1; Tennessee Code 15-1-101; Texas Government Code 662;
// Utah Code 63G-1-301; Code of Virginia 2.2-3300; Virgin Islands Code title 1, 171; Vermont Statutes
// title 1, 371; Revised Code of Washington 1.16.050; Wisconsin Statutes 230.35; West Virginia Code
// 2-2-1; Wyoming Statutes 8-4-101. North Dakota and the Minor Outlying Islands keep the country's days.

import CalendarCore

extension HolidayCountry {
  /// The holidays of the states and territories from NC to WY.
  static let unitedStatesStateRulesNToW: [HolidayRule] = [
    // North Carolina.
    HolidayRule("Good Friday", .easter(-2), in: ["NC"]),
    HolidayRule(
      "Day After Thanksgiving", .weekday(.thursday, ordinal: 4, month: 11), offset: 1, years: 1975...9999,
      in: ["NC"]),
    HolidayRule("Christmas Eve", .fixed(month: 12, day: 24), years: 2013...9999, in: ["NC"], observance: 3),
    HolidayRule("Day After Christmas", .fixed(month: 12, day: 26), years: 2013...9999, in: ["NC"], observance: 4),
    // Nebraska.
    HolidayRule("Arbor Day", .fixed(month: 4, day: 22), years: 1875...1988, in: ["NE"]),
    HolidayRule("Arbor Day", .weekday(.friday, ordinal: -1, month: 4), years: 1989...9999, in: ["NE"]),
    HolidayRule("Columbus Day", .weekday(.monday, ordinal: 2, month: 10), years: 1971...2019, in: ["NE"]),
    HolidayRule("Indigenous Peoples' Day", .weekday(.monday, ordinal: 2, month: 10), years: 2020...9999, in: ["NE"]),
    // New Hampshire.
    HolidayRule(
      "Dr. Martin Luther King Jr. / Civil Rights Day", .weekday(.monday, ordinal: 3, month: 1), years: 1986...9999,
      in: ["NH"]),
    HolidayRule(
      "Election Day", .weekday(.monday, ordinal: 1, month: 11), offset: 1, years: 2008...9999, every: 2, in: ["NH"]),
    HolidayRule(
      "Day After Thanksgiving", .weekday(.thursday, ordinal: 4, month: 11), offset: 1, years: 1975...9999,
      in: ["NH"]),
    // New Jersey.
    HolidayRule("Lincoln's Birthday", .fixed(month: 2, day: 12), years: 1971...9999, in: ["NJ"], observance: 1),
    HolidayRule("Presidents Day", .weekday(.monday, ordinal: 3, month: 2), years: 1971...9999, in: ["NJ"]),
    HolidayRule("Good Friday", .easter(-2), in: ["NJ"]),
    HolidayRule(
      "Election Day", .weekday(.monday, ordinal: 1, month: 11), offset: 1, years: 2008...9999, every: 2, in: ["NJ"]),
    // New Mexico.
    HolidayRule("Columbus Day", .weekday(.monday, ordinal: 2, month: 10), years: 1971...2018, in: ["NM"]),
    HolidayRule("Indigenous Peoples' Day", .weekday(.monday, ordinal: 2, month: 10), years: 2019...9999, in: ["NM"]),
    HolidayRule("Presidents' Day", .weekday(.thursday, ordinal: 4, month: 11), offset: 1, in: ["NM"]),
    // Nevada.
    HolidayRule("Nevada Day", .fixed(month: 10, day: 31), years: 1933...1999, in: ["NV"], observance: 1),
    HolidayRule("Nevada Day", .weekday(.friday, ordinal: -1, month: 10), years: 2000...9999, in: ["NV"]),
    HolidayRule("Family Day", .weekday(.thursday, ordinal: 4, month: 11), offset: 1, in: ["NV"]),
    // New York: elections every second year, then every year from 2015.
    HolidayRule("Lincoln's Birthday", .fixed(month: 2, day: 12), years: 1971...9999, in: ["NY"], observance: 1),
    HolidayRule("Susan B. Anthony Day", .fixed(month: 2, day: 15), years: 2004...9999, in: ["NY"]),
    HolidayRule(
      "Election Day", .weekday(.monday, ordinal: 1, month: 11), offset: 1, years: 2008...2014, every: 2, in: ["NY"]),
    HolidayRule("Election Day", .weekday(.monday, ordinal: 1, month: 11), offset: 1, years: 2015...9999, in: ["NY"]),
    // Ohio.
    HolidayRule("Washington-Lincoln Day", .weekday(.monday, ordinal: 3, month: 2), years: 1971...9999, in: ["OH"]),
    // Oklahoma.
    HolidayRule("Presidents' Day", .weekday(.monday, ordinal: 3, month: 2), years: 1971...9999, in: ["OK"]),
    HolidayRule(
      "Day After Thanksgiving", .weekday(.thursday, ordinal: 4, month: 11), offset: 1, years: 1975...9999,
      in: ["OK"]),
    // Oregon.
    HolidayRule("Presidents Day", .weekday(.monday, ordinal: 3, month: 2), years: 1971...9999, in: ["OR"]),
    // Pennsylvania.
    HolidayRule("Presidents' Day", .weekday(.monday, ordinal: 3, month: 2), years: 1971...9999, in: ["PA"]),
    HolidayRule("Day After Thanksgiving", .weekday(.thursday, ordinal: 4, month: 11), offset: 1, in: ["PA"]),
    // Rhode Island.
    HolidayRule("Victory Day", .weekday(.monday, ordinal: 2, month: 8), years: 1948...9999, in: ["RI"]),
    HolidayRule("Columbus Day", .weekday(.monday, ordinal: 2, month: 10), years: 1971...2021, in: ["RI"]),
    HolidayRule(
      "Indigenous Peoples' Day / Columbus Day", .weekday(.monday, ordinal: 2, month: 10), years: 2022...9999,
      in: ["RI"]),
    // South Carolina.
    HolidayRule("President's Day", .weekday(.monday, ordinal: 3, month: 2), years: 1971...9999, in: ["SC"]),
    HolidayRule("Confederate Memorial Day", .weekday(.monday, ordinal: 4, month: 4), years: 1866...9999, in: ["SC"]),
    // South Dakota.
    HolidayRule("Columbus Day", .fixed(month: 10, day: 12), years: 1937...1969, in: ["SD"]),
    HolidayRule("Columbus Day", .weekday(.monday, ordinal: 2, month: 10), years: 1970...1989, in: ["SD"]),
    HolidayRule("Native Americans' Day", .weekday(.monday, ordinal: 2, month: 10), years: 1990...9999, in: ["SD"]),
    // Tennessee.
    HolidayRule("President's Day", .weekday(.monday, ordinal: 3, month: 2), years: 1971...9999, in: ["TN"]),
    HolidayRule("Good Friday", .easter(-2), in: ["TN"]),
    // Texas.
    HolidayRule("Confederate Memorial Day", .fixed(month: 1, day: 19), years: 1931...9999, in: ["TX"]),
    HolidayRule("Presidents' Day", .weekday(.monday, ordinal: 3, month: 2), years: 1971...9999, in: ["TX"]),
    HolidayRule("Texas Independence Day", .fixed(month: 3, day: 2), years: 1874...9999, in: ["TX"]),
    HolidayRule("Cesar Chavez Day", .fixed(month: 3, day: 31), years: 2000...9999, in: ["TX"]),
    HolidayRule("Good Friday", .easter(-2), in: ["TX"]),
    HolidayRule("San Jacinto Day", .fixed(month: 4, day: 21), years: 1875...9999, in: ["TX"]),
    HolidayRule("Emancipation Day In Texas", .fixed(month: 6, day: 19), years: 1980...9999, in: ["TX"]),
    HolidayRule("Lyndon Baines Johnson Day", .fixed(month: 8, day: 27), years: 1973...9999, in: ["TX"]),
    HolidayRule(
      "Friday After Thanksgiving", .weekday(.thursday, ordinal: 4, month: 11), offset: 1, years: 1975...9999,
      in: ["TX"]),
    HolidayRule("Christmas Eve", .fixed(month: 12, day: 24), years: 1981...9999, in: ["TX"], observance: 3),
    HolidayRule("Day After Christmas", .fixed(month: 12, day: 26), years: 1981...9999, in: ["TX"]),
    // Utah.
    HolidayRule("Washington and Lincoln Day", .weekday(.monday, ordinal: 3, month: 2), years: 1971...9999, in: ["UT"]),
    HolidayRule("Pioneer Day", .fixed(month: 7, day: 24), years: 1849...9999, in: ["UT"], observance: 1),
    // Virginia (Inauguration Day with the District of Columbia's).
    HolidayRule("Lee Jackson Day", .fixed(month: 1, day: 19), years: 1889...1982, in: ["VA"]),
    HolidayRule("Lee Jackson Day", .weekday(.monday, ordinal: 3, month: 1), years: 1983...1999, in: ["VA"]),
    HolidayRule("Lee Jackson Day", .weekday(.monday, ordinal: 3, month: 1), offset: -3, years: 2000...2020, in: ["VA"]),
    HolidayRule("George Washington Day", .weekday(.monday, ordinal: 3, month: 2), years: 1971...9999, in: ["VA"]),
    HolidayRule("Columbus Day", .weekday(.monday, ordinal: 2, month: 10), years: 1971...2019, in: ["VA"]),
    HolidayRule("Indigenous Peoples' Day", .weekday(.monday, ordinal: 2, month: 10), years: 2020...9999, in: ["VA"]),
    // Virgin Islands.
    HolidayRule("Three Kings Day", .fixed(month: 1, day: 6), in: ["VI"]),
    HolidayRule("Presidents' Day", .fixed(month: 2, day: 22), years: 1879...1970, in: ["VI"]),
    HolidayRule("Presidents' Day", .weekday(.monday, ordinal: 3, month: 2), years: 1971...9999, in: ["VI"]),
    HolidayRule("Transfer Day", .fixed(month: 3, day: 31), in: ["VI"]),
    HolidayRule("Holy Thursday", .easter(-3), in: ["VI"]),
    HolidayRule("Good Friday", .easter(-2), in: ["VI"]),
    HolidayRule("Easter Monday", .easter(1), in: ["VI"]),
    HolidayRule("Emancipation Day", .fixed(month: 7, day: 3), in: ["VI"]),
    HolidayRule(
      "Columbus Day and Puerto Rico Friendship Day", .fixed(month: 10, day: 12), years: 1937...1969, in: ["VI"]),
    HolidayRule(
      "Columbus Day and Puerto Rico Friendship Day", .weekday(.monday, ordinal: 2, month: 10), years: 1970...9999,
      in: ["VI"]),
    HolidayRule("Liberty Day", .fixed(month: 11, day: 1), in: ["VI"]),
    HolidayRule("Christmas Second Day", .fixed(month: 12, day: 26), in: ["VI"]),
    // Vermont.
    HolidayRule("Presidents' Day", .weekday(.monday, ordinal: 3, month: 2), years: 1971...9999, in: ["VT"]),
    HolidayRule("Town Meeting Day", .weekday(.tuesday, ordinal: 1, month: 3), years: 1800...9999, in: ["VT"]),
    HolidayRule("Bennington Battle Day", .fixed(month: 8, day: 16), years: 1778...9999, in: ["VT"], observance: 1),
    // Washington.
    HolidayRule("Presidents' Day", .weekday(.monday, ordinal: 3, month: 2), years: 1971...9999, in: ["WA"]),
    HolidayRule(
      "Native American Heritage Day", .weekday(.thursday, ordinal: 4, month: 11), offset: 1, years: 2014...9999,
      in: ["WA"]),
    // Wisconsin.
    HolidayRule("Susan B. Anthony Day", .fixed(month: 2, day: 15), years: 1976...9999, in: ["WI"]),
    HolidayRule("Christmas Eve", .fixed(month: 12, day: 24), years: 2012...9999, in: ["WI"], observance: 3),
    HolidayRule("New Year's Eve", .fixed(month: 12, day: 31), years: 2012...9999, in: ["WI"], observance: 6),
    // West Virginia.
    HolidayRule("Presidents' Day", .weekday(.monday, ordinal: 3, month: 2), years: 1971...9999, in: ["WV"]),
    HolidayRule("West Virginia Day", .fixed(month: 6, day: 20), years: 1927...9999, in: ["WV"], observance: 1),
    HolidayRule(
      "Election Day", .weekday(.monday, ordinal: 1, month: 11), offset: 1, years: 2008...9999, every: 2, in: ["WV"]),
    HolidayRule(
      "Day After Thanksgiving", .weekday(.thursday, ordinal: 4, month: 11), offset: 1, years: 1975...9999,
      in: ["WV"]),
    // Wyoming.
    HolidayRule("President's Day", .weekday(.monday, ordinal: 3, month: 2), years: 1971...9999, in: ["WY"]),
  ]

  /// Puerto Rico's holidays, from the Political Code of 1902 (a holiday on a Sunday on the Monday after).
  static let unitedStatesPuertoRicoRules: [HolidayRule] = [
    HolidayRule("Epiphany", .fixed(month: 1, day: 6), years: 1932...9999, in: ["PR"]),
    HolidayRule(
      "Birthday of Eugenio María de Hostos", .fixed(month: 1, day: 11), years: 1940...1970, in: ["PR"],
      observance: 2),
    HolidayRule(
      "Birthday of Eugenio María de Hostos", .weekday(.monday, ordinal: 2, month: 1), years: 1971...2014,
      in: ["PR"]),
    HolidayRule("George Washington Day", .fixed(month: 2, day: 22), years: 1903...1970, in: ["PR"], observance: 2),
    HolidayRule("George Washington Day", .weekday(.monday, ordinal: 3, month: 2), years: 1971...2014, in: ["PR"]),
    HolidayRule(
      "George Washington Day, Presidents' Day, and the Puerto Rican Heroes Day",
      .weekday(.monday, ordinal: 3, month: 2), years: 2015...2015, in: ["PR"]),
    HolidayRule(
      "George Washington Day, Presidents' Day, and the Day of the Hero and the Illustrious Woman of Puerto Rico",
      .weekday(.monday, ordinal: 3, month: 2), years: 2016...2018, in: ["PR"]),
    HolidayRule(
      "George Washington Day, Presidents' Day, and the Day of the Women and Men Heroes of Puerto Rico",
      .weekday(.monday, ordinal: 3, month: 2), years: 2019...9999, in: ["PR"]),
    HolidayRule("Emancipation Day", .fixed(month: 3, day: 22), years: 1903...9999, in: ["PR"], observance: 2),
    HolidayRule("Good Friday", .easter(-2), years: 1903...9999, in: ["PR"]),
    HolidayRule("José de Diego Day", .fixed(month: 4, day: 16), years: 1925...1970, in: ["PR"], observance: 2),
    HolidayRule("José de Diego Day", .weekday(.monday, ordinal: 3, month: 4), years: 1971...2014, in: ["PR"]),
    HolidayRule("Luis Muñoz Rivera Day", .fixed(month: 7, day: 17), years: 1918...1970, in: ["PR"], observance: 2),
    HolidayRule("Luis Muñoz Rivera Day", .weekday(.monday, ordinal: 3, month: 7), years: 1971...2014, in: ["PR"]),
    HolidayRule("Occupation Day", .fixed(month: 7, day: 25), years: 1903...1952, in: ["PR"], observance: 2),
    HolidayRule(
      "Puerto Rico Constitution Day", .fixed(month: 7, day: 25), years: 1953...9999, in: ["PR"], observance: 2),
    HolidayRule("José Celso Barbosa Day", .fixed(month: 7, day: 27), years: 1938...1970, in: ["PR"], observance: 2),
    HolidayRule("José Celso Barbosa Day", .weekday(.monday, ordinal: 4, month: 7), years: 1971...1993, in: ["PR"]),
    HolidayRule("José Celso Barbosa Day", .fixed(month: 7, day: 27), years: 1994...2014, in: ["PR"], observance: 2),
    HolidayRule("Columbus Day", .fixed(month: 10, day: 12), years: 1913...1970, in: ["PR"], observance: 2),
    HolidayRule("Columbus Day", .weekday(.monday, ordinal: 2, month: 10), years: 1971...1973, in: ["PR"]),
    HolidayRule("Columbus Day", .fixed(month: 10, day: 12), years: 1974...2013, in: ["PR"], observance: 2),
    HolidayRule("Columbus Day", .weekday(.monday, ordinal: 2, month: 10), years: 2014...9999, in: ["PR"]),
    HolidayRule("Armistice Day", .fixed(month: 11, day: 11), years: 1938...1979, in: ["PR"], observance: 2),
    HolidayRule("Veterans Day", .fixed(month: 11, day: 11), years: 1980...9999, in: ["PR"], observance: 2),
    HolidayRule(
      "Discovery of Puerto Rico Day", .fixed(month: 11, day: 19), years: 1938...2013, in: ["PR"], observance: 2),
    HolidayRule(
      "Puerto Rican Culture and Discovery of Puerto Rico Day", .fixed(month: 11, day: 19), years: 2014...2022,
      in: ["PR"], observance: 2),
    HolidayRule("Puerto Rican Identity Day", .fixed(month: 11, day: 19), years: 2023...9999, in: ["PR"], observance: 2),
  ]
}
