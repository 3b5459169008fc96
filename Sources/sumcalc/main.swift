import NcursesBackend
import SessionStorage
import SumCalcApp
import SumCalcCommandLine
import SumCalcFeature
import SumCalcModel

#if canImport(Glibc)
  import Glibc
#endif

// Parse, wire, run. Nothing touches the terminal before the options and the terminal are known good.
let environment = Environment.variable
// The character set comes from the locale, for the command line as for the screens. Not UTF-8,
// only ASCII is written, and a language that cannot be shown in ASCII gives way to English.
let isUTF8 = TerminalLocale.adopt(environment: environment)
let written = CommandLineText(isUTF8: isUTF8)
switch LaunchOptions.parse(
  Array(CommandLine.arguments.dropFirst()), environment: environment, characterSetIsUTF8: isUTF8,
  passwordHome: FileSessionStore.passwordDatabaseHome)
{
case .failure(let error):
  printError(written("sumcalc: \(error.message)"))
  printError(Localizer(error.language).seeHelp)
  exit(2)
case .success(.version):
  printOutput(
    SumCalcVersion.current + "\n",
    strings: Localizer(Language.preferred(environment: environment).shown(characterSetIsUTF8: isUTF8)))
case .success(.help(let language)):
  let strings = Localizer(language)
  printOutput(strings.commandLineHelp, strings: strings)
case .success(.run(let options)):
  // The language shown before the screens (and the session) speak: the one the terminal can show.
  let shown = options.language.shown(characterSetIsUTF8: isUTF8)
  let terminal: NcursesTerminal
  do {
    terminal = try NcursesTerminal.open(colorWanted: options.colorWanted)
  } catch {
    printError(written("sumcalc: \(Localizer(shown).describe(error))"))
    exit(1)
  }
  let store: any SessionStore =
    if let path = options.stateFile {
      FileSessionStore(path: path, base: options.stateBase)
    } else if options.stateHasNoHome {
      UnavailableSessionStore(.noHome)
    } else {
      NoSessionStore()
    }
  let app = SumCalcApp(
    store: store, glyphs: isUTF8 ? .unicode : .ascii, clock: ContinuousClock(), startupDelay: options.startupDelay,
    overrides: options.overrides, localeLanguage: options.localeLanguage)
  let end = await app.run(on: terminal, clock: ContinuousClock()) {
    // In the language the screens spoke last (Settings may have changed it).
    printErrorUnlessInBackground(written("sumcalc: " + app.router.strings.savingAtExit))
  }
  // Said at exit: the screens spoke English where the language asked for (on the command line,
  // chosen in Settings, or the locale's) needs UTF-8.
  let session = app.router.session
  if session.language != session.languageAsked {
    // LC_ALL, where set, overrides LANG: suggest the variable that will work.
    let variable = (environment("LC_ALL") ?? "").isEmpty ? "LANG" : "LC_ALL"
    printErrorUnlessInBackground(
      "sumcalc: the \(session.languageAsked.englishName) interface needs a UTF-8 locale; the character set "
        + "here is \(TerminalLocale.characterSet), so SumCalc spoke English "
        + "(try \(variable)=\(session.languageAsked.utf8LocaleName))")
  }
  // This SumCalc took the session over once another had gone: what that one left was kept aside.
  if let aside = session.otherKeptAside {
    printErrorUnlessInBackground(written("sumcalc: " + app.router.strings.otherKeptAside(aside)))
  }
  // Numbers that could not be saved are said once more, now that the screen is gone.
  if let unsaved = end.unsaved { printErrorUnlessInBackground(written("sumcalc: " + unsaved)) }
  end.exit.endProcess(status: end.status)
}
