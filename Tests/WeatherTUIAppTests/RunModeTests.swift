import Testing
import WeatherCore
import WeatherPresentation
@testable import WeatherTUIApp

/// From the command line and the config file to what a run does: the dashboard or which one-shot
/// output, with which template, asking which services and polling how often.
@MainActor
@Suite struct RunModeTests {
    private func mode(_ options: CommandLineOptions, file: ConfigFileSettings? = nil) throws -> RunMode {
        let settings = try Runs.settings(options, file: file)
        return try options.runMode(template: settings.format, glyphs: Glyphs(settings.icons))
    }

    private func template(_ text: String) throws -> StatusLineTemplate {
        try StatusLineTemplate(parsing: text, glyphs: .unicode)
    }

    @Test func withoutAnOutputFlagItIsTheDashboard() throws {
        #expect(try mode(CommandLineOptions()) == .dashboard)
        // A format in the config file is the status bars' template; it does not turn the dashboard off.
        #expect(try mode(CommandLineOptions(), file: ConfigFileSettings(format: "%t")) == .dashboard)
    }

    @Test func eachOutputFlagChoosesItsOutput() throws {
        #expect(try mode(CommandLineOptions(output: .once)) == .oneShot(.text))
        #expect(try mode(CommandLineOptions(output: .json)) == .oneShot(.json))
        #expect(try mode(CommandLineOptions(format: "%c %t")) == .oneShot(.statusLine(template("%c %t"))))
        #expect(try mode(CommandLineOptions(format: "2")) == .oneShot(.statusLine(template("2"))))
    }

    /// `--waybar` takes `--format`'s template, else the config file's, else the built-in one.
    @Test func waybarTakesItsTemplateFromTheFlagThenTheFile() throws {
        let file = ConfigFileSettings(format: "%l: %t")
        #expect(try mode(CommandLineOptions(output: .waybar, format: "%w"), file: file) == .oneShot(.waybar(template("%w"))))
        #expect(try mode(CommandLineOptions(output: .waybar), file: file) == .oneShot(.waybar(template("%l: %t"))))
        #expect(try mode(CommandLineOptions(output: .waybar)) == .oneShot(.waybar(.conditionAndTemperature)))
    }

    @Test func aBadTemplateInTheConfigFileIsAnError() {
        #expect(throws: StatusLineTemplate.ParseError.unknownCode("q")) {
            try mode(CommandLineOptions(output: .waybar), file: ConfigFileSettings(format: "%q"))
        }
    }

    /// A status bar polls: it is given the stored report for 10 minutes; a script asks each time. The air
    /// and the normals are asked for only by what shows them, and the steps of the stored report are read
    /// only when shown (Waybar's tooltip lists the next hours and days; the normals are read without them).
    @Test func whatEachOutputAsksOfTheServicesAndTheStore() throws {
        let outputs: [(CommandLineOptions, freshFor: Int, air: Bool, normals: Bool, readsSteps: Bool)] = [
            (CommandLineOptions(output: .once), 0, false, true, true),
            (CommandLineOptions(output: .json), 0, true, true, true),
            (CommandLineOptions(format: "%c %t"), 600, false, false, false),
            (CommandLineOptions(format: "%t %a"), 600, true, false, true),
            (CommandLineOptions(format: "%t %R"), 600, false, false, true),
            (CommandLineOptions(format: "%t %N"), 600, false, true, false),
            (CommandLineOptions(output: .waybar), 600, false, false, true),
        ]
        for (options, freshFor, air, normals, readsSteps) in outputs {
            guard case let .oneShot(format) = try mode(options) else {
                Issue.record("\(options) is not a one-shot mode")
                continue
            }
            #expect(OneShotRun.defaultFreshFor(format) == freshFor, "\(options)")
            #expect(format.showsAir == air, "\(options)")
            #expect(format.showsNormals == normals, "\(options)")
            let extent = if case .full = format.storedExtent { true } else { false }
            #expect(extent == readsSteps, "\(options)")
        }
    }
}
