import Testing

@testable import NcursesBackend

@Suite struct TerminalLocaleTests {
  @Test(arguments: [
    (["LANG": "C.UTF-8"], true),
    (["LANG": "en_US.utf8"], true),
    (["LANG": "ru_RU.UTF-8@euro"], true),
    (["LANG": "ko_KR.eucKR"], false),
    (["LANG": "de_DE.ISO-8859-1"], false),
    (["LANG": "C"], false),
    (["LANG": "POSIX"], false),
    (["LANG": "utf8"], false),  // a name with no code set is not asking for one
    (["LC_ALL": "C", "LANG": "C.UTF-8"], false),  // LC_ALL decides
    (["LC_ALL": "", "LC_CTYPE": "ko_KR.UTF-8", "LANG": "C"], true),  // an empty one is not set
    ([:], false),
  ])
  func asksForUTF8(environment: [String: String], expected: Bool) {
    #expect(TerminalLocale.asksForUTF8 { environment[$0] } == expected)
  }
}
