/// Where a one-shot run writes: standard output and standard error (`StandardStreams`), or, for a test,
/// anywhere it likes.
struct OutputStreams {
    /// Text for standard output, written as it is.
    let writeOutput: (String) -> Void
    /// One message for standard error; a newline is added.
    let writeError: (String) -> Void

    static var standard: OutputStreams {
        OutputStreams(writeOutput: StandardStreams.writeOutput, writeError: StandardStreams.writeError)
    }
}
