import Foundation

/// Where the `sumcalc` executable under test is.
enum SumCalcBinary {
  /// `SUMCALC_BIN` when set; else the sibling of the test bundle: on Linux `CommandLine.arguments[0]`
  /// is the `…PackageTests.xctest` executable in the build products directory, next to `sumcalc`.
  static func path() throws -> String {
    if let override = ProcessInfo.processInfo.environment["SUMCALC_BIN"], !override.isEmpty {
      guard FileManager.default.isExecutableFile(atPath: override) else {
        throw HarnessError("SUMCALC_BIN=\(override) is not an executable file")
      }
      return override
    }
    return try sibling("sumcalc")
  }

  /// Tally, the toolkit's example: `TALLY_BIN` when set, else the debug build of its own package
  /// (`swift build --package-path Examples/Tally`, which `make test` runs first).
  static func tally() throws -> String { try example("tally", in: "Tally") }

  /// Notes, the toolkit's second example: `NOTES_BIN` when set, else the debug build of its own package.
  static func notes() throws -> String { try example("notes", in: "Notes") }

  /// An example's executable: `<NAME>_BIN` when set, else the debug build of `Examples/<package>`.
  private static func example(_ name: String, in package: String) throws -> String {
    if let override = ProcessInfo.processInfo.environment[name.uppercased() + "_BIN"], !override.isEmpty {
      return override
    }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let candidate = root.appendingPathComponent("Examples/\(package)/.build/debug/\(name)").path
    guard FileManager.default.isExecutableFile(atPath: candidate) else {
      throw HarnessError("no \(name) at \(candidate): build it with swift build --package-path Examples/\(package)")
    }
    return candidate
  }

  /// The package's executable `name`, built next to the test bundle.
  static func sibling(_ name: String) throws -> String {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    // On macOS arguments[0] is the xctest tool and the bundle sits elsewhere; climb out of a bundle.
    while directory.path.contains(".xctest") { directory.deleteLastPathComponent() }
    let candidate = directory.appendingPathComponent(name).path
    guard FileManager.default.isExecutableFile(atPath: candidate) else {
      throw HarnessError(
        "no \(name) next to the test bundle (looked at \(candidate), arguments[0] is "
          + "\(CommandLine.arguments[0])); build it or set SUMCALC_BIN")
    }
    return candidate
  }

  /// Whether the executable is a debug build (its runtime is a shared library): the tests
  /// are built with it, in the same configuration, unless `SUMCALC_BIN` names another one.
  static var isDebugBuild: Bool {
    if let override = ProcessInfo.processInfo.environment["SUMCALC_BIN"], !override.isEmpty {
      return !override.contains("/release/")
    }
    #if DEBUG
      return true
    #else
      return false
    #endif
  }

  /// Runs `sumcalc` directly (no terminal), standard input from `stdinPath`.
  /// Runs SumCalc with `arguments` and the test environment, changed by `environment` (a nil value
  /// unsets a variable).
  static func run(
    _ arguments: [String], environment changes: [String: String?] = [:], stdinPath: String = "/dev/null"
  ) throws -> ProcessResult {
    let state = try TemporaryDirectory(prefix: "sumcalc-e2e-state")
    defer { state.remove() }
    var environment = testEnvironment(stateHome: state.url)
    for (name, value) in changes { environment[name] = value }
    return try ProcessRunner.run(try path(), arguments, environment: environment, stdinPath: stdinPath)
  }
}
