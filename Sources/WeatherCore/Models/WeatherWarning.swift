import FoundationEssentials

/// One official warning (an NWS alert, a MET Norway MetAlert) for the place. Every text is server text,
/// cleaned and cut to a length when it is made; `description` and `instruction` keep their paragraphs,
/// each one line, a blank line between them (as the services separate them, so a stored warning reads
/// back the same).
public struct WeatherWarning: Hashable, Sendable, Codable {
    /// The service that issued it, as the screen names it ("NWS", "MET Norway").
    public var source: String
    /// What it is about ("Winter Storm Warning", "Wind").
    public var event: String
    public var headline: String?
    public var description: String?
    public var instruction: String?
    public var severity: WarningSeverity
    /// The service's own words for the level ("Severe", "Orange"), shown as it sends them.
    public var severityLabel: String?
    public var onset: Date?
    /// Until when it holds; nil where the service gives no end.
    public var ends: Date?
    /// Its words in each language its service sent, by language tag ("fr-ca", "de"), where it sent several: stored
    /// with the report, so a run in another language shows its own (`worded(in:)`). Empty where the
    /// service sent one language (the texts above).
    public var wordings: [String: WarningWording]

    static let eventLength = 80
    static let headlineLength = 240
    static let labelLength = 24
    static let textLength = 4000

    public init(
        source: String, event: String, headline: String? = nil, description: String? = nil, instruction: String? = nil,
        severity: WarningSeverity, severityLabel: String? = nil, onset: Date? = nil, ends: Date? = nil,
        wordings: [String: WarningWording] = [:]
    ) {
        self.source = TerminalText.sanitize(source)
        self.event = TerminalText.sanitize(event, maximumLength: Self.eventLength)
        self.headline = Self.line(headline, Self.headlineLength)
        self.description = Self.paragraphs(description)
        self.instruction = Self.paragraphs(instruction)
        self.severity = severity
        self.severityLabel = Self.line(severityLabel, Self.labelLength)
        self.onset = onset
        self.ends = ends
        self.wordings = wordings
    }

    /// The warning in the words its service sent for a reader of `language` (`WarningWording.choice`: that
    /// language, else another country's, else English; as it is where the service sent none of them, or one language only).
    public func worded(in language: Language) -> WeatherWarning {
        guard let code = WarningWording.choice(among: wordings.keys.sorted(), for: language), let words = wordings[code] else { return self }
        var worded = self
        worded.event = words.event
        worded.headline = words.headline
        worded.description = words.description
        worded.instruction = words.instruction
        worded.severityLabel = words.severityLabel ?? severityLabel
        return worded
    }

    private enum CodingKeys: String, CodingKey {
        case source, event, headline, description, instruction, severity, severityLabel, onset, ends, wordings
    }

    /// A stored warning is outside data like any other: cleaned again as it is read.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            source: try container.decode(String.self, forKey: .source),
            event: try container.decode(String.self, forKey: .event),
            headline: try container.decodeIfPresent(String.self, forKey: .headline),
            description: try container.decodeIfPresent(String.self, forKey: .description),
            instruction: try container.decodeIfPresent(String.self, forKey: .instruction),
            severity: (try? container.decode(WarningSeverity.self, forKey: .severity)) ?? .unknown,
            severityLabel: try container.decodeIfPresent(String.self, forKey: .severityLabel),
            onset: try container.decodeIfPresent(Date.self, forKey: .onset),
            ends: try container.decodeIfPresent(Date.self, forKey: .ends),
            wordings: (try? container.decodeIfPresent([String: WarningWording].self, forKey: .wordings)) ?? [:]
        )
    }

    /// Still in force at `now`: no end given, or an end still to come.
    public func isActive(at now: Date) -> Bool {
        ends.map { $0 > now } ?? true
    }

    static func line(_ text: String?, _ length: Int) -> String? {
        guard let text else { return nil }
        let cleaned = TerminalText.sanitize(text, maximumLength: length)
        return cleaned.isEmpty ? nil : cleaned
    }

    /// Each paragraph (text between blank lines) cleaned to one line; the whole cut to `textLength`.
    static func paragraphs(_ text: String?) -> String? {
        guard let text else { return nil }
        let normalised = text.replacing("\r\n", with: "\n")
        let kept = normalised.split(separator: "\n\n", omittingEmptySubsequences: true)
            .map { TerminalText.sanitize(String($0), maximumLength: textLength) }
            .filter { !$0.isEmpty }
        guard !kept.isEmpty else { return nil }
        let joined = kept.joined(separator: "\n\n")
        guard joined.count > textLength else { return joined }
        return String(joined.prefix(textLength - 1)) + "…"
    }
}

/// How serious a warning is, on the common alerting protocol's scale every service maps to.
public enum WarningSeverity: Int, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case unknown
    case minor
    case moderate
    case severe
    case extreme

    public static func < (lhs: WarningSeverity, rhs: WarningSeverity) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The CAP word ("Extreme", "Severe", "Moderate", "Minor"), any case; anything else is unknown.
    public init(capWord: String?) {
        self = switch capWord?.trimmed().lowercased() {
        case "extreme": .extreme
        case "severe": .severe
        case "moderate": .moderate
        case "minor": .minor
        default: .unknown
        }
    }

    /// The name in the JSON report.
    public var name: String {
        switch self {
        case .unknown: "unknown"
        case .minor: "minor"
        case .moderate: "moderate"
        case .severe: "severe"
        case .extreme: "extreme"
        }
    }
}
