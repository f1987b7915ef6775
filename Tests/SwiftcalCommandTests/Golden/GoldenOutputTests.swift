// Golden outputs: util-linux cal 2.42's reference cases, byte for byte.

import CalendarCore
import SwiftcalTestSupport
import Testing

@testable import SwiftcalCommand
import SwiftcalSystem

/// Whether every locale the reference cases use is installed (CI installs them; see `.ci/run`).
let referenceLocalesInstalled: Bool = {
  let locales = Set(ReferenceCase.all.filter { !$0.isPlainLocale }.map(\.locale))
  return locales.allSatisfy { LocaleReader.names(ofLocale: $0) != nil }
}()

/// The util-linux `cal` 2.42 reference outputs, run in-process through the same stages as the
/// binary (`Invocation.parse`, `renderCalendar`) with colour off and output to a pipe, as the
/// reference `check` script runs the binary. Serialized: the locale is process-wide state.
@Suite("cal 2.42 golden outputs", .serialized)
struct GoldenOutputTests {
  @Test("C-locale cases", arguments: ReferenceCase.all.filter(\.isPlainLocale))
  func plainLocaleCase(_ reference: ReferenceCase) throws {
    try check(reference, names: LocaleNames.posix)
  }

  @Test(
    "cases in de_DE, fr_FR, en_GB, ja_JP, ko_KR and C.UTF-8",
    .enabled(if: referenceLocalesInstalled, "the reference locales are not installed"),
    arguments: ReferenceCase.all.filter { !$0.isPlainLocale })
  func localeCase(_ reference: ReferenceCase) throws {
    let names = try #require(LocaleReader.names(ofLocale: reference.locale))
    try check(reference, names: names)
  }

  @Test("option combinations beyond the reference", arguments: ReferenceCase.combinations)
  func combination(_ reference: ReferenceCase) throws {
    try check(reference, names: LocaleNames.posix)
  }

  @Test("the C locale as the C library reports it matches the built-in POSIX names")
  func posixNamesMatchTheCLibrary() {
    #expect(LocaleReader.names(ofLocale: "C") == LocaleNames.posix)
  }

  @Test("every reference case was loaded")
  func allCasesLoaded() {
    #expect(ReferenceCase.all.count == 64)
    #expect(ReferenceCase.combinations.count == 20)
    #expect(ReferenceCase.all.allSatisfy { !$0.expected.isEmpty })
  }

  private func check(_ reference: ReferenceCase, names: LocaleNames) throws {
    let arguments = ["--color=never", "--today", reference.today] + reference.arguments
    let command = try Invocation.parse(arguments, today: CivilDate(year: 2000, month: 1, day: 1), names: names)
    guard case .show(let request) = command else {
      Issue.record("\(reference.identifier): not a calendar request")
      return
    }
    let output = renderCalendar(request, names: names, style: .plain, terminal: .pipe).text
    expectSameLines(output, reference.expected, reference.identifier)
  }
}
