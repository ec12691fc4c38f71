import Testing
@testable import WeatherPresentation

/// Wrapping sentences at spaces, Chinese and Japanese between characters, and a Thai phrase longer than
/// a line between its letters.
@Suite struct TextLayoutTests {
    @Test func englishAndKoreanBreakAtSpacesOnly() {
        #expect(TextLayout.wrap("Check your connection, then retry.", width: 20) == ["Check your", "connection, then", "retry."])
        #expect(TextLayout.wrap("연결을 확인한 뒤 다시 시도하세요.", width: 14) == ["연결을 확인한", "뒤 다시", "시도하세요."])
        #expect(TextLayout.wrap("supercalifragilistic", width: 8) == ["superca…"])
    }

    @Test func japaneseBreaksBetweenCharacters() {
        let lines = TextLayout.wrap("IPアドレスからの位置検索に失敗しました (no answer)。l で場所を入力してください。", width: 20)
        #expect(lines == ["IPアドレスからの位置", "検索に失敗しました", "(no answer)。l で場", "所を入力してくださ", "い。"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 20 })
    }

    @Test func aClosingMarkNeverStartsALineNorAnOpeningOneEndsIt() {
        // 10 columns hold five characters: "再試行してく" would leave "ださい。" and "。" must not lead.
        #expect(TextLayout.wrap("再試行してください。", width: 10) == ["再試行して", "ください。"])
        #expect(TextLayout.wrap("あいうえ。かきくけこ", width: 8) == ["あいう", "え。かき", "くけこ"])
        #expect(TextLayout.wrap("刷新（位置未固定时重新定位）", width: 10) == ["刷新（位置", "未固定时重", "新定位）"])
        #expect(TextLayout.wrap("刷新（位置未固定时重新定位）", width: 5) == ["刷新", "（位", "置未", "固定", "时重", "新定", "位）"])
    }

    @Test func thaiBreaksAtSpacesWhereItsPhrasesFit() {
        #expect(TextLayout.wrap("ตรวจการเชื่อมต่อ แล้วลองใหม่", width: 18) == ["ตรวจการเชื่อมต่อ", "แล้วลองใหม่"])
        #expect(TextLayout.wrap("กด r เพื่อลองใหม่", width: 12) == ["กด r", "เพื่อลองใหม่"])
    }

    /// A phrase wider than the line is broken between letters, not cut: nothing is lost, a tone mark or
    /// sara am stays with its letter, a line neither starts with a following vowel nor ends with a preceding one.
    @Test func aThaiPhraseLongerThanALineIsBrokenBetweenItsLettersAndKeptWhole() {
        #expect(TextLayout.wrap("กรุงเทพมหานคร", width: 5) == ["กรุงเท", "พมหาน", "คร"])
        let phrase = "แสดงหรือซ่อนกราฟอุณหภูมิและฝน ไม่มีข้อมูลคุณภาพอากาศของที่นี่"
        for width in [6, 9, 12, 20] {
            let lines = TextLayout.wrap(phrase, width: width)
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines)")
            #expect(lines.joined().filter { $0 != " " } == phrase.filter { $0 != " " }, "\(lines)")
            #expect(lines.allSatisfy { line in !["ะ", "า", "ๆ"].contains(line.first) && !["เ", "แ", "โ", "ใ", "ไ"].contains(line.last) }, "\(lines)")
            #expect(lines.allSatisfy { $0.unicodeScalars.first.map { DisplayWidth.of($0) } != 0 }, "\(lines)")
        }
    }
}
