/// A POSIX or BCP 47 locale name taken apart: `ja_JP.UTF-8`, `de_DE@euro`, `zh_Hans`, `zh-Hans-CN`.
/// `C` and `POSIX` name no language. Only the name is read, so no installed locale data is needed.
public struct LocaleName: Hashable, Sendable {
    /// The ISO 639 language code, lower case ("ja"); nil for `C` and `POSIX`.
    public var language: String?
    /// The script, title case ("Hans"), where the name gives one.
    public var script: String?
    /// The territory, upper case ("JP"), where the name gives one.
    public var territory: String?

    public init(language: String?, script: String?, territory: String?) {
        self.language = language
        self.script = script
        self.territory = territory
    }

    public init(_ name: String) {
        let bare = name.prefix { $0 != "." && $0 != "@" }
        let parts = bare.split { $0 == "_" || $0 == "-" }.map(String.init)
        guard let first = parts.first, first != "C", first != "POSIX" else { return }
        language = first.lowercased()
        for part in parts.dropFirst() {
            if part.count == 4, part.allSatisfy(\.isLetter) {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else {
                territory = part.uppercased()
            }
        }
    }
}
