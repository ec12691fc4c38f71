import Foundation
import Testing
@testable import WeatherCore
@testable import WeatherPresentation

@Suite struct DoctorReportTests {
    private static let terminal = TerminalFacts(
        term: "xterm-256color", description: .found(colours: 256), size: TerminalFacts.Size(columns: 120, rows: 40),
        background: .answered(BackgroundColor(specification: "rgb:ffff/ffff/ffff")!)
    )

    private func findings(
        environment: [String: String] = ["LANG": "en_US.UTF-8"], problems: [SettingsProblem] = [],
        checkup: ServiceCheckup.Result? = nil, cache: CacheDirectoryStatus = .directory(mode: "drwx------", owner: "alice", access: .writable)
    ) throws -> DoctorFindings {
        let settings = try ResolvedSettings.resolve(flags: ConfigFileSettings(), file: nil, environment: environment)
        return DoctorFindings(
            version: "weathertui 0.4.0 (a1b2c3d)", configFile: "/home/alice/.config/weathertui/config.toml", configFileFound: false,
            problems: problems, warnings: [], settings: settings, settingsLeaveOutConfigFile: false, language: settings.language,
            languageOrigin: settings.languageOrigin, cacheDirectory: "/home/alice/.cache/weathertui", cacheStatus: cache,
            terminal: Self.terminal, environment: environment, checkup: checkup
        )
    }

    private func text(_ findings: DoctorFindings) -> String {
        DoctorReport(findings: findings, strings: Strings(language: .english)).text
    }

    private static let seoul = PlaceFinding.found(
        Place(name: "Seoul", countryCode: "KR", coordinate: Coordinate(latitude: 37.5665, longitude: 126.978)!), how: .coordinates(origin: .commandLine)
    )

    @Test func theBuildTheFilesTheLanguageAndTheTerminalAreSaid() throws {
        let lines = DoctorReport(findings: try findings(), strings: Strings(language: .english)).lines
        #expect(lines.first == "weathertui 0.4.0 (a1b2c3d)")
        #expect(lines.contains("Config file: /home/alice/.config/weathertui/config.toml (none there: the defaults apply)"))
        #expect(lines.contains("Cache directory: /home/alice/.cache/weathertui (drwx------ alice, writable)"))
        #expect(lines.contains("Language: en, from LANG=en_US.UTF-8"))
        #expect(lines.contains("Terminal: TERM=xterm-256color, 256 colours, 120×40"))
        #expect(lines.contains("Text: UTF-8 locale, unicode glyphs"))
        #expect(lines.contains("Background colour (OSC 11): #ffffff, light"))
        #expect(lines.contains("OpenWeather key: not set"))
        #expect(lines.last == "Everything needed answered.")
    }

    @Test func aKeyAndAProxysCredentialsAreNeverShown() throws {
        let environment = [
            "LANG": "en_US.UTF-8", "OPENWEATHER_API_KEY": "k3y-0f-4l1c3",
            "https_proxy": "http://alice:hunter2@proxy.example:3128", "no_proxy": "localhost,.internal.example",
        ]
        let text = text(try findings(environment: environment))
        #expect(!text.contains("k3y-0f-4l1c3"))
        #expect(!text.contains("hunter2"))
        #expect(!text.contains("alice:"))
        #expect(text.contains("OpenWeather key: set, from OPENWEATHER_API_KEY (not shown)"))
        #expect(text.contains("Proxy for https URLs: proxy.example:3128 with a user name and password (not shown), from https_proxy"))
        #expect(text.contains("Proxy for http URLs: none"))
        #expect(text.contains("Without a proxy: localhost, internal.example, from no_proxy"))
    }

    @Test func eachServiceIsSaidWithItsOutcomeAndTime() throws {
        let checkup = ServiceCheckup.Result(place: Self.seoul, checks: [
            ServiceCheck(role: .forecast, service: .openMeteo, outcome: .answered(status: 200, duration: .milliseconds(143))),
            ServiceCheck(role: .fallbackForecast, service: .metNorway, outcome: .refused(status: 403, duration: .milliseconds(88), error: nil)),
            ServiceCheck(role: .placeName, service: .reverseGeocoding, outcome: .notNeeded(.placeHasName)),
            ServiceCheck(role: .airQuality, service: .airQuality, outcome: .failed(.timedOut, duration: .milliseconds(10_000))),
            ServiceCheck(role: .normals, service: .archive, outcome: .unusable(status: 200, duration: .milliseconds(51), error: .badData(service: "Open-Meteo", problem: .notJSON))),
            ServiceCheck(role: .warnings, service: nil, outcome: .notCovered),
        ])
        let lines = DoctorReport(findings: try findings(checkup: checkup), strings: Strings(language: .english)).lines
        #expect(lines.contains("Place: Seoul, KR (37.57°N 126.98°E), given with --location"))
        #expect(lines.contains("Open-Meteo (forecast): 200 in 143 ms"))
        #expect(lines.contains("MET Norway (fallback forecast): 403 in 88 ms — check the User-Agent"))
        #expect(lines.contains("Nominatim (place name): not needed: the place came with its name"))
        #expect(lines.contains { $0.hasPrefix("Open-Meteo air quality (air quality): ") && $0.hasSuffix(" after 10000 ms") })
        #expect(lines.contains { $0.hasPrefix("Open-Meteo archive (normals): 200 in 51 ms, but the answer could not be used: ") })
        #expect(lines.contains("Warnings: no service covers this place"))
        #expect(lines.last == "3 problems found.")
    }

    @Test func aKeyRefusedIsBlamedOnTheKeyNotTheUserAgent() throws {
        let checkup = ServiceCheckup.Result(place: Self.seoul, checks: [
            ServiceCheck(role: .forecast, service: .openWeather, outcome: .refused(
                status: 401, duration: .milliseconds(97), error: .accessRefused(service: "OpenWeather", status: 401, keySent: true)
            )),
        ])
        let lines = DoctorReport(findings: try findings(checkup: checkup), strings: Strings(language: .english)).lines
        #expect(lines.contains("OpenWeather (forecast): 401 in 97 ms — check the API key"))
        #expect(lines.last == "1 problem found.")
    }

    @Test func whatComesFromOutsideIsCleanedForTheTerminal() throws {
        let hostile = "Evil\u{1B}]0;pwned\u{07}\u{1B}[2J\nTown"
        let checkup = ServiceCheckup.Result(
            place: .found(Place(name: hostile, coordinate: Coordinate(latitude: 1, longitude: 2)!), how: .search(name: hostile, origin: .commandLine, matches: 1)),
            checks: [ServiceCheck(role: .forecast, service: .openMeteo, outcome: .refused(
                status: 400, duration: .milliseconds(12), error: .requestRejected(status: 400, reason: "bad\u{1B}[31m request\u{9B}1m")
            ))]
        )
        var environment = ["LANG": "en_US.UTF-8\u{1B}[5m"]
        environment["TERM"] = "xterm\u{1B}[c"
        var findings = try findings(environment: environment, checkup: checkup)
        findings.terminal.term = environment["TERM"]
        findings.cacheDirectory = "/tmp/\u{1B}[8mhidden"
        let text = text(findings)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
        #expect(text.contains("bad request"))
        #expect(text.components(separatedBy: "\n").contains { $0.hasPrefix("Place: Evil") })
    }

    @Test func aProblemOfTheSettingsAndACacheThatCannotBeWrittenAreCounted() throws {
        let problem = SettingsProblem.configuration(.invalidEnvironment(variable: "WEATHERTUI_NWS_URL", problem: .notHTTPURL))
        let findings = try findings(problems: [problem], cache: .missing(blocker: .notWritable(path: "/home/alice")))
        let lines = DoctorReport(findings: findings, strings: Strings(language: .english)).lines
        #expect(lines.contains { $0.hasPrefix("Problem: ") && $0.contains("WEATHERTUI_NWS_URL") })
        #expect(lines.contains("Cache directory: /home/alice/.cache/weathertui (not there, and cannot be created: /home/alice is not writable)"))
        #expect(findings.problemCount == 2)
        #expect(lines.last == "2 problems found.")
    }
}
