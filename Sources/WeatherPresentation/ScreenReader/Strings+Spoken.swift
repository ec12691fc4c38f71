import FoundationEssentials
import WeatherCore

extension Strings {
    /// `text` as a sentence: its first letter a capital (a part of a line, "next rain tomorrow 09:00",
    /// read alone), and the language's full stop unless it ends one already (a message of its own).
    public func spokenSentence(_ text: String) -> String {
        let capitalized = Self.capitalized(text, language: language)
        if let last = capitalized.last, ".。!?！？।؟".contains(last) { return capitalized }
        return self.text(.spokenSentence(text: capitalized))
    }

    static func capitalized(_ text: String, language: Language) -> String {
        guard let first = text.first, first.isLowercase else { return text }
        let capital = language == .turkish && first == "i" ? "İ" : String(first).uppercased()
        return capital + String(text.dropFirst())
    }

    /// "Today between 2 degrees and 9 degrees.", with "(rest of today)" before its stop where the range
    /// covers only the rest of the day.
    func spokenTodayRange(low: Double, high: Double, restOfDay: Bool, spoken: SpokenUnits) -> String {
        let range = text(.spokenTodayRange(low: spoken.temperature(low), high: spoken.temperature(high)))
        guard restOfDay else { return range }
        // The sentence's own stop goes after the words added to it.
        let words = String(range.reversed().drop { $0.isPunctuation || $0.isWhitespace }.reversed())
        return spokenSentence(words + " " + text(.restOfToday))
    }
}
