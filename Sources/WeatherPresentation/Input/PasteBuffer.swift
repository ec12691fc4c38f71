/// Text collected between the bracketed-paste markers: each run of line breaks becomes one space (pasted
/// lines are words of one entry), other control characters are dropped.
struct PasteBuffer: Sendable {
    static let endMarker = Array("\u{1B}[201~".unicodeScalars)

    private(set) var text = ""
    private var length = 0
    private var afterLineBreak = false
    /// Scalars that may be the start of the end marker.
    private var pending: [Unicode.Scalar] = []

    /// Adds a scalar; true when it completed the end marker.
    mutating func append(_ scalar: Unicode.Scalar) -> Bool {
        pending.append(scalar)
        if pending == Self.endMarker { return true }
        while !pending.isEmpty, !Self.endMarker.starts(with: pending) {
            keep(pending.removeFirst())
        }
        return false
    }

    private mutating func keep(_ scalar: Unicode.Scalar) {
        let isLineBreak = scalar == "\n" || scalar == "\r"
        if isLineBreak {
            if !afterLineBreak, length < KeyDecoder.maximumPasteLength {
                text.unicodeScalars.append(" ")
                length += 1
            }
            afterLineBreak = true
            return
        }
        afterLineBreak = false
        guard scalar.value >= 0x20, scalar.value != 0x7F, !(0x80..<0xA0).contains(scalar.value),
              length < KeyDecoder.maximumPasteLength
        else { return }
        text.unicodeScalars.append(scalar)
        length += 1
    }
}
