import Foundation
import Testing
@testable import WeatherCore
import WeatherPresentation

/// Thousands of seeded mutations of every decoding fixture, pushed through decoding, mapping, every
/// screen, the plain-text report and the JSON report: nothing may trap, and what a user would see
/// must hold together. A failure names its fixture, seed and mutations.
///
/// To replay one case: `FUZZ_CASE="<fixture> <seed>" swift test --skip-build --filter Fuzz`.
/// After a trap (which no test can report), `FUZZ_TRACE=1` prints each case before it runs.
@Suite struct FuzzTests {
    static let casesPerFixture = 120
    static let now = Date(timeIntervalSince1970: 1_763_768_400)

    static let replay: (fixture: String, seed: UInt64)? = {
        let parts = ProcessInfo.processInfo.environment["FUZZ_CASE"]?.split(separator: " ") ?? []
        guard parts.count == 2, let seed = UInt64(parts[1]) else { return nil }
        return (String(parts[0]), seed)
    }()

    static let trace = ProcessInfo.processInfo.environment["FUZZ_TRACE"] != nil

    @Test func everyFixtureIsFuzzed() {
        #expect(!CoreFixtures.names.isEmpty)
        #expect(CoreFixtures.names.allSatisfy { FixtureRoute(fixture: $0) != nil })
    }

    @Test(arguments: CoreFixtures.names)
    func mutatedAnswersNeverTrap(fixture: String) throws {
        let route = try #require(FixtureRoute(fixture: fixture))
        let original = try JSONSerialization.jsonObject(with: CoreFixtures.data(fixture), options: .fragmentsAllowed)
        let seeds: [UInt64] = if let replay = Self.replay {
            replay.fixture == fixture ? [replay.seed] : []
        } else {
            (0..<UInt64(Self.casesPerFixture)).map { Self.seed(fixture: fixture, index: $0) }
        }
        for seed in seeds {
            var random = SplitMix64(seed: seed)
            var mutator = JSONMutator(random: SplitMix64(seed: random.next()))
            var tree = original
            var changes: [String] = []
            for _ in 0...random.below(3) {
                let (mutated, change) = mutator.mutate(tree)
                tree = mutated
                changes.append(change)
            }
            var body = try JSONMutator.serialize(tree)
            if random.chance(1, in: 25) {
                let length = random.below(body.count)
                body = body.prefix(length)
                changes.append("text cut to \(length) bytes")
            }
            let label = "\(fixture) \(seed): \(changes.joined(separator: "; "))"
            if Self.trace { print("FUZZ_CASE=\"\(fixture) \(seed)\"  \(changes.joined(separator: "; "))") }
            var screens = FuzzScreens(random: random, context: label)
            route.run(body, now: Self.now, screens: &screens)
        }
    }

    /// FNV-1a of the fixture's name, so seeds stay the same from run to run (Swift's own hashing does not).
    static func seed(fixture: String, index: UInt64) -> UInt64 {
        let name = fixture.utf8.reduce(0xCBF2_9CE4_8422_2325 as UInt64) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3 }
        return name &+ index &* 0x9E37_79B9_7F4A_7C15
    }
}
