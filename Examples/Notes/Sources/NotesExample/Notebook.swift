import Foundation
import Observation

public struct Note: Codable, Hashable, Sendable {
  public var title = ""
  public var body = ""
}

/// The model, the one owner of the notes: they are read from a JSON file at start and written
/// back whole, atomically (a new file renamed over the old), after each change.
@MainActor @Observable
public final class Notebook {
  public private(set) var notes: [Note]
  /// Why the last write failed, until one succeeds.
  public private(set) var problem: String?
  private let file: URL?

  /// The notes in `file` (none where it does not exist yet); nil keeps them in memory only.
  public init(file: URL?) {
    self.file = file
    notes =
      file.flatMap { try? Data(contentsOf: $0) }.flatMap { try? JSONDecoder().decode([Note].self, from: $0) } ?? []
  }

  func add() { notes.insert(Note(), at: 0) }

  /// The note at `index` changed, or gone (nil); the file follows.
  func replace(_ index: Int, with note: Note?) {
    guard notes.indices.contains(index), notes[index] != note else { return }
    if let note { notes[index] = note } else { notes.remove(at: index) }
    save()
  }

  private func save() {
    guard let file else { return }
    problem = nil
    do { try JSONEncoder().encode(notes).write(to: file, options: .atomic) } catch {
      problem = "Not saved: \(error.localizedDescription)"
    }
  }
}
