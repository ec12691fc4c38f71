@testable import WeatherTUIApp

/// What a run wrote to standard output and standard error.
final class CapturedStreams {
    private(set) var output = ""
    private(set) var errors: [String] = []

    var streams: OutputStreams {
        OutputStreams(writeOutput: { self.output += $0 }, writeError: { self.errors.append($0) })
    }
}
