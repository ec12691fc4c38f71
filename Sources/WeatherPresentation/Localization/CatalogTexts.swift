/// A catalog's texts, kept as the one string they were generated in and made into strings one at a time
/// when asked for: a run shows a few dozen of a language's hundreds of messages, and splitting them all
/// at its start cost every run the time and the memory of the rest.
struct CatalogTexts: RandomAccessCollection, Sendable {
    private let packed: String
    /// Where each text ends in `packed`'s UTF-8, its terminator's offset.
    private let ends: [Int]

    /// `packed`: the texts one after another, each ended by `terminator`.
    init(packed: String, terminator: UInt8) {
        var packed = packed
        packed.makeContiguousUTF8()
        self.packed = packed
        // Contiguous, as made so just above.
        ends = packed.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.indices.filter { bytes[$0] == terminator }
        }!
    }

    init(_ texts: [String], terminator: UInt8) {
        self.init(packed: texts.map { $0 + String(UnicodeScalar(terminator)) }.joined(), terminator: terminator)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { ends.count }

    subscript(position: Int) -> String {
        let utf8 = packed.utf8
        let start = position == 0 ? 0 : ends[position - 1] + 1
        return String(Substring(utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: ends[position])]))
    }
}
