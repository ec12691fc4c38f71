import WeatherCore
import WeatherPresentation

/// Where a one-shot run writes: standard output and standard error (`StandardStreams`), or, for a test,
/// anywhere it likes.
struct OutputStreams {
    /// Text for standard output, written as it is.
    let writeOutput: (String) -> Void
    /// One message for standard error; a newline is added.
    let writeError: (String) -> Void

    /// Standard output and error; a failure to write the output is said in `language`.
    static func standard(language: Language) -> OutputStreams {
        OutputStreams(writeOutput: { StandardStreams.writeOutput($0, strings: Strings(language: language)) }, writeError: StandardStreams.writeError)
    }
}
