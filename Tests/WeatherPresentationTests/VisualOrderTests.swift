import Foundation
import Testing
@testable import WeatherPresentation

/// Right-to-left text put in the order the screen shows it, by GNU FriBidi: a right-to-left run is the
/// reverse of its logical order, the numbers, times and Latin words in it keep theirs.
@Suite struct VisualOrderTests {
    @Test func aHebrewRunIsReversed() {
        #expect(VisualOrder.of("שלום עולם") == String("שלום עולם".reversed()))
    }

    /// The letters stay the letters they are: joining them is the terminal's font's job.
    @Test func anArabicRunIsReversedLetterForLetter() {
        #expect(VisualOrder.of("الرطوبة عالية") == String("الرطوبة عالية".reversed()))
    }

    /// Arabic-Indic digits keep their order; a degree or percent sign after them stays after them in
    /// reading order, so to their left on screen.
    @Test(arguments: [
        ("טמפרטורה 23°", "23°"), ("בשעה 14:00", "14:00"), ("الحرارة ٢٣°", "٢٣"), ("الرطوبة ٩٥٪", "٩٥"),
        ("ساعت ۱۴:۰۰", "۱۴:۰۰"), ("מזג האוויר ב-Seoul, KR", "Seoul, KR"),
    ])
    func numbersTimesAndLatinKeepTheirOrder(text: String, kept: String) {
        let visual = VisualOrder.of(text)
        #expect(visual.contains(kept), "\(visual)")
        let rest = text.replacingOccurrences(of: kept, with: "")
        let visualRest = visual.replacingOccurrences(of: kept, with: "")
        #expect(String(visualRest.reversed()).trimmingCharacters(in: .whitespaces) == rest.trimmingCharacters(in: .whitespaces))
    }

    /// A number the app writes keeps its sign, and its degree or percent sign, on the sides it has in
    /// left-to-right text, after Hebrew and after Arabic letters (which turn Latin digits into Arabic
    /// numbers for the algorithm): CLDR's formats for these languages with Latin digits mark them so.
    @Test(arguments: [
        ("מורגש -3°", "-3° שגרומ"), ("המחוסה -12°", "-12° הסוחמה"), ("المحسوسة -3°", "-3° ةسوسحملا"),
        ("رطب 73%", "73% بطر"), ("آخر +1", "+1 رخآ"), ("תחזית -0.5°C", "-0.5°C תיזחת"), ("احساس −4°", "−4° ساسحا"),
        ("غدا 16:00 (100%)", "(100%) 16:00 ادغ"),
    ])
    func aNumberKeepsItsSignAndUnitOnTheirSides(text: String, visual: String) {
        #expect(VisualOrder.of(text) == visual)
    }

    /// A hyphen between two numbers or after a letter is not a sign.
    @Test func aHyphenBetweenNumbersOrAfterALetterIsNoSign() {
        #expect(VisualOrder.of("שעות 3-4") == "3-4 תועש")
        #expect(VisualOrder.of("ב-3") == "3-ב")
    }

    @Test func bracketsAreMirroredAndMarksStayAfterTheirBase() {
        #expect(VisualOrder.of("(שלום)") == "(םולש)")
        let pointed = VisualOrder.of("שָׁלוֹם")
        #expect(Array(pointed) == Array("שָׁלוֹם").reversed(), "each letter keeps its points")
        #expect(pointed.unicodeScalars.first == "ם")
    }

    @Test func leftToRightTextIsLeftAlone() {
        #expect(VisualOrder.of("Seoul 23° 14:00") == "Seoul 23° 14:00")
        #expect(VisualOrder.of("서울 ลำพูน मुंबई") == "서울 ลำพูน मुंबई")
        #expect(!VisualOrder.hasRightToLeft("┌─ Seoul ─┐"))
    }

    @Test func theGridWritesRightToLeftTextInVisualOrderCutInReadingOrder() {
        var grid = Grid(size: TerminalSize(columns: 14, rows: 2))
        grid.write("│", x: 0, y: 0)
        grid.write("ירושלים 2025", x: 1, y: 0, maxWidth: 12)
        grid.write("│", x: 13, y: 0)
        #expect(grid.lines[0] == "│2025 םילשורי│")
        grid.write("ירושלים, ישראל", x: 0, y: 1, maxWidth: 10)
        #expect(grid.lines[1] == "… ,םילשורי    ", "the start of the name is kept, at the right")
    }
}

extension VisualOrderTests {
    @Test func spacesAroundTheTextStayOnTheirSide() {
        #expect(VisualOrder.of("מורגש ") == "שגרומ ")
        #expect(VisualOrder.of("  רענון") == "  ןונער")
    }
}
