import NcursesBackend
import SumCalcFeature

#if canImport(Glibc)
  import Glibc
#endif

// Parse, wire, run. Nothing touches the terminal before the options and the terminal are known good.
let environment = Environment.current()
switch LaunchOptions.parse(
  Array(CommandLine.arguments.dropFirst()), environment: environment,
  passwordHome: FileSessionStore.passwordDatabaseHome)
{
case .failure(let error):
  printError("sumcalc: \(error.message)")
  printError(Localizer(error.language)(.seeHelp))
  exit(2)
case .success(.version):
  print(LaunchOptions.version)
case .success(.help(let language)):
  let strings = Localizer(language)
  print(strings(.usage))
  print()
  print(strings(.helpText))
case .success(.run(let options)):
  NonInteractiveBacktrace.ensure()
  let terminal: NcursesTerminal
  do {
    terminal = try NcursesTerminal.open(colorWanted: options.colorWanted)
  } catch {
    printError("sumcalc: \(Localizer(options.language).describe(error))")
    exit(1)
  }
  let strings = Localizer(options.language)
  let store: any SessionStore =
    if let path = options.stateFile {
      FileSessionStore(path: path)
    } else if options.stateHasNoHome {
      UnavailableSessionStore(.noHome)
    } else {
      NoSessionStore()
    }
  let viewModel = CalculatorViewModel(
    clock: ContinuousClock(), startupDelay: options.startupDelay, calculationDelay: options.calculationDelay,
    store: store, minimumCalculatorSize: RootView.minimumCalculatorSize(strings: strings))
  let app = App(terminal: terminal, root: RootView(viewModel: viewModel, strings: strings))
  exit(await app.run())
}
