// AlmanacCellJSON: a JSON cell's solar term and rokuyō.

import CalendarCore

/// Appends a JSON cell's `"solarTerm"` (the term's stable name, `lichun`), `"solarTermName"` (the name in the
/// messages' language, `立春`) and `"solarTermTime"` (`"05:02"`) on a term's day, and `"rokuyo"` (`taian`) and
/// `"rokuyoName"` (`大安`) on every day that has one, read from the facts on `day`. Nothing when the request shows
/// neither (`facts` holds no such kind).
func appendAlmanacKeys(of day: DayFactIndex.Day, in facts: DayFactIndex, to output: inout TextBuffer) {
  for position in day.factPositions {
    switch facts.kind(at: position) {
    case .solarTerm:
      guard case .solarTerm(let longitude, let minute) = facts.value(at: position) else { break }
      output.append(", \"solarTerm\": \"")
      output.append(SolarTermDays.identifier(ofLongitude: longitude))
      output.append("\", \"solarTermName\": ")
      appendQuoted(facts.label(at: position), to: &output)
      output.append(", \"solarTermTime\": \"")
      output.append(SunTimesDays.clockText(ofMinute: minute))
      output.append("\"")
    case .rokuyo:
      guard case .rokuyo(let rokuyo) = facts.value(at: position) else { break }
      output.append(", \"rokuyo\": \"")
      output.append(rokuyo.identifier)
      output.append("\", \"rokuyoName\": ")
      appendQuoted(facts.label(at: position), to: &output)
    default: break
    }
  }
}

/// Appends `text` as a JSON string: as it is between quotes when it has nothing to escape, as the names of the
/// words' pages have not (every cell's rokuyō passes here), else as `jsonQuoted` writes it.
private func appendQuoted(_ text: String, to output: inout TextBuffer) {
  var text = text
  let isPlain = text.withUTF8 { bytes in
    bytes.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") && $0 != 0x7F }
  }
  guard isPlain else { return output.append(jsonQuoted(text)) }
  output.append("\"")
  output.append(text)
  output.append("\"")
}
