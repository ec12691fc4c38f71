import FoundationEssentials
import Glibc
import TOMLKit

/// Reads `config.toml` with TOMLKit; rejects unknown keys and wrong types with the file, the key and what was expected.
public enum ConfigFileLoader {
    public static let keys = [
        "location", "places", "provider", "fallback", "units", "temperature_unit", "wind_unit", "pressure_unit", "precipitation_unit", "lang", "clock", "air_index", "theme", "icons", "ip_lookup", "mouse", "refresh_interval", "max_age", "request_timeout",
        "fresh_for", "format", "api_key", "proxy", "no_proxy", "ca_file", "watch_lead", "quiet_hours",
        "notify", "frost_below", "heat_above", "gusts_above", "screen_reader",
    ]

    /// A config file is a few hundred bytes; anything past this is not one.
    static let maximumBytes = 1 << 20

    /// nil when the file does not exist. Anything else that cannot be read as a config file (a directory,
    /// a FIFO, a file without read permission, a loop of links or a link to nothing, text that is not
    /// UTF-8) is an error that says what is wrong.
    public static func load(from url: URL) throws(ConfigurationError) -> ConfigFileSettings? {
        guard let data = try contents(of: url.path) else { return nil }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw .unreadableFile(path: url.path, problem: .notUTF8)
        }
        return try parse(text, path: url.path)
    }

    /// The bytes of the regular file at `path`, nil when nothing is there. Opened without blocking, so a
    /// FIFO with no writer cannot hang the program, and checked to be a regular file before it is read.
    private static func contents(of path: String) throws(ConfigurationError) -> Data? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            let code = errno
            var link = stat()
            if code == ENOENT, lstat(path, &link) == 0 {
                throw .unreadableFile(path: path, problem: .danglingSymbolicLink)
            }
            switch code {
            case ENOENT, ENOTDIR: return nil
            case ELOOP: throw .unreadableFile(path: path, problem: .symbolicLinkLoop)
            case EACCES, EPERM: throw .unreadableFile(path: path, problem: .permissionDenied)
            default: throw .unreadableFile(path: path, problem: .cannotOpen(String(cString: strerror(code))))
            }
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw .unreadableFile(path: path, problem: .cannotRead(String(cString: strerror(errno))))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .unreadableFile(path: path, problem: .directory)
        case S_IFIFO: throw .unreadableFile(path: path, problem: .namedPipe)
        case S_IFSOCK: throw .unreadableFile(path: path, problem: .socket)
        default: throw .unreadableFile(path: path, problem: .device)
        }
        guard Int(info.st_size) <= maximumBytes else {
            throw .unreadableFile(path: path, problem: .tooLarge)
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadableFile(path: path, problem: .cannotRead(String(cString: strerror(errno))))
            }
            data.append(contentsOf: buffer[..<count])
            guard data.count <= maximumBytes else {
                throw .unreadableFile(path: path, problem: .tooLarge)
            }
        }
    }

    /// The line of the file at `url` that sets the top-level `key`, for a value found wrong after
    /// loading (a `format` template, which the presentation layer parses); nil when there is none.
    public static func line(of key: String, inFileAt url: URL) -> Int? {
        guard let data = try? contents(of: url.path), let text = String(validating: data, as: UTF8.self) else { return nil }
        return line(of: key, in: text)
    }

    /// The line that sets the top-level `key` (TOMLKit keeps no positions for values).
    static func line(of key: String, in text: String) -> Int? {
        TOMLKeyLines.line(of: key, in: text)
    }

    /// Whether `column` (1-based) of `line` is past the line's text: where TOMLKit stops on the line break
    /// that a string without its closing quote runs into ("unescaped control characters").
    private static func isLineEnd(in text: String, line: Int, column: Int) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return false }
        let content = lines[line - 1].unicodeScalars.last == "\r" ? lines[line - 1].unicodeScalars.dropLast().count : lines[line - 1].unicodeScalars.count
        return column > content
    }

    public static func parse(_ text: String, path: String) throws(ConfigurationError) -> ConfigFileSettings {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            let (line, column) = (error.source.begin.line, error.source.begin.column)
            let closesNoString = error.description.contains("control character") && isLineEnd(in: text, line: line, column: column)
            if error.description.contains("cannot redefine"), let key = TOMLKeyLines.topLevelKey(definedAt: line, in: text),
               let first = TOMLKeyLines.line(of: key, in: text), first < line {
                throw .invalidFile(path: path, line: line, column: nil, problem: .definedTwice(key: TerminalText.sanitize(key), firstLine: first))
            }
            throw .invalidFile(
                path: path, line: line, column: column,
                problem: closesNoString ? .unclosedString : .invalidTOML(TerminalText.sanitize(error.description))
            )
        } catch {
            throw .invalidFile(path: path, line: nil, column: nil, problem: .invalidTOML(nil))
        }
        // The first unknown key in the file, not in the table's (alphabetical) order.
        let unknown = table.keys.filter { !keys.contains($0) }.map { (key: $0, line: line(of: $0, in: text)) }
        if let first = unknown.min(by: { ($0.line ?? .max, $0.key) < ($1.line ?? .max, $1.key) }) {
            throw .invalidFile(
                path: path, line: first.line, column: nil,
                problem: .unknownKey(TerminalText.sanitize(first.key), known: keys)
            )
        }
        let reader = Reader(table: table, path: path, text: text)
        let settings = ConfigFileSettings(
            location: try reader.place("location"),
            places: try reader.places("places"),
            provider: try reader.choice("provider", ProviderID.self),
            fallback: try reader.bool("fallback"),
            units: try reader.choice("units", UnitSystem.self),
            temperatureUnit: try reader.choice("temperature_unit", TemperatureUnit.self),
            windSpeedUnit: try reader.choice("wind_unit", WindSpeedUnit.self),
            pressureUnit: try reader.choice("pressure_unit", PressureUnit.self),
            precipitationUnit: try reader.choice("precipitation_unit", PrecipitationUnit.self),
            language: try reader.choice("lang", Language.self),
            clock: try reader.clock("clock"),
            airIndex: try reader.choice("air_index", AirIndexScale.self),
            theme: try reader.choice("theme", ThemeChoice.self),
            icons: try reader.choice("icons", IconMode.self),
            ipLookup: try reader.bool("ip_lookup"),
            mouse: try reader.bool("mouse"),
            refreshInterval: try reader.int("refresh_interval"),
            maxAge: try reader.int("max_age"),
            requestTimeout: try reader.number("request_timeout"),
            freshFor: try reader.int("fresh_for"),
            format: try reader.string("format"),
            apiKey: try reader.string("api_key"),
            proxy: try reader.string("proxy"),
            noProxy: try reader.string("no_proxy"),
            caFile: try reader.readableFile("ca_file"),
            watchLead: try reader.int("watch_lead"),
            quietHours: try reader.string("quiet_hours"),
            notify: try reader.bool("notify"),
            frostBelow: try reader.number("frost_below"),
            heatAbove: try reader.number("heat_above"),
            gustsAbove: try reader.number("gusts_above"),
            screenReader: try reader.bool("screen_reader")
        )
        try checkRanges(of: settings, reader: reader)
        return settings
    }

    /// Values of the right type but out of range, reported with the file and line like any other mistake in it.
    private static func checkRanges(of settings: ConfigFileSettings, reader: Reader) throws(ConfigurationError) {
        let intervals = ResolvedSettings.refreshIntervalRange
        if let interval = settings.refreshInterval, interval != 0, !intervals.contains(interval) {
            throw reader.outOfRange(
                "refresh_interval", value: String(interval),
                expected: .offOrSeconds(intervals)
            )
        }
        let ages = ResolvedSettings.maxAgeRange
        if let maxAge = settings.maxAge, !ages.contains(maxAge) {
            throw reader.outOfRange("max_age", value: String(maxAge), expected: .seconds(ages))
        }
        let timeouts = ResolvedSettings.requestTimeoutRange
        if let timeout = settings.requestTimeout, !timeouts.contains(timeout) {
            throw reader.outOfRange(
                "request_timeout", value: DecimalText.shortest(timeout),
                expected: .fractionalSeconds(timeouts)
            )
        }
        let leads = ResolvedSettings.watchLeadRange
        if let lead = settings.watchLead, !leads.contains(lead) {
            throw reader.outOfRange("watch_lead", value: String(lead), expected: .minutes(leads))
        }
        if let hours = settings.quietHours, QuietHours(parsing: hours) == nil {
            throw reader.outOfRange("quiet_hours", value: hours, expected: .spanOfHours)
        }
        let thresholds: [(key: String, value: Double?, range: ClosedRange<Double>)] = [
            ("frost_below", settings.frostBelow, WatchThresholds.temperatureRange),
            ("heat_above", settings.heatAbove, WatchThresholds.temperatureRange),
            ("gusts_above", settings.gustsAbove, WatchThresholds.windSpeedRange),
        ]
        // TOML has inf and nan: a range check turns them away too.
        for threshold in thresholds {
            if let value = threshold.value, !threshold.range.contains(value) {
                throw reader.outOfRange(threshold.key, value: DecimalText.shortest(value), expected: .number(threshold.range))
            }
        }
    }

    private struct Reader {
        var table: TOMLTable
        var path: String
        var text: String

        func string(_ key: String) throws(ConfigurationError) -> String? {
            guard let value = table[key] else { return nil }
            guard let string = value.string else { throw mismatch(key, .string) }
            return string
        }

        /// `ca_file = "/etc/ssl/corp.pem"`: a file that must be there and readable, so a typo is reported
        /// at its line at start-up rather than as a failed handshake later.
        func readableFile(_ key: String) throws(ConfigurationError) -> String? {
            guard let file = try string(key)?.trimmed(), !file.isEmpty else { return nil }
            guard TrustSettings.isReadableFile(file) else {
                throw .invalidFile(path: path, line: line(of: key), column: nil, problem: .notReadableFile(path: TerminalText.sanitize(file)))
            }
            return file
        }

        /// `location = "Seoul"`: a place name or coordinates, reported at its line when it is neither.
        func place(_ key: String) throws(ConfigurationError) -> String? {
            guard let text = try string(key) else { return nil }
            guard Self.isPlace(text) else { throw outOfRange(key, value: "'\(TerminalText.sanitize(text))'", expected: .placeNameOrCoordinates) }
            return text
        }

        /// `places = ["Seoul", "52.52,13.41"]`: an array of place names or coordinates, each as `location`
        /// takes it.
        func places(_ key: String) throws(ConfigurationError) -> [String]? {
            guard let value = table[key] else { return nil }
            guard let array = value.array else { throw mismatch(key, .listOfPlaces) }
            var places: [String] = []
            for element in array {
                guard let text = element.string else { throw mismatch(key, .listOfPlaces) }
                let shown = TerminalText.sanitize(text)
                guard !shown.trimmed().isEmpty else {
                    throw .invalidFile(path: path, line: line(of: key), column: nil, problem: .emptyEntry(key: key, expected: .placeNameOrCoordinates))
                }
                guard Self.isPlace(text) else { throw outOfRange(key, value: "'\(shown)'", expected: .placeNameOrCoordinates) }
                places.append(text)
            }
            return places
        }

        private static func isPlace(_ text: String) -> Bool {
            !text.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\t" } && (try? LocationQuery(parsing: text)) != nil
        }

        func bool(_ key: String) throws(ConfigurationError) -> Bool? {
            guard let value = table[key] else { return nil }
            guard let bool = value.bool else { throw mismatch(key, .trueOrFalse) }
            return bool
        }

        func int(_ key: String) throws(ConfigurationError) -> Int? {
            guard let value = table[key] else { return nil }
            guard let int = value.int else { throw mismatch(key, .wholeNumber) }
            return int
        }

        func number(_ key: String) throws(ConfigurationError) -> Double? {
            guard let value = table[key] else { return nil }
            if let int = value.int { return Double(int) }
            guard let double = value.double else { throw mismatch(key, .number) }
            return double
        }

        /// `clock = "12"` or `clock = 12`.
        func clock(_ key: String) throws(ConfigurationError) -> ClockFormat? {
            if let hours = table[key]?.int {
                guard let clock = ClockFormat(rawValue: String(hours)) else { throw mismatch(key, .twelveOrTwentyFour) }
                return clock
            }
            return try choice(key, ClockFormat.self)
        }

        func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) throws(ConfigurationError) -> T?
        where T.RawValue == String {
            guard let written = table[key] else { return nil }
            // A number or a list where a word was due is told with the words it may be, as a wrong word is.
            let raw = written.string ?? written.debugDescription
            guard written.string != nil, let value = T(rawValue: raw) else {
                throw .invalidFile(
                    path: path, line: line(of: key), column: nil,
                    problem: .notOneOf(key: key, choices: T.allCases.map(\.rawValue), value: TerminalText.sanitize(raw))
                )
            }
            return value
        }

        private func line(of key: String) -> Int? {
            ConfigFileLoader.line(of: key, in: text)
        }

        func outOfRange(_ key: String, value: String, expected: ConfigurationError.Expectation) -> ConfigurationError {
            .invalidFile(path: path, line: line(of: key), column: nil, problem: .outOfRange(key: key, value: value, expected: expected))
        }

        private func mismatch(_ key: String, _ expected: ConfigurationError.ValueKind) -> ConfigurationError {
            .invalidFile(path: path, line: line(of: key), column: nil, problem: .wrongType(key: key, expected: expected))
        }
    }
}
