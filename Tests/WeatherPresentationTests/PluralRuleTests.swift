import Testing
import WeatherCore
@testable import WeatherPresentation

/// The plural rules the build writes from the catalogs' `Plural-Forms` headers, held to CLDR's examples:
/// each number and the form (gettext's msgstr[n]) its category takes.
@Suite struct PluralRuleTests {
    /// CLDR's integer examples, as gettext numbers the forms: one, few, many (or other) in that order.
    static let examples: [String: [UInt: Int]] = [
        "en": [0: 1, 1: 0, 2: 1, 11: 1, 21: 1],
        "de": [0: 1, 1: 0, 2: 1, 21: 1],
        "es": [0: 1, 1: 0, 2: 1, 21: 1],
        "it": [0: 1, 1: 0, 2: 1],
        "pt": [0: 1, 1: 0, 2: 1],
        "nl": [0: 1, 1: 0, 2: 1],
        "sv": [0: 1, 1: 0, 2: 1],
        "nb": [0: 1, 1: 0, 2: 1],
        "da": [0: 1, 1: 0, 2: 1],
        "fi": [0: 1, 1: 0, 2: 1],
        "tr": [0: 1, 1: 0, 2: 1],
        "el": [0: 1, 1: 0, 2: 1],
        "fr": [0: 0, 1: 0, 2: 1, 10: 1],
        "pt_BR": [0: 0, 1: 0, 2: 1, 10: 1],
        "ja": [0: 0, 1: 0, 2: 0, 100: 0],
        "ko": [0: 0, 1: 0, 2: 0, 100: 0],
        "zh": [0: 0, 1: 0, 2: 0, 100: 0],
        "zh_Hant": [0: 0, 1: 0, 2: 0, 100: 0],
        "hi": [0: 0, 1: 0, 2: 1, 10: 1],
        "id": [0: 0, 1: 0, 2: 0, 100: 0],
        "vi": [0: 0, 1: 0, 2: 0, 100: 0],
        "th": [0: 0, 1: 0, 2: 0, 100: 0],
        "hu": [0: 1, 1: 0, 2: 1, 21: 1],
        "bg": [0: 1, 1: 0, 2: 1, 21: 1],
        "hr": [1: 0, 21: 0, 101: 0, 2: 1, 3: 1, 4: 1, 22: 1, 0: 2, 5: 2, 11: 2, 12: 2, 14: 2, 25: 2, 111: 2],
        "sr": [1: 0, 21: 0, 101: 0, 2: 1, 3: 1, 4: 1, 22: 1, 0: 2, 5: 2, 11: 2, 12: 2, 14: 2, 25: 2, 111: 2],
        "sk": [1: 0, 2: 1, 3: 1, 4: 1, 0: 2, 5: 2, 11: 2, 22: 2],
        "ca": [0: 1, 1: 0, 2: 1, 21: 1],
        "ms": [0: 0, 1: 0, 2: 0, 100: 0],
        "pl": [1: 0, 2: 1, 3: 1, 4: 1, 22: 1, 24: 1, 102: 1, 0: 2, 5: 2, 11: 2, 12: 2, 14: 2, 21: 2, 25: 2, 112: 2],
        "cs": [1: 0, 2: 1, 3: 1, 4: 1, 0: 2, 5: 2, 11: 2, 22: 2],
        "ru": [1: 0, 21: 0, 101: 0, 2: 1, 3: 1, 4: 1, 22: 1, 0: 2, 5: 2, 11: 2, 12: 2, 14: 2, 25: 2, 111: 2],
        "uk": [1: 0, 21: 0, 101: 0, 2: 1, 4: 1, 22: 1, 0: 2, 5: 2, 11: 2, 14: 2, 25: 2],
        "sl": [1: 0, 101: 0, 2: 1, 102: 1, 3: 2, 4: 2, 103: 2, 0: 3, 5: 3, 11: 3],
        "ro": [1: 0, 0: 1, 2: 1, 19: 1, 101: 1, 119: 1, 20: 2, 100: 2, 120: 2],
        "he": [1: 0, 2: 1, 0: 2, 3: 2, 10: 2, 20: 2, 22: 2, 100: 2],
        "ar": [0: 0, 1: 1, 2: 2, 3: 3, 10: 3, 103: 3, 110: 3, 11: 4, 26: 4, 99: 4, 111: 4, 100: 5, 101: 5, 102: 5, 200: 5],
        "fa": [0: 0, 1: 0, 2: 1, 10: 1, 100: 1],
    ]

    @Test(arguments: ReferencePluralRules.rules.keys.sorted())
    func gettextsRulesTurnedIntoSwiftGiveCLDRsForms(code: String) throws {
        let rule = try #require(ReferencePluralRules.rules[code])
        let examples = try #require(Self.examples[code], "no CLDR examples for \(code)")
        for (number, form) in examples {
            #expect(rule(number) == form, "\(code): \(number)")
        }
    }

    @Test(arguments: Language.allCases)
    func everyLanguagesRuleGivesCLDRsForms(language: Language) throws {
        let examples = try #require(Self.examples[language.rawValue], "add CLDR's examples for \(language.rawValue)")
        let catalog = Catalog.of(language)
        for (number, form) in examples {
            #expect(catalog.pluralForm(number) == form, "\(language.rawValue): \(number)")
        }
    }
}
