// The manual's HOLIDAYS section: where --holidays' rules come from and how to correct one.

/// The paragraphs of the manual's HOLIDAYS section.
let holidaysSection = [
  "Each country's holidays are a page of rules in swiftcal's source, "
    + "Sources/Holidays/Countries: a fixed date, the nth weekday of a month, a day from Easter or "
    + "Orthodox Easter, a date in the Chinese, Korean, Vietnamese, Hebrew or Islamic calendar, an equinox or "
    + "solar term on the country's clocks, each with the years it was law, the subdivisions that keep it and its "
    + "category, and how the country observes a holiday that falls on a weekend (the United States' observed "
    + "days, Japan's substitute holiday, Korea's alternative holidays). Days are listed one by one only where the "
    + "law itself is a list: one-off days such as coronations and elections, China's yearly notices of moved "
    + "days and make-up working days, and religious days a government announces each year.",
  "The rules come from each country's laws, with the names python-holidays gives in English (en_US) and in "
    + "the country's language; they are checked against python-holidays for every year from 1950 to 2100, and "
    + "the differences that remain are listed with their causes in docs/beyond-cal.md. Years after the last announced "
    + "list follow the rules alone.",
  "A law changes: to correct a rule, change its line on the country's page (a date, a range of years, a "
    + "subdivision) and rebuild; Tools/Holidays/compare-python-holidays shows what changed against "
    + "python-holidays.",
]
