import FoundationEssentials

extension ReportStore {
    /// The first report a process stores pays for every type the encoder meets (their metadata, their
    /// conformances looked up) on top of the encoding itself. Encoding a small report with every part
    /// once, while the request is in flight, pays that in the wait: a one-shot run then exits sooner
    /// after the answer. Later calls cost nothing.
    public static func prepareEncoder() {
        _ = encoderPrepared
    }

    private static let encoderPrepared: Void = {
        _ = try? JSONEncoder().encode(Envelope(version: version, report: encodingSample))
    }()

    /// A report with one of everything: no optional part left out, no list empty. The warning's
    /// description and instruction are set after it is made: its initialiser would split them into
    /// paragraphs, whose first use (_StringProcessing's searchers) costs the sample more than the
    /// encoding does.
    static var encodingSample: WeatherReport {
        let time = Date(timeIntervalSince1970: 0)
        let reading = AirReading(
            time: time, usIndex: 1, europeanIndex: 1, pm2_5: 1, pm10: 1, ozone: 1, uvIndex: 1, pollen: [.birch: 1]
        )
        let step = ForecastItem(
            time: time, temperature: 0, feelsLike: 0, condition: .clear, precipitationChance: 0, precipitation: 0,
            windSpeed: 0, windDirection: 0, humidity: 0
        )
        var report = WeatherReport(
            place: Place(
                name: "a", region: "a", countryCode: "a", country: "a", area: PlaceArea(state: "a", districts: ["a"], codes: ["a"], locality: "a"),
                population: 1, isApproximate: true,
                coordinate: Coordinate(latitude: 0, longitude: 0)!, timeZoneIdentifier: "UTC", utcOffset: 0
            ),
            timeZone: LocalTimeZone(identifier: "UTC", secondsFromGMT: 0, changes: [OffsetChange(time: time, secondsFromGMT: 0)]),
            current: CurrentConditions(
                time: time, temperature: 0, feelsLike: 0, condition: .clear, humidity: 0, windSpeed: 0, windDirection: 0,
                windGust: 0, pressure: 0, visibility: 0, precipitation: 0, cloudCover: 0, uvIndex: 0, todayHigh: 0,
                todayLow: 0, sunrise: time, sunset: time, temperatureYesterday: 0, polarDay: .polarNight
            ),
            forecast: [step],
            hourly: [step],
            days: [
                DayForecast(
                    date: time, low: 0, high: 0, condition: .clear, precipitationChance: 0, precipitation: 0, windSpeed: 0,
                    windDirection: 0
                ),
            ],
            quarterHours: [QuarterHour(time: time, precipitation: 0, condition: .clear)],
            provider: .openMeteo, fetchedAt: time
        )
        report.current.todayRangeIsRestOfDay = true
        report.air = AirQuality(current: reading, hours: [reading], fetchedAt: time)
        var wording = WarningWording(event: "a", headline: "a", severityLabel: "a")
        wording.description = "a"
        wording.instruction = "a"
        var warning = WeatherWarning(
            source: "a", event: "a", headline: "a", severity: .minor, severityLabel: "a", onset: time, ends: time,
            wordings: ["a": wording]
        )
        warning.description = "a"
        warning.instruction = "a"
        report.warnings = WeatherWarnings(source: "a", warnings: [warning], areaUnclear: [warning], fetchedAt: time, lastAnswered: time)
        report.normals = [DayNormal(month: 1, day: 1, high: 0, low: 0)]
        report.marine = Marine(
            hours: [
                SeaHour(
                    time: time, waveHeight: 0, waveDirection: 0, wavePeriod: 0, swellHeight: 0, swellDirection: 0, swellPeriod: 0,
                    windWaveHeight: 0, seaTemperature: 0, seaLevel: 0
                ),
            ],
            tides: [Tide(time: time, height: 0, kind: .high)], tideDays: time..<time, fetchedAt: time
        )
        report.marine?.tideStation = "a"
        report.observation = Observation(
            station: "a", time: time, raw: "a", temperature: 0, dewPoint: 0, wind: ObservedWind(direction: 0, speed: 0, gust: 0), visibility: 0,
            pressure: 0, isCAVOK: true, weather: [PresentWeather(intensity: .light, isNearby: true, descriptor: .showers, phenomena: [.rain])],
            clouds: [CloudLayer(cover: .few, base: 0)], isSkyClear: true, fetchedAt: time
        )
        report.ensemble = Ensemble(
            model: "a", memberCount: 1, hours: [EnsembleHour(time: time, low: 0, high: 0, rainShare: 0)],
            days: [EnsembleDay(date: time, highLow: 0, highHigh: 0, rainShare: 0)], fetchedAt: time
        )
        report.partsAsked = Set(ReportPart.allCases)
        report.fallback = ProviderFallback(from: .openMeteo, reason: .status(500))
        return report
    }
}
