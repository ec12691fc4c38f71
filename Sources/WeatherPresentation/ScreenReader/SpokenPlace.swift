import FoundationEssentials
import WeatherCore

/// A row of the places view (`p`) in the sentences a screen reader speaks, all the row shows in words:
/// the weather there, a warning in force, today's range and chance of rain, the local time (with the
/// weekday where it is another day than here), then what the marks say: the place on screen, pinned,
/// the digit that shows it. A place that failed says why; one still loading says so.
struct SpokenPlace {
    var listing: PlaceListing
    var state: ScreenState
    var strings: Strings

    var line: String {
        let spoken = SpokenUnits(units: state.units, strings: strings)
        let place = listing.entry.place
        var name = place?.displayName ?? listing.entry.shortName
        if place?.isApproximate == true { name += " (\(strings.approximate))" }
        let row = state.placeRow(for: listing)
        var sentences: [String]
        switch row?.glance {
        case nil:
            sentences = [strings.loadingWeather(for: name)]
        case let .failure(failure)?:
            sentences = [strings.spokenSentence(strings.text(.placeFailed(place: name, reason: strings.explain(failure).reason)))]
        case let .success(glance)?:
            sentences = weather(glance, warnings: row?.warnings, name: name, spoken: spoken)
        }
        if listing.kind == .current { sentences.append(strings.text(.spokenPlaceOnScreen)) }
        if listing.isPinned { sentences.append(strings.text(.spokenPlacePinned)) }
        if case let .recent(number) = listing.kind, number <= 9 { sentences.append(strings.text(.spokenPlaceKey(number: String(number)))) }
        return sentences.joined(separator: " ")
    }

    private func weather(_ glance: PlaceGlance, warnings: WeatherWarnings?, name: String, spoken: SpokenUnits) -> [String] {
        let now = state.now ?? glance.fetchedAt
        var sentences = [strings.text(.spokenNow(
            place: name, condition: strings.condition(glance.condition), temperature: spoken.temperature(glance.temperature)
        ))]
        if let warnings, !warnings.active(at: now).isEmpty {
            sentences.append(strings.text(.spokenPlaceWarning))
        }
        if let high = glance.todayHigh, let low = glance.todayLow {
            sentences.append(strings.spokenTodayRange(low: low, high: high, restOfDay: glance.todayRangeIsRestOfDay == true, spoken: spoken))
        }
        if let chance = glance.todayChance {
            sentences.append(strings.spokenSentence(strings.text(.spokenChanceOfRain(percent: spoken.percent(chance * 100)))))
        }
        if listing.kind != .current {
            let dates = LocalDateFormatter(language: state.language, clock: state.clockFormat, timeZone: glance.timeZone)
            let time = if state.isAnotherDay(now, in: glance.timeZone), let there = glance.timeZone.civilTime(now) {
                strings.text(.spokenStepTime(weekday: spoken.weekday(there.weekday), time: dates.time(now)))
            } else {
                dates.time(now)
            }
            sentences.append(strings.text(.spokenLocalTime(time: time)))
        }
        return sentences
    }
}
