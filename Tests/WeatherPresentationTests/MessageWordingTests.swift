import Foundation
import Testing
@testable import WeatherCore
@testable import WeatherPresentation

/// Messages that said something once too often, or not what went wrong.
@Suite struct MessageWordingTests {
    private let english = Strings(language: .english)

    @Test func anIPLookupThatDeclinedGivesTheServiceReason() throws {
        let body = Data(#"{"ip":"10.0.0.1","success":false,"message":"Reserved range"}"#.utf8)
        let error = try #require(throws: FetchError.self) { try IPLocator.decode(body, service: "ipwho.is") }
        let explained = english.explain(LoadFailure.location(.ipLookupFailed(error)))
        #expect(explained.hint.contains("Reserved range"), "\(explained)")
        #expect(!explained.hint.contains("unreadable"), "\(explained)")
    }

    @Test func anIPLookupReasonIsCleanedAndCut() throws {
        let reason = "\u{1B}]0;owned\u{07}Reserved \u{1B}[31mrange " + String(repeating: "x", count: 500)
        let body = try JSONSerialization.data(withJSONObject: ["status": "fail", "message": reason])
        let error = try #require(throws: FetchError.self) { try IPLocator.decode(body, service: "ipwho.is") }
        let hint = english.explain(LoadFailure.location(.ipLookupFailed(error))).hint
        #expect(hint.contains("Reserved range xxx"), "\(hint)")
        #expect(!hint.contains("\u{1B}") && !hint.contains("owned") && hint.count < 200, "\(hint)")
    }

    @Test func unreadableDataIsSaidOnceWithAWayForward() throws {
        let error = try #require(throws: FetchError.self) { try OpenMeteoClient.decode(Data("<html>".utf8), now: Date()) }
        let explained = english.explain(LoadFailure.weather(error))
        let both = explained.reason + " " + explained.hint
        #expect(both.components(separatedBy: "read").count == 2, "\(both)")
        #expect(explained.reason.contains("Open-Meteo") && explained.reason.contains("not JSON"), "\(explained)")
        #expect(explained.hint == "Try again later.", "\(explained)")
    }

    @Test func anUnclosedStringInTheConfigFileIsNamedWithItsLine() throws {
        let error = try #require(throws: ConfigurationError.self) {
            try ConfigFileLoader.parse("units = \"metric\"\nlocation = \"Seoul\nlang = \"en\"\n", path: "/c/config.toml")
        }
        let message = english.configurationError(error)
        #expect(message.hasPrefix("/c/config.toml (line 2"), "\(message)")
        #expect(message.contains("not closed"), "\(message)")
        #expect(!message.contains("control character"), "\(message)")
    }

    /// A line break or tab is a space, any other control character (and a whole escape sequence) is dropped.
    @Test(arguments: [
        ("%t\n%l", "%t %l"), ("%t\r\n%l", "%t %l"), ("%t\u{0B}%l", "%t %l"), ("%t\u{85}%l", "%t %l"), ("%t\u{2028}%l", "%t %l"),
        ("%t\t%l", "%t %l"), ("%t\u{1B}[2J%l", "%t%l"), ("%t\u{07}%l", "%t%l"), ("%t\u{9B}31m%l", "%t%l"),
    ])
    func aTemplateWithControlCharactersStillPrintsOneLine(template: String, plain: String) throws {
        func line(_ template: String) throws -> String {
            StatusLine(
                report: SampleReport.seoul, template: try StatusLineTemplate(parsing: template, glyphs: .unicode), units: .metric,
                language: .english, glyphs: .unicode, now: SampleReport.now
            ).text
        }
        #expect(try line(template) == line(plain))
        #expect(try line(template).hasSuffix("°C\(plain == "%t %l" ? " " : "")Seoul, KR"))
    }

    @Test func aRecentPlaceThatDoesNotFitIsCountedNotLost() {
        var state = ScreenState(units: .metric, language: .english, size: TerminalSize(columns: 40, rows: 12))
        state.phase = .loaded(LoadedWeather(report: SampleReport.seoul))
        state.recentPlaces = GoldenScreenTests.Places.recent
        state.overlay = .locationPrompt(LocationPrompt(text: "Springf", error: "No place called 'Springf' was found"))
        let lines = DashboardView().render(state).lines
        let listed = (1...4).filter { number in lines.contains { $0.contains("│ \(number) ") } }
        #expect(listed.count < 4 && lines.contains { $0.contains("+\(4 - listed.count) more") }, "\(lines.joined(separator: "\n"))")
    }
}
