// markedDays(from:reform:world:): the marks of --mark rules and --mark-file files, in the order given.

import CalendarCore
import FileFormats

/// The marks of `sources` in order: `--mark` rules as they are, files read through `world` and parsed.
package func markedDays(
  from sources: [MarkSource], reform: Reform, world: CalendarFileWorld
) throws(CalendarFileError) -> MarkedDays {
  var marks = MarkedDays()
  for source in sources {
    switch source {
    case .rule(let rule, let label): marks.add(rule, label: label)
    case .file(let path):
      let file = try calendarFileText(world.readFile(path), path: path)
      for mark in try calendarFileMarks(file, reform: reform, world: world) {
        marks.add(mark.rule, label: mark.label)
      }
    }
  }
  return marks
}
