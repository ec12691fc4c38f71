import Testing
@testable import WeatherPresentation

/// Every escape sequence the decoder knows, cut at every byte across reads as the input loop reads them
/// (`CursesReads`: a pause ends a read, but one shorter than the escape delay right after an Esc does
/// not). A cut sequence decodes as the whole one; only an Esc left alone by a long pause is a key of its
/// own, and then the rest still decodes as the sequence, never as keys.
@Suite struct KeyDecoderSplitTests {
    struct Sent: CustomTestStringConvertible, Sendable {
        var text: String
        var decoded: [DecodedInput]
        /// What it gives when a long pause leaves its Esc alone: Esc, then the same (Alt+key: the key).
        var afterLoneEscape: [DecodedInput]

        init(_ text: String, _ decoded: [DecodedInput], afterLoneEscape: [DecodedInput]? = nil) {
            self.text = text
            self.decoded = decoded
            self.afterLoneEscape = afterLoneEscape ?? [.key(.escape)] + decoded
        }

        var testDescription: String { text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined() }
        var scalars: [Unicode.Scalar] { Array(text.unicodeScalars) }
    }

    private static func mouse(_ action: MouseEvent.Action, _ x: Int, _ y: Int) -> DecodedInput { .key(.mouse(MouseEvent(action, x: x, y: y))) }
    private static let white = DecodedInput.report(.background(BackgroundColor(specification: "rgb:ffff/ffff/ffff")!))
    private static let black = DecodedInput.report(.background(BackgroundColor(specification: "rgb:0/0/0")!))

    static let sequences: [Sent] = [
        Sent("\u{1B}[<0;12;34M", [mouse(.press(.left), 11, 33)]),
        Sent("\u{1B}[<0;12;34m", [mouse(.release, 11, 33)]),
        Sent("\u{1B}[<64;40;12M", [mouse(.wheelUp, 39, 11)]),
        Sent("\u{1B}[<35;12;34M", []),
        Sent("\u{1B}[M 12", []),
        Sent("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}", [white]),
        Sent("\u{1B}]11;rgb:0/0/0\u{1B}\\", [black]),
        Sent("\u{1B}]11;rgb:ffff/ffff/ffff\u{9C}", [white]),
        Sent("\u{1B}[?64;1;22c", [.report(.attributes)]),
        Sent("\u{1B}[200~37.5,127\r\n1\u{1B}[201~", [.key(.paste("37.5,127 1"))]),
        Sent("\u{1B}[A", [.key(.up)]),
        Sent("\u{1B}[5~", [.key(.pageUp)]),
        Sent("\u{1B}[3~", [.key(.delete)]),
        Sent("\u{1B}[1;5A", []),
        Sent("\u{1B}[I", []),
        Sent("\u{1B}OA", [.key(.up)]),
        Sent("\u{1B}OF", [.key(.end)]),
        Sent("\u{1B}x", [], afterLoneEscape: [.key(.escape), .key(.character("x"))]),
        Sent("\u{1B}2", [], afterLoneEscape: [.key(.escape), .key(.character("2"))]),
        Sent("\u{1B}P1$r0m\u{1B}\\", []),
    ]

    private static let pauses: [Duration] = [.milliseconds(1), .milliseconds(10), .milliseconds(24), .milliseconds(30), .milliseconds(100), .seconds(2)]
    private static let typingPause: Duration = .milliseconds(200)

    /// `j`, the sequence cut once with `pause`, and `k`, each key typed 200 ms apart.
    @Test(arguments: sequences)
    func aSequenceCutAtAnyByteDecodesWhole(sent: Sent) {
        for cut in 1..<sent.scalars.count {
            for pause in Self.pauses {
                var decoder = KeyDecoder()
                let decoded = CursesReads.decode(
                    "j" + sent.text + "k", pauses: [1: Self.typingPause, 1 + cut: pause, 1 + sent.scalars.count: Self.typingPause],
                    with: &decoder
                )
                let leftAlone = cut == 1 && pause >= CursesReads.escapeDelay
                let expected = [.key(.character("j"))] + (leftAlone ? sent.afterLoneEscape : sent.decoded) + [.key(.character("k"))]
                #expect(decoded == expected, "cut before byte \(cut), \(pause)")
            }
        }
    }

    /// Several sequences and keys in a row, cut anywhere, any number of times, with any pauses: each
    /// decodes as it would whole. Seeded, so a failure replays from its seed.
    @Test(arguments: 1...300)
    func randomCutsOfSequencesInARow(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let keys: [Sent] = [Sent("j", [.key(.character("j"))]), Sent("한", [.key(.character("한"))]), Sent("\r", [.key(.enter)])]
        // The string that is not the app's, whose Esc a long pause leaves alone, is read as typed after it.
        let items = (0...random.below(6)).map { _ in random.chance(1, in: 3) ? random.pick(keys) : random.pick(Array(Self.sequences.dropLast())) }
        let sent = items.map(\.text).joined()
        var pauses: [Int: Duration] = [:]
        for index in 1..<max(2, sent.unicodeScalars.count) where random.chance(1, in: 4) {
            pauses[index] = random.pick(Self.pauses)
        }
        var expected: [DecodedInput] = []
        var start = 0
        for item in items {
            let leftAlone = item.scalars.count > 1 && item.scalars[0] == "\u{1B}" && (pauses[start + 1] ?? .zero) >= CursesReads.escapeDelay
            expected += leftAlone ? item.afterLoneEscape : item.decoded
            start += item.scalars.count
        }
        var decoder = KeyDecoder()
        let decoded = CursesReads.decode(sent, pauses: pauses, with: &decoder)
        #expect(decoded == expected, "seed \(seed): \(items.map(\.testDescription)) cut at \(pauses.keys.sorted())")
    }
}

/// Reports that arrive broken: cut short, with a field too many or too few, with stray bytes, or only
/// their tail (the start went to the shell across Ctrl-Z and fg). They are dropped whole; no digit of one
/// is ever a key (1–9 switch places).
@Suite struct BrokenReportTests {
    private func decoded(_ batches: String...) -> [DecodedInput] {
        var decoder = KeyDecoder()
        return batches.flatMap { decoder.decode($0.unicodeScalars.map(TerminalInput.scalar)) }
    }

    private static let press = DecodedInput.key(.mouse(MouseEvent(.press(.left), x: 11, y: 33)))
    private static let black = DecodedInput.report(.background(BackgroundColor(specification: "rgb:0/0/0")!))

    @Test(arguments: [
        "\u{1B}[<0;12;34;5M", "\u{1B}[<0;;34M", "\u{1B}[<0;12M", "\u{1B}[<99999999999999999999;1;1M", "\u{1B}[<0;1x2;34M",
        "\u{1B}[<0;12;3 4M", "\u{1B}[<-1;12;34M",
    ])
    func aMalformedReportIsDroppedWhole(report: String) {
        #expect(decoded(report + "j") == [.key(.character("j"))])
        #expect(decoded(report, "j") == [.key(.character("j"))])
    }

    @Test func aReportCutShortLeavesTheNextKeysAlone() {
        #expect(decoded("\u{1B}[<0;12", "j") == [.key(.character("j"))])
        #expect(decoded("\u{1B}[<0;12", "\r") == [.key(.enter)])
        #expect(decoded("\u{1B}[<0;12\r") == [.key(.enter)])
        #expect(decoded("\u{1B}[<0;12", "\u{1B}[<0;12;34M") == [Self.press])
        #expect(decoded("\u{1B}[<0;12\u{1B}[<0;12;34M") == [Self.press])
        #expect(decoded("\u{1B}[<0;1\u{1B}", "j") == [.key(.escape), .key(.character("j"))])
        #expect(decoded("\u{1B}]11;rgb:ffff/ff", "j") == [.key(.character("j"))])
        #expect(decoded("\u{1B}[M ", "12k") == [.key(.character("k"))])
    }

    @Test(arguments: ["2;4M", "12;34M", "0;12;34m", ";34M", "<0;12;34M", "[<0;12;34M", "2;34M"])
    func theTailOfAReportWhoseStartWentElsewhereIsDropped(tail: String) {
        #expect(decoded(tail, "j") == [.key(.character("j"))])
    }

    @Test func digitsTypedAreStillKeys() {
        #expect(decoded("2") == [.key(.character("2"))])
        #expect(decoded("2", "4") == [.key(.character("2")), .key(.character("4"))])
        #expect(decoded("24") == [.key(.character("2")), .key(.character("4"))])
        #expect(decoded("2;") == [.key(.character("2")), .key(.character(";"))])
        #expect(decoded("j2;4M") == [.key(.character("j")), .key(.character("2")), .key(.character(";")), .key(.character("4")), .key(.character("M"))])
    }

    @Test func afterALoneEscAReportTailIsStillAReport() {
        #expect(decoded("\u{1B}", "[<0;12;34M") == [.key(.escape), Self.press])
        #expect(decoded("\u{1B}", "[", "<0;12;34M") == [.key(.escape), Self.press])
        #expect(decoded("\u{1B}", "]11;rgb:0/0/0\u{07}j") == [.key(.escape), Self.black, .key(.character("j"))])
        #expect(decoded("\u{1B}", "x") == [.key(.escape), .key(.character("x"))])
        #expect(decoded("\u{1B}", "[", "j") == [.key(.escape), .key(.character("j"))])
    }
}
