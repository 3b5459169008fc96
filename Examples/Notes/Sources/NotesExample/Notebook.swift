import Foundation
import Observation

public struct Note: Codable, Hashable, Sendable {
  public var title = ""
  public var body = ""
}

/// A note's identity while the program runs: what a view model holds, so that it refers to the same
/// note whatever was added or deleted before it (an Esc taken back brings back an editor on its
/// own note, never on the one that moved into its place).
public struct NoteID: Hashable, Sendable {
  fileprivate let number: Int
}

/// The model, the one owner of the notes: they are read from a JSON file at start and written
/// back whole, atomically (a new file renamed over the old), after each change.
@MainActor @Observable
public final class Notebook {
  public private(set) var notes: [Note]
  /// Each note's identity, in the order of `notes`.
  private var ids: [NoteID]
  private var nextID = 0
  public private(set) var problem: String?  // why the file was not written, until it is
  private let file: URL?

  /// The notes in `file` (nil: in memory only); a file that cannot be read is never saved over.
  public init(file: URL?) {
    var (notes, problem): ([Note], String?) = ([], nil)
    if let file, FileManager.default.fileExists(atPath: file.path) {
      do { notes = try JSONDecoder().decode([Note].self, from: Data(contentsOf: file)) } catch {
        problem = "Not saving over \(file.lastPathComponent): \(error.localizedDescription)"
      }
    }
    (self.notes, self.problem, self.file) = (notes, problem, problem == nil ? file : nil)
    ids = notes.indices.map { NoteID(number: $0) }
    nextID = notes.count
  }

  /// The id of the note at `index` in the list.
  func id(at index: Int) -> NoteID { ids[index] }
  /// The note `id`, or nil where it is gone.
  func note(_ id: NoteID) -> Note? { ids.firstIndex(of: id).map { notes[$0] } }

  /// A new, empty note at the top: its id.
  func add() -> NoteID {
    defer { nextID += 1 }
    notes.insert(Note(), at: 0)
    ids.insert(NoteID(number: nextID), at: 0)
    return ids[0]
  }

  /// The note `id` changed, or gone (nil); the file follows. A note gone before (dropped empty by
  /// an Esc that was then taken back) and written again comes back at the top.
  func replace(_ id: NoteID, with note: Note?) {
    if let index = ids.firstIndex(of: id) {
      guard notes[index] != note else { return }
      if let note { notes[index] = note } else { (_, _) = (notes.remove(at: index), ids.remove(at: index)) }
    } else {
      guard let note else { return }
      notes.insert(note, at: 0)
      ids.insert(id, at: 0)
    }
    save()
  }

  private func save() {
    guard let file else { return }  // in memory only, or a file that could not be read
    problem = nil
    do { try JSONEncoder().encode(notes).write(to: file, options: .atomic) } catch {
      problem = "Not saved: \(error.localizedDescription)"
    }
  }
}
