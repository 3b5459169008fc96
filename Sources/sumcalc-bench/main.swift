#if canImport(Glibc)
  import Glibc
#endif

// sumcalc-bench [--quick] [OUTPUT.json]: times the calculator's drawing and keystrokes in process
// and prints the figures as JSON (or writes them to OUTPUT.json). `make bench` runs it together
// with scripts/bench_terminal.py, which measures the whole program in a pseudo-terminal.
var iterations = Iterations.standard
var outputPath: String?
for argument in CommandLine.arguments.dropFirst() {
  switch argument {
  case "--quick": iterations = .quick
  case "--help", "-h":
    print("usage: sumcalc-bench [--quick] [OUTPUT.json]")
    exit(0)
  default:
    guard !argument.hasPrefix("-") else {
      printError("sumcalc-bench: unknown option '\(argument)'")
      exit(2)
    }
    outputPath = argument
  }
}

#if DEBUG
  printError("sumcalc-bench: this is a debug build; build with -c release for meaningful figures")
#endif

let figures = await Figures.all(iterations)
guard Output.write(Output.json(figures, iterations: iterations), to: outputPath) else {
  printError("sumcalc-bench: cannot write \(outputPath ?? "standard output")")
  exit(1)
}
