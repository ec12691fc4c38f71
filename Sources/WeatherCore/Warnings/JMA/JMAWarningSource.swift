import FoundationEssentials

/// The Japan Meteorological Agency's warnings and advisories in force (bosai JSON,
/// `/bosai/warning/data/warning/<office>.json`; keyless, the data behind jma.go.jp's warning map): one
/// file a forecast office (`JMAOffice`), listing for each of its areas the codes of the warnings in force
/// and whether each is issued, continued, changed or lifted. The names come from the codes
/// (`JMAWarningKind`), in Japanese or JMA's English; the office's headline, in Japanese only, is the text.
public struct JMAWarningSource: WarningSource {
    public let accept = "application/json"
    private let baseURL: URL

    public init(baseURL: URL) {
        self.baseURL = baseURL
    }

    public func request(for query: WarningQuery) -> URL? {
        JMAOffice.office(for: query.place).map { baseURL.appending(servicePath: "/bosai/warning/data/warning/\($0).json", query: []) }
    }

    public func decode(_ body: Data, for query: WarningQuery, now: Date) throws(FetchError) -> WarningFinding {
        guard let office = JMAOffice.office(for: query.place) else { return .regionUnknown }
        return .warnings(try Self.decode(body, office: office, japanese: query.language == .japanese, now: now))
    }

    /// The warnings in force for `office`'s area, each kind once, most severe first. Where the file lists
    /// the office's own area ("130000"), only its warnings count (a neighbouring prefecture's may be
    /// listed beside it); else those of every area of the file's first (coarsest) kind. Lifted warnings
    /// and "none in force" entries are left out. Named in Japanese where `japanese`, else in English;
    /// both are kept (`WeatherWarning.wordings`).
    public static func decode(_ body: Data, office: String, japanese: Bool, now: Date) throws(FetchError) -> [WeatherWarning] {
        let service = "JMA warnings"
        let answer = try ServiceJSON.decode(Answer.self, from: body, service: service)
        guard let types = answer.areaTypes else { throw .badData(service: service, problem: .missing("areaTypes")) }
        let areas = types.compactMap(\.value).first?.areas?.compactMap(\.value) ?? []
        let own = areas.filter { $0.code?.trimmed() == office }
        let prefecture = office.prefix(2)
        let read = own.isEmpty ? areas.filter { $0.code?.trimmed().hasPrefix(prefecture) == true } : own
        var seen: Set<String> = []
        let codes = read.flatMap { $0.warnings?.compactMap(\.value) ?? [] }.filter(\.inForce).compactMap { $0.code?.trimmed() }
            .filter { seen.insert($0).inserted }
        let issued = Plausible.time(answer.reportDatetime.flatMap(ISO8601Text.date(from:)), near: now)
        return codes.compactMap { code -> WeatherWarning? in
            guard let kind = JMAWarningKind.byCode[code] else { return nil }
            func wording(japanese: Bool) -> WarningWording {
                WarningWording(
                    event: japanese ? kind.japanese : kind.english, description: answer.headlineText,
                    severityLabel: kind.level.name(japanese: japanese)
                )
            }
            return WeatherWarning(
                source: Service.jma.entry.name, event: kind.english, description: answer.headlineText,
                severity: kind.level.severity, severityLabel: kind.level.name(japanese: false), onset: issued,
                wordings: ["ja": wording(japanese: true), "en": wording(japanese: false)]
            ).worded(in: japanese ? .japanese : .english)
        }
        .sorted { $0.severity > $1.severity }
    }

    struct Answer: Decodable {
        var reportDatetime: String?
        var headlineText: String?
        var areaTypes: [LossyElement<AreaType>]?
    }

    struct AreaType: Decodable {
        var areas: [LossyElement<Area>]?
    }

    struct Area: Decodable {
        var code: String?
        var warnings: [LossyElement<Entry>]?
    }

    struct Entry: Decodable {
        var code: String?
        var status: String?

        /// Issued (発表), continued (継続) or changed to this kind ("警報から注意報"); not lifted (解除) and
        /// not "none in force" (発表警報・注意報はなし).
        var inForce: Bool {
            guard let status = status?.trimmed() else { return false }
            return status == "発表" || status == "継続" || status.contains("から")
        }
    }
}
