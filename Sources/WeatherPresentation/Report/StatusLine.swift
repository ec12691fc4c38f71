import FoundationEssentials
import WeatherCore

/// One line from a `--format` template and a report: each code replaced by its value in the chosen
/// units, language and glyphs; a value the service did not give is left out (never "nan" or "?").
public struct StatusLine {
    public var report: WeatherReport
    public var template: StatusLineTemplate
    public var units: DisplayUnits
    public var language: Language
    public var clock: ClockFormat
    public var glyphs: Glyphs
    /// The clock the times, the moon and the rain outlook are for.
    public var now: Date
    /// The report is older than it should be (the service could not be asked, or failed): the line
    /// says how old, through `%A` or after the text.
    public var isStale: Bool
    /// The air-quality index asked for; nil: by the place's region.
    public var airIndex: AirIndexScale?

    public init(
        report: WeatherReport, template: StatusLineTemplate, units: DisplayUnits, language: Language,
        clock: ClockFormat = .twentyFourHour, glyphs: Glyphs, now: Date, isStale: Bool = false, airIndex: AirIndexScale? = nil
    ) {
        self.report = report
        self.template = template
        self.units = units
        self.language = language
        self.clock = clock
        self.glyphs = glyphs
        self.now = now
        self.isStale = isStale
        self.airIndex = airIndex
    }

    /// The index the air service sent for the place, on the scale asked for or the region's.
    public var airQualityIndex: AirIndex? {
        report.air.flatMap { AirIndex($0, countryCode: report.place.countryCode, preferring: airIndex) }
    }

    /// The line, without a newline.
    public var text: String {
        var line = template.parts.map { part in
            switch part {
            case let .text(text): text
            case let .code(code): value(of: code) ?? ""
            }
        }.joined()
        if isStale, !template.contains(.age) { line += " " + strings.staleMark(age) }
        return line
    }

    private var strings: Strings { Strings(language: language, glyphs: glyphs) }
    private var format: UnitFormatter { UnitFormatter(units: units, glyphs: glyphs, catalog: strings.catalog) }
    private var dates: LocalDateFormatter { LocalDateFormatter(language: language, clock: clock, timeZone: report.timeZone) }
    private var age: String { strings.age(now.timeIntervalSince(report.fetchedAt)) }

    /// The sun's day at the place, today there.
    private var solarDay: SolarDay? {
        SolarDay(at: report.place.coordinate, on: now, utcOffset: report.timeZone.secondsFromGMT(at: now))
    }

    /// The service's sunrise or sunset when it is today's, none on today's polar night or midnight sun,
    /// else the computed one.
    private func sunTime(_ given: Date?, computed: (SolarDay) -> Date?) -> Date? {
        if let given, report.timeZone.isSameDay(given, now) { return given }
        if report.current.polarDay != nil, report.timeZone.isSameDay(report.current.time, now) { return nil }
        return solarDay.flatMap(computed)
    }

    /// A code's value; nil when the report has none.
    public func value(of code: StatusLineTemplate.Code) -> String? {
        let current = report.current
        switch code {
        case .conditionSymbol: return glyphs.symbol(current.condition, isDaytime: current.isDaytime)
        case .plainConditionSymbol: return Glyphs(.ascii).symbol(current.condition, isDaytime: current.isDaytime)
        case .conditionText: return strings.condition(current.condition)
        case .humidity: return current.humidity.map(UnitFormatter.percent)
        case .temperature: return format.temperature(current.temperature)
        case .feelsLike: return current.feelsLike.map(format.temperature)
        case .wind:
            guard let speed = current.windSpeed else { return nil }
            guard let direction = current.windDirection else { return format.windSpeed(speed) }
            let arrow = glyphs.windArrow(from: direction)
            return glyphs.mode == .ascii ? arrow + " " + format.windSpeed(speed) : arrow + format.windSpeed(speed)
        case .place: return report.place.displayName
        case .moonPhase:
            let phase = MoonPhase(at: now).name
            return glyphs.moon(phase) ?? strings.moonPhase(phase)
        case .moonDay: return String(Int(MoonPhase(at: now).age.rounded(.down)))
        case .precipitation: return current.precipitation.map(format.precipitation)
        case .precipitationChance:
            let step = report.forecast.last { $0.time <= now } ?? report.forecast.first
            return step?.precipitationChance.map { UnitFormatter.percent($0 * 100) }
        case .pressure: return current.pressure.map(format.pressure)
        case .uvIndex: return current.uvIndex.flatMap { Int(rounding: $0) }.map { String($0) }
        case .dawn: return solarDay?.dawn.map(dates.time)
        case .sunrise: return sunTime(current.sunrise) { $0.sunrise }.map(dates.time)
        case .zenith: return solarDay.map { dates.time($0.noon) }
        case .sunset: return sunTime(current.sunset) { $0.sunset }.map(dates.time)
        case .dusk: return solarDay?.dusk.map(dates.time)
        case .time: return dates.time(now)
        case .timeZone: return report.timeZone.identifier.map(TerminalText.sanitize) ?? Self.offsetName(report.timeZone.secondsFromGMT(at: now))
        case .high: return current.todayHigh.map(format.temperature)
        case .low: return current.todayLow.map(format.temperature)
        case .rainOutlook:
            return RainOutlook(report: report, now: now).flatMap { strings.rainOutlook($0, dates: dates, units: format, now: now).first }
        case .age: return isStale ? age : nil
        case .airQuality:
            return airQualityIndex.map { "\($0.value) \(strings.airCategory($0))" }
        case .warning:
            return report.warnings?.active(at: now).first.map { glyphs.warningMark + " " + $0.event }
        case .tide:
            return report.marine?.nextTide(after: now).map { strings.tide($0.kind, time: dates.time($0.time), height: format.seaHeight($0.height)) }
        case .observation:
            return ObservationSummary(observation: report.observation, now: now, strings: strings, units: format)?.line
        case .observedWeather:
            return ObservationSummary(observation: report.observation, now: now, strings: strings, units: format)?.weatherWords
        case .highAgainstNormal:
            guard let today = report.todayHighAndNormal, let difference = format.temperatureDifference(today.high, from: today.normal)
            else { return nil }
            return (difference > 0 ? "+" : "") + format.degreesDifference(difference)
        case .highsRange:
            return ForecastCertainty(report: report)?.today(at: now).map { glyphs.text(format.temperatureNumber($0.highLow) + "–" + format.degrees($0.highHigh)) }
        case .membersRain:
            return ForecastCertainty(report: report)?.today(at: now)?.rainShare.map { UnitFormatter.percent($0 * 100) }
        }
    }

    /// "UTC+09:00", for a service that names no zone.
    static func offsetName(_ seconds: Int) -> String {
        let minutes = abs(seconds) / 60
        let hours = minutes / 60, rest = minutes % 60
        return "UTC" + (seconds < 0 ? "-" : "+") + (hours < 10 ? "0" : "") + "\(hours):" + (rest < 10 ? "0" : "") + "\(rest)"
    }
}
