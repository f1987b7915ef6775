#!/usr/bin/env python3
"""Writes event-counts.txt in Tests/FileFormatsTests/ICalendar/Fixtures: for each .ics in recurring-ical-events/
there, how many VEVENTs python's icalendar (7.3.2) finds, and how many of those have a DTSTART. Run with the
oracle venv:
    /tmp/oracle-venv/bin/python Tools/Oracles/ICalendar/count-events.py
Columns of each line: file name, VEVENT components (every VCALENDAR, nesting counted), VEVENTs with DTSTART
that are direct children of a VCALENDAR."""
import pathlib
import icalendar

here = pathlib.Path(__file__).resolve().parents[3] / "Tests" / "FileFormatsTests" / "ICalendar" / "Fixtures"
lines = [f"# made by count-events.py with icalendar {icalendar.__version__}: file, VEVENTs, VEVENTs with DTSTART"]
for path in sorted((here / "recurring-ical-events").glob("*.ics")):
    calendars = icalendar.Calendar.from_ical(path.read_bytes(), multiple=True)
    total = sum(len(calendar.walk("VEVENT")) for calendar in calendars)
    dated = sum(
        1
        for calendar in calendars
        for component in calendar.subcomponents
        if component.name == "VEVENT" and "DTSTART" in component
    )
    lines.append(f"{path.name} {total} {dated}")
(here / "event-counts.txt").write_text("\n".join(lines) + "\n")
