import FoundationEssentials
import Testing
import WeatherCore
import WeatherPresentation

/// The radar's sentence and `radar --json`, from the same outlook.
struct RadarReportTests {
    static let loop = RadarLoop(source: "RainViewer", frames: [
        RadarFrame(time: Date(timeIntervalSince1970: 1_765_000_600), kind: .nowcast, zoom: 6, tiles: []),
        RadarFrame(time: Date(timeIntervalSince1970: 1_765_000_000), kind: .past, zoom: 6, tiles: [], missing: [RadarTileID(zoom: 6, x: 54, y: 24), RadarTileID(zoom: 6, x: 55, y: 24)]),
    ], framesLeftOut: 1)
    static let approaching = RadarOutlook(
        nearest: .init(distanceKilometres: 12.345, bearingDegrees: 271.4, intensity: 2.1234),
        motion: .init(towardDegrees: 89.6, speedKilometresPerHour: 40.04), arrivalMinutes: 25, radiusKilometres: 500
    )
    static let metric = UnitFormatter(units: .metric)
    static let strings = Strings(language: .english)

    @Test func theJSONHasTheDocumentedKeysInOrder() {
        #expect(RadarJSONReport(loop: Self.loop, outlook: Self.approaching).text == """
            {"source": "RainViewer", "frames": [{"time": "2025-12-06T05:46:40Z", "kind": "past", "missing_tiles": 2}, \
            {"time": "2025-12-06T05:56:40Z", "kind": "nowcast", "missing_tiles": 0}], "frames_left_out": 1, "nearest": {"distance_km": 12.3, "bearing_deg": 271, "intensity_mm_h": 2.12}, "motion": {"toward_deg": 90, "speed_km_h": 40}, "arrival_minutes": 25}
            """)
    }

    @Test func whatCannotBeToldIsNull() {
        let none = RadarOutlook(nearest: nil, motion: nil, arrivalMinutes: nil, radiusKilometres: 500)
        #expect(RadarJSONReport(loop: RadarLoop(source: "RainViewer", frames: []), outlook: none).text
            == #"{"source": "RainViewer", "frames": [], "frames_left_out": 0, "nearest": null, "motion": null, "arrival_minutes": null}"#)
    }

    @Test func theSentenceSaysTheSame() {
        #expect(Self.strings.radarSentence(Self.approaching, units: Self.metric) == "Rain 12 km W, moving E: here in about 25 min")
        let away = RadarOutlook(nearest: Self.approaching.nearest, motion: .init(towardDegrees: 270, speedKilometresPerHour: 30), arrivalMinutes: nil, radiusKilometres: 500)
        #expect(Self.strings.radarSentence(away, units: Self.metric) == "Rain 12 km W, moving W")
        let standing = RadarOutlook(nearest: Self.approaching.nearest, motion: nil, arrivalMinutes: nil, radiusKilometres: 500)
        #expect(Self.strings.radarSentence(standing, units: Self.metric) == "Rain 12 km W")
        let here = RadarOutlook(nearest: .init(distanceKilometres: 0, bearingDegrees: 0, intensity: 2.1), motion: nil, arrivalMinutes: 0, radiusKilometres: 500)
        #expect(Self.strings.radarSentence(here, units: Self.metric) == "Rain here now (2.1 mm/h)")
        let dry = RadarOutlook(nearest: nil, motion: nil, arrivalMinutes: nil, radiusKilometres: 500)
        #expect(Self.strings.radarSentence(dry, units: Self.metric) == "No rain within 500 km")
        #expect(Self.strings.radarSentence(dry, units: UnitFormatter(units: .imperial)) == "No rain within 311 mi")
        // Where tiles of the latest frame did not come, the sentence holds only where the map loaded, and says so.
        let partial = RadarOutlook(nearest: nil, motion: nil, arrivalMinutes: nil, radiusKilometres: 500, isPartial: true)
        #expect(Self.strings.radarSentence(partial, units: Self.metric) == "No rain within 500 km (part of the map did not load)")
    }

    /// A screen reader hears the rate where it rains here in words, in the units chosen, not "mm/h".
    @Test func theSpokenSentenceSaysTheRateInWords() {
        let here = RadarOutlook(nearest: .init(distanceKilometres: 0, bearingDegrees: 0, intensity: 2.1), motion: nil, arrivalMinutes: 0, radiusKilometres: 500)
        func spoken(_ language: Language, _ units: DisplayUnits = .metric) -> String {
            let strings = Strings(language: language)
            return strings.spokenRadarSentence(here, spoken: SpokenUnits(units: units, strings: strings))
        }
        #expect(spoken(.english) == "Rain here now, 2.1 millimetres an hour")
        #expect(spoken(.english, .imperial) == "Rain here now, 0.08 inches an hour")
        #expect(spoken(.german) == "Hier regnet es jetzt, 2,1 Millimeter pro Stunde")
        #expect(spoken(.korean) == "지금 이곳에 비, 시간당 2.1밀리미터")
    }
}
