import Testing
@testable import WeatherCore

/// The language from the locale variables, whatever form the name takes, and what each service is asked for.
@Suite struct LanguageTests {
    @Test(arguments: [
        ("ko_KR.UTF-8", Language.korean), ("ko", .korean), ("ko-KR", .korean), ("ko_KR.eucKR@sorted", .korean),
        ("en_US.UTF-8", .english), ("C", .english), ("POSIX", .english), ("C.UTF-8", .english),
        ("ja_JP.UTF-8", .japanese), ("ja", .japanese), ("zh_CN.UTF-8", .simplifiedChinese), ("zh_SG.UTF-8", .simplifiedChinese),
        ("zh", .simplifiedChinese), ("zh_Hans", .simplifiedChinese), ("zh-Hans-HK", .simplifiedChinese),
        // Traditional characters for Taiwan, Hong Kong, Macau and the Hant script wherever it is named.
        ("zh_TW.UTF-8", .traditionalChinese), ("zh_HK.UTF-8", .traditionalChinese), ("zh_MO", .traditionalChinese),
        ("zh_Hant", .traditionalChinese), ("zh-Hant-CN", .traditionalChinese), ("zh_Hant_TW.UTF-8", .traditionalChinese),
        ("de_DE.UTF-8", .german), ("de_AT.UTF-8", .german), ("de_DE@euro", .german), ("fr_FR.UTF-8", .french),
        ("fr_CA.UTF-8", .french), ("es_ES.UTF-8", .spanish), ("es_MX", .spanish),
        // Norwegian is written in Bokmål unless a Nynorsk reader has no catalog of their own: nb, no and nn choose it.
        ("nb_NO.UTF-8", .norwegianBokmal), ("no_NO.UTF-8", .norwegianBokmal), ("no", .norwegianBokmal), ("nn_NO.UTF-8", .norwegianBokmal),
        ("fi_FI.UTF-8", .finnish), ("fi", .finnish), ("tr_TR.UTF-8", .turkish), ("tr_CY", .turkish),
        ("el_GR.UTF-8", .greek), ("el_CY.UTF-8", .greek),
        ("pl_PL.UTF-8", .polish), ("pl", .polish), ("cs_CZ.UTF-8", .czech), ("cs", .czech), ("ru_RU.UTF-8", .russian),
        ("ru_UA.UTF-8", .russian), ("ru_KZ", .russian), ("uk_UA.UTF-8", .ukrainian), ("uk", .ukrainian),
        ("it_IT.UTF-8", .italian), ("it_CH", .italian), ("pt_PT.UTF-8", .portuguese), ("pt", .portuguese),
        ("pt_AO.UTF-8", .portuguese), ("pt_BR.UTF-8", .brazilianPortuguese), ("pt-BR", .brazilianPortuguese),
        ("nl_NL.UTF-8", .dutch), ("nl_BE", .dutch), ("sv_SE.UTF-8", .swedish), ("sv_FI", .swedish), ("da_DK.UTF-8", .danish),
        ("xx_YY", .english),
    ])
    func localeNamesChooseALanguageOrEnglish(name: String, expected: Language) {
        #expect(Language.fromEnvironment(["LANG": name]) == expected)
    }

    @Test func theFirstSetVariableDecides() {
        #expect(Language.fromEnvironment(["LC_ALL": "C", "LANG": "ko_KR.UTF-8"]) == .english)
        #expect(Language.fromEnvironment(["LC_ALL": "", "LC_MESSAGES": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"]) == .korean)
        #expect(Language.fromEnvironment([:]) == .english)
    }

    /// The table's patterns as po/languages.txt can write them: another code for the same language (`no` for
    /// `nb`), a territory with a language of its own (`pt_BR`), a script, and a name that chooses none.
    @Test func theMostSpecificPatternDecides() {
        let patterns = [
            LocalePattern(language: "nb", chooses: .german), LocalePattern(language: "no", chooses: .german),
            LocalePattern(language: "pt", chooses: .french), LocalePattern(language: "pt", territory: "BR", chooses: .spanish),
            LocalePattern(language: "sr", chooses: .korean), LocalePattern(language: "sr", script: "Latn", chooses: .japanese),
            LocalePattern(language: "sr", territory: "ME", chooses: nil),
        ]
        let cases: [(String, Language?)] = [
            ("nb_NO.UTF-8", .german), ("no_NO", .german), ("nn_NO", nil), ("pt_PT.UTF-8", .french), ("pt", .french),
            ("pt_BR.UTF-8", .spanish), ("sr_RS", .korean), ("sr_RS@latin", .korean), ("sr_Latn_RS", .japanese),
            ("sr_ME", nil), ("sr_Latn_ME", .japanese), ("C", nil),
        ]
        for (name, expected) in cases {
            #expect(LocalePattern.choice(for: LocaleName(name), among: patterns) == expected, "\(name)")
        }
    }

    @Test func localeNamesComeApart() {
        #expect(LocaleName("zh-Hans-CN") == LocaleName(language: "zh", script: "Hans", territory: "CN"))
        #expect(LocaleName("de_DE.UTF-8@euro") == LocaleName(language: "de", script: nil, territory: "DE"))
        #expect(LocaleName("POSIX").language == nil)
    }

    @Test func servicesAreAskedInTheAppsLanguage() {
        #expect(Language.korean.openWeatherCode == "kr")
        #expect(Language.korean.geocodingCode == "ko")
        #expect(Language.korean.acceptLanguage == "ko")
        #expect(Language.english.openWeatherCode == "en")
        #expect(Language.japanese.openWeatherCode == "ja")
        #expect(Language.japanese.geocodingCode == "ja")
        #expect(Language.japanese.acceptLanguage == "ja")
        #expect(Language.simplifiedChinese.openWeatherCode == "zh_cn")
        #expect(Language.simplifiedChinese.geocodingCode == "zh")
        #expect(Language.simplifiedChinese.acceptLanguage == "zh-Hans,zh")
        #expect([Language.german, .french, .spanish].map(\.openWeatherCode) == ["de", "fr", "es"])
        #expect([Language.german, .french, .spanish].map(\.geocodingCode) == ["de", "fr", "es"])
        #expect([Language.german, .french, .spanish].map(\.acceptLanguage) == ["de", "fr", "es"])
        // OpenWeather and GeoNames (Open-Meteo's geocoding) know Norwegian as "no"; OpenStreetMap has name:nb and name:no.
        #expect([Language.norwegianBokmal, .finnish, .turkish, .greek].map(\.openWeatherCode) == ["no", "fi", "tr", "el"])
        #expect([Language.norwegianBokmal, .finnish, .turkish, .greek].map(\.geocodingCode) == ["no", "fi", "tr", "el"])
        #expect([Language.norwegianBokmal, .finnish, .turkish, .greek].map(\.acceptLanguage) == ["nb,no", "fi", "tr", "el"])
        // OpenWeather has codes of its own for Czech and Ukrainian; the geocoders take ISO 639-1.
        let slavic: [Language] = [.polish, .czech, .russian, .ukrainian]
        #expect(slavic.map(\.openWeatherCode) == ["pl", "cz", "ru", "ua"])
        #expect(slavic.map(\.geocodingCode) == ["pl", "cs", "ru", "uk"])
        #expect(slavic.map(\.acceptLanguage) == ["pl", "cs", "ru", "uk"])
        let western: [Language] = [.italian, .portuguese, .brazilianPortuguese, .dutch, .swedish, .danish]
        #expect(western.map(\.openWeatherCode) == ["it", "pt", "pt_br", "nl", "sv", "da"])
        #expect(western.map(\.geocodingCode) == ["it", "pt", "pt", "nl", "sv", "da"])
        #expect(western.map(\.acceptLanguage) == ["it", "pt-PT,pt", "pt-BR,pt", "nl", "sv", "da"])
    }
}
