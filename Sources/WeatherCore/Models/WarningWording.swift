/// A warning's words in one language, as its service sent them, cleaned as `WeatherWarning` cleans its own.
public struct WarningWording: Hashable, Sendable, Codable {
    public var event: String
    public var headline: String?
    public var description: String?
    public var instruction: String?
    public var severityLabel: String?

    public init(event: String, headline: String? = nil, description: String? = nil, instruction: String? = nil, severityLabel: String? = nil) {
        self.event = TerminalText.sanitize(event, maximumLength: WeatherWarning.eventLength)
        self.headline = WeatherWarning.line(headline, WeatherWarning.headlineLength)
        self.description = WeatherWarning.paragraphs(description)
        self.instruction = WeatherWarning.paragraphs(instruction)
        self.severityLabel = WeatherWarning.line(severityLabel, WeatherWarning.labelLength)
    }

    private enum CodingKeys: String, CodingKey {
        case event, headline, description, instruction, severityLabel
    }

    /// Stored words are outside data like any other: cleaned again as they are read.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            event: try container.decode(String.self, forKey: .event),
            headline: try container.decodeIfPresent(String.self, forKey: .headline),
            description: try container.decodeIfPresent(String.self, forKey: .description),
            instruction: try container.decodeIfPresent(String.self, forKey: .instruction),
            severityLabel: try container.decodeIfPresent(String.self, forKey: .severityLabel)
        )
    }

    /// Of `languages` (ISO 639-1 codes, as the services name them), the one to show to a reader of
    /// `language`: that language, else English, else none.
    static func choice(among languages: some Collection<String>, for language: Language) -> String? {
        let wanted = language.rawValue.prefix(2).lowercased()
        return languages.first { $0.prefix(2).lowercased() == wanted } ?? languages.first { $0.prefix(2).lowercased() == "en" }
    }
}
