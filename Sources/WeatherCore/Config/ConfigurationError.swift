/// A problem with the command line, the config file or the environment: exit code 2. It holds what went
/// wrong as values, not sentences: the executable words it in the user's language (`Strings` in
/// WeatherPresentation), with the file and line where the config file has them.
public enum ConfigurationError: Error, Hashable, Sendable {
    case invalidEnvironment(variable: String, problem: Problem)
    /// A value in the config file whose line is not told, because the value itself must not be shown (`proxy`).
    case invalidConfigValue(key: String, problem: Problem)
    case unreadableFile(path: String, problem: FileProblem)
    case invalidFile(path: String, line: Int?, column: Int?, problem: Problem)
    case invalidValue(key: String, value: String, expected: Expectation)
    case missingAPIKey(provider: String)

    /// Why the config file cannot be read at all.
    public enum FileProblem: Hashable, Sendable {
        case notUTF8
        case danglingSymbolicLink
        case symbolicLinkLoop
        case permissionDenied
        /// With the system's own words for the error (`strerror`).
        case cannotOpen(String)
        case cannotRead(String)
        case directory
        case namedPipe
        case socket
        case device
        case tooLarge
    }

    /// What is wrong with a setting, in the config file or the environment.
    public enum Problem: Hashable, Sendable {
        /// With TOMLKit's own words for the mistake, when it gives them.
        case invalidTOML(String?)
        /// A string runs into the end of its line: its closing quote is missing.
        case unclosedString
        case unknownKey(String, known: [String])
        /// A key set a second time; the error's line is the second, `firstLine` the first.
        case definedTwice(key: String, firstLine: Int)
        case notOneOf(key: String, choices: [String], value: String)
        case wrongType(key: String, expected: ValueKind)
        case outOfRange(key: String, value: String, expected: Expectation)
        /// An entry of a list that holds nothing to show (`places = ["", "  "]`).
        case emptyEntry(key: String, expected: Expectation)
        case notHTTPURL
        case notReadableFile(path: String)
        case notDirectory(path: String)
        case unsupportedProxyScheme(String)
        case malformedProxy
    }

    /// The kind of value a key takes.
    public enum ValueKind: Hashable, Sendable {
        case string, trueOrFalse, wholeNumber, number, twelveOrTwentyFour
        /// An array of place names or coordinates (`places`).
        case listOfPlaces
    }

    /// What a value should have been.
    public enum Expectation: Hashable, Sendable {
        case seconds(ClosedRange<Int>)
        case minutes(ClosedRange<Int>)
        /// Two times of day: "22:00-07:00".
        case spanOfHours
        /// 0 turns it off.
        case offOrSeconds(ClosedRange<Int>)
        case fractionalSeconds(ClosedRange<Double>)
        /// A number in the units the run shows (a temperature, a wind speed).
        case number(ClosedRange<Double>)
        case placeNameOrCoordinates
    }
}
