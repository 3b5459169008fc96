import SumCalcModel

/// The records inside the session file.
extension SessionFile {
  /// What the result line says: `{"kind":"prompt"}`, `{"kind":"expression"}`,
  /// `{"kind":"sum","value":6}` or `{"kind":"noNumbers"}`.
  enum ResultRecord: Codable, Hashable, Sendable {
    case prompt
    case expression
    case sum(Int)
    case noNumbers

    private enum CodingKeys: String, CodingKey { case kind, value }
    private enum Kind: String, Codable { case prompt, expression, sum, noNumbers }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      switch try container.decode(Kind.self, forKey: .kind) {
      case .prompt: self = .prompt
      case .expression: self = .expression
      case .sum: self = .sum(try container.decode(Int.self, forKey: .value))
      case .noNumbers: self = .noNumbers
      }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      switch self {
      case .prompt: try container.encode(Kind.prompt, forKey: .kind)
      case .expression: try container.encode(Kind.expression, forKey: .kind)
      case .sum(let value):
        try container.encode(Kind.sum, forKey: .kind)
        try container.encode(value, forKey: .value)
      case .noNumbers: try container.encode(Kind.noNumbers, forKey: .kind)
      }
    }
  }

  /// A finished sum: `{"numbers":[1,2,3],"sum":6}`, or `{"count":300000,"numbers":[],"sum":300000}`
  /// for one that kept only its sum and count.
  struct TapeRecord: Codable, Hashable, Sendable {
    var numbers: [Int]
    var sum: Int
    /// Only where the numbers were not kept.
    var count: Int?
  }

  /// What the user chose on the Settings screen: `{"keypad":"123"}`, plus `"language":"ru"` and
  /// `"calculationDelay":1000` (milliseconds) where one was chosen.
  struct SettingsRecord: Codable, Hashable, Sendable {
    var keypad: String?
    var language: String?
    var calculationDelay: Int?
    /// A field was there but of a kind SumCalc never writes (`"keypad": 7`): read as absent.
    var unreadable = false

    private enum CodingKeys: String, CodingKey { case keypad, language, calculationDelay }

    /// A version-2 file's settings that are missing, null or not an object: every setting its default.
    static let unusable = {
      var record = SettingsRecord(keypad: nil, language: nil, calculationDelay: nil)
      record.unreadable = true
      return record
    }()

    init(keypad: String?, language: String?, calculationDelay: Int?) {
      self.keypad = keypad
      self.language = language
      self.calculationDelay = calculationDelay
    }

    /// Each field on its own: one that cannot be read costs that setting, never the session.
    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      func field<T: Decodable>(_ key: CodingKeys) -> T? {
        guard container.contains(key), (try? container.decodeNil(forKey: key)) != true else { return nil }
        if let value = try? container.decode(T.self, forKey: key) { return value }
        unreadable = true
        return nil
      }
      keypad = field(.keypad)
      language = field(.language)
      calculationDelay = field(.calculationDelay)
    }
  }
}
