import FoundationEssentials
import WeatherCore
import WeatherPresentation

/// How a one-shot mode prints a report: `--once` text, `--json`, a `--format` line or `--waybar` JSON.
struct OneShotOutput {
    enum Format: Equatable {
        case text, json
        case statusLine(StatusLineTemplate)
        case waybar(StatusLineTemplate)

        /// What of the stored report the output shows: a status line without the rain outlook, the air
        /// or the warnings needs no steps.
        var storedExtent: ReportStore.Extent {
            if case let .statusLine(template) = self, !template.contains(.rainOutlook), !template.contains(.precipitationChance), !template.contains(.airQuality),
               !template.contains(.warning), !template.contains(.tide),
               !template.contains(.highsRange), !template.contains(.membersRain) {
                return .currentConditions
            }
            return .full
        }

        /// Whether the air-quality service is asked: by what shows the air (`--json`, a template with
        /// `%a`), not by the `--once` text, which has no line for it.
        var showsAir: Bool {
            switch self {
            case .json: true
            case .text: false
            case let .statusLine(template), let .waybar(template): template.contains(.airQuality)
            }
        }

        /// Whether the warnings service is asked: by every output that shows them (`--once`, `--json`,
        /// `--waybar`'s class and tooltip, a template with `%W`).
        var showsWarnings: Bool {
            switch self {
            case .json, .text, .waybar: true
            case let .statusLine(template): template.contains(.warning)
            }
        }

        /// Whether the archive is asked for the normals: by what shows them (`--once`, `--json`, a template
        /// with `%N`).
        var showsNormals: Bool {
            switch self {
            case .text, .json: true
            case let .statusLine(template), let .waybar(template): template.contains(.highAgainstNormal)
            }
        }

        /// Whether the marine service is asked: by what shows the sea (`--once`'s sea line, `--json`, a
        /// template with `%O`).
        var showsMarine: Bool {
            switch self {
            case .text, .json: true
            case let .statusLine(template), let .waybar(template): template.contains(.tide)
            }
        }

        /// Whether the Aviation Weather Center is asked for the nearest METAR: by what shows it (`--once`'s
        /// observation line, `--json`, a template with `%v` or `%V`).
        var showsObservation: Bool {
            switch self {
            case .text, .json: true
            case let .statusLine(template), let .waybar(template): template.contains(.observation) || template.contains(.observedWeather)
            }
        }

        /// Whether the ensemble service is asked: by what shows how sure the forecast is (`--once`'s days,
        /// `--json`, a template with `%E` or `%e`).
        var showsEnsemble: Bool {
            switch self {
            case .text, .json: true
            case let .statusLine(template), let .waybar(template): template.contains(.highsRange) || template.contains(.membersRain)
            }
        }

        /// Whether the stored `report` lacks a part this output shows because the run that stored it did
        /// not ask for it (a status bar without the air stored it): then it is not fresh enough to show.
        func lacksShownPart(of report: WeatherReport) -> Bool {
            (showsAir && report.leftOut(.air)) || (showsWarnings && report.leftOut(.warnings))
                || (showsNormals && report.leftOut(.normals)) || (showsMarine && report.leftOut(.marine))
                || (showsObservation && report.leftOut(.observation))
                || (showsEnsemble && report.leftOut(.ensemble))
        }

        /// A status bar shows what is on standard output: on a failure it gets an empty line, not
        /// the last text it showed.
        var isStatusBar: Bool {
            switch self {
            case .text, .json: false
            case .statusLine, .waybar: true
            }
        }
    }

    let settings: ResolvedSettings
    let format: Format
    let streams: OutputStreams
    /// `--separator`; nil: a line break.
    let separatorText: String?

    /// `streams`: standard output and error unless given.
    init(settings: ResolvedSettings, format: Format, separator: String? = nil, streams: OutputStreams? = nil) {
        self.settings = settings
        self.format = format
        separatorText = separator
        self.streams = streams ?? .standard(language: settings.language)
    }

    /// A report to write; `isStale`: it is the stored one, older than it should be.
    struct Shown {
        var report: WeatherReport
        var isStale: Bool
    }

    /// Writes `report`; `isStale`: it is the stored one, older than it should be. Returns the exit status.
    func write(_ report: WeatherReport, isStale: Bool, now: Date = Date()) -> Int32 {
        write([Shown(report: report, isStale: isStale)], now: now)
    }

    /// Writes the reports of several places, in order: `--once` a block each, `--json` an array where
    /// several places were asked, even if one of them is left to print (one place asked is its object),
    /// `--format` a line each (or joined with `--separator`), `--waybar` the
    /// first place's text and every place in the tooltip. Returns the exit status.
    func write(_ shown: [Shown], now: Date = Date()) -> Int32 {
        let glyphs = Glyphs(settings.icons)
        switch format {
        case .text:
            streams.writeOutput(
                shown.map { item in
                    settings.screenReader
                        ? SpokenTextReport(
                            report: item.report, units: settings.units, language: settings.language, clock: settings.clock,
                            glyphs: glyphs, offlineAt: item.isStale ? now : nil, airIndex: settings.airIndex, now: now
                        ).text
                        : PlainTextReport(
                            report: item.report, units: settings.units, language: settings.language, clock: settings.clock,
                            glyphs: glyphs, offlineAt: item.isStale ? now : nil
                        ).text
                }.joined(separator: "\n")
            )
        case .json:
            do {
                let reports = shown.map { item in
                    JSONReport(
                        report: item.report, units: settings.units, language: settings.language, clock: settings.clock,
                        isStale: item.isStale, airIndex: settings.airIndex
                    )
                }
                streams.writeOutput(try settings.locations.count > 1 || reports.count != 1 ? JSONReport.encoded(reports) : reports[0].encoded())
            } catch {
                streams.writeError("weathertui: " + strings.jsonNotWritten)
                return 1
            }
        case let .statusLine(template):
            let lines = shown.map { statusLine($0.report, template: template, isStale: $0.isStale, now: now).text }
            streams.writeOutput(lines.joined(separator: separator) + "\n")
        case let .waybar(template):
            do {
                let lines = shown.map { statusLine($0.report, template: template, isStale: $0.isStale, now: now) }
                streams.writeOutput(try WaybarReport(lines: lines).encoded())
            } catch {
                writeNoData(strings.jsonNotWritten)
                return 1
            }
        }
        return 0
    }

    /// What `--format` puts between the lines of several places: `--separator`'s text, else a line break.
    private var separator: String {
        separatorText.map(TerminalText.oneLine) ?? "\n"
    }

    private var strings: Strings { Strings(language: settings.language, glyphs: Glyphs(settings.icons)) }

    /// Says why there is nothing to show, in one line on standard error.
    func writeNoData(_ reason: String) {
        streams.writeError("weathertui: \(reason)")
        if format.isStatusBar { streams.writeOutput("\n") }
    }

    private func statusLine(_ report: WeatherReport, template: StatusLineTemplate, isStale: Bool, now: Date) -> StatusLine {
        StatusLine(
            report: report, template: template, units: settings.units, language: settings.language,
            clock: settings.clock, glyphs: Glyphs(settings.icons), now: now, isStale: isStale, airIndex: settings.airIndex
        )
    }
}
