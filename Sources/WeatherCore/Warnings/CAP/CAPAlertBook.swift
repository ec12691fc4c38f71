import FoundationEssentials

/// The alerts of one authority's feed in force: each CAP message added as it is read, an `Update`
/// replacing and a `Cancel` withdrawing the alerts it references, in whatever order the documents came.
/// Expired and withdrawn alerts never show, nor an all-clear (the event over).
struct CAPAlertBook: Sendable {
    private var alerts: [CAPAlertKey: CAPAlert] = [:]
    /// Alerts replaced or withdrawn: one read later (an index lists newest first) stays out.
    private var superseded: Set<CAPAlertKey> = []

    var isEmpty: Bool { alerts.isEmpty }

    mutating func add(_ alert: CAPAlert) {
        guard !superseded.contains(alert.key) else { return }
        for reference in alert.references {
            alerts[reference] = nil
            superseded.insert(reference)
        }
        if alert.kind == .cancel {
            superseded.insert(alert.key)
        } else {
            alerts[alert.key] = alert
        }
    }

    /// Forgets the alerts expired by `now`.
    mutating func removeExpired(at now: Date) {
        alerts = alerts.filter { !$0.value.hasExpired(at: now) }
    }

    /// The warnings at `place`, in `language`, named as issued by `authority`: those with an area drawn
    /// around the place (a polygon, a circle) or naming a region of a shipped code list that holds it
    /// (MeteoAlarm's EMMA_IDs) cover it; those that cannot say (named by codes of no shipped list, or by
    /// regions among which the place's cannot be told) are near it, the area unclear. Alerts drawn or
    /// named elsewhere are not the place's.
    func warnings(at place: Place, language: Language, authority: String, now: Date) -> CAPFinding {
        let regions = regionsHolding(place)
        var finding = CAPFinding(covering: [], areaUnclear: [])
        for alert in alerts.values.sorted(by: { ($0.sent ?? .distantPast, $0.key.identifier) > ($1.sent ?? .distantPast, $1.key.identifier) }) {
            let current = alert.infos.filter { !$0.isAllClear && $0.expires.map { $0 > now } ?? true }
            guard let first = current.first else { continue }
            let verdicts = current.flatMap(\.areas).map { $0.holds(place.coordinate, regions: regions) }
            let covers = verdicts.contains(true)
            guard covers || !verdicts.contains(false) else { continue }
            let wordings = current.reduce(into: [String: WarningWording]()) { words, info in
                if words[info.languageTag] == nil { words[info.languageTag] = info.wording }
            }
            let chosen = WarningWording.choice(among: wordings.keys.sorted(), for: language).flatMap { code in
                current.first { $0.languageTag == code }
            } ?? first
            let warning = WeatherWarning(
                source: authority, event: chosen.event, headline: chosen.headline, description: chosen.description,
                instruction: chosen.instruction, severity: chosen.severity, severityLabel: chosen.severityWord,
                onset: chosen.onset ?? chosen.effective, ends: chosen.expires, wordings: wordings.count > 1 ? wordings : [:]
            )
            if covers { finding.covering.append(warning) } else { finding.areaUnclear.append(warning) }
        }
        return finding
    }
}

extension CAPAlertBook {
    /// The MeteoAlarm regions that hold `place`, for each country the alerts name regions of (by the
    /// country prefix of the EMMA_IDs); a country whose region for the place cannot be told is left out.
    private func regionsHolding(_ place: Place) -> [String: Set<String>] {
        let countries = Set(alerts.values.flatMap { $0.infos.flatMap(\.areas).flatMap(\.regionIDs) }.map(CAPArea.country(ofRegion:)))
        return countries.reduce(into: [:]) { regions, country in
            regions[country] = MeteoAlarmRegion.holding(place, prefix: country)
        }
    }
}

/// What an authority's alerts say of a place.
struct CAPFinding: Sendable, Hashable {
    /// Drawn around the place.
    var covering: [WeatherWarning]
    /// Named by codes only: in the authority's country, perhaps not at the place.
    var areaUnclear: [WeatherWarning]
}
