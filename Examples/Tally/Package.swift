// swift-tools-version:6.2
import PackageDescription

// Tally, the toolkit's example: a package of its own, as a program on the toolkit is. It depends on
// the SumCalc package by path (the folder two up); from anywhere else, `.package(url:…)`.
let package = Package(
  name: "Tally",
  products: [.executable(name: "tally", targets: ["tally"])],
  dependencies: [.package(name: "SumCalc", path: "../..")],
  targets: [
    // The model, the two screens with their view models, and the router: everything but the wiring.
    .target(name: "TallyExample", dependencies: [.product(name: "TerminalUI", package: "SumCalc")]),
    // The wiring: open the terminal, run the router, end as the run ended.
    .executableTarget(
      name: "tally",
      dependencies: [
        "TallyExample", .product(name: "TerminalUI", package: "SumCalc"),
        .product(name: "NcursesBackend", package: "SumCalc"),
      ]),
    .testTarget(
      name: "TallyExampleTests",
      dependencies: [
        "TallyExample", .product(name: "TerminalUI", package: "SumCalc"),
        .product(name: "TerminalUITesting", package: "SumCalc"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
