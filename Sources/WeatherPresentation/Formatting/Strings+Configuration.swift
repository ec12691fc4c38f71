import WeatherCore

/// The sentences of what stops a run before it starts, written on standard error: configuration
/// mistakes, `--format` templates, the demo's data and notes, JSON that cannot be written.
extension Strings {
    /// The whole message, with the file and its line (and column) where the mistake has them.
    public func configurationError(_ error: ConfigurationError) -> String {
        switch error {
        case let .invalidEnvironment(variable, problem):
            return text(.configInEnvironment(variable: variable, problem: words(problem)))
        case let .invalidConfigValue(key, problem):
            return text(.configInConfigKey(key: key, problem: words(problem)))
        case let .unreadableFile(path, problem):
            return text(.configInFile(path: path, problem: words(problem)))
        case let .invalidFile(path, line, column, problem):
            let problem = words(problem)
            switch (line, column) {
            case let (line?, column?):
                return text(.configInFileAtLineAndColumn(path: path, line: String(line), column: String(column), problem: problem))
            case let (line?, nil): return text(.configInFileAtLine(path: path, line: String(line), problem: problem))
            default: return text(.configInFile(path: path, problem: problem))
            }
        case let .invalidValue(key, value, expected):
            return text(.configInvalidValue(key: key, value: TerminalText.sanitize(value), expected: words(expected)))
        case let .missingAPIKey(provider):
            return text(.configMissingAPIKey(provider: provider))
        }
    }

    public func templateError(_ error: StatusLineTemplate.ParseError) -> String {
        switch error {
        case let .unknownCode(code): text(.formatUnknownCode(code: String(code), codes: StatusLineTemplate.knownCodes))
        case .trailingPercent: text(.formatTrailingPercent)
        }
    }

    /// A bad `format =` in the config file, with the file and the line that sets it.
    public func configTemplateError(_ error: StatusLineTemplate.ParseError, path: String, line: Int?) -> String {
        let problem = switch error {
        case let .unknownCode(code): text(.configFormatUnknownCode(code: String(code), codes: StatusLineTemplate.knownCodes))
        case .trailingPercent: text(.configFormatTrailingPercent)
        }
        guard let line else { return text(.configInFile(path: path, problem: problem)) }
        return text(.configInFileAtLine(path: path, line: String(line), problem: problem))
    }

    /// `--demo` with another service than the demo data's.
    public func demoProviderNotUsed(_ provider: ProviderID) -> String { text(.demoProviderNotUsed(provider: provider.rawValue)) }

    /// `asked` as the user wrote it: a quoted name or coordinates.
    public func demoLocationNotUsed(place: String, asked: String) -> String {
        text(.demoLocationNotUsed(place: place, asked: asked))
    }

    public func demoDataNotFound(lookedIn paths: [String]) -> String {
        text(.demoDataNotFound(paths: paths.joined(separator: ", ")))
    }

    public var jsonNotWritten: String { text(.jsonNotWritten) }

    private func words(_ problem: ConfigurationError.FileProblem) -> String {
        switch problem {
        case .notUTF8: text(.fileNotUTF8)
        case .danglingSymbolicLink: text(.fileDanglingSymbolicLink)
        case .symbolicLinkLoop: text(.fileSymbolicLinkLoop)
        case .permissionDenied: text(.filePermissionDenied)
        case let .cannotOpen(reason): text(.fileCannotOpen(reason: reason))
        case let .cannotRead(reason): text(.fileCannotRead(reason: reason))
        case .directory: text(.fileIsDirectory)
        case .namedPipe: text(.fileIsNamedPipe)
        case .socket: text(.fileIsSocket)
        case .device: text(.fileIsDevice)
        case .tooLarge: text(.fileTooLarge)
        }
    }

    private func words(_ problem: ConfigurationError.Problem) -> String {
        switch problem {
        case .invalidTOML(nil): text(.configNotTOML)
        case let .invalidTOML(detail?): text(.configTOMLMistake(detail: detail))
        case .unclosedString: text(.configUnclosedString)
        case let .unknownKey(key, known): text(.configUnknownKey(key: key, keys: known.joined(separator: ", ")))
        case let .notOneOf(key, choices, value): text(.configNotOneOf(key: key, choices: choices.joined(separator: ", "), value: value))
        case let .definedTwice(key, firstLine): text(.configDefinedTwice(key: key, line: String(firstLine)))
        case let .wrongType(key, expected): text(.configWrongType(key: key, expected: words(expected)))
        case let .outOfRange(key, value, expected): text(.configOutOfRange(key: key, expected: words(expected), value: value))
        case let .emptyEntry(key, expected): text(.configEmptyEntry(key: key, expected: words(expected)))
        case .notHTTPURL: text(.configNotHTTPURL)
        case let .notReadableFile(path): text(.configNotReadableFile(path: path))
        case let .notDirectory(path): text(.configNotDirectory(path: path))
        case let .unsupportedProxyScheme(scheme): text(.configUnsupportedProxyScheme(scheme: scheme))
        case .malformedProxy: text(.configMalformedProxy)
        }
    }

    private func words(_ kind: ConfigurationError.ValueKind) -> String {
        switch kind {
        case .string: text(.expectString)
        case .trueOrFalse: text(.expectTrueOrFalse)
        case .wholeNumber: text(.expectWholeNumber)
        case .number: text(.expectNumber)
        case .twelveOrTwentyFour: text(.expectTwelveOrTwentyFour)
        case .listOfPlaces: text(.expectListOfPlaces)
        }
    }

    private func words(_ expectation: ConfigurationError.Expectation) -> String {
        switch expectation {
        case let .seconds(range):
            text(.expectSeconds(low: String(range.lowerBound), high: String(range.upperBound), count: range.upperBound))
        case let .minutes(range):
            text(.expectMinutes(low: String(range.lowerBound), high: String(range.upperBound), count: range.upperBound))
        case .spanOfHours: text(.expectSpanOfHours)
        case let .offOrSeconds(range):
            text(.expectOffOrSeconds(low: String(range.lowerBound), high: String(range.upperBound), count: range.upperBound))
        case let .fractionalSeconds(range):
            text(.expectSeconds(
                low: DecimalText.shortest(range.lowerBound), high: DecimalText.shortest(range.upperBound),
                count: Int(exactly: range.upperBound) ?? 0
            ))
        case let .number(range):
            text(.expectNumberFrom(low: DecimalText.shortest(range.lowerBound), high: DecimalText.shortest(range.upperBound)))
        case .placeNameOrCoordinates: text(.expectPlaceNameOrCoordinates)
        }
    }
}
