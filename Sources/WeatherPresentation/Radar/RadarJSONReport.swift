import FoundationEssentials
import WeatherCore

/// `weathertui radar --json`: what the sentence above the radar map is made of, for scripts and tests.
/// Always metric and in English's numbers; a key without a value is `null`, not left out:
/// `{"source", "frames": [{"time", "kind", "missing_tiles"}], "frames_left_out", "nearest": {"distance_km",
/// "bearing_deg", "intensity_mm_h"} | null, "motion": {"toward_deg", "speed_km_h"} | null, "arrival_minutes":
/// n | null}`. A frame's missing tiles did not come (nothing is known there); frames left out had none.
public struct RadarJSONReport {
    struct Frame {
        var time: String
        var kind: String
        var missingTiles: Int
    }

    struct Nearest {
        var distanceKm: Double
        var bearingDeg: Double
        var intensityMmH: Double
    }

    struct Motion {
        var towardDeg: Double
        var speedKmH: Double
    }

    var source: String
    var frames: [Frame]
    var framesLeftOut: Int
    var nearest: Nearest?
    var motion: Motion?
    var arrivalMinutes: Int?

    /// Times in UTC; distances to 0.1 km, directions to the degree, rates to 0.01 mm/h, speeds to 0.1 km/h.
    public init(loop: RadarLoop, outlook: RadarOutlook) {
        source = TerminalText.sanitize(loop.source)
        frames = loop.frames.map { Frame(time: ISO8601Text.string(for: $0.time), kind: $0.kind.rawValue, missingTiles: $0.missingTiles) }
        framesLeftOut = loop.framesLeftOut
        nearest = outlook.nearest.map {
            Nearest(distanceKm: Self.round($0.distanceKilometres, 10), bearingDeg: Self.round($0.bearingDegrees, 1), intensityMmH: Self.round($0.intensity, 100))
        }
        motion = outlook.motion.map { Motion(towardDeg: Self.round($0.towardDegrees, 1), speedKmH: Self.round($0.speedKilometresPerHour, 10)) }
        arrivalMinutes = outlook.arrivalMinutes
    }

    /// The report as one line of JSON, its keys in the documented order, which `JSONEncoder` keeps for no
    /// object: each value encoded on its own, the objects and their keys written here.
    public var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        func json(_ value: some Encodable) -> String {
            (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
        }
        func object(_ pairs: [(String, String)]) -> String {
            "{" + pairs.map { "\(json($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
        }
        let frames = "[" + self.frames.map {
            object([("time", json($0.time)), ("kind", json($0.kind)), ("missing_tiles", String($0.missingTiles))])
        }.joined(separator: ", ") + "]"
        let nearest = self.nearest.map {
            object([("distance_km", json($0.distanceKm)), ("bearing_deg", json($0.bearingDeg)), ("intensity_mm_h", json($0.intensityMmH))])
        }
        let motion = self.motion.map { object([("toward_deg", json($0.towardDeg)), ("speed_km_h", json($0.speedKmH))]) }
        return object([
            ("source", json(source)), ("frames", frames), ("frames_left_out", String(framesLeftOut)), ("nearest", nearest ?? "null"), ("motion", motion ?? "null"),
            ("arrival_minutes", arrivalMinutes.map(String.init) ?? "null"),
        ])
    }

    private static func round(_ value: Double, _ scale: Double) -> Double {
        (value * scale).rounded() / scale
    }
}
