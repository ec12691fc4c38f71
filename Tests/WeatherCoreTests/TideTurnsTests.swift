import Foundation
import Testing
@testable import WeatherCore

/// The high and low tides of an hourly curve: found between the samples to within minutes of the
/// curve's own turns, none read across a gap, and a flat top read once.
@Suite struct TideTurnsTests {
    static let start = Date(timeIntervalSince1970: 1_791_302_400)

    /// A semidiurnal tide, M2 (12.42 h) with S2 (12 h), whose turns are found here to the second.
    static func level(_ hours: Double) -> Double {
        0.9 * cos(2 * .pi * (hours - 2.3) / 12.4206) + 0.3 * cos(2 * .pi * (hours - 1.1) / 12)
    }

    static func trueTurns(over hours: Double) -> [(hours: Double, kind: Tide.Kind)] {
        let step = 1.0 / 3600
        var turns: [(Double, Tide.Kind)] = []
        var hour = step
        while hour < hours {
            let (before, at, after) = (level(hour - step), level(hour), level(hour + step))
            if at > before, at >= after { turns.append((hour, .high)) }
            if at < before, at <= after { turns.append((hour, .low)) }
            hour += step
        }
        return turns
    }

    @Test func aSampledTideIsFoundWithinMinutes() {
        let samples = (0..<72).map { (time: Self.start.addingTimeInterval(Double($0) * 3600), level: Optional(Self.level(Double($0)))) }
        let found = TideTurns.turns(in: samples)
        let truth = Self.trueTurns(over: 71).filter { $0.hours > 1 && $0.hours < 70 }
        #expect(found.count == truth.count)
        for (tide, turn) in zip(found, truth) {
            #expect(tide.kind == turn.kind)
            #expect(abs(tide.time.timeIntervalSince(Self.start.addingTimeInterval(turn.hours * 3600))) < 5 * 60, "\(tide) against \(turn)")
            #expect(abs(tide.height - Self.level(turn.hours)) < 0.02)
        }
    }

    @Test func noTurnIsReadAcrossAGap() {
        let levels: [Double?] = [0.1, 0.5, nil, 0.4, 0.0, -0.3, -0.1]
        let samples = levels.enumerated().map { (time: Self.start.addingTimeInterval(Double($0.offset) * 3600), level: $0.element) }
        let found = TideTurns.turns(in: samples)
        #expect(found.map(\.kind) == [.low])
        // The low between 0.0, -0.3 and -0.1 is a tenth of an hour after the middle sample.
        #expect(abs((found.first?.time ?? .distantPast).timeIntervalSince(Self.start.addingTimeInterval(5.1 * 3600))) < 1)
    }

    /// Two equal samples at the top: one high tide, halfway between them.
    @Test func aFlatTopIsOneTideBetweenItsSamples() {
        let levels: [Double?] = [0.2, 1.0, 1.0, 0.2]
        let samples = levels.enumerated().map { (time: Self.start.addingTimeInterval(Double($0.offset) * 3600), level: $0.element) }
        let found = TideTurns.turns(in: samples)
        #expect(found.count == 1)
        #expect(found.first?.kind == .high)
        #expect(found.first?.time == Self.start.addingTimeInterval(1.5 * 3600))
    }
}
