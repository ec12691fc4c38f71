/// The keys of `config.toml`; every one optional. Flags override them, they override the defaults.
public struct ConfigFileSettings: Hashable, Sendable {
    public var location: String?
    /// The places given with `--location` after the first (the command line only: the file's `location`
    /// is one place). The one-shot modes show every one.
    public var moreLocations: [String]
    /// The places pinned to the places view to begin with (`places = ["Seoul", "52.52,13.41"]`).
    public var places: [String]?
    public var provider: ProviderID?
    /// false: the forecast does not fail over to another service when the chosen one fails.
    public var fallback: Bool?
    public var units: UnitSystem?
    /// Units for one quantity each, over `units`.
    public var temperatureUnit: TemperatureUnit?
    public var windSpeedUnit: WindSpeedUnit?
    public var pressureUnit: PressureUnit?
    public var precipitationUnit: PrecipitationUnit?
    public var language: Language?
    /// 12- or 24-hour times; nil: from the locale.
    public var clock: ClockFormat?
    /// The air-quality index shown; nil: European in Europe, US elsewhere.
    public var airIndex: AirIndexScale?
    public var theme: ThemeChoice?
    public var icons: IconMode?
    public var ipLookup: Bool?
    /// false: no mouse reports, so the terminal's own selection works as usual.
    public var mouse: Bool?
    public var refreshInterval: Int?
    /// Seconds: stored data older than this is no data for `--once` and `--json`.
    public var maxAge: Int?
    public var requestTimeout: Double?
    /// Seconds a stored report is used by the one-shot modes without asking the service.
    public var freshFor: Int?
    /// The `--format` template `--waybar` builds its text from.
    public var format: String?
    public var apiKey: String?
    /// Replaces the proxy variables for both schemes; empty for no proxy.
    public var proxy: String?
    /// Replaces `no_proxy`.
    public var noProxy: String?
    /// A PEM file of certificate authorities trusted besides the system's.
    public var caFile: String?
    /// Minutes before rain starts that `watch` says so.
    public var watchLead: Int?
    /// When `watch` holds its notifications back: "22:00-07:00".
    public var quietHours: String?
    /// Whether `watch` and the dashboard send notifications (`--no-notify`, `notify = false`).
    public var notify: Bool?
    /// `frost_below`, `heat_above`, `gusts_above`: the thresholds `watch` and the dashboard notify
    /// past, in the units the run shows.
    public var frostBelow: Double?
    public var heatAbove: Double?
    public var gustsAbove: Double?
    /// The dashboard as sentences a screen reader speaks (`--screen-reader`).
    public var screenReader: Bool?

    public init(
        location: String? = nil, moreLocations: [String] = [], places: [String]? = nil, provider: ProviderID? = nil, fallback: Bool? = nil, units: UnitSystem? = nil, temperatureUnit: TemperatureUnit? = nil,
        windSpeedUnit: WindSpeedUnit? = nil, pressureUnit: PressureUnit? = nil, precipitationUnit: PrecipitationUnit? = nil,
        language: Language? = nil,
        clock: ClockFormat? = nil, airIndex: AirIndexScale? = nil, theme: ThemeChoice? = nil, icons: IconMode? = nil, ipLookup: Bool? = nil, mouse: Bool? = nil, refreshInterval: Int? = nil,
        maxAge: Int? = nil, requestTimeout: Double? = nil, freshFor: Int? = nil, format: String? = nil,
        apiKey: String? = nil, proxy: String? = nil, noProxy: String? = nil, caFile: String? = nil,
        watchLead: Int? = nil, quietHours: String? = nil, notify: Bool? = nil,
        frostBelow: Double? = nil, heatAbove: Double? = nil, gustsAbove: Double? = nil, screenReader: Bool? = nil
    ) {
        self.location = location
        self.moreLocations = moreLocations
        self.places = places
        self.provider = provider
        self.fallback = fallback
        self.units = units
        self.temperatureUnit = temperatureUnit
        self.windSpeedUnit = windSpeedUnit
        self.pressureUnit = pressureUnit
        self.precipitationUnit = precipitationUnit
        self.language = language
        self.clock = clock
        self.airIndex = airIndex
        self.theme = theme
        self.icons = icons
        self.ipLookup = ipLookup
        self.mouse = mouse
        self.refreshInterval = refreshInterval
        self.maxAge = maxAge
        self.requestTimeout = requestTimeout
        self.freshFor = freshFor
        self.format = format
        self.apiKey = apiKey
        self.proxy = proxy
        self.noProxy = noProxy
        self.caFile = caFile
        self.watchLead = watchLead
        self.quietHours = quietHours
        self.notify = notify
        self.frostBelow = frostBelow
        self.heatAbove = heatAbove
        self.gustsAbove = gustsAbove
        self.screenReader = screenReader
    }
}
