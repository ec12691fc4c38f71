/// Text in English and Korean, chosen by `Strings`.
public struct LocalizedText: Hashable, Sendable {
    public var english: String
    public var korean: String

    public init(_ english: String, _ korean: String) {
        self.english = english
        self.korean = korean
    }
}
