@testable import WeatherPresentation

/// How the dashboard's input loop cuts what the terminal sent into the batches it hands `KeyDecoder`:
/// each read takes everything that has arrived, so a pause between two bytes ends a batch; but after an
/// Esc curses waits up to its escape delay (25 ms) for more, so a shorter pause there joins the two.
/// (Curses also waits inside the prefixes of the keys its terminfo entry names; not modelled, which
/// only makes more cuts.)
struct CursesReads {
    static let escapeDelay: Duration = .milliseconds(25)

    /// The batches `sent` arrives in, with a pause of `pauses[i]` before scalar `i` (none where absent).
    static func batches(_ sent: [Unicode.Scalar], pauses: [Int: Duration]) -> [[TerminalInput]] {
        var batches: [[TerminalInput]] = []
        var batch: [TerminalInput] = []
        for (index, scalar) in sent.enumerated() {
            if let pause = pauses[index], !batch.isEmpty, batch.last != .scalar("\u{1B}") || pause >= escapeDelay {
                batches.append(batch)
                batch = []
            }
            batch.append(.scalar(scalar))
        }
        if !batch.isEmpty { batches.append(batch) }
        return batches
    }

    /// What `decoder` makes of `sent` arriving with those pauses.
    static func decode(_ sent: String, pauses: [Int: Duration], with decoder: inout KeyDecoder) -> [DecodedInput] {
        batches(Array(sent.unicodeScalars), pauses: pauses).flatMap { decoder.decode($0) }
    }
}
