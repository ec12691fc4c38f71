import Testing
@testable import WeatherPresentation

@Suite struct KeyDecoderTests {
    /// What the terminal sent, as curses hands it over when it does not recognise a sequence: byte by byte.
    private func keys(_ sent: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(sent.unicodeScalars.map(TerminalInput.scalar)).compactMap(\.key)
    }

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[1~", .home), ("\u{1B}[4~", .end),
        ("\u{1B}[7~", .home), ("\u{1B}[8~", .end), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
        ("\u{1B}OH", .home), ("\u{1B}OF", .end),
    ])
    func cursorKeysInBothCursorModes(sent: String, key: Key) {
        #expect(keys(sent) == [key])
    }

    @Test(arguments: [
        "\u{1B}x", "\u{1B}q", "\u{1B}r", "\u{1B}1", "\u{1B}[99~", "\u{1B}[1;5X", "\u{1B}[1;5A", "\u{1B}OZ",
        "\u{1B}OP", "\u{1B}[15~", "\u{1B}[Z", "\u{1B}[I", "\u{1B}[O", "\u{1B}[<32;10;5M", "\u{1B}[<66;10;5M",
        "\u{1B}[M !!", "\u{1B}]11;rgb:0000/0000/0000\u{07}", "\u{1B}P1$r0m\u{1B}\\",
    ])
    func strayEscapeSequencesAreIgnored(sent: String) {
        #expect(keys(sent) == [])
    }

    @Test func aLoneEscIsEscape() {
        #expect(keys("\u{1B}") == [.escape])
        #expect(keys("j\u{1B}") == [.character("j"), .escape])
    }

    @Test func keysAroundASequenceSurvive() {
        #expect(keys("j\u{1B}[Ik") == [.character("j"), .character("k")])
        #expect(keys("\u{1B}[M !!q") == [.character("q")])
    }

    @Test func plainCharacters() {
        #expect(keys("r\r\n\u{7F}\u{08}\u{01}\u{0C}한") == [
            .character("r"), .enter, .enter, .backspace, .backspace, .control("a"), .control("l"), .character("한"),
        ])
        #expect(keys("\u{1B}[3~") == [.delete])
    }

    @Test func namedKeysPassThroughAndUnnamedOnesAreDropped() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([.namedKey(.down), .namedKey(nil), .scalar("\u{1B}"), .namedKey(.up)]) == [.key(.down), .key(.up)])
    }

    @Test func aBracketedPasteIsOneKeyWithLineBreaksAsSpaces() {
        #expect(keys("\u{1B}[200~37.50,127.00\r\nq\u{1B}[201~") == [.paste("37.50,127.00 q")])
        #expect(keys("\u{1B}[200~rq\u{1B}[201~j") == [.paste("rq"), .character("j")])
    }

    @Test func aPasteMaySpanBatchesAndHoldEscapes() {
        var decoder = KeyDecoder()
        #expect(decoder.decode("\u{1B}[200~Pa".unicodeScalars.map(TerminalInput.scalar)) == [])
        #expect(decoder.decode("r\u{1B}[2Jis\u{1B}[20".unicodeScalars.map(TerminalInput.scalar)) == [])
        #expect(decoder.decode("1~k".unicodeScalars.map(TerminalInput.scalar)) == [.key(.paste("Par[2Jis")), .key(.character("k"))])
    }

    @Test func aHugePasteIsCut() {
        let text = String(repeating: "a", count: KeyDecoder.maximumPasteLength + 100)
        #expect(keys("\u{1B}[200~\(text)\u{1B}[201~") == [.paste(String(repeating: "a", count: KeyDecoder.maximumPasteLength))])
    }
}

@Suite struct TerminalReportDecodingTests {
    private static let white = DecodedInput.report(.background(BackgroundColor(specification: "rgb:ffff/ffff/ffff")!))
    private static let black = DecodedInput.report(.background(BackgroundColor(specification: "rgb:0/0/0")!))

    /// Each batch as curses hands it over, in turn to one decoder.
    private func decoded(_ batches: String...) -> [DecodedInput] {
        var decoder = KeyDecoder()
        return batches.flatMap { decoder.decode($0.unicodeScalars.map(TerminalInput.scalar)) }
    }

    @Test func wholeAnswersWithEitherTerminatorAreReportsNotKeys() {
        #expect(decoded("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?64;1;22c") == [Self.white, .report(.attributes)])
        #expect(decoded("\u{1B}]11;rgb:0/00/000\u{07}\u{1B}[?1;2c") == [Self.black, .report(.attributes)])
        #expect(decoded("\u{1B}[?62;22c") == [.report(.attributes)])
        #expect(decoded("\u{1B}]11;rgb:ffff/ffff/ffff\u{9C}\u{1B}[?62c") == [Self.white, .report(.attributes)])
    }

    @Test func keysAroundAnswersSurviveInOrder() {
        #expect(decoded("j\u{1B}]11;rgb:ffff/ffff/ffff\u{07}k\u{1B}[?62cq") == [
            .key(.character("j")), Self.white, .key(.character("k")), .report(.attributes), .key(.character("q")),
        ])
    }

    @Test(arguments: Array(1..<"\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?64;1;22c".unicodeScalars.count))
    func anAnswerCutAnywhereAfterItsIntroducerLeaksNothing(cut: Int) {
        let answer = Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?64;1;22c".unicodeScalars)
        // A cut right after an Esc leaves a lone Esc (curses waited for more and none came): not a case here.
        guard answer[cut - 1] != "\u{1B}" || answer[cut] == "\\" else { return }
        let first = String(String.UnicodeScalarView(answer[..<cut]))
        let second = String(String.UnicodeScalarView(answer[cut...]))
        #expect(decoded(first, second + "j") == [Self.white, .report(.attributes), .key(.character("j"))])
    }

    @Test func aBatchEndingOnAltBracketHoldsBackNoKey() {
        #expect(decoded("\u{1B}]", "j") == [.key(.character("j"))])
        #expect(decoded("\u{1B}[", "j") == [.key(.character("j"))])
        #expect(decoded("\u{1B}[", "\u{1B}[A") == [.key(.up)])
        #expect(decoded("\u{1B}]", "1q") == [.key(.character("q"))])
        var decoder = KeyDecoder()
        #expect(decoder.decode([.scalar("\u{1B}"), .scalar("]")]) == [])
        #expect(decoder.decode([.namedKey(.up)]) == [.key(.up)])
    }

    @Test(arguments: [
        "\u{1B}]11;rgb:ffff/ffff\u{07}", "\u{1B}]11;rgb:fffff/0/0\u{07}", "\u{1B}]11;rgba:f/f/f/f\u{07}",
        "\u{1B}]11;cmy:0/0/0\u{07}", "\u{1B}]10;rgb:f/f/f\u{07}", "\u{1B}]11;?\u{1B}\\", "\u{1B}[?1;2n",
    ])
    func badAnswersAreDroppedWhole(sent: String) {
        #expect(decoded(sent + "j") == [.key(.character("j"))])
    }

    @Test func aCutOffStringThatCannotBeAnAnswerIsNotHeld() {
        #expect(decoded("\u{1B}]2;title", "j") == [.key(.character("j"))])
        #expect(decoded("\u{1B}]11;rgb:ff/zz", "j") == [.key(.character("j"))])
    }
}

@Suite struct MouseDecodingTests {
    private func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(text.unicodeScalars.map(TerminalInput.scalar)).compactMap(\.key)
    }

    @Test func sgrReportsBecomeMouseEventsAtZeroBasedCells() {
        #expect(keys("\u{1B}[<0;10;5M") == [.mouse(MouseEvent(.press(.left), x: 9, y: 4))])
        #expect(keys("\u{1B}[<0;10;5m") == [.mouse(MouseEvent(.release, x: 9, y: 4))])
        #expect(keys("\u{1B}[<2;1;1M") == [.mouse(MouseEvent(.press(.right), x: 0, y: 0))])
        #expect(keys("\u{1B}[<64;40;12M") == [.mouse(MouseEvent(.wheelUp, x: 39, y: 11))])
        #expect(keys("\u{1B}[<65;300;200M") == [.mouse(MouseEvent(.wheelDown, x: 299, y: 199))])
        // Ctrl (16) held: still the wheel.
        #expect(keys("\u{1B}[<80;2;2M") == [.mouse(MouseEvent(.wheelUp, x: 1, y: 1))])
    }

    @Test func motionHorizontalWheelsAndMalformedReportsAreDroppedWhole() {
        for report in ["\u{1B}[<32;3;3M", "\u{1B}[<66;3;3M", "\u{1B}[<0;0;3M", "\u{1B}[<0;3M", "\u{1B}[<0;3;3;4M"] {
            #expect(keys(report + "j") == [.character("j")], "\(report.debugDescription)")
        }
    }

    @Test func keysAroundReportsAreKeptInOrder() {
        #expect(keys("k\u{1B}[<65;1;1Mj\u{1B}[<0;5;5Mq") == [
            .character("k"), .mouse(MouseEvent(.wheelDown, x: 0, y: 0)), .character("j"),
            .mouse(MouseEvent(.press(.left), x: 4, y: 4)), .character("q"),
        ])
    }
}
