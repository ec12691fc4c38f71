import Foundation
import Testing
@testable import WeatherCore

@Suite struct ConfigurationTests {
    @Test func everyKeyIsRead() throws {
        let settings = try ConfigFileLoader.parse("""
            location = "Seoul"
            provider = "openweather"
            units = "imperial"
            lang = "ko"
            theme = "mono"
            icons = "nerd"
            ip_lookup = false
            refresh_interval = 600
            max_age = 3600
            request_timeout = 2.5
            api_key = "secret"
            """, path: "config.toml")
        #expect(settings == ConfigFileSettings(
            location: "Seoul", provider: .openWeather, units: .imperial, language: .korean, theme: .mono,
            icons: .nerd, ipLookup: false, refreshInterval: 600, maxAge: 3600, requestTimeout: 2.5, apiKey: "secret"
        ))
    }

    @Test func syntaxErrorsNameTheLine() {
        #expect {
            try ConfigFileLoader.parse("units = \"metric\"\nlocation = ", path: "c.toml")
        } throws: { error in
            guard case let .invalidFile(path, line, _, _) = error as? ConfigurationError else { return false }
            return path == "c.toml" && line == 2
        }
    }

    @Test func unknownKeysAndWrongTypesAreRejected() {
        #expect(throws: ConfigurationError.self) { try ConfigFileLoader.parse("unit = \"metric\"", path: "c") }
        #expect(throws: ConfigurationError.self) { try ConfigFileLoader.parse("ip_lookup = \"no\"", path: "c") }
        #expect(throws: ConfigurationError.invalidFile(
            path: "c", line: 1, column: nil, problem: .notOneOf(key: "units", choices: ["metric", "imperial"], value: "kelvin")
        )) {
            try ConfigFileLoader.parse("units = \"kelvin\"", path: "c")
        }
    }

    /// An unknown key or table is told with the line that defines it; of several, the first in the file.
    @Test(arguments: [
        ("units = \"metric\"\nunit = 1\n", 2, "unit"),
        ("units = \"metric\"\n\n[colours]\nsky = \"blue\"\n", 3, "colours"),
        ("  [[ alarm ]]  # every morning\nat = 7\n", 1, "alarm"),
        ("lang = \"en\"\n'sky' . colour = 1\n", 2, "sky"),
        ("\"sea\" = { colour = 1 }\n", 1, "sea"),
        ("zebra = 1\napple = 2\n", 1, "zebra"),
        ("places = [\n  [1, 2],\n]\n[extra]\nlocation = 1\n", 4, "extra"),
    ])
    func anUnknownKeyOrTableNamesItsLine(text: String, line: Int, key: String) {
        #expect(throws: ConfigurationError.invalidFile(path: "c", line: line, column: nil, problem: .unknownKey(key, known: ConfigFileLoader.keys))) {
            try ConfigFileLoader.parse(text, path: "c")
        }
    }

    @Test func aBadIconsValueNamesTheFileAndLine() {
        let text = "units = \"metric\"\n# glyphs\n  icons   = \"emoji\"\n"
        #expect(throws: ConfigurationError.invalidFile(
            path: "config.toml", line: 3, column: nil, problem: .notOneOf(key: "icons", choices: ["unicode", "ascii", "nerd"], value: "emoji")
        )) {
            try ConfigFileLoader.parse(text, path: "config.toml")
        }
        // A number where a word was due is told with the words it may be.
        #expect(throws: ConfigurationError.invalidFile(
            path: "config.toml", line: 2, column: nil, problem: .notOneOf(key: "icons", choices: ["unicode", "ascii", "nerd"], value: "3")
        )) {
            try ConfigFileLoader.parse("lang = \"en\"\nicons = 3\n", path: "config.toml")
        }
    }

    /// A key set twice is told at its second line with the line of its first, not in the TOML library's words.
    @Test(arguments: [
        ("units = \"metric\"\nunits = \"imperial\"\n", 2, "units", 1),
        ("lang = \"en\"\n\n  units=\"metric\"\n# again\nunits = 5\n", 5, "units", 3),
        ("[colours]\nsky = 1\n[colours]\n", 3, "colours", 1),
    ])
    func aKeySetTwiceNamesBothLines(text: String, line: Int, key: String, first: Int) {
        #expect(throws: ConfigurationError.invalidFile(path: "c", line: line, column: nil, problem: .definedTwice(key: key, firstLine: first))) {
            try ConfigFileLoader.parse(text, path: "c")
        }
    }

    /// Where the first definition cannot be told by its line (inside a table, a dotted key), no line is
    /// guessed: the TOML library's own words, at the line it names.
    @Test(arguments: [
        ("units = \"metric\"\n[display]\nunits = 1\nunits = 2\n", 4),
        ("proxy.a = 1\nproxy.b = 2\nproxy.b = 3\n", 3),
        ("units = \"x\"\nunits.y = 1\n", 2),
    ])
    func aKeySetTwiceWhereNoLineCanBeToldIsTheLibrarysMistake(text: String, line: Int) {
        #expect {
            try ConfigFileLoader.parse(text, path: "c")
        } throws: { error in
            guard case let .invalidFile(_, errorLine, _, .invalidTOML(detail?)) = error as? ConfigurationError else { return false }
            return errorLine == line && !detail.isEmpty
        }
    }

    @Test func iconsComeFromTheFlagThenTheFileThenTheTerminal() throws {
        let environment = ["LANG": "C"]
        #expect(try ResolvedSettings.resolve(flags: ConfigFileSettings(), file: nil, environment: environment).icons == .ascii)
        let file = ConfigFileSettings(icons: .nerd)
        #expect(try ResolvedSettings.resolve(flags: ConfigFileSettings(), file: file, environment: environment).icons == .nerd)
        let flags = ConfigFileSettings(icons: .unicode)
        #expect(try ResolvedSettings.resolve(flags: flags, file: file, environment: environment).icons == .unicode)
    }

    @Test(arguments: [
        ([:], IconMode.ascii),
        (["LANG": "C"], .ascii),
        (["LANG": "POSIX"], .ascii),
        (["LANG": "en_US.UTF-8"], .unicode),
        (["LANG": "ko_KR.utf8"], .unicode),
        (["LANG": "de_DE.UTF-8@euro"], .unicode),
        (["LANG": "utf8_lover"], .ascii),
        (["LANG": "C.UTF-8", "TERM": "xterm-256color"], .unicode),
        (["LANG": "C.UTF-8", "TERM": "linux"], .ascii),
        (["LANG": "en_US.UTF-8", "LC_CTYPE": "en_US.ISO-8859-1"], .ascii),
        (["LANG": "C", "LC_CTYPE": "C.UTF-8"], .unicode),
        (["LC_ALL": "C", "LC_CTYPE": "C.UTF-8", "LANG": "C.UTF-8"], .ascii),
        (["LC_ALL": "", "LANG": "de_DE.UTF-8"], .unicode),
    ] as [([String: String], IconMode)])
    func theAutomaticIconModeFollowsTheLocaleAndTerminal(environment: [String: String], expected: IconMode) {
        #expect(IconMode.automatic(environment: environment) == expected)
    }

    @Test func aMissingFileIsNoConfiguration() throws {
        #expect(try ConfigFileLoader.load(from: URL(fileURLWithPath: "/nonexistent/weathertui.toml")) == nil)
    }

    /// A fresh directory for one test, and the `config.toml` path in it.
    private func scratchConfig() throws -> (directory: URL, file: URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return (directory, directory.appendingPathComponent("config.toml"))
    }

    private func loadError(_ file: URL) -> ConfigurationError.FileProblem? {
        do {
            _ = try ConfigFileLoader.load(from: file)
            return nil
        } catch {
            guard case let .unreadableFile(path, problem) = error, path == file.path else { return nil }
            return problem
        }
    }

    /// Each thing that is not a readable config file says what it is, never "cannot be read as UTF-8".
    @Test func whatIsWrongWithTheFileIsSaid() throws {
        let (directory, file) = try scratchConfig()
        defer { try? FileManager.default.removeItem(at: directory) }

        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        #expect(loadError(file) == .directory)
        try FileManager.default.removeItem(at: file)

        #expect(mkfifo(file.path, 0o600) == 0)
        #expect(loadError(file) == .namedPipe)
        try FileManager.default.removeItem(at: file)

        #expect(symlink(file.path, file.path) == 0)
        #expect(loadError(file) == .symbolicLinkLoop)
        try FileManager.default.removeItem(at: file)

        #expect(symlink(directory.appendingPathComponent("gone.toml").path, file.path) == 0)
        #expect(loadError(file) == .danglingSymbolicLink)
        try FileManager.default.removeItem(at: file)

        try Data([0x75, 0x6E, 0x69, 0x74, 0x73, 0x20, 0x3D, 0x20, 0x22, 0xFF, 0x22, 0x0A]).write(to: file)
        #expect(loadError(file) == .notUTF8)
    }

    @Test(.enabled(if: getuid() != 0, "root reads any file")) func anUnreadableFileSaysPermissionDenied() throws {
        let (directory, file) = try scratchConfig()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("units = \"metric\"\n".utf8).write(to: file)
        chmod(file.path, 0o000)
        #expect(loadError(file) == .permissionDenied)
    }

    @Test(arguments: [
        ("units = \"metric\"\nmax_age = -1\n", 2, "max_age", "-1", ConfigurationError.Expectation.seconds(0...2_592_000)),
        ("request_timeout = 0\n", 1, "request_timeout", "0", .fractionalSeconds(1...120)),
        ("\n\nrequest_timeout = 120.5\n", 3, "request_timeout", "120.5", .fractionalSeconds(1...120)),
        ("refresh_interval = 30\n", 1, "refresh_interval", "30", .offOrSeconds(60...86_400)),
        ("watch_lead = 121\n", 1, "watch_lead", "121", .minutes(5...120)),
        ("lang = \"en\"\nquiet_hours = \"22-7\"\n", 2, "quiet_hours", "22-7", .spanOfHours),
        ("frost_below = -101\n", 1, "frost_below", "-101", .number(-100...100)),
        ("heat_above = inf\n", 1, "heat_above", "inf", .number(-100...100)),
        ("gusts_above = nan\n", 1, "gusts_above", "nan", .number(0...500)),
    ])
    func valuesOutOfRangeNameTheFileAndLine(text: String, line: Int, key: String, value: String, expected: ConfigurationError.Expectation) {
        #expect(throws: ConfigurationError.invalidFile(
            path: "c.toml", line: line, column: nil, problem: .outOfRange(key: key, value: value, expected: expected)
        )) {
            try ConfigFileLoader.parse(text, path: "c.toml")
        }
    }

    @Test func watchsLeadAndQuietHoursAreReadAndTheFlagWins() throws {
        let file = try ConfigFileLoader.parse("watch_lead = 45\nquiet_hours = \"22:00-07:00\"\n", path: "c.toml")
        let fromFile = try ResolvedSettings.resolve(flags: ConfigFileSettings(), file: file, environment: [:])
        #expect(fromFile.watchLead == 45 && fromFile.quietHours == QuietHours(parsing: "22:00-07:00"))
        let flagged = try ResolvedSettings.resolve(flags: ConfigFileSettings(watchLead: 10), file: file, environment: [:])
        #expect(flagged.watchLead == 10)
        let defaults = try ResolvedSettings.resolve(flags: ConfigFileSettings(), file: nil, environment: [:])
        #expect(defaults.watchLead == 30 && defaults.quietHours == nil)
    }

    @Test func notifyAndTheThresholdsAreReadInTheRunsUnits() throws {
        let file = try ConfigFileLoader.parse("notify = false\nunits = \"imperial\"\nfrost_below = 32\nheat_above = 95.0\ngusts_above = 0\n", path: "c.toml")
        let settings = try ResolvedSettings.resolve(flags: ConfigFileSettings(), file: file, environment: [:])
        #expect(!settings.notify)
        #expect(settings.watchThresholds == WatchThresholds(frostBelow: 0, heatAbove: 35, gustsAbove: 0))
        let metric = try ResolvedSettings.resolve(flags: ConfigFileSettings(units: .metric), file: file, environment: [:])
        #expect(metric.watchThresholds == WatchThresholds(frostBelow: 32, heatAbove: 95, gustsAbove: 0))
        let defaults = try ResolvedSettings.resolve(flags: ConfigFileSettings(), file: nil, environment: [:])
        #expect(defaults.notify && defaults.watchThresholds == WatchThresholds())
        let flagged = try ResolvedSettings.resolve(flags: ConfigFileSettings(notify: false), file: nil, environment: [:])
        #expect(!flagged.notify)
        #expect(throws: ConfigurationError.invalidFile(path: "c.toml", line: 1, column: nil, problem: .wrongType(key: "frost_below", expected: .number))) {
            try ConfigFileLoader.parse("frost_below = \"cold\"\n", path: "c.toml")
        }
    }

    @Test func theScreenReaderFormIsAskedForOrHintedByTheEnvironmentNeverGuessed() throws {
        func resolved(flag: Bool? = nil, file: String = "", environment: [String: String] = [:]) throws -> Bool {
            try ResolvedSettings.resolve(
                flags: ConfigFileSettings(screenReader: flag), file: ConfigFileLoader.parse(file, path: "c.toml"), environment: environment
            ).screenReader
        }
        #expect(try !resolved(environment: ["TERM": "linux", "COLORFGBG": "15;0"]))
        #expect(try resolved(flag: true))
        #expect(try resolved(file: "screen_reader = true\n"))
        #expect(try resolved(environment: ["ACCESSIBILITY_ENABLED": "1"]))
        #expect(try resolved(environment: ["GNOME_ACCESSIBILITY": "1"]))
        #expect(try !resolved(environment: ["ACCESSIBILITY_ENABLED": "0"]))
        #expect(try !resolved(file: "screen_reader = false\n", environment: ["GNOME_ACCESSIBILITY": "1"]))
        #expect(try !resolved(flag: false, file: "screen_reader = true\n"))
        #expect(throws: ConfigurationError.invalidFile(path: "c.toml", line: 1, column: nil, problem: .wrongType(key: "screen_reader", expected: .trueOrFalse))) {
            try ConfigFileLoader.parse("screen_reader = \"yes\"\n", path: "c.toml")
        }
    }

    @Test func flagsOverrideTheFileWhichOverridesDefaults() throws {
        let file = ConfigFileSettings(location: "Seoul", units: .imperial, language: .korean, ipLookup: false)
        let flags = ConfigFileSettings(units: .metric)
        let settings = try ResolvedSettings.resolve(flags: flags, file: file, environment: ["LANG": "C.UTF-8"])
        #expect(settings.units == .metric)
        #expect(settings.language == .korean)
        #expect(settings.location == .name("Seoul"))
        #expect(settings.ipLookup == false)
        #expect(settings.provider == .openMeteo)
        #expect(settings.theme == .auto)
        #expect(settings.requestTimeout == 10)
        #expect(settings.endpoints == Endpoints.defaults)
    }

    @Test func anAPIKeySelectsOpenWeatherAndTheEnvironmentWins() throws {
        let settings = try ResolvedSettings.resolve(
            flags: ConfigFileSettings(), file: ConfigFileSettings(apiKey: "from-file"),
            environment: ["OPENWEATHER_API_KEY": " from-env \n"]
        )
        #expect(settings.provider == .openWeather)
        #expect(settings.apiKey == "from-env")
    }

    @Test func openWeatherWithoutAKeyIsAConfigurationError() {
        #expect(throws: ConfigurationError.missingAPIKey(provider: "OpenWeather")) {
            try ResolvedSettings.resolve(flags: ConfigFileSettings(provider: .openWeather), file: nil, environment: [:])
        }
    }

    @Test func invalidValuesAreConfigurationErrors() throws {
        for location in ["200,0", "\u{1B}]0;pwned\u{07}Seoul"] {
            #expect(throws: ConfigurationError.self) {
                try ResolvedSettings.resolve(flags: ConfigFileSettings(location: location), file: nil, environment: [:])
            }
        }
        for interval in [5, 59, 86_401, Int.max] {
            #expect(throws: ConfigurationError.self) {
                try ResolvedSettings.resolve(flags: ConfigFileSettings(refreshInterval: interval), file: nil, environment: [:])
            }
        }
        for interval in [0, 60, 86_400] {
            #expect(throws: Never.self) {
                try ResolvedSettings.resolve(flags: ConfigFileSettings(refreshInterval: interval), file: nil, environment: [:])
            }
        }
        for maxAge in [-1, 2_592_001, Int.min] {
            #expect(throws: ConfigurationError.self) {
                try ResolvedSettings.resolve(flags: ConfigFileSettings(), file: ConfigFileSettings(maxAge: maxAge), environment: [:])
            }
        }
        for maxAge in [0, 1, 2_592_000] {
            #expect(try ResolvedSettings.resolve(flags: ConfigFileSettings(maxAge: maxAge), file: nil, environment: [:]).maxAge == maxAge)
        }
        #expect(throws: ConfigurationError.invalidEnvironment(variable: "WEATHERTUI_OPEN_METEO_URL", problem: .notHTTPURL)) {
            try ResolvedSettings.resolve(flags: ConfigFileSettings(), file: nil, environment: ["WEATHERTUI_OPEN_METEO_URL": "ftp://x"])
        }
    }

    /// One rule for what the terminal is trusted with: where the glyphs are ASCII, the words are English
    /// too (with a warning), so no Hangul reaches a terminal that cannot show it.
    @Test(arguments: [
        (["LANG": "C"], nil as IconMode?, Language.english),
        (["LANG": "ko_KR.eucKR"], nil, .english),
        (["LANG": "C"], .unicode, .korean),
        (["LANG": "C.UTF-8", "TERM": "linux"], nil, .english),
        (["LANG": "C.UTF-8"], .ascii, .english),
        (["LANG": "C.UTF-8"], nil, .korean),
    ])
    func koreanIsUsedExactlyWhereTheGlyphsAreNotASCII(environment: [String: String], icons: IconMode?, language: Language) throws {
        let settings = try ResolvedSettings.resolve(
            flags: ConfigFileSettings(language: .korean, icons: icons), file: nil, environment: environment
        )
        #expect(settings.language == language)
        #expect(settings.warnings == (language == .english ? [.languageNeedsUTF8(.korean)] : []))
    }

    /// Umlauts and accents are no more 7-bit than Hangul: with ASCII glyphs the words are English, and
    /// the warning names the locale that would show the language.
    @Test(arguments: [
        ("de_DE", Language.german), ("fr_FR", .french), ("es_ES", .spanish), ("it_IT", .italian), ("pt_PT", .portuguese),
        ("pt_BR", .brazilianPortuguese), ("nl_NL", .dutch), ("sv_SE", .swedish), ("da_DK", .danish),
    ])
    func accentedLanguagesAreEnglishWithASCIIGlyphs(locale: String, language: Language) throws {
        let settings = try ResolvedSettings.resolve(flags: ConfigFileSettings(), file: nil, environment: ["LANG": locale])
        #expect(settings.language == .english)
        #expect(settings.warnings == [.languageNeedsUTF8(language)])
        let utf8 = try ResolvedSettings.resolve(flags: ConfigFileSettings(), file: nil, environment: ["LANG": locale + ".UTF-8"])
        #expect(utf8.language != .english && utf8.warnings.isEmpty)
    }

    @Test func environmentOverridesEndpointsAndLanguage() throws {
        let settings = try ResolvedSettings.resolve(flags: ConfigFileSettings(), file: nil, environment: [
            "WEATHERTUI_OPEN_METEO_URL": "http://127.0.0.1:8080/base", "LANG": "ko_KR.UTF-8",
        ])
        #expect(settings.endpoints[.openMeteo] == URL(string: "http://127.0.0.1:8080/base"))
        #expect(settings.language == .korean)
        let url = settings.endpoints[.openMeteo].appending(servicePath: "/v1/forecast", query: [("name", "a+b c")])
        #expect(url.absoluteString == "http://127.0.0.1:8080/base/v1/forecast?name=a%2Bb%20c")
    }

    @Test func xdgDirectories() {
        let directories = AppDirectories.fromEnvironment(["HOME": "/home/u", "XDG_CONFIG_HOME": "/cfg", "XDG_CACHE_HOME": "relative"])
        #expect(directories.configFile.path == "/cfg/weathertui/config.toml")
        #expect(directories.cacheDirectory.path == "/home/u/.cache/weathertui")
    }

    @Test func secretsAreRedactedInLoggedURLs() {
        let url = URL(string: "http://x/data/2.5/weather?lat=1&appid=SECRET")!
        #expect(RedactedURL.string(for: url) == "http://x/data/2.5/weather?lat=1&appid=***")
    }

    @Test func aKeyInAFileOthersCanReadIsWarnedAbout() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("config.toml")
        try Data("api_key = \"k\"\n".utf8).write(to: file)
        let withKey = ConfigFileSettings(apiKey: "k")
        chmod(file.path, 0o644)
        #expect(ConfigFileLoader.exposedKeyWarning(for: file, settings: withKey) == .keyReadableByOthers(path: file.path, mode: "644"))
        #expect(ConfigFileLoader.exposedKeyWarning(for: file, settings: ConfigFileSettings(location: "Seoul")) == nil)
        chmod(file.path, 0o600)
        #expect(ConfigFileLoader.exposedKeyWarning(for: file, settings: withKey) == nil)
    }
}
