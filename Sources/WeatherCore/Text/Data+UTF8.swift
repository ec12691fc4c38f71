import FoundationEssentials

extension Data {
    /// `text`'s UTF-8 bytes, copied as they lie. `Data(text.utf8)`, the initialiser from any sequence,
    /// first asks the runtime whether the view is `ContiguousBytes`: a search of every conformance in
    /// the program, which a one-shot run pays for.
    init(utf8 text: String) {
        var text = text
        self = text.withUTF8 { Data(buffer: $0) }
    }
}
