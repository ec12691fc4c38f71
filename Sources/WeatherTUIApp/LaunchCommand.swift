import ArgumentParser
import WeatherCore

/// A command line that becomes a run: the root command and its `doctor`, `watch` and `radar` subcommands, each
/// of which says what it asks for as plain options that `Launch` carries out.
protocol LaunchCommand: AsyncParsableCommand {
    var options: CommandLineOptions { get }
}

extension LaunchCommand {
    func validate() throws {
        try options.validate()
    }

    func run() async throws {
        let environment = ProcessEnvironment.current()
        try await Launch(options: options, environment: environment, directories: AppDirectories.fromEnvironment(environment)).run()
    }
}
