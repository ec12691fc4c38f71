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

    /// A service's language tag ("fr-CA", "pt_BR", " no ") as wordings are keyed by: lower case, "-" between
    /// its parts; nil for what is no language tag (empty, too long, or other than letters, digits and hyphens).
    static func tag(_ sent: String) -> String? {
        let tag = sent.trimmed().lowercased().replacing("_", with: "-")
        guard (1...35).contains(tag.count), tag.allSatisfy({ ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" }),
              tag.first?.isLetter == true
        else { return nil }
        return tag
    }

    /// Of `tags` (the BCP 47 tags a service named its texts by: "fr-CA", "pt-BR", "no"), the one to show to
    /// a reader of `language`, falling back as gettext does: a tag that chooses the language itself, as its
    /// locale names do ("pt-BR" for Brazilian Portuguese, "no" for Norwegian Bokmål, "zh-TW" for
    /// Traditional Chinese); else the same language of another country or script ("pt-PT" or "pt" for
    /// Brazilian Portuguese); else English; nil where the service sent none of them.
    static func choice(among tags: some Collection<String>, for language: Language) -> String? {
        let named = tags.map { (tag: $0, locale: LocaleName($0)) }
        let base = LocaleName(language.rawValue).language
        return named.first { Language(locale: $0.locale) == language }?.tag
            ?? named.first { $0.locale.language == base }?.tag
            ?? named.first { Language(locale: $0.locale) == .english || $0.locale.language == "en" }?.tag
    }
}
