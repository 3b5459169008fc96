import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs tmux commands with `posix_spawn`, not `Foundation.Process`, for two reasons:
/// - swift-corelibs-foundation's `Process` learns that a child ended when a socket it hands to the
///   child closes; the tmux client forks the server, which keeps that socket open for its whole
///   life, so `isRunning` stays true and `waitUntilExit()` never returns.
/// - the test runner's threads block most signals (SIGINT, SIGTERM, SIGHUP…) and ignore others;
///   tmux passes its own mask on to the pane, so SumCalc would run with Ctrl-C blocked. Here the
///   child starts with an empty mask, default dispositions, and no inherited descriptors above 2.
enum Spawn {
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil, timeout: TimeInterval = 15
  ) throws -> ProcessResult {
    let scratch = try TemporaryDirectory(prefix: "sumcalc-e2e-spawn")
    defer { scratch.remove() }
    let outPath = scratch.url.appendingPathComponent("stdout").path
    let errPath = scratch.url.appendingPathComponent("stderr").path
    let pid = try start(executable, arguments, environment: environment, stdout: outPath, stderr: errPath)

    var status: Int32 = 0
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let reaped = waitpid(pid, &status, WNOHANG)
      if reaped == pid { break }
      if reaped < 0 && errno != EINTR {
        throw HarnessError("waitpid \(executable): \(String(cString: strerror(errno)))")
      }
      if Date() > deadline {
        kill(pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        throw HarnessError("\(executable) \(arguments) still running after \(timeout) s; killed")
      }
      usleep(5_000)
    }
    let signaled = (status & 0x7f) != 0
    return ProcessResult(
      status: signaled ? status & 0x7f : (status >> 8) & 0xff, reason: signaled ? .uncaughtSignal : .exit,
      stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "<not UTF-8>",
      stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "<not UTF-8>")
  }

  /// Starts `executable` without waiting for it; its standard output and error go to the files
  /// named (or nowhere). The caller reaps it.
  static func start(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
    stdout outPath: String = "/dev/null", stderr errPath: String = "/dev/null"
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    closeDescriptorsAboveStandard(&actions)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var catchable = sigset_t()
    sigemptyset(&catchable)
    for signal: Int32 in 1..<32 where signal != SIGKILL && signal != SIGSTOP { sigaddset(&catchable, signal) }
    posix_spawnattr_setsigdefault(&attributes, &catchable)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    // Not inside the tmux that may be running the tests: every server here is a fresh one.
    let inherited = (environment ?? ProcessInfo.processInfo.environment).filter {
      $0.key != "TMUX" && $0.key != "TMUX_PANE"
    }
    let environment = inherited.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in environment { free(pointer) } }

    var pid = pid_t()
    let error = posix_spawn(&pid, executable, &actions, &attributes, argv, environment)
    guard error == 0 else { throw HarnessError("cannot start \(executable): \(String(cString: strerror(error)))") }
    return pid
  }

  /// `posix_spawn_file_actions_addclosefrom_np(actions, 3)` (glibc 2.34+; Swift does not import it).
  private static func closeDescriptorsAboveStandard(_ actions: inout posix_spawn_file_actions_t) {
    typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
    _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
  }
}
