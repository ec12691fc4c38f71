import FoundationEssentials
import WeatherCore

/// `weathertui doctor`'s report, what a user pastes into a bug report: plain text, a fact a line, in the
/// user's language. Service names, HTTP statuses, variables, option values and paths stay as they are;
/// every text from outside (a path, a variable's value, a place's name, a server's words) is cleaned
/// for the terminal. Nothing secret is in it: a key is "set", a proxy's password is "not shown".
public struct DoctorReport {
    public var findings: DoctorFindings
    public var strings: Strings

    public init(findings: DoctorFindings, strings: Strings) {
        self.findings = findings
        self.strings = strings
    }

    public var text: String {
        lines.joined(separator: "\n") + "\n"
    }

    /// The build; the settings and their problems; the cache, language, terminal and network; the
    /// place and each service; then how many problems there are.
    public var lines: [String] {
        let sections = [[outside(findings.version)], settingsLines, environmentLines, serviceLines]
        let summary = findings.problemCount == 0 ? strings.text(.doctorEverythingAnswered) : strings.text(.doctorProblemsFound(count: findings.problemCount))
        return sections.filter { !$0.isEmpty }.flatMap { $0 + [""] } + [summary]
    }

    private var settingsLines: [String] {
        let path = outside(findings.configFile)
        var lines = [findings.configFileFound ? strings.text(.doctorConfigFile(path: path)) : strings.text(.doctorConfigFileMissing(path: path))]
        for problem in findings.problems {
            let words = switch problem {
            case let .configuration(error): strings.configurationError(error)
            case let .template(error, path, line): strings.configTemplateError(error, path: path, line: line)
            }
            lines.append(strings.text(.doctorProblem(problem: outside(words))))
        }
        for warning in findings.warnings {
            lines.append(strings.text(.doctorWarning(warning: outside(strings.settingsWarning(warning)))))
        }
        if findings.settings == nil {
            lines.append(strings.text(.doctorNothingAsked))
        } else if findings.settingsLeaveOutConfigFile {
            lines.append(strings.text(.doctorAskedWithoutConfigFile))
        }
        return lines
    }

    private var environmentLines: [String] {
        var lines = [strings.text(.doctorCacheDirectory(path: outside(findings.cacheDirectory), state: cacheWords)), languageLine]
        lines += terminalLines
        if let settings = findings.settings {
            lines += proxyLines(settings.proxies)
            lines.append(certificatesLine(settings.trust))
            lines.append(keyLine(settings.apiKeyOrigin))
            lines.append(strings.text(.doctorRequestTimeout(seconds: strings.number(settings.requestTimeout, decimals: settings.requestTimeout.rounded() == settings.requestTimeout ? 0 : 1))))
            // The variables set: a mirror's moves the services it mirrors too, which are not listed again.
            for service in Service.allCases where settings.endpoints.isMoved(service) {
                let url = outside(RedactedURL.string(for: settings.endpoints[service]))
                lines.append(strings.text(.doctorServiceAddress(variable: service.entry.variable, url: url)))
            }
        }
        return lines
    }

    private var cacheWords: String {
        switch findings.cacheStatus {
        case let .directory(mode, owner, .writable): strings.text(.doctorCacheWritable(mode: mode, owner: outside(owner)))
        case let .directory(mode, owner, .notWritable): strings.text(.doctorCacheNotWritable(mode: mode, owner: outside(owner)))
        case let .directory(mode, owner, .readOnlyFileSystem): strings.text(.doctorCacheReadOnly(mode: mode, owner: outside(owner)))
        case let .directory(mode, owner, .full): strings.text(.doctorCacheFull(mode: mode, owner: outside(owner)))
        case .missing(nil): strings.text(.doctorCacheNotCreated)
        case let .missing(.notWritable(path)?): strings.text(.doctorCacheCannotCreate(path: outside(path)))
        case let .missing(.notDirectory(path)?): strings.text(.doctorCacheBlocked(path: outside(path)))
        case .notDirectory: strings.text(.doctorCacheNotDirectory)
        case let .inaccessible(reason): strings.text(.doctorCacheInaccessible(reason: outside(reason)))
        }
    }

    private var languageLine: String {
        let code = findings.language.rawValue
        switch findings.languageOrigin {
        case .commandLine: return strings.text(.doctorLanguage(code: code, origin: "--lang"))
        case .configFile: return strings.text(.doctorLanguage(code: code, origin: strings.text(.doctorInConfigFile(key: "lang"))))
        case let .environment(variable):
            let setting = "\(variable)=\(outside(findings.environment[variable] ?? ""))"
            return strings.text(.doctorLanguage(code: code, origin: setting))
        case .defaultValue: return strings.text(.doctorLanguageDefault(code: code))
        }
    }

    private var terminalLines: [String] {
        let terminal = findings.terminal
        let term = terminal.term.map { "TERM=" + outside($0) } ?? strings.text(.doctorTermUnset)
        var details: [String] = []
        switch terminal.description {
        case let .found(colours): details.append(colourWords(colours))
        case let .relative(name, colours): details += [strings.text(.doctorTermRelative(relative: outside(name))), colourWords(colours)]
        case .missing: details.append(strings.text(.doctorTermMissing))
        }
        if findings.environment["NO_COLOR"].map({ !$0.isEmpty }) == true { details.append(strings.text(.doctorNoColorSet)) }
        details.append(terminal.size.map { strings.glyphs.text("\($0.columns)×\($0.rows)") } ?? strings.text(.doctorNotATerminal))
        let glyphs = (findings.settings?.icons ?? IconMode.automatic(environment: findings.environment)).rawValue
        let utf8 = IconMode.localeIsUTF8(environment: findings.environment)
        return [
            strings.text(.doctorTerminal(term: term, details: details.joined(separator: ", "))),
            strings.text(utf8 ? .doctorUTF8Locale(glyphs: glyphs) : .doctorNotUTF8Locale(glyphs: glyphs)),
            strings.text(.doctorBackground(answer: backgroundWords)),
        ]
    }

    private func colourWords(_ count: Int) -> String {
        count > 0 ? strings.text(.doctorColours(count: count)) : strings.text(.doctorNoColours)
    }

    private var backgroundWords: String {
        switch findings.terminal.background {
        case let .answered(color):
            let hex = [color.red, color.green, color.blue].map { channel in
                let value = Int((channel * 255).rounded())
                return (value < 16 ? "0" : "") + String(value, radix: 16)
            }.joined()
            return strings.text(color.isLight ? .doctorBackgroundLight(colour: "#" + hex) : .doctorBackgroundDark(colour: "#" + hex))
        case .notAnswered: return strings.text(.doctorBackgroundNotAnswered)
        case let .silent(waited): return strings.text(.doctorBackgroundSilent(milliseconds: Self.milliseconds(waited)))
        case .notATerminal: return strings.text(.doctorNotATerminal)
        }
    }

    private func proxyLines(_ proxies: ProxySettings) -> [String] {
        var lines: [String] = []
        for (scheme, server, origin) in [("https", proxies.https, proxies.origins.https), ("http", proxies.http, proxies.origins.http)] {
            guard let server else {
                lines.append(strings.text(.doctorNoProxy(scheme: scheme)))
                continue
            }
            // Only host:port: a user name and password are said to be there, never shown.
            var proxy = outside(server.description)
            if server.username != nil || server.password != nil { proxy = strings.text(.doctorProxyCredentials(proxy: proxy)) }
            lines.append(strings.text(.doctorProxy(scheme: scheme, proxy: proxy, origin: originWords(origin, key: "proxy"))))
        }
        let exceptions = proxies.exceptions
        if exceptions.matchesEverything || !exceptions.entries.isEmpty {
            let hosts = exceptions.matchesEverything ? "*" : exceptions.entries.map(outside).joined(separator: ", ")
            lines.append(strings.text(.doctorProxyExceptions(hosts: hosts, origin: originWords(proxies.origins.exceptions, key: "no_proxy"))))
        }
        return lines
    }

    /// A variable's name as it is, or the config file's key.
    private func originWords(_ origin: SettingOrigin?, key: String) -> String {
        switch origin {
        case let .environment(variable)?: variable
        case .configFile?: strings.text(.doctorInConfigFile(key: key))
        case .commandLine?, .defaultValue?, nil: key
        }
    }

    private func certificatesLine(_ trust: TrustSettings) -> String {
        let added = trust.files + trust.directories
        guard !added.isEmpty else { return strings.text(.doctorCertificatesSystem) }
        return strings.text(.doctorCertificatesAdded(paths: added.map(outside).joined(separator: ", ")))
    }

    private func keyLine(_ origin: SettingOrigin?) -> String {
        guard let origin else { return strings.text(.doctorKeyNotSet) }
        return strings.text(.doctorKeySet(origin: originWords(origin, key: "api_key")))
    }

    /// Text from outside the program (a path, a variable, a server's words) on one line, cleaned.
    func outside(_ text: String) -> String {
        TerminalText.sanitize(text, maximumLength: 240)
    }

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    }
}
