import SumCalcModel

@testable import SessionStorage

// Most tests here are about the calculator's data, kept with the default settings.

extension SessionStore {
  /// Saves `data` with the default settings.
  nonisolated(nonsending) func save(_ data: CalculatorData) async throws(SessionSaveError) {
    try await save(SavedSession(data: data))
  }
}

extension SessionFile {
  /// The bytes for `data` with the default settings.
  static func encode(_ data: CalculatorData) throws(SessionSaveError) -> [UInt8] {
    try encode(SavedSession(data: data))
  }
}

extension FileSessionStore {
  /// Saves `data` with the default settings, at once.
  func saveNow(_ data: CalculatorData) throws(SessionSaveError) {
    try saveNow(SavedSession(data: data))
  }

  /// The first half of a save of `data` with the default settings.
  func writeTemporary(_ data: CalculatorData) throws(SessionSaveError) -> String {
    try writeTemporary(SavedSession(data: data))
  }
}
