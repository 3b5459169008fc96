import Foundation
import SumCalcModel
import TerminalUI
import Testing

@testable import SumCalcFeature

/// Adding a screen (docs/ARCHITECTURE.md): what the compiler cannot ask for, these do — every
/// case of the route has a snapshot scenario that shows it, and every screen a key opens has that
/// key in Help's key table in every language, in the man page and in the README's key table, and
/// the key opens it.
@MainActor
@Suite struct RouteCoverageTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test("every route case has a snapshot scenario that shows it")
  func everyRouteHasAScenario() async {
    var shown: Set<RouteKind> = []
    for scenario in ScreenScenario.allCases {
      let harness = await scenario.harness(size: Size(width: 80, height: 24))
      #expect(scenario.shows(harness.route), "\(scenario) shows \(RouteKind(harness.route)), not \(scenario.kind)")
      shown.insert(RouteKind(harness.route))
    }
    #expect(shown == Set(RouteKind.allCases), "no scenario shows \(Set(RouteKind.allCases).subtracting(shown))")
  }

  @Test("a screen a key opens: the key opens it, and Help, the man page and the README name the key")
  func openersAreDocumented() async throws {
    let manual = try String(contentsOf: Self.root.appendingPathComponent("man/sumcalc.1"), encoding: .utf8)
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    for kind in RouteKind.allCases {
      guard let key = kind.opener else { continue }
      let harness = await ScreenScenario.calculatorEmpty.harness(size: Size(width: 80, height: 24))
      harness.press(.character(key))
      #expect(RouteKind(harness.route) == kind, "\(key) opens \(kind)")
      for language in Language.allCases {
        let rows = Localizer(language).helpKeys
        #expect(
          rows.contains {
            $0.keys.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces).first == key }
          },
          "\(language): Help's key table has no row for \(key) (\(kind))")
      }
      #expect(manual.contains("\n.B \(key)\n") || manual.contains("\n.BR \(key) "), "man/sumcalc.1: no .B \(key)")
      #expect(readme.contains("| `\(key)`"), "README.md's key table: no row for `\(key)`")
    }
  }

  /// The same physical key on the Russian (ЙЦУКЕН) and Korean (두벌식) layouts, and Korean with
  /// Shift where it differs: the layouts' own tables, not SumCalc's.
  static let russian: [Character: Character] = Dictionary(
    uniqueKeysWithValues: zip("qwertyuiopasdfghjklzxcvbnm", "йцукенгшщзфывапролдячсмить"))
  static let korean: [Character: Character] = Dictionary(
    uniqueKeysWithValues: zip("qwertyuiopasdfghjklzxcvbnm", "ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔㅁㄴㅇㄹㅎㅗㅓㅏㅣㅋㅌㅊㅍㅠㅜㅡ"))
  static let koreanShifted: [Character: Character] = [
    "q": "ㅃ", "w": "ㅉ", "e": "ㄸ", "r": "ㄲ", "t": "ㅆ", "o": "ㅒ", "p": "ㅖ",
  ]

  @Test("a letter that opens a screen opens it in upper case and as the same key on the Russian and Korean layouts")
  func openersOnEveryLayout() async throws {
    for kind in RouteKind.allCases {
      guard let letter = kind.opener, let cyrillic = Self.russian[letter], let hangul = Self.korean[letter] else {
        continue
      }
      let keys =
        [Character(letter.uppercased()), cyrillic, Character(cyrillic.uppercased()), hangul]
        + (Self.koreanShifted[letter].map { [$0] } ?? [])
      for key in keys {
        let harness = await ScreenScenario.calculatorEmpty.harness(size: Size(width: 80, height: 24))
        harness.press(.character(key))
        #expect(RouteKind(harness.route) == kind, "\(key), \(letter) on its layout, opens \(kind)")
      }
    }
  }
}
