// The Swift floor of `make bench`: a program that links what SumCalc links — Concurrency, Dispatch,
// Observation, FoundationEssentials (its session file is JSON through Codable) — and does no more at
// start than any program must: one task, one observed property. It writes the two lines the
// benchmark looks for, then waits for `q` on standard input.
import Dispatch
import FoundationEssentials
import Observation

#if canImport(Glibc)
  import Glibc
#endif

@Observable final class Model: @unchecked Sendable {
  var text = ""
}

@MainActor func run() async {
  let model = Model()
  withObservationTracking { _ = model.text } onChange: {}
  model.text = "\u{1B}[2;34HEnter numbers\u{1B}[24;61HTab/arrows move  q quit"
  let text = model.text
  await Task { text.withCString { _ = write(STDOUT_FILENO, $0, strlen($0)) } }.value
  var termios = termios()
  tcgetattr(STDIN_FILENO, &termios)
  var raw = termios
  raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
  tcsetattr(STDIN_FILENO, TCSANOW, &raw)
  let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
  await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
    input.setEventHandler {
      var byte: UInt8 = 0
      if read(STDIN_FILENO, &byte, 1) != 1 || byte == UInt8(ascii: "q") {
        input.cancel()
        done.resume()
      }
    }
    input.resume()
  }
  tcsetattr(STDIN_FILENO, TCSANOW, &termios)
}

// Linked, and used as SumCalc uses it at start with no session to read: not at all.
if CommandLine.arguments.count > 1 { _ = try? JSONEncoder().encode([CommandLine.arguments.count]) }
await run()
