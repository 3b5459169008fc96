// swift-tools-version:6.2
import PackageDescription

// Layers, bottom to top. Only NcursesBackend imports CNcurses; the feature never sees the backend;
// the sumcalc executable is the one place where the two meet. The toolkit beneath (TerminalUI,
// NcursesBackend, TerminalUITesting) is a library of its own, for other programs: Examples/Tally
// is one, a package of its own that depends on this one by path, and uses nothing of the calculator.
let package = Package(
  name: "SumCalc",
  products: [
    .executable(name: "sumcalc", targets: ["sumcalc"]),
    .executable(name: "sumcalc-bench", targets: ["sumcalc-bench"]),
    // The toolkit (its guide: Sources/TerminalUI/TerminalUI.docc, `make docs`): buffer, widgets, grid layout, input, screens and the run loop;
    // the terminal they run on; and, for a program's tests, a terminal in memory and a manual clock.
    .library(name: "TerminalUI", targets: ["TerminalUI"]),
    .library(name: "NcursesBackend", targets: ["NcursesBackend"]),
    .library(name: "TerminalUITesting", targets: ["TerminalUITesting"]),
    // An app's files, kept on the rules SumCalc's session learned: atomic, links and modes kept.
    .library(name: "AppFiles", targets: ["AppFiles"]),
  ],
  targets: [
    // System library: the ncursesw headers plus a shim for what Swift cannot import.
    .systemLibrary(
      name: "CNcurses",
      path: "Sources/CNcurses",
      providers: [.apt(["libncurses-dev"])]
    ),
    // Async-signal-safe handlers (self-pipe, crash reset) must be plain C.
    .target(name: "CTerminalSignals", path: "Sources/CTerminalSignals"),
    // Terminal UI core: geometry, cell buffer, grid layout, widgets, input values, focus. No ncurses.
    .target(name: "TerminalUI"),
    // The only code that calls ncurses.
    .target(name: "NcursesBackend", dependencies: ["CNcurses", "CTerminalSignals", "TerminalUI"]),
    // For tests of programs built on TerminalUI: a terminal that records frames, a manual clock.
    .target(name: "TerminalUITesting", dependencies: ["TerminalUI"]),
    // An app's files: atomic writes, links followed, modes kept, the lock, set-aside names. POSIX only.
    .target(name: "AppFiles"),
    // The values the feature and the storage share, and the `SessionStore` protocol between them.
    .target(name: "SumCalcModel"),
    // The calculator: a folder per screen (state, view model, screen), the router, the strings.
    .target(name: "SumCalcFeature", dependencies: ["SumCalcModel", "TerminalUI"]),
    // The session file behind `SessionStore`: file-system rules, atomic writes, the lock, Codable.
    .target(name: "SessionStorage", dependencies: ["AppFiles", "SumCalcModel"]),
    // The command line: options, their defaults from the environment, usage errors.
    .target(name: "SumCalcCommandLine", dependencies: ["SumCalcFeature", "SumCalcModel"]),
    // SumCalc put together: the router, the root view and the run loop, on any terminal and clock.
    .target(name: "SumCalcApp", dependencies: ["SumCalcFeature", "SumCalcModel", "TerminalUI"]),
    // Thin executable: parse arguments, wire backend and feature, start the loop.
    .executableTarget(
      name: "sumcalc",
      dependencies: [
        "NcursesBackend", "SessionStorage", "SumCalcApp", "SumCalcCommandLine", "SumCalcFeature", "SumCalcModel",
        "TerminalUI",
      ]),
    // `make bench`: times drawing and keystrokes in process; never sees the backend.
    .executableTarget(name: "sumcalc-bench", dependencies: ["SumCalcFeature", "SumCalcModel", "TerminalUI"]),

    // What more than one test target needs: of the toolkit alone, and of the calculator.
    .target(name: "ToolkitTestSupport", dependencies: ["TerminalUI"], path: "Tests/ToolkitTestSupport"),
    .target(
      name: "TestSupport", dependencies: ["SumCalcFeature", "SumCalcModel", "TerminalUI", "TerminalUITesting"],
      path: "Tests/TestSupport"),
    .target(name: "CPseudoTerminal", path: "Tests/CPseudoTerminal"),
    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TerminalUITesting", "ToolkitTestSupport"]),
    .testTarget(name: "AppFilesTests", dependencies: ["AppFiles"]),
    .testTarget(name: "NcursesBackendTests", dependencies: ["NcursesBackend", "TerminalUI", "CPseudoTerminal"]),
    .testTarget(
      name: "SumCalcFeatureTests",
      dependencies: [
        "SumCalcFeature", "SumCalcModel", "TerminalUI", "TerminalUITesting", "TestSupport", "ToolkitTestSupport",
      ],
      exclude: ["Snapshots"]),
    .testTarget(
      name: "SumCalcCommandLineTests", dependencies: ["SumCalcCommandLine", "SumCalcFeature", "SumCalcModel"]),
    .testTarget(
      name: "SessionStorageTests",
      dependencies: ["SessionStorage", "SumCalcFeature", "SumCalcModel", "TerminalUITesting", "TestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "SumCalcAppTests",
      dependencies: ["SumCalcApp", "SumCalcFeature", "SumCalcModel", "TerminalUI", "TerminalUITesting", "TestSupport"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "sumcalc", "SumCalcCommandLine", "SumCalcFeature", "SumCalcModel", "TerminalUI", "TerminalUITesting",
        "TestSupport", "ToolkitTestSupport", "CPseudoTerminal",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
