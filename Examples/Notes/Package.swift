// swift-tools-version:6.2
import PackageDescription

// Notes, the toolkit's second example: a list of notes, an editor with a title field and a body
// that wraps, a dialog before a note is deleted, the notes in a JSON file. A package of its own on
// the SumCalc package's toolkit, by path (from anywhere else, `.package(url:…)`).
let package = Package(
  name: "Notes",
  products: [.executable(name: "notes", targets: ["notes"])],
  dependencies: [.package(name: "SumCalc", path: "../..")],
  targets: [
    // The model and its file, the three screens with their view models, and the router.
    .target(
      name: "NotesExample",
      dependencies: [.product(name: "TerminalUI", package: "SumCalc"), .product(name: "AppFiles", package: "SumCalc")]),
    // The wiring: the file from the command line, open the terminal, run the router.
    .executableTarget(
      name: "notes",
      dependencies: [
        "NotesExample", .product(name: "TerminalUI", package: "SumCalc"),
        .product(name: "NcursesBackend", package: "SumCalc"), .product(name: "AppFiles", package: "SumCalc"),
      ]),
    .testTarget(
      name: "NotesExampleTests",
      dependencies: [
        "NotesExample", .product(name: "TerminalUI", package: "SumCalc"),
        .product(name: "TerminalUITesting", package: "SumCalc"), .product(name: "AppFiles", package: "SumCalc"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
