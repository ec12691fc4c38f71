import ArgumentParser
import Testing
@testable import WeatherTUIApp

/// Every command that launches a run hands its options to the launch: the root command and each
/// subcommand that is a `LaunchCommand`, named one by one in `launchOptions(of:)` (a cast to the protocol
/// would cost each parse a search of every conformance), so a new one left out of that list fails here.
@Suite struct LaunchCommandTests {
    @Test(arguments: [[String](), ["doctor"], ["watch"], ["radar"]])
    func aParsedLaunchCommandGivesItsOptions(arguments: [String]) throws {
        let command = try WeatherTUICommand.parseAsRoot(arguments)
        #expect(WeatherTUICommand.launchOptions(of: command) != nil, "\(type(of: command)) launches no run")
    }

    @Test func everyLaunchingSubcommandIsNamed() throws {
        for subcommand in WeatherTUICommand.configuration.subcommands where subcommand is any LaunchCommand.Type {
            let command = try WeatherTUICommand.parseAsRoot([subcommand.configuration.commandName ?? ""])
            #expect(WeatherTUICommand.launchOptions(of: command) != nil, "\(subcommand) is left out of launchOptions(of:)")
        }
    }
}
