import FoundationEssentials
import WeatherCore

/// A report in the sentences a screen reader speaks, one a line: first what matters most (the weather
/// now, the rain to come, the official warnings, the wind and the air's humidity), then the list the
/// dashboard shows (`d`, `h`, `a` choose it), one step a line. Every number is in words
/// (`SpokenUnits`); nothing is a picture or a colour.
public struct SpokenReport {
    public var report: WeatherReport
    public var units: DisplayUnits
    public var strings: Strings
    public var clock: ClockFormat
    /// The time the rain outlook and the warnings are told from.
    public var now: Date
    public var airIndex: AirIndexScale?

    public init(
        report: WeatherReport, units: DisplayUnits, strings: Strings, clock: ClockFormat, now: Date, airIndex: AirIndexScale? = nil
    ) {
        self.report = report
        self.units = units
        self.strings = strings
        self.clock = clock
        self.now = now
        self.airIndex = airIndex
    }

    private var spoken: SpokenUnits { SpokenUnits(units: units, strings: strings) }
    private var dates: LocalDateFormatter { LocalDateFormatter(language: strings.language, clock: clock, timeZone: report.timeZone) }

    /// The weather now and today, a sentence a line, the most important first; last, whose forecast it is
    /// when the chosen service failed.
    public var summary: [String] {
        let current = report.current
        let place = report.place.isApproximate ? "\(report.place.displayName) (\(strings.approximate))" : report.place.displayName
        var lines = [strings.text(.spokenNow(
            place: place, condition: strings.condition(current.condition), temperature: spoken.temperature(current.temperature)
        ))]
        if let feels = current.feelsLike { lines.append(strings.text(.spokenFeelsLike(temperature: spoken.temperature(feels)))) }
        if let high = current.todayHigh, let low = current.todayLow {
            lines.append(strings.spokenTodayRange(low: low, high: high, restOfDay: current.todayRangeIsRestOfDay == true, spoken: spoken))
        }
        lines += rain
        if let warning = WarningBanner.line(for: report, strings: strings, dates: dates, now: now) {
            lines.append(strings.spokenSentence(warning))
        } else if let warnings = report.warnings, warnings.source != nil, warnings.status == .answered {
            lines.append(strings.text(.spokenNoWarnings))
        }
        if let speed = current.windSpeed {
            lines.append(current.windDirection.map {
                strings.text(.spokenWindFrom(speed: spoken.windSpeed(speed), direction: spoken.direction($0)))
            } ?? strings.text(.spokenWind(speed: spoken.windSpeed(speed))))
        }
        if let humidity = current.humidity { lines.append(strings.text(.spokenHumidity(percent: spoken.percent(humidity)))) }
        lines += sea
        lines += observation
        lines += certainty
        if let fallback = report.fallback {
            lines.append(strings.spokenSentence(strings.fallbackNote(fallback)))
            lines.append(strings.spokenSentence(strings.credit(for: report.provider)))
        }
        return lines
    }

    /// Near a coast, the header's sea line a sentence a part: the next tide, the waves, the sea's temperature.
    private var sea: [String] {
        guard let marine = report.marine, marine.isAtSea else { return [] }
        let hour = marine.hour(at: now)
        var parts = [marine.nextTide(after: now).map(tide)]
        if let height = hour?.waveHeight, let direction = hour?.waveDirection {
            parts.append(strings.waves(height: spoken.seaHeight(height), direction: spoken.direction(direction)))
        }
        parts.append(hour?.seaTemperature.map { strings.seaTemperature(spoken.temperature($0)) })
        return parts.compactMap { $0 }.map(strings.spokenSentence)
    }

    /// The nearest station's report as the header has it, its values in spoken units and its wind's
    /// direction a compass point; then, where they disagree about now, the station against the forecast.
    private var observation: [String] {
        guard let summary = ObservationSummary(
            observation: report.observation, now: now, strings: strings, temperature: spoken.temperature, direction: spoken.direction,
            speed: spoken.windSpeed
        ) else { return [] }
        let disagreement = ObservationDisagreement(report: report, now: now).map { strings.observationDisagreement($0, station: summary.station) }
        return ([summary.line] + [disagreement].compactMap { $0 }).map(strings.spokenSentence)
    }

    /// Today's likely high and where the forecast becomes unsure.
    private var certainty: [String] {
        guard let certainty = ForecastCertainty(report: report) else { return [] }
        let today = certainty.today(at: now).map {
            strings.text(.likelyHighToday(low: spoken.temperature($0.highLow), high: spoken.temperature($0.highHigh), model: certainty.ensemble.model))
        }
        let unsure = certainty.uncertainty.map { strings.uncertainty($0, weekday: weekday) }
        return [today, unsure].compactMap { $0 }.map(strings.spokenSentence)
    }

    private func weekday(_ date: Date) -> String {
        dates.timeZone.civilTime(date).map { spoken.weekday($0.weekday) } ?? dates.weekday(date)
    }

    private func tide(_ tide: Tide) -> String {
        strings.tide(tide.kind, time: dates.time(tide.time), height: spoken.seaHeight(tide.height))
    }

    /// The sea view's hours from the one that holds now, a line each: the waves, the sea's temperature and
    /// the tide that turns in the hour; first whose the tides are.
    private var seaHours: [String] {
        let heading = strings.spokenSentence(strings.seaViewTitle)
        guard let marine = report.marine, marine.isAtSea else {
            return [heading, strings.spokenSentence(report.marine == nil ? strings.noSeaData : strings.noSeaHere)]
        }
        let source = strings.spokenSentence(marine.tideStation.map(strings.tideStationNote) ?? strings.tideModelNote)
        return [heading, source] + marine.hours.filter { $0.time.addingTimeInterval(3600) > now }.map { hour in
            var parts = [when(hour.time)]
            if let height = hour.waveHeight {
                parts.append(hour.waveDirection.map { strings.waves(height: spoken.seaHeight(height), direction: spoken.direction($0)) }
                    ?? spoken.seaHeight(height))
            }
            if let temperature = hour.seaTemperature { parts.append(strings.seaTemperature(spoken.temperature(temperature))) }
            if let turn = marine.tides.first(where: { hour.holds($0.time) }) {
                parts.append(tide(turn))
            }
            return strings.spokenSentence(join(parts))
        }
    }

    /// The list `mode` chooses: its name, then one line a step, a day or an hour of air.
    public func list(_ mode: ForecastListMode) -> [String] {
        switch mode {
        case .threeHour, .hourly:
            let heading = strings.spokenSentence(strings.text(mode == .hourly ? .listHourly : .listThreeHour))
            return [heading] + report.items(for: mode).map(step)
        case .days:
            // Whose the chances are where the ensemble answered; that its spread is not available where it was asked and did not.
            let source = ForecastCertainty(report: report).map { _ in
                strings.rainChanceSource(ForecastCertainty.rainChanceSource(of: report), report: report)
            } ?? (report.leftOut(.ensemble) ? nil : strings.text(.noEnsemble))
            return [strings.spokenSentence(strings.text(.listDays))] + (source.map { [strings.spokenSentence($0)] } ?? []) + report.days.map(day)
        case .sea:
            return seaHours
        case .air:
            let heading = strings.spokenSentence(strings.text(.listAir))
            let hours = report.airHours
            guard !hours.isEmpty else { return [heading, strings.spokenSentence(strings.noAirData)] }
            let scale = report.air.flatMap { AirIndex($0, countryCode: report.place.countryCode, preferring: airIndex)?.scale }
                ?? AirIndex.scale(for: report.place.countryCode, preferring: airIndex)
            return [heading] + hours.compactMap { hour in
                guard let value = (scale == .us ? hour.usIndex : hour.europeanIndex).flatMap(Int.init(rounding:)) else { return nil }
                return strings.spokenSentence(join([when(hour.time), strings.airSummary(AirIndex(scale: scale, value: value))]))
            }
        }
    }

    /// "Saturday 9 AM, 6 degrees, Mainly clear, 10 percent chance of rain, wind 4 metres per second from the east-north-east."
    func step(_ item: ForecastItem) -> String {
        var parts = [when(item.time), spoken.temperature(item.temperature), strings.condition(item.condition)]
        if let chance = item.precipitationChance { parts.append(strings.text(.spokenChanceOfRain(percent: spoken.percent(chance * 100)))) }
        if let speed = item.windSpeed { parts.append(wind(speed, from: item.windDirection)) }
        return strings.spokenSentence(join(parts))
    }

    /// "Saturday 22 Nov, between 2 degrees and 8 degrees, Rain, likely high between 7 degrees and 9
    /// degrees, 80 percent chance of rain, wind …."; the chance the members' share where the service gives
    /// none. The date beside the weekday: the list runs past a week, where a weekday alone comes twice.
    func day(_ day: DayForecast) -> String {
        let date = dates.timeZone.civilTime(day.date).map { time in
            strings.text(.dayPattern(weekday: spoken.weekday(time.weekday), day: String(time.day), month: strings.catalog.monthName(time.month)))
        } ?? dates.day(day.date)
        var parts = [date, strings.text(.spokenDayRange(low: spoken.temperature(day.low), high: spoken.temperature(day.high))), strings.condition(day.condition)]
        let certainty = ForecastCertainty(report: report)
        if let highs = certainty?.highs(on: day) {
            parts.append(strings.text(.spokenLikelyHigh(low: spoken.temperature(highs.highLow), high: spoken.temperature(highs.highHigh))))
        }
        let source = ForecastCertainty.rainChanceSource(of: report)
        if let chance = source == .members ? certainty?.rainChance(on: day, from: .members) : day.precipitationChance { parts.append(strings.text(.spokenChanceOfRain(percent: spoken.percent(chance * 100)))) }
        if let speed = day.windSpeed { parts.append(wind(speed, from: day.windDirection)) }
        return strings.spokenSentence(join(parts))
    }

    /// Whether and when rain comes: the next two hours in minutes where the service sent them, and the
    /// outlook from the steps, a sentence each, as the header says them but with no abbreviation.
    private var rain: [String] {
        let outlook = RainOutlook(report: report, now: now).map(rainOutlook) ?? []
        let resolution = QuarterHourCoverage.resolution(at: report.place.coordinate)
        let nowcast = Nowcast(quarters: report.quarterHours ?? [], now: now, resolution: resolution).map { [self.nowcast($0)] } ?? []
        return (nowcast + outlook).map(strings.spokenSentence)
    }

    private func nowcast(_ nowcast: Nowcast) -> String {
        switch nowcast {
        case let .rainIn(minutes, lasting?): strings.text(.rainInFor(wait: spoken.span(minutes: minutes), lasting: spoken.span(minutes: lasting)))
        case let .rainIn(minutes, nil): strings.text(.rainIn(wait: spoken.span(minutes: minutes)))
        case let .rainStops(minutes): strings.text(.rainStopsIn(wait: spoken.span(minutes: minutes)))
        case .rainOn: strings.text(.spokenRainForTwoHours)
        case let .dry(hours): strings.text(.spokenDryFor(count: hours))
        }
    }

    /// "Rain from 09:00, 62 percent chance of rain", "No rain expected in the next 24 hours", "Next rain tomorrow 09:00":
    /// a day after tomorrow by its weekday written out.
    private func rainOutlook(_ outlook: RainOutlook) -> [String] {
        func at(_ date: Date) -> String {
            let time = dates.time(date)
            switch dates.daysBetween(now, date) {
            case 0: return time
            case 1: return strings.text(.tomorrowAt(time: time))
            default: return when(date)
            }
        }
        func sign(_ sign: RainOutlook.Sign?) -> String {
            switch sign {
            case let .chance(value): strings.text(.spokenPartSeparator) + strings.text(.spokenChanceOfRain(percent: spoken.percent(value * 100)))
            case let .amount(millimetres): strings.text(.spokenPartSeparator) + spoken.precipitation(millimetres)
            case nil: ""
            }
        }
        switch outlook {
        case let .rainUntil(date):
            return [strings.text(.rainUntil(when: at(date)))]
        case let .rainFrom(date, value):
            return [strings.text(.rainFrom(when: at(date))) + sign(value)]
        case let .dry(next, value):
            let dry = strings.text(.spokenNoRainIn24Hours)
            guard let next else { return [dry] }
            return [dry, strings.text(.nextRain(when: at(next))) + sign(value)]
        }
    }

    private func wind(_ speed: Double, from direction: Double?) -> String {
        direction.map { strings.text(.spokenStepWindFrom(speed: spoken.windSpeed(speed), direction: spoken.direction($0))) }
            ?? strings.text(.spokenStepWind(speed: spoken.windSpeed(speed)))
    }

    /// "Saturday 9 AM": the weekday written out, and the time as the clock shows it.
    private func when(_ date: Date) -> String {
        let weekday = dates.timeZone.civilTime(date).map { spoken.weekday($0.weekday) } ?? dates.weekday(date)
        return strings.text(.spokenStepTime(weekday: weekday, time: dates.shortTime(date)))
    }

    private func join(_ parts: [String]) -> String {
        parts.joined(separator: strings.text(.spokenPartSeparator))
    }
}
