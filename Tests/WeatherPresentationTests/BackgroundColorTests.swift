import Testing
import WeatherCore
@testable import WeatherPresentation

@Suite struct BackgroundColorTests {
    /// The colour the key decoder reads from `reply`, as the terminal sends it.
    private func color(_ reply: String) -> BackgroundColor? {
        var decoder = KeyDecoder()
        return decoder.decode(reply.unicodeScalars.map(TerminalInput.scalar)).lazy.compactMap { decoded in
            if case let .report(.background(color)) = decoded { color } else { nil }
        }.first
    }

    @Test func answersInEveryDigitCountAndTerminator() throws {
        #expect(try #require(color("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\")).isLight)
        #expect(try #require(color("\u{1B}]11;rgb:ff/ff/ff\u{07}")).isLight)
        #expect(try #require(color("\u{1B}]11;rgb:f/f/f\u{07}")).red == 1)
        #expect(try #require(color("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}[?64;1c")).isLight == false)
        // Solarized light (#fdf6e3) and dark (#002b36).
        #expect(try #require(color("\u{1B}]11;rgb:fdfd/f6f6/e3e3\u{07}")).isLight)
        #expect(try #require(color("\u{1B}]11;rgb:0000/2b2b/3636\u{07}")).isLight == false)
        // Pure blue is dark, pure green light: luminance, not the average of the channels.
        #expect(try #require(color("\u{1B}]11;rgb:0000/0000/ffff\u{07}")).isLight == false)
        #expect(try #require(color("\u{1B}]11;rgb:0000/ffff/0000\u{07}")).isLight)
    }

    @Test func anythingElseIsNoAnswer() {
        for reply in ["", "\u{1B}[?64;1c", "\u{1B}]11;rgb:ffff/ffff\u{07}", "\u{1B}]11;rgb:fffff/0/0\u{07}", "\u{1B}]11;rgb:xx/00/00\u{07}", "\u{1B}]11;rgb:+f/0/0\u{07}",
                      "\u{1B}]11;rgb://0\u{07}", "\u{1B}]10;rgb:ff/ff/ff\u{07}",
                      "\u{1B}]11;rgba:ff/ff/ff/ff\u{07}", "\u{1B}]11;rgb:ff/ff/ff"] {
            #expect(color(reply) == nil, "\(reply.debugDescription)")
        }
    }

    @Test func theAnswerOutranksColorfgbgAndNoColorOutranksBoth() throws {
        let white = try #require(color("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}"))
        let black = try #require(color("\u{1B}]11;rgb:0/0/0\u{07}"))
        #expect(ThemeResolver.resolve(.auto, environment: ["COLORFGBG": "15;0"], reportedBackground: white) == .light)
        #expect(ThemeResolver.resolve(.auto, environment: ["COLORFGBG": "0;15"], reportedBackground: black) == .dark)
        #expect(ThemeResolver.resolve(.auto, environment: ["COLORFGBG": "0;15"]) == .light)
        #expect(ThemeResolver.resolve(.auto, environment: [:]) == .dark)
        #expect(ThemeResolver.resolve(.dark, environment: [:], reportedBackground: white) == .dark)
        #expect(ThemeResolver.resolve(.auto, environment: ["NO_COLOR": "1"], reportedBackground: white) == .mono)
        #expect(ThemeResolver.asksTerminal(.auto, environment: [:]))
        #expect(!ThemeResolver.asksTerminal(.auto, environment: ["NO_COLOR": "1"]))
        #expect(!ThemeResolver.asksTerminal(.light, environment: [:]))
    }

    @Test func anAnswerWithinTheLimitPicksTheThemeOnceAndDa1OrTheLimitEndsTheWait() throws {
        let white = TerminalReport.background(try #require(color("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}")))
        let black = TerminalReport.background(try #require(color("\u{1B}]11;rgb:0/0/0\u{07}")))
        let asked = ContinuousClock.now
        let inTime = asked.advanced(by: .milliseconds(60))
        func wait() -> BackgroundAnswerWait { BackgroundAnswerWait(choice: .auto, environment: ["COLORFGBG": "0;15"], askedAt: asked) }

        var answered = wait()
        #expect(answered.theme(after: black, arrivedAt: inTime) == .dark)
        #expect(answered.theme(after: white, arrivedAt: inTime) == nil, "a second answer changed the theme")
        var attributesFirst = wait()
        #expect(attributesFirst.theme(after: .attributes, arrivedAt: inTime) == nil)
        #expect(attributesFirst.theme(after: black, arrivedAt: inTime) == nil, "an answer after DA1 changed the theme")
        var late = wait()
        #expect(late.theme(after: black, arrivedAt: asked.advanced(by: .milliseconds(101))) == nil)
        var atTheLimit = wait()
        #expect(atTheLimit.theme(after: white, arrivedAt: asked.advanced(by: BackgroundAnswerWait.timeLimit)) == .light)
    }
}
