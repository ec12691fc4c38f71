/// The settings a run uses: command-line flags over the config file over the environment and defaults.
import FoundationEssentials

public struct ResolvedSettings: Hashable, Sendable {
    /// The place `--location` or the config file fixes; the first of `locations`.
    public var location: LocationQuery?
    /// Every place `--location` gives (the one-shot modes show them all), or the config file's one.
    public var locations: [LocationQuery] = []
    /// The config file's `places`: pinned to the places view the first time each is seen.
    public var places: [LocationQuery] = []
    /// Minutes before rain starts that `watch` says so.
    public var watchLead = defaultWatchLead
    /// When `watch` holds its notifications back; nil: never.
    public var quietHours: QuietHours?
    /// Whether `watch` and the dashboard notify (`--no-notify`, `notify = false`): off, `watch` only
    /// prints what it would have sent.
    public var notify = true
    /// The config file's thresholds, in °C and m/s.
    public var watchThresholds = WatchThresholds()
    public var provider: ProviderID
    /// Whether the forecast fails over to `provider.fallback` when `provider` fails.
    public var fallback: Bool
    public var units: DisplayUnits
    public var language: Language
    public var clock: ClockFormat
    /// The air-quality index shown; nil: European in Europe, US elsewhere.
    public var airIndex: AirIndexScale?
    public var theme: ThemeChoice
    public var icons: IconMode
    public var ipLookup: Bool
    /// Whether the dashboard asks for mouse reports.
    public var mouse: Bool
    /// The dashboard and `--once` as sentences a screen reader speaks: `--screen-reader`,
    /// `screen_reader`, else an assistive-technology variable (`ScreenReaderHint`).
    public var screenReader = false
    /// Seconds between automatic refreshes; nil when off.
    public var refreshInterval: Int?
    /// Seconds: with `--once` and `--json`, stored data older than this is a failure; nil: any age.
    public var maxAge: Int?
    public var requestTimeout: Double
    /// Seconds a stored report is used without asking the service; nil: the output mode's default.
    public var freshFor: Int?
    /// The status line template from the config file (`--format` overrides it).
    public var format: String?
    public var apiKey: String?
    public var endpoints: Endpoints
    public var proxies: ProxySettings
    public var trust: TrustSettings
    /// What the run does otherwise than asked, one line each for standard error.
    public var warnings: [SettingsWarning] = []
    /// Where `location`, `language` and `apiKey` came from (`location` and `apiKey`: nil when unset).
    public var locationOrigin: SettingOrigin?
    public var languageOrigin: SettingOrigin = .defaultValue
    public var apiKeyOrigin: SettingOrigin?

    /// Seconds allowed between automatic refreshes: at most once a minute, at least once a day.
    public static let refreshIntervalRange = 60...86_400
    /// Seconds a script may accept stored data for: 0 (never) to 30 days.
    public static let maxAgeRange = 0...2_592_000
    public static let requestTimeoutRange = 1.0...120.0
    /// Seconds a status bar may be served from the cache: 0 (ask each time, unless the service asked to wait) to a day.
    public static let freshForRange = 0...86_400
    /// Minutes before rain starts that `watch` says so: `--lead`, `watch_lead`.
    public static let watchLeadRange = 5...120
    public static let defaultWatchLead = 30

    /// `flags` holds what was given on the command line, in the config file's terms.
    public static func resolve(
        flags: ConfigFileSettings, file: ConfigFileSettings?, environment: [String: String]
    ) throws(ConfigurationError) -> ResolvedSettings {
        let file = file ?? ConfigFileSettings()
        let keys: [(value: String?, origin: SettingOrigin)] = [
            (environment["OPENWEATHER_API_KEY"], .environment(variable: "OPENWEATHER_API_KEY")), (file.apiKey, .configFile),
        ]
        let key = keys.lazy.compactMap { key in key.value.map { ($0.trimmed(), key.origin) } }.first { !$0.0.isEmpty }
        let apiKey = key?.0
        let provider = flags.provider ?? file.provider ?? (apiKey == nil ? .openMeteo : .openWeather)
        if provider == .openWeather, apiKey == nil { throw .missingAPIKey(provider: provider.displayName) }

        let texts = flags.location.map { [$0] + flags.moreLocations } ?? file.location.map { [$0] } ?? []
        let locationOrigin: SettingOrigin? = flags.location != nil ? .commandLine : file.location != nil ? .configFile : nil
        let locations = try texts.map { text throws(ConfigurationError) in try place(text, key: "location") }
        let places = try (file.places ?? []).map { text throws(ConfigurationError) in try place(text, key: "places") }
        let interval = flags.refreshInterval ?? file.refreshInterval ?? 0
        guard interval == 0 || refreshIntervalRange.contains(interval) else {
            throw .invalidValue(
                key: "refresh_interval", value: String(interval),
                expected: .offOrSeconds(refreshIntervalRange)
            )
        }
        let maxAge = flags.maxAge ?? file.maxAge
        if let maxAge, !maxAgeRange.contains(maxAge) {
            throw .invalidValue(
                key: "max_age", value: String(maxAge),
                expected: .seconds(maxAgeRange)
            )
        }
        let freshFor = flags.freshFor ?? file.freshFor
        if let freshFor, !freshForRange.contains(freshFor) {
            throw .invalidValue(
                key: "fresh_for", value: String(freshFor),
                expected: .seconds(freshForRange)
            )
        }
        let watchLead = flags.watchLead ?? file.watchLead ?? defaultWatchLead
        guard watchLeadRange.contains(watchLead) else {
            throw .invalidValue(key: "watch_lead", value: String(watchLead), expected: .minutes(watchLeadRange))
        }
        let quietHours = try file.quietHours.map { text throws(ConfigurationError) in
            guard let hours = QuietHours(parsing: text) else { throw .invalidValue(key: "quiet_hours", value: text, expected: .spanOfHours) }
            return hours
        }
        let timeout = flags.requestTimeout ?? file.requestTimeout ?? 10
        guard requestTimeoutRange.contains(timeout) else {
            throw .invalidValue(key: "request_timeout", value: DecimalText.shortest(timeout), expected: .fractionalSeconds(requestTimeoutRange))
        }
        let icons = flags.icons ?? file.icons ?? IconMode.automatic(environment: environment)
        let chosen = flags.language.map { ($0, SettingOrigin.commandLine) } ?? file.language.map { ($0, .configFile) }
            ?? Language.choice(in: environment)
        var language = chosen.0
        var warnings: [SettingsWarning] = []
        // ascii glyphs mean the terminal is not trusted with anything but 7-bit text: Hangul would be as
        // garbled there as the symbols, so the words are English too, and the services are asked for English.
        // The warning is in English, the language the run falls back to.
        if !language.isWrittenInASCII, icons == .ascii {
            warnings.append(.languageNeedsUTF8(language))
            language = .english
        }
        var settings = ResolvedSettings(
            location: locations.first,
            provider: provider,
            fallback: flags.fallback ?? file.fallback ?? true,
            units: DisplayUnits(
                system: flags.units ?? file.units ?? .metric,
                temperature: flags.temperatureUnit ?? file.temperatureUnit, windSpeed: flags.windSpeedUnit ?? file.windSpeedUnit,
                pressure: flags.pressureUnit ?? file.pressureUnit, precipitation: flags.precipitationUnit ?? file.precipitationUnit
            ),
            language: language,
            clock: flags.clock ?? file.clock ?? ClockFormat.fromEnvironment(environment),
            airIndex: flags.airIndex ?? file.airIndex,
            theme: flags.theme ?? file.theme ?? .auto,
            icons: icons,
            ipLookup: flags.ipLookup ?? file.ipLookup ?? true,
            mouse: flags.mouse ?? file.mouse ?? true,
            refreshInterval: interval == 0 ? nil : interval,
            maxAge: maxAge,
            requestTimeout: timeout,
            freshFor: freshFor,
            format: flags.format ?? file.format,
            apiKey: apiKey,
            endpoints: try Endpoints.fromEnvironment(environment),
            proxies: try ProxySettings.resolve(environment: environment, proxy: file.proxy, noProxy: file.noProxy),
            trust: try TrustSettings.resolve(environment: environment, caFile: file.caFile)
        )
        settings.warnings = warnings
        settings.locationOrigin = locationOrigin
        settings.languageOrigin = chosen.1
        settings.apiKeyOrigin = key?.1
        settings.locations = locations
        settings.places = places
        settings.watchLead = watchLead
        settings.quietHours = quietHours
        settings.notify = flags.notify ?? file.notify ?? true
        settings.screenReader = flags.screenReader ?? file.screenReader ?? ScreenReaderHint.isSet(in: environment)
        settings.watchThresholds = WatchThresholds(
            frostBelow: file.frostBelow, heatAbove: file.heatAbove, gustsAbove: file.gustsAbove, units: settings.units
        )
        return settings
    }

    /// A place as given for `key`: a name or coordinates. Control characters have no place in a place
    /// name: refused rather than guessed at.
    private static func place(_ text: String, key: String) throws(ConfigurationError) -> LocationQuery {
        let invalid = ConfigurationError.invalidValue(key: key, value: text, expected: .placeNameOrCoordinates)
        guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\t" }) else { throw invalid }
        do {
            return try LocationQuery(parsing: text)
        } catch {
            throw invalid
        }
    }
}
