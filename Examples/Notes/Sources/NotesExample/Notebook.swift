import AppFiles
import Foundation
import Observation

public struct Note: Codable, Hashable, Sendable, Identifiable {
  public var id = UUID()  // what view models hold, so an editor writes its own note whatever moved; not in the file
  public var title = ""
  public var body = ""
  enum CodingKeys: CodingKey { case title, body }
}

/// The model, the one owner of the notes: they are read from a JSON file at start and written back
/// whole after each change, on the toolkit's file rules (`KeptFile`: atomic, links and modes kept).
@MainActor @Observable
public final class Notebook {
  public private(set) var notes: [Note]
  public private(set) var problem: String?  // why the file was not written, until it is
  private let file: KeptFile?

  /// The notes in `file` (nil: in memory only); a file that cannot be read is never saved over.
  public init(file: KeptFile?) {
    var (notes, problem): ([Note], String?) = ([], nil)
    do { notes = try file?.read().map { try JSONDecoder().decode([Note].self, from: Data($0)) } ?? [] } catch {
      problem = "Not saving over \(file?.path ?? ""): \((error as? KeptFile.Problem)?.words ?? "not a list of notes")"
    }
    (self.notes, self.problem, self.file) = (notes, problem, problem == nil ? file : nil)
  }

  /// The note `id` changed, or gone (nil); the file follows. One not there (new, or gone) goes on top.
  func replace(_ id: Note.ID, with note: Note?) {
    let index = notes.firstIndex { $0.id == id }
    guard index.map({ notes[$0] }) != note else { return }
    if let index { notes.remove(at: index) }
    if let note { notes.insert(note, at: index ?? 0) }
    save()
  }

  private func save() {
    guard let file else { return }  // in memory only, or a file that could not be read
    problem = nil
    do { try file.write(Array(JSONEncoder().encode(notes))) } catch {
      problem = "Not saved: \((error as? KeptFile.Problem)?.words ?? "\(error)")"
    }
  }
}
