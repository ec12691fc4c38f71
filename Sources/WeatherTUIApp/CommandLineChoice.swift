import ArgumentParser

/// A flag's value that is one of an enum's cases, typed as its raw value (`--units imperial`).
///
/// ArgumentParser's own defaults for such enums reach each value through key paths and string
/// interpolation, which the runtime resolves by scanning every protocol conformance in the binary at
/// every launch (bench/README.md has the cost). These do the same work directly.
protocol CommandLineChoice: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension CommandLineChoice {
    public init?(argument: String) {
        self.init(rawValue: argument)
    }

    public var defaultValueDescription: String { rawValue }

    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }

    public static var allValueDescriptions: [String: String] { [:] }

    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
