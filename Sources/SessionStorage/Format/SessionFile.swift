import FoundationEssentials
import SumCalcModel

/// The session as it is kept on disk, format version 2, read and written with `Codable`:
///
///     {"numbers":[1,2],"result":{"kind":"expression"},"settings":{"keypad":"123","language":"ru"},
///      "tape":[{"numbers":[1,2,3],"sum":6}],"version":2}
///
/// (on one line). Keys are written sorted, so the same session always gives the same bytes;
/// readers take them in any order and pass over keys they do not know. `numbers` are the entered
/// numbers, `result` what the result line says, `tape` the finished sums, newest first; a sum of
/// more numbers than an entry keeps has `"numbers":[]` and its `"count"`; `settings` what the user
/// chose on the Settings screen (see `SettingsRecord`). Whether a calculation was running is not
/// kept: a restored session never is.
///
/// Version 1, written before Settings, is the same without `settings`: it loads with the default
/// settings and is written as version 2 at the next save. A later format bumps `version`; a reader
/// refuses versions it does not know (and never overwrites them) rather than guess.
struct SessionFile: Codable, Hashable, Sendable {
  static let currentVersion = 2
  /// The versions this reader understands.
  static let readableVersions = 1...currentVersion
  /// The largest file the calculator's limits allow — the list and the tape at their most numbers,
  /// two bytes a digit with its comma, plus room for each sum's keys and total — so that whatever
  /// is saved can be read back, and nothing much larger is read.
  static let maximumSize =
    2 * (CalculatorData.numberLimit + CalculatorData.tapeLimit * TapeEntry.numberLimit) + 64
    * (CalculatorData.tapeLimit + 1) + 1024

  var version: Int
  var numbers: [Int]
  var result: ResultRecord
  var tape: [TapeRecord]
  /// Absent from version 1.
  var settings: SettingsRecord?

  /// Reads the version first: a file of a version this reader does not know is named as such,
  /// whatever the shape of the rest. It is read as any JSON number (the decoder reports a fraction
  /// read as an `Int` as a syntax error, which `1.5` is not), then checked to be a whole one.
  init(from decoder: any Decoder) throws(ContentProblem) {
    do {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      guard let version = Int(exactly: try container.decode(Double.self, forKey: .version)) else {
        throw ContentProblem.wrongShape
      }
      // No SumCalc ever wrote a version below 1: such a file is damaged, not one of a newer SumCalc.
      guard version >= 1 else { throw ContentProblem.wrongShape }
      guard Self.readableVersions.contains(version) else { throw ContentProblem.unknownVersion(version) }
      self.version = version
      numbers = try container.decode([Int].self, forKey: .numbers)
      result = try container.decode(ResultRecord.self, forKey: .result)
      tape = try container.decode([TapeRecord].self, forKey: .tape)
      // Settings missing, null or of no use cost the settings, said so, never the numbers and tape.
      settings = version >= 2 ? (try? container.decode(SettingsRecord.self, forKey: .settings)) ?? .unusable : nil
    } catch let problem as ContentProblem {
      throw problem
    } catch {
      throw .wrongShape
    }
  }

  /// What is wrong with a document that is JSON: the decoder reads all of it before this type's
  /// `init(from:)` runs, so any other error is the bytes not being JSON.
  enum ContentProblem: Error {
    case unknownVersion(Int)
    case wrongShape
  }
}

// MARK: - Bytes

extension SessionFile {
  /// The file's bytes for `session`, in the current version: one line of JSON, keys sorted.
  static func encode(_ session: SavedSession) throws(SessionSaveError) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return Array(try encoder.encode(SessionFile(session))) + [UInt8(ascii: "\n")]
    } catch {
      throw SessionSaveError("cannot encode the session: \(error)")
    }
  }

  /// The session in `bytes`, or why they are not a session this version can read.
  static func decode(_ bytes: [UInt8]) throws(SessionLoadError) -> SavedSession {
    let file: SessionFile
    do {
      file = try JSONDecoder().decode(SessionFile.self, from: Data(bytes))
    } catch SessionFile.ContentProblem.unknownVersion(let version) {
      throw SessionLoadError(.unknownVersion(version))
    } catch is SessionFile.ContentProblem {
      throw SessionLoadError(.wrongContent)
    } catch {
      throw SessionLoadError(.notJSON)
    }
    let (settings, fellBack) = file.settings?.settings() ?? (Settings(), false)
    return SavedSession(data: try file.calculatorData(), settings: settings, settingsFellBack: fellBack)
  }
}
