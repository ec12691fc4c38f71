import WeatherCore

extension DoctorReport {
    /// The services that found the place, the place, then each service the place needs.
    var serviceLines: [String] {
        guard let checkup = findings.checkup else { return [] }
        let locating: Set<ServiceCheck.Role> = [.ipLookup, .placeSearch]
        var lines = checkup.checks.filter { locating.contains($0.role) }.map(line)
        lines.append(placeLine(checkup.place))
        lines += checkup.checks.filter { !locating.contains($0.role) }.map(line)
        return lines
    }

    private func placeLine(_ finding: PlaceFinding) -> String {
        switch finding {
        case let .notFound(error):
            return strings.text(.doctorNoPlace(reason: outside(strings.line(explaining: .location(error)))))
        case let .found(place, way):
            let coordinates = place.coordinate.formatted
            let way = wayWords(way)
            guard place.name != nil else { return strings.text(.doctorPlaceUnnamed(coordinates: coordinates, way: way)) }
            return strings.text(.doctorPlaceNamed(place: outside(place.displayName), coordinates: coordinates, way: way))
        }
    }

    private func wayWords(_ way: PlaceFinding.Way) -> String {
        switch way {
        case .coordinates(.configFile): strings.text(.doctorWayConfigFile)
        case .coordinates: strings.text(.doctorWayCommandLine)
        case let .search(name, _, matches) where matches > 1: strings.text(.doctorWaySearchFirst(count: matches, name: outside(name)))
        case let .search(name, _, _): strings.text(.doctorWaySearch(name: outside(name)))
        case .ipLookup: strings.text(.doctorWayIPLookup)
        case .lastPlace(ipLookupFailed: false): strings.text(.doctorWayLastPlace)
        case .lastPlace(ipLookupFailed: true): strings.text(.doctorWayLastPlaceAfterFailure)
        }
    }

    /// "NWS (warnings): 200 in 143 ms"; where there is no service to name, "Warnings: …".
    private func line(_ check: ServiceCheck) -> String {
        let role = roleWords(check.role)
        let outcome = outcomeWords(check.outcome, demandsUserAgent: check.service?.entry.demandsUserAgent == true)
        guard let service = check.service else { return strings.text(.doctorRoleLine(role: role.prefix(1).uppercased() + role.dropFirst(), outcome: outcome)) }
        return strings.text(.doctorService(service: service.entry.name, role: role, outcome: outcome))
    }

    private func roleWords(_ role: ServiceCheck.Role) -> String {
        switch role {
        case .ipLookup: strings.text(.doctorRoleIPLookup)
        case .placeSearch: strings.text(.doctorRolePlaceSearch)
        case .forecast: strings.text(.doctorRoleForecast)
        case .fallbackForecast: strings.text(.doctorRoleFallback)
        case .placeName: strings.text(.doctorRolePlaceName)
        case .airQuality: strings.text(.doctorRoleAirQuality)
        case .marine: strings.text(.doctorRoleMarine)
        case .tidePredictions: strings.text(.doctorRoleTides)
        case .observation: strings.text(.doctorRoleObservation)
        case .ensemble: strings.text(.doctorRoleEnsemble)
        case .normals: strings.text(.doctorRoleNormals)
        case .warnings: strings.text(.doctorRoleWarnings)
        }
    }

    private func outcomeWords(_ outcome: ServiceCheck.Outcome, demandsUserAgent: Bool) -> String {
        switch outcome {
        case let .answered(status, duration):
            return answered(status, duration)
        case let .regionNotFound(status, duration):
            return strings.text(.doctorRegionNotFound(answer: answered(status, duration)))
        case let .refused(status, duration, error):
            let answer = answered(status, duration)
            guard let hint = hint(status: status, error: error, demandsUserAgent: demandsUserAgent) else { return answer }
            return strings.text(.doctorWithHint(outcome: answer, hint: hint))
        case let .unusable(status, duration, error):
            return strings.text(.doctorUnusable(answer: answered(status, duration), problem: problemWords(error)))
        case let .failed(error, duration):
            return strings.text(.doctorFailedAfter(reason: outside(strings.short(error)), milliseconds: Self.milliseconds(duration)))
        case .notNeeded(.placeHasName):
            return strings.text(.doctorNotNeededHasName)
        case .notNeeded(.regionUnknown):
            return strings.text(.doctorNotAskedRegionUnknown)
        case .notNeeded(.fallbackOff):
            return strings.text(.doctorFallbackOff)
        case .notNeeded(.noTideStation):
            return strings.text(.doctorNoTideStation)
        case .notCovered:
            return strings.text(.doctorNotCovered)
        }
    }

    private func answered(_ status: Int, _ duration: Duration) -> String {
        strings.text(.doctorAnswered(status: String(status), milliseconds: Self.milliseconds(duration)))
    }

    /// What to look at for an error status: the User-Agent where the service refuses requests without
    /// one, the key where one was sent, the service's own words where it gave them.
    private func hint(status: Int, error: FetchError?, demandsUserAgent: Bool) -> String? {
        switch error {
        case .accessRefused(_, _, keySent: true)?: strings.text(.doctorCheckKey)
        // An answer refused without a key sent, decoded as such or not (accessRefused is 401 or 403).
        case .accessRefused?, nil:
            demandsUserAgent && (status == 401 || status == 403) ? strings.text(.doctorCheckUserAgent) : nil
        case .rateLimited?: strings.short(.rateLimited(retryAfter: nil))
        case let .requestRejected(_, reason?)?: outside(reason)
        default: nil
        }
    }

    private func problemWords(_ error: FetchError?) -> String {
        switch error {
        case let .badData(_, problem)?: strings.words(problem)
        case let error?: outside(strings.short(error))
        case nil: strings.short(.badData(service: "", problem: .unexpectedShape))
        }
    }
}
